/**
 * The opposites a run's questions ask: turning a thing on and turning it off, signing in and out,
 * installing and uninstalling. Two questions at opposite ends count less alike (similarity.ts), on
 * the path that compares every pair. English's polar words are content words ("on", "off":
 * language.ts); other languages say the opposite by a prefix of their own words ("desactivar",
 * "désactiver", "disattivare", "deaktivieren"), by a swapped prefix ("einschalten",
 * "ausschalten"), by a particle their lists hold as a stop word ("zet … aan", "… uit"), or by words
 * of their own (开启 and 关闭).
 */
import { OPPOSITE_STEMS, type Language } from '../language.ts'
import { words } from '../terms.ts'

/**
 * Prefixes that make a word its opposite: "uninstall", "disconnect", "deaktivieren",
 * "desactivar", "désactiver", "disattivare", "avaktivera". A word with one is at the other end from
 * the word without it, where the run asks both.
 */
const NEGATING_PREFIXES = ['un', 'dis', 'de', 'des', 'dés', 'non', 'av']
/**
 * Prefixes that swap one end for the other: German's "einschalten" and "ausschalten", "anmelden"
 * and "abmelden"; Dutch's "inloggen" and "uitloggen", "aanzetten" and "uitzetten"; Swedish's,
 * Norwegian's and Danish's "inloggning" and "utloggning" ("inn", "ind", "ud"); Polish's "włączyć"
 * and "wyłączyć"; Russian's and Ukrainian's "включить" and "выключить".
 */
const SWAPPED_PREFIXES: readonly (readonly [string, string])[] = [
  ['ein', 'aus'],
  ['an', 'ab'],
  ['an', 'aus'],
  ['in', 'uit'],
  ['aan', 'uit'],
  ['in', 'ut'],
  ['inn', 'ut'],
  ['ind', 'ud'],
  ['w', 'wy'],
  ['в', 'вы'],
]
/**
 * The least letters of the word a prefix turns: "install" and "uninstall", "schalten" of
 * "einschalten" and "ausschalten"; not "bit" and "debit", "tail" and "detail".
 */
const ROOT_LETTERS = 4

/**
 * Words that turn a thing on and off in languages that say it in words of their own, where a
 * question's other words are mostly its topic's ("如何开启深色模式" and "如何关闭深色模式" share
 * 深色, 色模 and 模式): Chinese's 开启, 打开, 启用 and 关闭, 禁用; Japanese's 有効, オン, 表示 and
 * 無効, オフ, 非表示; Korean's 켜- and 끄- (켜는, 켜기, 켜나요; 끄는, 끄기), 활성화 and 비활성화; Turkish's
 * aç- and kapat- (açarım, açılır; kapatılır), etkinleştir- and devre dışı.
 */
const OPPOSITE_WORDS: readonly { code: string; on: RegExp; off: RegExp }[] = [
  { code: 'zh', on: /^(开启|打开|启用|开)$/u, off: /^(关闭|禁用|关)$/u },
  { code: 'ja', on: /^(有効|オン|表示)$/u, off: /^(無効|オフ|非表示)$/u },
  { code: 'ko', on: /^(켜|활성화)/u, off: /^(끄|비활성화)/u },
  { code: 'tr', on: /^(aç(a|ı|ma|ar|ın|tı|abil)|aç$|etkinleştir)/u, off: /^(kapat|devre)/u },
]

/** The word features at the two ends of a pair of opposites in a run (`oppositeWords`). */
export interface OppositeWords {
  plus: number
  minus: number
}

/**
 * The pairs of opposite words of a run, by their features: English's polar words ("on", "off"),
 * and each word beside the same word with a negating prefix or with the other of two swapped
 * prefixes, as the readers typed them in one language ("activo" and "desactivo", whose stems are
 * "activ" and "desact"; "einschalten" and "ausschalten").
 */
export function oppositeWords(
  names: readonly string[],
  contentWords: ReadonlyMap<string, ReadonlyMap<string, number>>,
): OppositeWords[] {
  const pairs: OppositeWords[] = []
  const seen = new Set<string>()
  const add = (plus: number | undefined, minus: number | undefined) => {
    if (plus === undefined || minus === undefined || plus === minus) return
    if (seen.has(`${plus} ${minus}`)) return
    seen.add(`${plus} ${minus}`)
    pairs.push({ plus, minus })
  }
  const idOf = new Map<string, number>()
  names.forEach((name, id) => {
    if (name.startsWith('w:')) idOf.set(name.slice(2), id)
  })
  for (const [a, b] of OPPOSITE_STEMS) add(idOf.get(a), idOf.get(b))
  for (const { code, on, off } of OPPOSITE_WORDS) {
    const words = contentWords.get(code)
    if (!words) continue
    const ends = [...words].filter(([w]) => on.test(w) || off.test(w))
    for (const [w, plus] of ends)
      if (on.test(w)) for (const [v, minus] of ends) if (off.test(v)) add(plus, minus)
  }
  for (const words of contentWords.values())
    for (const [word, plus] of words) {
      if (word.length < ROOT_LETTERS) continue
      for (const prefix of NEGATING_PREFIXES) add(plus, words.get(prefix + word))
      for (const [a, b] of SWAPPED_PREFIXES)
        if (word.startsWith(a) && word.length - a.length >= ROOT_LETTERS)
          add(plus, words.get(b + word.slice(a.length)))
    }
  return pairs
}

/**
 * Particles that end a clause and turn its verb on or off, in or out, by language: German's
 * "schalte den Dunkelmodus ein / aus", "melde mich an / ab"; Dutch's "zet de donkere modus aan /
 * uit", "log in / uit"; Swedish's, Norwegian's and Danish's "logga in / ut", "slå på / av", "log ind
 * / ud", "slå til / fra". Their lists hold them as stop words ("ein" is also "a", "an" "at"), so
 * only a particle that closes a clause counts. Bit 2k of a question's ends is pair k's first end,
 * 2k + 1 its second.
 */
export const PARTICLE_PAIRS: readonly { code: string; ends: readonly [string, string] }[] = [
  ...[
    ['ein', 'aus'],
    ['an', 'aus'],
    ['an', 'ab'],
    ['auf', 'zu'],
  ].map(([a, b]) => ({ code: 'de', ends: [a!, b!] as const })),
  { code: 'nl', ends: ['aan', 'uit'] },
  { code: 'nl', ends: ['in', 'uit'] },
  { code: 'sv', ends: ['på', 'av'] },
  { code: 'sv', ends: ['in', 'ut'] },
  { code: 'nb', ends: ['på', 'av'] },
  { code: 'nb', ends: ['inn', 'ut'] },
  { code: 'da', ends: ['til', 'fra'] },
  { code: 'da', ends: ['ind', 'ud'] },
]
const PARTICLE_CODES = new Set(PARTICLE_PAIRS.map((p) => p.code))
/** What ends a clause: a question's end, or a stop or comma within it. */
const CLAUSES = /[?!.,;:]+/

/** The ends of PARTICLE_PAIRS that close a clause of `text`, read in `language`, as bits. */
export function particleEnds(text: string, language: Language): number {
  if (!PARTICLE_CODES.has(language.code)) return 0
  let bits = 0
  for (const clause of text.split(CLAUSES)) {
    const last = words(clause).at(-1)
    if (last === undefined) continue
    PARTICLE_PAIRS.forEach(({ code, ends }, k) => {
      if (code !== language.code) return
      if (last === ends[0]) bits |= 1 << (2 * k)
      if (last === ends[1]) bits |= 1 << (2 * k + 1)
    })
  }
  return bits >>> 0
}
