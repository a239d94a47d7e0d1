/**
 * The opposites a run's questions ask: doing and undoing (turning a thing on and off, adding and
 * removing, installing and uninstalling, signing in and out). Two questions at opposite ends count
 * less alike (similarity.ts), on the path that compares every pair. English's polar words are
 * content words ("on", "off": language.ts); beside them, each language's words that do and undo
 * (`UNDOING_WORDS`), a prefix that turns a word ("desactivar", "désactiver", "uninstall",
 * "deaktivieren"), a swapped prefix ("einschalten", "ausschalten"), and particles their lists
 * hold as stop words ("zet … aan", "… uit").
 */
import { OPPOSITE_STEMS, type Language } from '../language.ts'
import { particleSlots, type Clauses } from './particles.ts'

/**
 * Prefixes that make a word its opposite: "uninstall", "disconnect", "deaktivieren",
 * "desactivar", "désactiver", "disattivare", "avaktivera". A word with one is at the other end from
 * the word without it, where the run asks both.
 */
const NEGATING_PREFIXES = ['un', 'dis', 'de', 'des', 'dés', 'dez', 'non', 'av']
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
  ['be', 'ki'],
]
/**
 * The least letters of the word a prefix turns: "install" and "uninstall", "schalten" of
 * "einschalten" and "ausschalten"; not "bit" and "debit", "tail" and "detail".
 */
const ROOT_LETTERS = 4

/**
 * Words that undo one another, by language (its words as typed): what readers ask to do and to
 * undo are two tasks, two pages of the docs ("How do I add a user to my team?", "How do I remove
 * a user from my team?" share "user" and "team", and made one gap). Where a language turns a thing
 * on and off in words of its own, they are here too, for a question's other words are mostly its
 * topic's ("如何开启深色模式" and "如何关闭深色模式" share 深色, 色模 and 模式).
 */
