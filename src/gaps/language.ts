/**
 * The language of a reader's text, so that its stop words and stems are that language's: the
 * `stopword` package's lists, with the words they lack (language-words.ts), and the
 * `@orama/stemmers` Snowball stemmers (English keeps Porter's `stemmer`, as before). Scripts tell
 * most languages apart (kana: Japanese; Han alone: Chinese; Hangul, Thai, Devanagari, Bengali,
 * Hebrew, Arabic, Greek; among Arabic letters, پ چ ژ گ ک ی: Persian; among Latin letters, those
 * only one language writes: `BY_LETTERS`); among the languages written in Latin or Cyrillic
 * letters, the one whose own stop words (those English does not list) the text uses most, the run's
 * between equals, English when unsure. Scripts written without spaces are cut into words by
 * `Intl.Segmenter` (built into Node); for grouping, Han words are also read by letter pairs
 * (`letterPairs`).
 */
import * as stop from 'stopword'
import { stemmer as porter } from 'stemmer'
import { stemmer as arabic } from '@orama/stemmers/arabic'
import { stemmer as bulgarian } from '@orama/stemmers/bulgarian'
import { stemmer as danish } from '@orama/stemmers/danish'
import { stemmer as dutch } from '@orama/stemmers/dutch'
import { stemmer as finnish } from '@orama/stemmers/finnish'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as greek } from '@orama/stemmers/greek'
import { stemmer as hindi } from '@orama/stemmers/indian'
import { stemmer as hungarian } from '@orama/stemmers/hungarian'
import { stemmer as indonesian } from '@orama/stemmers/indonesian'
import { stemmer as italian } from '@orama/stemmers/italian'
import { stemmer as lithuanian } from '@orama/stemmers/lithuanian'
import { stemmer as norwegian } from '@orama/stemmers/norwegian'
import { stemmer as portuguese } from '@orama/stemmers/portuguese'
import { stemmer as romanian } from '@orama/stemmers/romanian'
import { stemmer as russian } from '@orama/stemmers/russian'
import { stemmer as serbian } from '@orama/stemmers/serbian'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import { stemmer as swedish } from '@orama/stemmers/swedish'
import { stemmer as turkish } from '@orama/stemmers/turkish'
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian'
import {
  CHAT_WORDS,
  LISTS_HOLD,
  LISTS_LACK,
  QUESTION_WORDS_OF,
  SAME_ACT,
} from './language-words.ts'

export interface Language {
  /** ISO 639-1 code. */
  code: string
  /** Its listed words and the chat words (`isStopWord` also asks `grammar`). */
  stopWords: ReadonlySet<string>
  /** Words of this form are grammar in it, whatever its list says. */
  grammar?: RegExp
  /** The form its list writes a word in, where readers write another (Greek's: no accents). */
  listForm?: (word: string) => string
  /** Its stop-word list's words and question words (not the chat words): they tell the language. */
  listed: ReadonlySet<string>
  stem: (word: string) => string
  /** Whether a word is a listed word with another ending (`otherForms`). */
  otherForm: (word: string) => boolean
}

const keep = (word: string): string => word

/**
 * A stemmer that throws on a word leaves the word as it is: a reader's word must never end a run.
 * Bulgarian's (@orama/stemmers 3.1) writes into its argument as into an array of letters, and so
 * throws on every word it would change that way ("зелен", "учители"): the whole insights run
 * failed on one such question.
 */
function safely(stem: (w: string) => string): (w: string) => string {
  return (word) => {
    try {
      return stem(word)
    } catch {
      return word
    }
  }
}

/** The shortest listed word whose other forms are read as it is (`otherForms`). */
const OTHER_FORM_LENGTH = 4
/** How many last letters a listed word's other form may have of its own. */
const OTHER_ENDING = 2

/**
 * A listed word's other forms: a word as long as a listed word, whose letters differ from it in the
 * last two at most, and whose stem is its, is that word with another ending. Lists hold a word in
 * one or two of its forms, and inflected languages ask in the others: Lithuanian's list has
 * "visas" (all) and not "visus" ("parodyk visus žadintuvus", "parodyk visus priminimus": show all
 * alarms, show all reminders made one gap on it, where English's "all" is listed); Italian's has
 * "quale" and not "quali", "tutti" and not "tutte". xSID's 17 languages (300 requests each; 11 of
 * them are not in ../shared): Lithuanian 19 → 7 % of the gaps mixed, Italian 7 → 0 %, the others
 * as before, and the dev pools in English as before (of 11,345 words of the pools, CLINC150 and
 * HINT3, one more is read so: "possibly"). Words as long, with their own stems, stay content
 * words ("comer", to eat, is not Spanish's "como"); so do longer endings (Indonesian's "tambahkan",
 * add, is not "tambahnya"). Stems are asked only of words whose first letters a listed word has.
 */
