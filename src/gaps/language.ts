/**
 * The language of a reader's text, so that its stop words and stems are that language's: the
 * `stopword` package's lists and the `@orama/stemmers` Snowball stemmers (English keeps Porter's
 * `stemmer`, as before). Scripts tell most languages apart (kana: Japanese; Han alone: Chinese;
 * Hangul, Thai, Devanagari, Bengali, Hebrew, Arabic, Greek; among Arabic letters, پ چ ژ گ ک ی:
 * Persian; among Latin letters, ı, ğ and ş: Turkish); among the languages written in Latin or
 * Cyrillic letters, the one whose own stop words (those English does not list) the text uses most,
 * the run's between equals, English when unsure. Scripts written without spaces are cut
 * into words by `Intl.Segmenter` (built into Node); for grouping, Han words are also read by letter
 * pairs (`letterPairs`).
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

/**
 * Words a reader opens a message with, and may go on to name whom it is to ("Hi team,", "Hallo
 * zusammen,", "Bonjour l'équipe,"), by language; with `good`, `guten`, `buenos`…, the word after
 * makes the greeting ("good morning", `GREETING_TIMES`).
 */
const GREETINGS: Readonly<Record<string, readonly string[]>> = {
  // "hii", "hlo" and "helo" as chat writes them ("Hlo sir"; "hiii" is "hi" by `words`).
  en: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'dear', 'greetings', 'hii', 'hlo', 'helo'],
  de: ['hallo', 'servus', 'moin'],
  fr: ['bonjour', 'bonsoir', 'salut', 'coucou'],
  es: ['hola', 'buenas'],
  it: ['ciao', 'salve', 'buongiorno'],
  pt: ['olá', 'oi'],
  nl: ['hoi'],
  nordic: ['hej', 'hei'],
  fi: ['moi', 'terve'],
  tr: ['merhaba', 'selam'],
  id: ['halo'],
  ru: ['привет', 'здравствуйте'],
  zh: ['你好', '您好'],
  // Business Japanese opens with お疲れ様です or いつもお世話になっております (こんにちは is hiragana:
  // grammar already).
  ja: ['お疲れ様', 'お疲れさま', 'お世話'],
  ko: ['안녕하세요', '안녕'],
  ar: ['مرحبا', 'اهلا'],
  el: ['γεια'],
  th: ['สวัสดี'],
}

/** A greeting of two words: the first, and the times of day that follow it ("good morning"). */
const GREETING_TIMES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  [
    ['good', 'morning afternoon evening day'],
    ['guten', 'morgen tag abend'],
    ['buenos', 'días dias'],
    ['bom', 'dia'],
    ['boa', 'tarde noite'],
  ].map(([first, times]) => [first!, new Set(times!.split(' '))]),
)

/**
 * Words a reader thanks with or signs off with, opening or closing a message ("Thanks in advance!",
 * "Merci d'avance", "Mit freundlichen Grüßen", "Cordialement").
 */
const THANKS: Readonly<Record<string, readonly string[]>> = {
  en: ['thanks', 'thank', 'thx', 'cheers', 'regards', 'sincerely', 'appreciated', 'appreciate'],
  de: ['danke', 'dankeschön', 'grüße', 'grüßen', 'grüsse', 'gruß'],
  fr: ['merci', 'cordialement'],
  es: ['gracias', 'saludos'],
  it: ['grazie', 'saluti'],
  pt: ['obrigado', 'obrigada', 'atenciosamente', 'abraços'],
  nl: ['dank', 'dankjewel', 'bedankt', 'groeten', 'groet'],
  nordic: ['tak', 'tack', 'takk', 'hilsen', 'hälsningar'],
  fi: ['kiitos'],
  tr: ['teşekkürler', 'teşekkür', 'sağol'],
  id: ['makasih'],
  ru: ['спасибо'],
  zh: ['谢谢'],
  // …よろしくお願いします, 宜しくお願い致します, お手数ですが, お忙しいところ: the closing and the
  // courtesies of business Japanese (ありがとう is hiragana: grammar already).
  ja: ['お願い', '宜しく', '致', 'お手数', 'お忙しい'],
  ko: ['감사합니다', '고맙습니다'],
  ar: ['شكرا'],
  el: ['ευχαριστώ'],
  th: ['ขอบคุณ'],
}