const UNDOING_WORDS: Readonly<Record<string, readonly (readonly [RegExp, RegExp])[]>> = {
  en: [
    [/^(add|adds|added|adding)$/, /^(remov|delet)(e|es|ed|ing)$/],
    [/^creat(e|es|ed|ing)$/, /^delet(e|es|ed|ing)$/],
    [/^enabl(e|es|ed|ing)$/, /^disabl(e|es|ed|ing)$/],
    // Not "hidden": "Are there hidden fees?" is no undoing of "Why does it show a fee?".
    [/^(show|shows|showing|shown)$/, /^(hide|hides|hiding)$/],
    [/^start(s|ed|ing)?$/, /^(stop|stops|stopped|stopping)$/],
    [/^open(s|ed|ing)?$/, /^clos(e|es|ed|ing)$/],
    [/^upload(s|ed|ing)?$/, /^download(s|ed|ing)?$/],
    [/^import(s|ed|ing)?$/, /^export(s|ed|ing)?$/],
    [/^increas(e|es|ed|ing)$/, /^decreas(e|es|ed|ing)$/],
    [/^expand(s|ed|ing)?$/, /^collaps(e|es|ed|ing)$/],
    [/^join(s|ed|ing)?$/, /^(leave|leaves|leaving)$/],
  ],
  fr: [
    [/^ajout/u, /^(supprim|retir|enlev)/u],
    [/^(cré|crée)/u, /^supprim/u],
    [/^affich/u, /^(masqu|cach)/u],
    [/^import/u, /^export/u],
    [/^ouvr/u, /^ferm/u],
  ],
  es: [
    [/^(añad|agreg)/u, /^(elimin|quit|borr)/u],
    [/^crea/u, /^(elimin|borr)/u],
    [/^mostr/u, /^ocult/u],
    [/^import/u, /^export/u],
    [/^abr(ir|e|o|a|es|en)$/u, /^cerr/u],
  ],
  pt: [
    [/^adicion/u, /^(remov|exclu|apag)/u],
    [/^cria/u, /^(exclu|apag)/u],
    [/^(mostr|exib)/u, /^ocult/u],
    [/^import/u, /^export/u],
    [/^abr(ir|e|o|a|es|em)$/u, /^fech/u],
  ],
  it: [
    [/^aggiung/u, /^(rimuov|elimin|cancell)/u],
    [/^cre(a|o)/u, /^(elimin|cancell)/u],
    [/^mostr/u, /^nascond/u],
    [/^import/u, /^(esport|export)/u],
    [/^apr(i|o|e|ire)$/u, /^chiud/u],
  ],
  de: [
    [/^(hinzu|füg)/u, /^(entfern|lösch)/u],
    [/^(erstell|anleg)/u, /^lösch/u],
    [/^(anzeig|zeig|einblend)/u, /^(ausblend|versteck)/u],
    [/^import/u, /^export/u],
    [/^öffn/u, /^schließ/u],
    [/^hochlad/u, /^herunterlad/u],
  ],
  nl: [
    [/^(toevoeg|voeg)/u, /^verwijder/u],
    [/^(toon|weergeven)/u, /^verberg/u],
    [/^import/u, /^export/u],
    [/^(open|opent|openen)$/u, /^sluit/u],
  ],
  ru: [
    [/^добав/u, /^удал/u],
    [/^созда/u, /^удал/u],
    [/^показ/u, /^скры/u],
    [/^импорт/u, /^экспорт/u],
    [/^откр/u, /^закр/u],
  ],
  pl: [
    [/^doda/u, /^usu/u],
    [/^(utworz|tworz)/u, /^usu/u],
    [/^(pokaz|pokaż)/u, /^ukry/u],
    [/^import/u, /^eksport/u],
    [/^otw/u, /^zamk/u],
  ],
  zh: [
    [/^(开启|打开|启用|开)$/u, /^(关闭|禁用|关)$/u],
    [/^(添加|增加|新增)$/u, /^(删除|移除)$/u],
    [/^(创建|新建)$/u, /^删除$/u],
    [/^显示$/u, /^隐藏$/u],
    [/^上传$/u, /^下载$/u],
    [/^导入$/u, /^导出$/u],
  ],
  ja: [
    [/^(有効|オン|表示)$/u, /^(無効|オフ|非表示)$/u],
    [/^追加$/u, /^削除$/u],
    [/^作成$/u, /^削除$/u],
    [/^アップロード$/u, /^ダウンロード$/u],
    [/^インポート$/u, /^エクスポート$/u],
  ],
  ko: [
    [/^(켜|활성화)/u, /^(끄|비활성화)/u],
    [/^추가/u, /^(삭제|제거)/u],
    [/^생성/u, /^삭제/u],
    [/^업로드/u, /^다운로드/u],
  ],
  sv: [
    [/^skapa/u, /^radera/u],
    [/^lägg/u, /^radera/u],
    [/^visa/u, /^dölj/u],
    [/^import/u, /^export/u],
    [/^öppna/u, /^stäng/u],
  ],
  nb: [
    [/^opprett/u, /^slett/u],
    [/^legg/u, /^(slett|fjern)/u],
    [/^vis/u, /^skjul/u],
    [/^import/u, /^eksport/u],
    [/^åpn/u, /^lukk/u],
  ],
  da: [
    [/^opret/u, /^slet/u],
    [/^tilføj/u, /^(slet|fjern)/u],
    [/^vis/u, /^skjul/u],
    [/^import/u, /^eksport/u],
    [/^åbn/u, /^luk/u],
  ],
  tr: [
    [/^(aç(a|ı|ma|ar|ın|tı|abil)|aç$|etkinleştir)/u, /^(kapat|devre)/u],
    [/^ekle/u, /^(sil|kaldır)/u],
    [/^oluştur/u, /^sil/u],
    [/^göster/u, /^gizle/u],
  ],
  // Czech's and Slovak's "zapnout", "vypnout" (zapnúť, vypnúť) in any form; Ukrainian's
  // "увімкнути", "вимкнути" (their roots differ: no prefix swaps one for the other).
  cs: [
    [/^zapn/u, /^vypn/u],
    [/^přid/u, /^(odebr|odstran|smaž|smaz)/u],
    [/^vytvoř/u, /^(smaž|smaz)/u],
    [/^zobraz/u, /^skr[yý]/u],
  ],
  sk: [
    [/^zapn/u, /^vypn/u],
    [/^prid/u, /^(odobr|odstrán|odstran|zmaž|zmaz)/u],
    [/^zobraz/u, /^skr[yý]/u],
  ],
  uk: [
    [/^(увімкн|включ)/u, /^(вимкн|відключ)/u],
    [/^дода/u, /^(видал|вилуч)/u],
    [/^створ/u, /^видал/u],
    [/^показ/u, /^прихов/u],
  ],
  ro: [
    [/^(adaug|adăug)/u, /^(șterg|sterg|elimin)/u],
    [/^cre(a|ez|ează)$/u, /^(șterg|sterg)/u],
    [/^(afiș|afis)/u, /^ascun/u],
  ],
  // Finnish turns a thing on by taking it into use ("ota … käyttöön") and off by removing it from
  // use ("poista … käytöstä"): one noun in two cases, one stem; the verbs tell them apart.
  fi: [
    [
      /^(ota|otan|otat|ottaa|otetaan|ottaminen)$/u,
      /^(poista|poistan|poistat|poistaa|poistetaan|poistaminen)$/u,
    ],
    [/^lisä(tä|ä|än|ys)$/u, /^poist/u],
    [/^näyt/u, /^piilo/u],
  ],
  // Indonesian's prefixes (meng-, me-, di-) and suffix (-kan) around the root.
  id: [
    [/^(meng|di)?aktif(kan)?$/u, /^(me|di)?nonaktif(kan)?$/u],
    [/^(men|di)?tambah(kan)?$/u, /^(meng|di)?hapus$/u],
    [/^(men|di)?tampil(kan)?$/u, /^(meny|di|s)embunyi(kan)?$/u],
    [/^(meng)?unggah$/u, /^(meng)?unduh$/u],
    [/^(meng)?impor$/u, /^(meng)?ekspor$/u],
  ],
  vi: [
    [/^bật$/u, /^tắt$/u],
    [/^thêm$/u, /^(xóa|xoá|gỡ)$/u],
    [/^tạo$/u, /^(xóa|xoá)$/u],
    [/^hiện$/u, /^ẩn$/u],
    [/^nhập$/u, /^xuất$/u],
  ],
  th: [
    [/^เปิด$/u, /^ปิด$/u],
    [/^เพิ่ม$/u, /^ลบ$/u],
    [/^สร้าง$/u, /^ลบ$/u],
    [/^แสดง$/u, /^ซ่อน$/u],
    [/^อัปโหลด$/u, /^ดาวน์โหลด$/u],
  ],
  // Hindi's "जोड़" (add) is written with a nukta, which `words` reads decomposed (NFKC).
  hi: [
    [/^चालू$/u, /^बंद$/u],
    [new RegExp('^जोड़'.normalize('NFKC'), 'u'), /^हट/u],
    [/^दिखा/u, /^छिपा/u],
    [/^अपलोड$/u, /^डाउनलोड$/u],
  ],
  // Hebrew writes "and", "to", "the" onto the word (ו, ל, ה).
  he: [
    [/^[ולה]*(מפעיל|הפעל|להפעיל)/u, /^[ולה]*(מכב|כיבוי|לכבות|כבה|כבו)/u],
    [/^[ולה]*(מוסיפ|הוספ|להוסיף|הוסף)/u, /^[ולה]*(מוחק|מחיק|למחוק|מחק)/u],
  ],
  // Arabic's "activate" and "deactivate" (تفعيل, تعطيل) and their verbs; "turn on" and "stop"
  // (تشغيل, إيقاف). Not "معطل" (broken) nor "فعل" (did).
  ar: [
    [/^[وال]*(تفعيل|افعل|أفعل|يفعل|نفعل)$/u, /^[وال]*(تعطيل|اعطل|أعطل|يعطل|نعطل)$/u],
    [/^[وال]*(تشغيل|اشغل|أشغل|شغل)$/u, /^[وال]*(إيقاف|ايقاف|اوقف|أوقف)$/u],
  ],
}

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
  for (const [code, undoing] of Object.entries(UNDOING_WORDS)) {
    // English's words are read under '' (features.ts: `contentWords`).
    const words = contentWords.get(code === 'en' ? '' : code)
    if (!words) continue
    for (const [does, undoes] of undoing) {
      // The words read once per pair of endings, no copy of them (a large run's words are many).
      const plus: number[] = []
      const minus: number[] = []
      words.forEach((id, w) => {
        if (does.test(w)) plus.push(id)
        if (undoes.test(w)) minus.push(id)
      })
      for (const p of plus) for (const m of minus) add(p, m)
    }
  }
  for (const words of contentWords.values())
    words.forEach((plus, word) => {
      if (word.length < ROOT_LETTERS) return
      for (const prefix of NEGATING_PREFIXES) add(plus, words.get(prefix + word))
      for (const [a, b] of SWAPPED_PREFIXES)
        if (word.startsWith(a) && word.length - a.length >= ROOT_LETTERS)
          add(plus, words.get(b + word.slice(a.length)))
    })
  return pairs
}