function otherForms(listed: ReadonlySet<string>, stem: (w: string) => string) {
  // A word's length and first two letters, as one number: most words are turned away by it
  // without a string made (a run asks this of every word it reads).
  const headOf = (word: string) =>
    (word.length * 65536 + word.charCodeAt(0)) * 65536 + word.charCodeAt(1)
  const startOf = (word: string) => `${word.length}:${word.slice(0, word.length - OTHER_ENDING)}`
  // The listed words by their start, made at the first word asked (most languages never are).
  let index: { heads: Set<number>; byStart: Map<string, string[]> } | null = null
  return (word: string): boolean => {
    if (word.length < OTHER_FORM_LENGTH) return false
    if (!index) {
      index = { heads: new Set(), byStart: new Map() }
      for (const w of listed)
        if (w.length >= OTHER_FORM_LENGTH) {
          index.byStart.set(startOf(w), [...(index.byStart.get(startOf(w)) ?? []), w])
          index.heads.add(headOf(w))
        }
    }
    if (!index.heads.has(headOf(word))) return false
    const like = index.byStart.get(startOf(word))
    if (!like) return false
    const own = stem(word)
    return like.some((w) => stem(w) === own)
  }
}

/**
 * Letters the `stopword` package's lists hold in another encoding's place, by language: its
 * Lithuanian list was read as Latin-1 from Windows-1257 ("að" for "aš", I; "dël" for "dėl",
 * because of: 139 of its 474 words), its Slovak list from ISO-8859-2 ("èo" for "čo", what; "keï"
 * for "keď", when). Read back, the lists hold the words readers type.
 */
const MISREAD: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  lt: { à: 'ą', è: 'č', æ: 'ę', ë: 'ė', á: 'į', ð: 'š', ø: 'ų', û: 'ū', þ: 'ž' },
  sk: { è: 'č', ï: 'ď', ò: 'ň' },
}

/**
 * Letters a list writes one way and readers another, by language: Romanian's list writes ş and ţ
 * with a cedilla ("aceşti", "ştiu"), readers mostly with a comma below (ș, ț). Its words are
 * listed both ways.
 */
const ALSO_WRITTEN: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ro: { ş: 'ș', ţ: 'ț' },
}

/** `word` with each of its letters that `letters` maps replaced. */
function replaced(word: string, letters: Readonly<Record<string, string>>): string {
  let out = ''
  for (const c of word) out += letters[c] ?? c
  return out
}

/** Each stem a word of one act (`SAME_ACT`) had on its own, in any language, and its stem now. */
const ACT_STEMS = new Map<string, string>()

/**
 * A stem as the words are read now: a remembered gap's signature, written before its word was read
 * as its act's ("remov" of "remove" is "delet"), still finds its topic.
 */
export function stemReadNow(stem: string): string {
  return ACT_STEMS.get(stem) ?? stem
}

/** `stem`, with the words of one act (`SAME_ACT`) read as the act's English stem. */
function sameActs(code: string, stem: (w: string) => string): (w: string) => string {
  const as = new Map<string, string>()
  // Forms read as the act's alone (`=` before them): their stem is another word's too.
  const forms = new Map<string, string>()
  for (const [act, byLanguage] of Object.entries(SAME_ACT)) {
    const target = porter(act)
    for (const w of byLanguage[code] ?? []) {
      const s = w.startsWith('=') ? null : stem(w)
      if (s === null) forms.set(w.slice(1), target)
      else if (s !== target) as.set(s, target)
    }
  }
  for (const [was, now] of as) ACT_STEMS.set(was, now)
  if (as.size === 0 && forms.size === 0) return stem
  return (word) => {
    const form = forms.get(word)
    if (form !== undefined) return form
    const s = stem(word)
    return as.get(s) ?? s
  }
}