/**
 * Words that ask, or frame a question, and carry no topic, where a language's stop-word list lacks
 * them: how, why, where, when, which, "can I", "please tell me", "may I ask". Without them "why
 * does X fail" and "when does X fail" would meet on `why`/`doe` rather than on X; "¿Cómo puedo
 * exportar a PDF?" and "¿Cómo puedo configurar SSO?" on "cómo puedo"; "SSOの設定方法を教えて
 * ください" and "PDFの出力方法を教えてください" on 方法 and 教え; "请问如何导出PDF" and
 * "请问如何设置SSO" on 请问 and 如何. They tell their language, as the list's own words do. Each
 * language's "please" is one of them, as English's is ("lütfen", "por favor", "s'il vous plaît",
 * "per favore", "alsjeblieft", "пожалуйста", "proszę", "будь ласка", "من فضلك"; German's "bitte"
 * is a chat word).
 */
const QUESTION_WORDS_OF: Readonly<Record<string, readonly string[]>> = {
  // English also reads "hi, …" questions apart from their greeting, and "hi", "thanks", "ok" or
  // "yes" alone (a reader replying to the assistant) as no gap. "use" is a light verb as "make" and
  // "get" are (the list has those): "How do I use search?", "… the API?", "… dark mode?" made one
  // gap on it; and so are "using", "used" and "uses" (Porter's "us": a gap was known by "top us").
  // "question" is the word a reader names their question by ("quick question:", "I have a question
  // about…"), as Japanese's 質問; "quick" mostly says how short it is. "tell" asks as 教え does ("can
  // you tell me why I was charged to withdraw cash?"). "Sir" and "madam" address the assistant as
  // a greeting does: "Hello sir", "Sir, thanks", "Sir help me" ask nothing ("mam" is not listed:
  // it is Polish for "I have", and would tell English in "Mam problem z logowaniem").
  en: [
    ...['does', 'doesn', 'why', 'when', 'whats', 'hows', 'pls', 'plz', 'please'],
    ...['use', 'using', 'used', 'uses'],
    ...['question', 'questions', 'quick', ...GREETINGS.en!, ...THANKS.en!],
    ...['possible', 'help', 'anyone', 'trying', 'im', 'ive', 'tell'],
    ...['ok', 'okay', 'yes', 'yeah', 'yep'],
    ...['sir', 'madam', 'maam'],
  ],
  es: [
    ...['cómo', 'dónde', 'cuándo', 'cuál', 'cuáles', 'cuánto', 'cuánta', 'cuántos', 'cuántas'],
    ...['puedo', 'puede', 'pueden', 'favor'],
  ],
  fr: ['comment', 'pourquoi', 'quoi', 'quand', 'peut', 'puis', 'peux', 'pouvez', 'plaît', 'svp'],
  it: ['posso', 'può', 'puoi', 'quando', 'favore', 'cortesia'],
  pt: ['porque', 'porquê', 'onde', 'posso', 'pode', 'podem', 'favor'],
  nl: ['waarom', 'waar', 'wanneer', 'welke', 'alsjeblieft', 'alstublieft'],
  fi: ['miten', 'miksi', 'missä', 'mikä', 'kuinka', 'voin', 'voiko'],
  ru: ['почему', 'зачем', 'могу', 'может', 'пожалуйста'],
  // Arabic's "قم ب…" ("do …") asks for the action its noun names: "قم بتفعيل المنبه", "قم بإيقاف
  // جميع المنبهات" (activate the alarm, stop all alarms) met on it.
  ar: ['لماذا', 'يمكن', 'يمكنني', 'أستطيع', 'قم', 'فضلك'],
  el: ['πώς', 'γιατί', 'πού', 'πότε', 'τι'],
  id: ['dimana'],
  pl: ['mogę', 'można', 'dlaczego', 'gdzie', 'kiedy', 'proszę'],
  cs: ['mohu', 'můžu', 'lze', 'proč', 'kde', 'kdy'],
  sk: ['môžem', 'prečo', 'kde', 'kedy'],
  hu: ['tudom', 'tudok', 'tudnám', 'lehet', 'hol'],
  ro: ['unde', 'când'],
  hr: ['mogu', 'može', 'možete', 'zašto', 'gdje', 'gde', 'kada'],
  ca: ['puc', 'pot', 'poden', 'quan'],
  sl: ['svoj', 'svojo', 'zakaj', 'kje', 'kdaj'],
  lt: ['galiu', 'gali', 'galima', 'yra', 'kodėl', 'kur', 'kada'],
  // How (làm thế nào, sao), I (tôi), can (có thể), what, where, how many.
  vi: ['làm', 'thế', 'nào', 'sao', 'tôi', 'thể', 'gì', 'đâu', 'bao', 'nhiêu'],
  uk: ['можу', 'можна', 'чому', 'де', 'коли', 'ласка'],
  bg: ['мога', 'може', 'защо', 'къде', 'кога'],
  // How, what or whether, why, where, when; I, my, me, am.
  hi: [...['कैसे', 'क्या', 'क्यों', 'कहाँ', 'कहां', 'कब'], ...['मैं', 'मेरा', 'मेरी', 'मेरे', 'मुझे', 'हूँ', 'हूं']],
  he: ['האם', 'למה', 'מתי'],
  // How, why, where, whether; the verb's prefix (می), can I, do, is, has, own, I.
  fa: [
    ...['چگونه', 'چطور', 'چرا', 'کجا', 'آیا'],
    ...['می', 'توانم', 'میتوانم', 'کنم', 'کنیم', 'است', 'دارد', 'خود', 'من'],
  ],
  // 教えて(ください): please tell me; 方法, 使い方, やり方, 仕方: the way to, how to; 知りたい (知|り|
  // たい): I want to know; 質問: a question.
  ja: ['教え', '方法', '使い方', 'やり方', '仕方', '知', '質問'],
  // How, what do I do, why, what, where; may I ask, I want to, can, whether; use (a light verb, as
  // English's: "SSO无法使用" and "Webhook无法使用", SSO / webhooks cannot be used, met on it).
  zh: [
    ...['如何', '怎么', '怎样', '怎么办', '为什么', '什么', '哪里', '在哪'],
    ...['请问', '我想', '能否', '可以', '是否', '使用'],
  ],
  tr: ['lütfen'],
}