/**
 * Particles that turn a verb on or off, in or out, by language: German's "schalte den Dunkelmodus
 * ein / aus", "melde mich an / ab", "lade das Logo hoch / herunter"; Dutch's "zet de donkere modus
 * aan / uit", "log in / uit"; Swedish's, Norwegian's and Danish's "logga in / ut", "slå på / av",
 * "log ind / ud", "slå til / fra"; Hungarian's "kapcsolom be / ki". Their lists hold them as stop
 * words ("ein" is also "a", "an" "at"), so only a particle that closes a clause counts, or in Dutch
 * and the Scandinavian languages one that follows the subject, in Hungarian one after the clause's
 * first word (particles.ts). Bit 2k of a question's ends is pair k's first end, 2k + 1 its second:
 * sixteen pairs at most (a test holds it).
 */
export const PARTICLE_PAIRS: readonly {
  codes: readonly string[]
  /** The particles at one end, and those at the other (a language's, or its spellings). */
  ends: readonly [readonly string[], readonly string[]]
}[] = [
  ...[
    [['ein'], ['aus']],
    [['an'], ['aus', 'ab']],
    [['auf'], ['zu']],
    [['hoch'], ['herunter', 'runter']],
  ].map(([a, b]) => ({ codes: ['de'], ends: [a!, b!] as const })),
  { codes: ['nl'], ends: [['aan', 'in'], ['uit']] },
  // The Scandinavian languages' are told apart by few words ("Hvordan slår jeg på mørk modus?" is
  // read as Danish): each reads the others' particles too.
  ...[
    [['på'], ['av', 'af']],
    [['til'], ['fra']],
    [
      ['in', 'inn', 'ind'],
      ['ut', 'ud'],
    ],
    // Adding and removing: "lägga till", "ta bort" ("legge til", "ta bort").
    [['till', 'til'], ['bort']],
  ].map(([a, b]) => ({ codes: ['sv', 'nb', 'da'], ends: [a!, b!] as const })),
  // Hungarian's preverbs: "be" (in, on) and "ki" (out, off), "fel" (up) and "le" (down).
  { codes: ['hu'], ends: [['be'], ['ki']] },
  { codes: ['hu'], ends: [['fel'], ['le']] },
]
const PARTICLE_CODES = new Set(PARTICLE_PAIRS.flatMap((p) => p.codes))

/**
 * The ends of PARTICLE_PAIRS that a question (`clauses`), read in `language`, turns its verb with,
 * as bits: a particle where one stands (particles.ts: `particleSlots`).
 */
export function particleEnds(clauses: Clauses, language: Language): number {
  if (!PARTICLE_CODES.has(language.code)) return 0
  let bits = 0
  for (const particle of particleSlots(clauses, language))
    PARTICLE_PAIRS.forEach(({ codes, ends }, k) => {
      if (!codes.includes(language.code)) return
      if (ends[0].includes(particle)) bits |= 1 << (2 * k)
      if (ends[1].includes(particle)) bits |= 1 << (2 * k + 1)
    })
  return bits >>> 0
}