function language(code: string, list: readonly string[], stem: (w: string) => string): Language {
  const misread = MISREAD[code]
  const also = ALSO_WRITTEN[code]
  const lower = (word: string) =>
    misread ? replaced(word.toLowerCase(), misread) : word.toLowerCase()
  const lists: string[] = []
  const topics = new Set(LISTS_HOLD[code])
  for (const word of [...list, ...(QUESTION_WORDS_OF[code] ?? [])]) {
    const w = lower(word)
    if (topics.has(w)) continue
    const other = also ? replaced(w, also) : w
    lists.push(w)
    if (other !== w) lists.push(other)
  }
  // LISTS_LACK names each form it means: no other form is read from it (German's "nutzen", to
  // use, would make "Nutzer", a user, a stop word).
  const listed = new Set([...lists, ...(LISTS_LACK[code] ?? []).map(lower)])
  const safe = sameActs(code, safely(stem))
  return {
    code,
    stopWords: new Set([...listed, ...CHAT_WORDS]),
    listed,
    stem: safe,
    otherForm: otherForms(new Set(lists), safe),
  }
}

/**
 * Words the general list drops that decide what a question asks: its opposite differs by them
 * alone ("turn the lights on" and "turn the lights off", "log in" and "log out").
 */
const POLAR_WORDS = new Set(
  'on off up down in out not no without more less before after over under above below'.split(' '),
)

/** Polar words that say the opposite of each other, by their stems ("befor" of "before"). */
export const OPPOSITE_STEMS: readonly (readonly [string, string])[] = [
  ['on', 'off'],
  ['up', 'down'],
  ['in', 'out'],
  ['more', 'less'],
  ['before', 'after'],
  ['over', 'under'],
  ['above', 'below'],
].map(([a, b]) => [porter(a!), porter(b!)] as const)

/**
 * Korean's "not": 않다 in any ending (않습니다, 않아요, 않나요), and the words 안 and 못 (not,
 * cannot) before a verb, all read as "않" (`korean`). Its list has none of them, and as content
 * words "SSO가 작동하지 않습니다" and "웹훅이 작동하지 않습니다" (SSO, webhooks are not working)
 * shared two words of three, "working" and "not": a week asking it of five things made three gaps
 * of four or five things. Polar, as English's "not" is, the negation is part of the verb it comes
 * with (similarity.ts: `wordOf`): one word shared.
 */
const KOREAN_NOT = '않'
/** A Korean word that says "not" (`KOREAN_NOT`): 않다 and 없다 in any ending, 안 and 못 alone. */
export const KOREAN_NOT_WORD = /^[않없]|^[안못]$/u

/**
 * English's negative contractions as `words` reads them ("doesn't": "doesnt"), and "cannot": polar
 * words, as "not" is. Each stays a word of its own ("I can't log in" is not "I don't log in"), and
 * is part of the verb it comes with (similarity.ts: `wordOf`): "SSO doesn't work" and "Search
 * doesn't work" share one word, not two.
 */
export const NEGATIVE_CONTRACTIONS: ReadonlySet<string> = new Set(
  (
    'dont doesnt didnt isnt arent wasnt werent cant cannot couldnt wont wouldnt shouldnt hasnt ' +
    'havent hadnt aint mustnt neednt'
  ).split(' '),
)

/**
 * The polar words' stems (Porter; Korean's as `korean` reads it): what their features are named
 * by (features.ts).
 */
export const POLAR_STEMS: ReadonlySet<string> = new Set([
  ...[...POLAR_WORDS].map((w) => porter(w)),
  ...[...NEGATIVE_CONTRACTIONS].map((w) => porter(w)),
  KOREAN_NOT,
])

export const ENGLISH = language(
  'en',
  stop.eng.filter((w) => !POLAR_WORDS.has(w)),
  (w) =>
    // Porter is defined on a–z; other letters (and digits) are kept as they are.
    /^[a-z]+$/.test(w) ? porter(w) : w,
)

/**
 * A German separable verb's infinitive with "zu" inside ("einzurichten", "umzubenennen",
 * "zurückzusetzen") as the verb ("einrichten"): "Ist es möglich, SSO einzurichten?" and "Wie kann
 * ich SSO einrichten?" shared only "SSO". The particle, then "zu", then an infinitive of three
 * letters or more. Not "hin": "hinzufügen" is "hinzu" and "fügen" ("hinzuzufügen" is read).
 */