/**
 * Words English's list has ("all", "my", "is", "there is", "have", "this"), and the light verbs
 * English reads as stop words ("use", "make", "get"), where a language's list lacks them: two
 * questions that share such a word and a verb are two topics that share a frame ("Wie nutze ich die
 * Suche?", "Wie nutze ich die API?" met on "nutze", "Como uso a pesquisa?" and "… a API?" on "uso").
 * "How do I list all users?" and "… all projects?" share one word, "list", and are two gaps;
 * "Comment lister tous les utilisateurs ?" and "… tous les projets ?" were one, on "lister" and
 * "tous", and so in Dutch, Spanish, Portuguese, Finnish, Czech, Slovak, Hungarian and Ukrainian.
 * Spanish's and Portuguese's lists have no form of "to be" or "to have": "¿Qué es un webhook?" and
 * "¿Qué es un token?" met on "es" (and, "es" being French's and not Spanish's, were read as
 * French), "¿Hay un límite de usuarios?" and "… de proyectos?" on "hay", "O que é um webhook?"
 * and "… um token?" on "é". The Slavic lists lack most forms of "my" and "one's own" ("Jak smažu
 * svou fakturu?", "… svou stránku?": how do I delete my invoice, my page). xSID's Dutch: 30 →
 * 14 % of the gaps mixed in its 500 test requests ("laat alle wekkers zien", "laat alle
 * herinneringen zien": show all alarms, show all reminders; English's 4 %), 14 → 7 % in its 300
 * validation requests (English's 6 %); Chinese's ("显示所有的提醒", "显示所有的闹钟"), 13 → 7 % and
 * 11 → 6 %; the other fifteen languages and the pools as before.
 */