const ZU_INFIX =
  /^(hinzu|zurück|zusammen|wieder|heraus|herunter|hoch|fest|frei|durch|über|unter|ab|an|auf|aus|bei|dar|ein|her|los|mit|nach|um|vor|weg)zu(\p{L}{3,}n)$/u

function withoutZu(word: string): string {
  const m = ZU_INFIX.exec(word)
  return m ? m[1]! + m[2]! : word
}

const TURKISH = language('tr', stop.tur, turkish)
const CZECH = language('cs', stop.ces, keep)
const SLOVAK = language('sk', stop.slk, keep)
const POLISH = language('pl', stop.pol, keep)
const HUNGARIAN = language('hu', stop.hun, hungarian)
const ROMANIAN = language('ro', stop.ron, romanian)
const VIETNAMESE = language('vi', stop.vie, keep)
const PORTUGUESE = language('pt', stop.por, portuguese)

/**
 * Latin letters that of the languages here only one writes: a short question ("Alarmı ertele",
 * "bật chế độ tối", "usuń konto") has no stop word to tell it by, and in a week of another
 * language it was read as that one. Turkish's dotless ı and ğ; Czech's ř, ů, ě ("Jak změním
 * heslo?" was read as Polish, which lists "jak" too); Slovak's ľ, ĺ, ŕ; Polish's ł, ń, ś, ź, ż
 * (not ą, ę: Lithuanian's too; not ć: Croatian's); Hungarian's ő, ű; Vietnamese's ơ, ư and its
 * vowels with two marks or a dot below (not đ: Croatian's); then Portuguese's ã, õ ("Por que a
 * importação falhou?" was read as Spanish, which lists "por", "que" and "a" too), after
 * Vietnamese's, which writes ã too; Romanian's ș, ț with a comma below ("De ce a eșuat SSO?" was
 * read as French, whose list has "de", "ce" and "a"; its cedilla forms: `S_CEDILLA`).
 */
const BY_LETTERS: readonly { letters: RegExp; language: Language }[] = [
  { letters: /[ıİğĞ]/u, language: TURKISH },
  { letters: /[řŘůŮěĚ]/u, language: CZECH },
  { letters: /[ľĽĺĹŕŔ]/u, language: SLOVAK },
  { letters: /[łŁńŃśŚźŹżŻ]/u, language: POLISH },
  { letters: /[őŐűŰ]/u, language: HUNGARIAN },
  { letters: /[ơƠưƯ\u1EA0-\u1EF9]/u, language: VIETNAMESE },
  { letters: /[ãÃõÕ]/u, language: PORTUGUESE },
  { letters: /[șȘțȚ]/u, language: ROMANIAN },
]
/**
 * Turkish's ş, which Romanian is often typed with (a cedilla, where its own letter has a comma
 * below): Turkish unless the words show Romanian. "Cum şterg contul?" (how do I delete my
 * account) was read as Turkish, and with it the run's questions that show no language ("Cum schimb
 * parola?").
 */
const S_CEDILLA = /[şŞ]/u

const RUSSIAN = language('ru', stop.rus, russian)
const UKRAINIAN = language('uk', stop.ukr, ukrainian)
/** The languages here written in Cyrillic letters. */
const WRITES_CYRILLIC: ReadonlySet<Language> = new Set([
  RUSSIAN,
  UKRAINIAN,
  language('bg', stop.bul, bulgarian),
])
const CYRILLIC = /\p{sc=Cyrillic}/u
/** Letters that of the Cyrillic languages here only Ukrainian writes. */
const UKRAINIAN_LETTERS = /[іїєґІЇЄҐ]/u

/** Languages told apart by their stop words (Latin and Cyrillic letters). */
const BY_STOP_WORDS: readonly Language[] = [
  ENGLISH,
  language('de', stop.deu, (w) => german(withoutZu(w))),
  language('fr', stop.fra, french),
  language('es', stop.spa, spanish),
  language('it', stop.ita, italian),
  PORTUGUESE,
  language('nl', stop.nld, dutch),
  language('da', stop.dan, danish),
  language('sv', stop.swe, swedish),
  language('nb', stop.nob, norwegian),
  language('fi', stop.fin, finnish),
  TURKISH,
  language('id', stop.ind, indonesian),
  POLISH,
  CZECH,
  SLOVAK,
  HUNGARIAN,
  ROMANIAN,
  // Croatian's list, Serbian's stemmer (Latin letters; it reads Cyrillic as Latin): Croatian,
  // Serbian and Bosnian, written in Latin letters, are read alike.
  language('hr', stop.hrv, serbian),
  language('ca', stop.cat, keep),
  language('sl', stop.slv, keep),
  language('lt', stop.lit, lithuanian),
  VIETNAMESE,
  ...WRITES_CYRILLIC,
]