const LISTS_LACK: Readonly<Record<string, readonly string[]>> = {
  nl: [
    ...['alle'],
    // Use, make, get: light verbs, as English's "use", "make" and "get" are (QUESTION_WORDS_OF).
    ...['gebruiken', 'gebruik', 'gebruikt', 'maken', 'maak', 'maakt', 'krijgen', 'krijg'],
  ],
  fr: [
    ...['tous', 'toutes', 'tout', 'toute'],
    ...['utiliser', 'utilise', 'utilisez', 'fais', 'obtenir', 'obtiens'],
  ],
  es: [
    ...['todos', 'todas', 'todo', 'toda', 'mis', 'tus'],
    ...['es', 'son', 'está', 'están', 'estar', 'ser', 'hay', 'ha', 'han'],
    ...['tengo', 'tiene', 'tienen', 'este', 'esta', 'esto', 'estos', 'estas'],
    ...['usar', 'uso', 'usa', 'usando', 'utilizar', 'utilizo', 'utiliza'],
    ...['hacer', 'hago', 'hace', 'obtener', 'obtengo', 'conseguir', 'consigo'],
  ],
  pt: [
    ...['todos', 'todas', 'todo', 'toda', 'tudo'],
    ...['é', 'são', 'está', 'estão', 'estar', 'ser', 'há', 'tem', 'têm', 'ter', 'tenho'],
    ...['usar', 'uso', 'usa', 'usando', 'utilizar', 'utilizo', 'utiliza'],
    ...['fazer', 'faço', 'faz', 'obter', 'obtenho', 'conseguir', 'consigo'],
  ],
  it: ['usare', 'uso', 'usa', 'utilizzare', 'utilizzo', 'utilizza', 'fare', 'ottenere', 'ottengo'],
  de: [
    ...['nutzen', 'nutze', 'nutzt', 'benutzen', 'benutze', 'benutzt'],
    ...['verwenden', 'verwende', 'verwendet', 'mache', 'bekommen', 'bekomme', 'bekommt'],
  ],
  fi: ['kaikki', 'kaikkien', 'kaikista', 'minun', 'olla', 'käyttää', 'käytän'],
  cs: [
    ...['všechny', 'všech', 'vše', 'všechno'],
    ...['svůj', 'svou', 'svoje', 'svého', 'svém', 'mou', 'mého', 'mém'],
    ...['používat', 'použít', 'používám'],
  ],
  sk: [
    ...['všetky', 'všetkých', 'všetko'],
    ...['svoje', 'svoju', 'svojho', 'svojom', 'moje', 'moju', 'môjho', 'mojom'],
    ...['používať', 'použiť', 'používam'],
  ],
  pl: [
    ...['swój', 'swoją', 'swojego', 'swojej', 'swoim', 'moją', 'mojego', 'mojej'],
    ...['używać', 'użyć', 'używam', 'robić', 'zrobić'],
  ],
  hu: ['összes', 'használni', 'használom', 'használhatom'],
  uk: [
    ...['всі', 'усі', 'всіх', 'усіх', 'мою', 'мого', 'своє', 'свого'],
    ...['використовувати', 'використати', 'зробити'],
  ],
  ru: [
    ...['свой', 'своё', 'свои', 'своего', 'своей', 'своим', 'мою', 'моё', 'мои', 'моего', 'моей'],
    ...['использовать', 'использую', 'сделать', 'делать', 'получить'],
  ],
  tr: ['kullanmak', 'kullanırım', 'kullanılır', 'kullanabilirim', 'kullanabilir'],
  id: ['menggunakan', 'gunakan', 'pakai', 'memakai'],
  sv: ['använda', 'använder', 'göra'],
  // All, my (Chinese's list is of single characters); all, I (Japanese's すべて is hiragana:
  // grammar); use.
  zh: ['所有', '全部', '我的', '用'],
  ja: ['全て', '全部', '私', '使う', '使え', '使い', '使用'],
}

/**
 * A reader's greeting, thanks or yes to the assistant in the other languages read here (English's
 * are among its QUESTION_WORDS_OF; most of Japanese's are in hiragana, its grammar): "hola",
 * "danke", "谢谢" alone are no topic, and "bonjour, …" does not meet other questions on its
 * greeting, nor "お疲れ様です。…" on お疲れ様. The stop-word lists have few of them. Every
 * language reads them as stop words (a word alone tells no language: "hola" is read as English),
 * and none is told by them.
 */
const CHAT_WORDS = [
  ...[GREETINGS, THANKS].flatMap((lists) =>
    Object.entries(lists).flatMap(([code, words]) => (code === 'en' ? [] : words)),
  ),
  ...['schön', 'bitte', 'oui', 'beaucoup', 'muchas', 'vale', 'mille', 'sì', 'oké', 'kyllä'],
  ...['ederim', 'evet', 'tamam', 'oke', 'хорошо', '好的', '是的', 'ναι'],
]

/** Whether `word` (and the word after it) greets: it opens a message. */
export function isGreeting(word: string, next?: string): boolean {
  return OPENING.has(word) || (next !== undefined && !!GREETING_TIMES.get(word)?.has(next))
}

/** Whether `word` thanks. */
export function isThanks(word: string): boolean {
  return THANKING.has(word)
}

/**
 * How many words the greeting that opens a text has ("Hi team, …": 1; "Good morning all: …": 2), or
 * 0 when none does. A first word joined to more by a hyphen or an apostrophe ("hi-res") is none.
 */
export function greetingWords(text: string): number {
  // Most texts open with no greeting's letters: the words are read only when they do.
  if (!GREETING_LETTERS.test(text)) return 0
  const [, first, joined, next] = OPENING_WORDS.exec(text) ?? []
  if (first === undefined || joined !== undefined) return 0
  return OPENING.has(first) ? 1 : isGreeting(first, next) ? 2 : 0
}

/** Whether a text holds a word of thanks. */
export function thanksIn(text: string): boolean {
  return THANKS_WORD.test(text)
}