/** Japanese's own letters: a text with kana is Japanese, Han alone Chinese. */
const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u

/**
 * Japanese: words written in hiragana alone are its grammar (particles, auxiliaries, endings): the
 * segmenter cuts a polite ending into pieces no stop-word list has (ください: くだ|さい; できません:
 * でき|ま|せん), and every polite question would meet every other on them. Content words are
 * written in kanji, katakana or Latin letters.
 */
const JAPANESE: Language = {
  ...language('ja', stop.jpn, keep),
  grammar: /^\p{sc=Hiragana}+$/u,
}

/**
 * Hebrew: a letter alone is grammar. The prefixes "the", "to", "in" (ה, ל, ב…) are written apart
 * from a foreign word or a number by a hyphen ("ה-API", "ל-PDF"), and were a gap's words.
 */
const HEBREW: Language = {
  ...language('he', stop.heb, keep),
  grammar: /^\p{sc=Hebrew}$/u,
}

const PERSIAN = language('fa', stop.fas, keep)

/** The endings of a verb made of a noun and 하다 or 되다 ("삭제하는", "설정되나요"), longest first. */
const KOREAN_VERB_ENDINGS = [
  ...['하려면', '하나요', '합니다', '했어요', '했습니다', '하세요', '하는', '하지', '하고', '해요'],
  ...['하면', '하기', '되는', '되나요', '됩니다', '되지', '할', '한', '해'],
]
/** Particles written onto a word ("계정을", "SSO가", "PDF로", "SSO란"), longest first. */
const KOREAN_PARTICLES = [
  ...['에서는', '에게서', '으로는', '에서', '에게', '한테', '으로', '부터', '까지', '처럼', '보다'],
  ...'이나 이란 은 는 이 가 을 를 의 에 로 와 과 도 만 란'.split(' '),
]
/**
 * Particles (KOREAN_NOUN_PARTICLES) and verb endings (한, 할, 해) of one syllable that also end many
 * two-syllable nouns: 추가 (add), 평가, 결과 (result), 정의 (definition), 문의 (inquiry), 경로 (path),
 * 속도 (speed), 권한 (permission), 제한 (limit). Taken off only where two syllables stay: "추가"
 * stays, "추가를" is "추가".
 */
const KOREAN_NOUN_PARTICLES = new Set('이 가 의 로 와 과 도 만 란'.split(' '))
const KOREAN_NOUN_ENDS = new Set([...KOREAN_NOUN_PARTICLES, '한', '할', '해'])

/**
 * A Korean word of one syllable and a particle that also ends many nouns ("앱이", "키가": the app,
 * the key, as subjects), read as the syllable where the run writes it as a word of its own ("앱",
 * "앱을", "앱에서": `written`). `korean` keeps two syllables whole, since most such words are
 * nouns (추가, 결과, 정의), so "앱이 작동하지 않습니다" and "앱 작동 안 함" shared no word.
 */
export function koreanNoun(word: string, written: (w: string) => boolean): string {
  if (word.length !== 2 || !KOREAN_NOUN_PARTICLES.has(word[1]!)) return word
  const noun = word[0]!
  if (!/\p{sc=Hangul}/u.test(noun)) return word
  const alone = (p: string) => !KOREAN_NOUN_ENDS.has(p) && written(noun + p)
  return written(noun) || KOREAN_PARTICLES.some(alone) ? noun : word
}

/**
 * Korean: a noun carries its particle written on ("계정을", "SSO가": the account as object, SSO as
 * subject), and a verb made of a noun and 하다 its ending ("삭제하는", "삭제하나요": deleting, do I
 * delete), so "계정을 삭제하는 방법" and "계정 삭제" shared no word. No maintained stemmer reads
 * Korean without a model: this takes off a 하다 or 되다 verb's ending (its noun stays: "삭제") or
 * else one particle, where a syllable stays before it (two for an end many nouns have:
 * KOREAN_NOUN_ENDS). A word is seldom cut wrong, and its letter groups stay whole.
 */
function korean(word: string): string {
  // "Not" (KOREAN_NOT): 않다 whatever its ending, and the words 안 and 못 ("안에서", inside, is
  // another 안: with its particle, it is no word of its own); 없다 (there is no, cannot: "찾을 수
  // 없어요", I cannot find) too, as English's "can't" is polar.
  if (KOREAN_NOT_WORD.test(word)) return KOREAN_NOT
  const stays = (end: string) => word.length - end.length >= (KOREAN_NOUN_ENDS.has(end) ? 2 : 1)
  for (const ending of KOREAN_VERB_ENDINGS)
    if (word.endsWith(ending) && stays(ending)) return word.slice(0, -ending.length)
  for (const particle of KOREAN_PARTICLES)
    if (word.endsWith(particle) && stays(particle)) return word.slice(0, -particle.length)
  return word
}

/**
 * Greek: its list writes words without accents and with σ for a final ς ("ειναι", "πωσ"), and
 * readers with them ("είναι", "πώς"): a word is looked up in the list's form. "Πώς διαγράφω τον
 * λογαριασμό μου;" and "Πώς διαγράφω το έργο μου;" (delete my account, my project) met on "μου"
 * and on what the list has and the readers' accents hid ("είναι", "ότι").
 */
const GREEK: Language = {
  ...language('el', stop.ell, greek),
  listForm: (word) => word.normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ'),
}

const CHINESE = language('zh', stop.zho, keep)

/**
 * Languages told apart by their script; where another language writes the same letters (`alike`),
 * the one whose own listed words the text uses more (`ownWordsOf`).
 */
const BY_SCRIPT: readonly { script: RegExp; language: Language; alike?: Language }[] = [
  { script: KANA, language: JAPANESE },
  // Kanji alone ("SAML対応", SAML support): Chinese, unless the week is Japanese (or its words are).
  { script: /\p{sc=Han}/u, language: CHINESE, alike: JAPANESE },
  // Its list writes words bare, readers with their particle: a word is looked up without it.
  { script: /\p{sc=Hangul}/u, language: { ...language('ko', stop.kor, korean), listForm: korean } },
  { script: /\p{sc=Thai}/u, language: language('th', stop.tha, keep) },
  { script: /\p{sc=Devanagari}/u, language: language('hi', stop.hin, hindi) },
  { script: /\p{sc=Bengali}/u, language: language('bn', stop.ben, keep) },
  { script: /\p{sc=Hebrew}/u, language: HEBREW },
  // Persian writes letters Arabic does not (پ چ ژ گ, and its own kaf and yeh: ک ی); a short one
  // may have none ("صدور مستندات به PDF"), and is told by its words.
  { script: /[پچژگکی]/u, language: PERSIAN },
  { script: /\p{sc=Arabic}/u, language: language('ar', stop.ara, arabic), alike: PERSIAN },
  { script: /\p{sc=Greek}/u, language: GREEK },
]

/** Scripts written without spaces between words. */
const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u
const HAN_RUN = /\p{sc=Han}{2,}/gu
const HAN_LETTER = /^\p{sc=Han}$/u

/**
 * English words its list lacks that other languages' lists hold: its negative contractions as
 * `words` reads them ("don't": "dont"), and "one" (Polish). They tell English, and stay content
 * words ("I can't log in" is not "I can log in"). Not "ten" (Polish, Czech): Turkish writes
 * "2004'ten". "I'm" and "I've" ("im", as Slovak and German list it) are among English's question
 * words: they tell English, and no topic.
 */
const ENGLISH_TELLING = ['dont', 'cant', 'isnt', 'wont', 'one']

/**
 * The words that tell a language, for each of BY_STOP_WORDS: its stop words, and for English the
 * words kept as content too ("on", "in", "not"; ENGLISH_TELLING). Without them "turn on the light"
 * counted fewer English words than Finnish ones (whose list has "on" and "the"), and was stemmed as
 * Finnish; "im looking for one" was read as Polish.
 */
const TELLING: readonly ReadonlySet<string>[] = BY_STOP_WORDS.map((language) =>
  language === ENGLISH
    ? new Set([...language.listed, ...POLAR_WORDS, ...ENGLISH_TELLING])
    : language.listed,
)