const OPENING = new Set(Object.values(GREETINGS).flat())
const THANKING = new Set(Object.values(THANKS).flat())
/** A word of thanks: letters of one between what are no letters or digits. */
const THANKS_WORD = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[...THANKING].join('|')})(?![\\p{L}\\p{N}])`,
  'u',
)
/** A text's first word, what joins it to more ("hi-res"), or its second word. */
const OPENING_WORDS = /^[^\p{L}\p{N}]*([\p{L}\p{N}]+)(?:([-'’])|\s+([\p{L}\p{N}]+))?/u
/** A text's first letters, when a greeting's (or a greeting's first word's) open it. */
const GREETING_LETTERS = new RegExp(
  `^[^\\p{L}\\p{N}]*(?:${[...OPENING, ...GREETING_TIMES.keys()].join('|')})`,
  'u',
)

export interface Language {
  /** ISO 639-1 code. */
  code: string
  /** Its listed words and the chat words (`isStopWord` also asks `grammar`). */
  stopWords: ReadonlySet<string>
  /** Words of this form are grammar in it, whatever its list says. */
  grammar?: RegExp
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

function language(code: string, list: readonly string[], stem: (w: string) => string): Language {
  const lower = (words: readonly string[]) => words.map((w) => w.toLowerCase())
  const lists = lower([...list, ...(QUESTION_WORDS_OF[code] ?? [])])
  // LISTS_LACK names each form it means: no other form is read from it (German's "nutzen", to
  // use, would make "Nutzer", a user, a stop word).
  const listed = new Set([...lists, ...lower(LISTS_LACK[code] ?? [])])
  const safe = safely(stem)
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

/** The polar words' stems (Porter): what their features are named by (features.ts). */
export const POLAR_STEMS: ReadonlySet<string> = new Set([...POLAR_WORDS].map((w) => porter(w)))

export const ENGLISH = language(
  'en',
  stop.eng.filter((w) => !POLAR_WORDS.has(w)),
  (w) =>
    // Porter is defined on a–z; other letters (and digits) are kept as they are.
    /^[a-z]+$/.test(w) ? porter(w) : w,
)

const TURKISH = language('tr', stop.tur, turkish)
/**
 * Letters that of the languages here only Turkish writes (dotless ı, ğ, ş): "Alarmı ertele" has no
 * stop word to tell it by.
 */
const TURKISH_LETTERS = /[ıİğĞşŞ]/u

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
  language('de', stop.deu, german),
  language('fr', stop.fra, french),
  language('es', stop.spa, spanish),
  language('it', stop.ita, italian),
  language('pt', stop.por, portuguese),
  language('nl', stop.nld, dutch),
  language('da', stop.dan, danish),
  language('sv', stop.swe, swedish),
  language('nb', stop.nob, norwegian),
  language('fi', stop.fin, finnish),
  TURKISH,
  language('id', stop.ind, indonesian),
  language('pl', stop.pol, keep),
  language('cs', stop.ces, keep),
  language('sk', stop.slk, keep),
  language('hu', stop.hun, hungarian),
  language('ro', stop.ron, romanian),
  // Croatian's list, Serbian's stemmer (Latin letters; it reads Cyrillic as Latin): Croatian,
  // Serbian and Bosnian, written in Latin letters, are read alike.
  language('hr', stop.hrv, serbian),
  language('ca', stop.cat, keep),
  language('sl', stop.slv, keep),
  language('lt', stop.lit, lithuanian),
  language('vi', stop.vie, keep),
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

/**
 * Languages told apart by their script; where another language writes the same letters (`alike`),
 * the one whose own listed words the text uses more (`ownWordsOf`).
 */
const BY_SCRIPT: readonly { script: RegExp; language: Language; alike?: Language }[] = [
  { script: KANA, language: JAPANESE },
  { script: /\p{sc=Han}/u, language: language('zh', stop.zho, keep) },
  { script: /\p{sc=Hangul}/u, language: language('ko', stop.kor, keep) },
  { script: /\p{sc=Thai}/u, language: language('th', stop.tha, keep) },
  { script: /\p{sc=Devanagari}/u, language: language('hi', stop.hin, hindi) },
  { script: /\p{sc=Bengali}/u, language: language('bn', stop.ben, keep) },
  { script: /\p{sc=Hebrew}/u, language: HEBREW },
  // Persian writes letters Arabic does not (پ چ ژ گ, and its own kaf and yeh: ک ی); a short one
  // may have none ("صدور مستندات به PDF"), and is told by its words.
  { script: /[پچژگکی]/u, language: PERSIAN },
  { script: /\p{sc=Arabic}/u, language: language('ar', stop.ara, arabic), alike: PERSIAN },
  { script: /\p{sc=Greek}/u, language: language('el', stop.ell, greek) },
]

/** Scripts written without spaces between words. */
const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u
const HAN_RUN = /\p{sc=Han}{2,}/gu

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
    if (TURKISH_LETTERS.test(text)) return TURKISH
  }
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
 * segmenter of the whole text's language (kana anywhere in it: Japanese; else Chinese).
 */
export function unspacedWords(run: string, wholeText: string): string[] {
  const locale = KANA.test(wholeText) ? 'ja' : 'zh'
  let segmenter = segmenters.get(locale)
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' })
    segmenters.set(locale, segmenter)
  }
  const out: string[] = []
  for (const s of segmenter.segment(run)) if (s.isWordLike) out.push(s.segment)
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
 * True when `word` is no content word in `language`: a stop word, a listed word with another ending
 * (`otherForms`), or of its grammar's form.
 */
export function isStopWord(language: Language, word: string): boolean {
  return (
    language.stopWords.has(word) ||
    (language.grammar?.test(word) ?? false) ||
    language.otherForm(word)
  )
}