/** For each word that tells a language (TELLING), which of BY_STOP_WORDS list it. */
const LISTED_IN = new Map<string, number[]>()
TELLING.forEach((words, k) => {
  for (const word of words) {
    const list = LISTED_IN.get(word)
    if (!list) LISTED_IN.set(word, [k])
    else if (list.at(-1) !== k) list.push(k)
  }
})

/**
 * A Latin letter alone ("r and b", "i. b. m.") is an initial more often than a word, and tells no
 * language; Russian's "в", "с" and "и" are words.
 */
const LATIN_LETTER = /^[a-z]$/

/** The language of a text (its words as `words` gives them, and the text itself for its script). */
export function languageOf(text: string, words: readonly string[]): Language {
  return languageShown(text, words) ?? ENGLISH
}

/**
 * The language a run's texts show most (English when none shows any, and between equals; then the
 * lower code: any order of the texts gives the same): the one a text that shows none (a short
 * command or a term: "Lösche Wecker", "API key") is read in. A week of German questions reads
 * "Lösche Wecker" as German.
 */
export function mostShown(shown: readonly (Language | null)[]): Language {
  const counts = new Map<Language, number>()
  for (const language of shown) if (language) counts.set(language, (counts.get(language) ?? 0) + 1)
  const rank = (l: Language) => (l === ENGLISH ? '' : l.code)
  let prior = ENGLISH
  for (const [language, n] of counts) {
    const best = counts.get(prior) ?? 0
    if (n > best || (n === best && rank(language) < rank(prior))) prior = language
  }
  return prior
}

/**
 * The language a text shows by itself: by its script or letters, by its own stop words, or
 * English by English's; null when it shows none. Between two languages that its words show as
 * much, `prefer` (the run's language) if it is one: "Da li postoji tamni režim?" has "da" and "li",
 * which Italian lists as Croatian does.
 */
export function languageShown(
  text: string,
  words: readonly string[],
  prefer?: Language,
): Language | null {
  // ASCII text is in no script that needs its own rule (the common case: no regex runs).
  const ascii = isAscii(text)
  if (!ascii) {
    for (const { script, language, alike } of BY_SCRIPT)
      if (script.test(text)) return alike ? ownWordsOf(language, alike, words, prefer) : language
    for (const { letters, language } of BY_LETTERS) if (letters.test(text)) return language
    if (S_CEDILLA.test(text))
      return shownByWords(text, words, ascii, prefer) === ROMANIAN ? ROMANIAN : TURKISH
  }
  return shownByWords(text, words, ascii, prefer)
}

/** The language a text shows by its stop words (`languageShown`, after its script and letters). */
function shownByWords(
  text: string,
  words: readonly string[],
  ascii: boolean,
  prefer?: Language,
): Language | null {
  // Against English, only the words one of the two lists has count: "to", "i" and "an" are
  // English words first, whatever Danish, Swedish or German lists say.
  // own[k]: words language k lists and English does not; shared[k]: English's words k lists too.
  const own = new Array<number>(BY_STOP_WORDS.length).fill(0)
  const shared = new Array<number>(BY_STOP_WORDS.length).fill(0)
  let englishWords = 0
  // Each word once: "one plus one" holds one word of Polish's list, not two.
  for (const w of new Set(words)) {
    const listed = LATIN_LETTER.test(w) ? undefined : LISTED_IN.get(w)
    if (!listed) continue
    const inEnglish = listed[0] === 0
    if (inEnglish) englishWords++
    for (const k of listed) {
      if (k === 0) continue
      if (inEnglish) shared[k]! += 1
      else own[k]! += 1
    }
  }
  // Words English lists and language k does not.
  const english = (k: number): number => englishWords - shared[k]!
  // More of its own words than English has, and two at least in ASCII text (a short term stays
  // English); one in text with letters English hardly writes ("Bugün güneşli olacak mı?").
  const least = ascii ? 2 : 1
  let best = 0
  for (let k = 1; k < BY_STOP_WORDS.length; k++) {
    if (own[k]! < least || own[k]! <= english(k)) continue
    const preferred = own[k] === own[best] && BY_STOP_WORDS[k] === prefer
    if (own[k]! > own[best]! || preferred) best = k
  }
  if (best > 0) return BY_STOP_WORDS[best]!
  // Cyrillic letters with no word to tell which language: the run's, when it writes them, else
  // Ukrainian by its own letters, else Russian, which most readers writing them write ("экспорт
  // страницы PDF" in an English week was read as English, its words unstemmed).
  if (!ascii && CYRILLIC.test(text)) {
    if (prefer && WRITES_CYRILLIC.has(prefer)) return prefer
    return UKRAINIAN_LETTERS.test(text) ? UKRAINIAN : RUSSIAN
  }
  // English's words, when another language lists each of them and one more, show no language:
  // the run's decides. "Come esporto la pagina in PDF?" has "come" and "in", which English lists
  // too, and "la"; in a week of Italian questions it is Italian.
  for (let k = 1; k < BY_STOP_WORDS.length; k++) if (own[k]! > 0 && english(k) === 0) return null
  // So do English's words that the run's language lists each of, with nothing else to go by:
  // "Come cambio l'API?" (how do I change the API) shows "come" alone, and "l'" is a letter.
  const preferred = prefer ? BY_STOP_WORDS.indexOf(prefer) : -1
  if (preferred > 0 && englishWords > 0 && english(preferred) === 0) return null
  return englishWords > 0 ? ENGLISH : null
}

/**
 * Of two languages written in the same letters, the one whose listed words (those the other does
 * not list) the text uses more; between equals, `other` when the run is in it, else `first`.
 */
function ownWordsOf(
  first: Language,
  other: Language,
  words: readonly string[],
  prefer: Language | undefined,
): Language {
  let lead = 0
  for (const w of new Set(words)) lead += Number(other.listed.has(w)) - Number(first.listed.has(w))
  return lead > 0 || (lead === 0 && prefer === other) ? other : first
}

// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/

/** True when every character of `text` is ASCII. */
export function isAscii(text: string): boolean {
  return !NON_ASCII.test(text)
}

const segmenters = new Map<string, Intl.Segmenter>()

/**
 * The words of a run of text in a script written without spaces (already lower case), by the
 * segmenter of the whole text's language (kana anywhere in it: Japanese; else Chinese). Chinese
 * letters the segmenter leaves alone, one after another and none a stop word, are one word: it
 * does not know 报错 or 出错 (to err) or 构建 (a build), and as single letters "API出错" and "CLI
 * 出错" shared two words; seven things asked "X出错", "为什么X报错", "X报错了" made a gap of six
 * things. xSID's Chinese (500 test requests): 6.7 → 3.7 % of the gaps mixed (69.8 % in no gap,
 * was 68.2); its validation split 71.7 → 71.3 % in no gap, as mixed as before.
 */
export function unspacedWords(run: string, wholeText: string): string[] {
  const locale = KANA.test(wholeText) ? 'ja' : 'zh'
  let segmenter = segmenters.get(locale)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
    segmenters.set(locale, segmenter)
  }
  const out: string[] = []
  // The last word is a run of lone Han letters the segmenter did not know as a word.
  let lone = false
  for (const { segment, isWordLike } of segmenter.segment(run)) {
    const alone =
      locale === 'zh' &&
      isWordLike === true &&
      segment.length === 1 &&
      HAN_LETTER.test(segment) &&
      !CHINESE.stopWords.has(segment)
    if (alone && lone) out[out.length - 1] += segment
    else if (isWordLike) out.push(segment)
    lone = alone
  }
  return out
}

/**
 * Each pair of adjacent Han letters of a word of three or more (Chinese is read by letter pairs
 * too: a word the segmenter does not know still meets its variants).
 */
export function letterPairs(word: string): string[] {
  const pairs: string[] = []
  for (const [run] of word.matchAll(HAN_RUN))
    if (run.length > 2) for (let i = 0; i + 2 <= run.length; i++) pairs.push(run.slice(i, i + 2))
  return pairs
}

export function hasUnspacedScript(text: string): boolean {
  return UNSPACED.test(text)
}

/**
 * True when `word` is no content word in `language`: a stop word (in its list's form), a listed word
 * with another ending (`otherForms`), or of its grammar's form.
 */
export function isStopWord(language: Language, word: string): boolean {
  return (
    language.stopWords.has(word) ||
    (language.listForm !== undefined && language.stopWords.has(language.listForm(word))) ||
    (language.grammar?.test(word) ?? false) ||
    language.otherForm(word)
  )
}
