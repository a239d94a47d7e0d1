/**
 * "How does SSO work?" and "SSO is not working" share their words but not their need: one asks for
 * an explanation, the other reports a fault, two pages of the docs. A week asking both of six
 * things made six gaps of both, in English, German, Chinese and Japanese alike. So do "How do I
 * deploy?" and "Why does the deploy fail?" (a guide and a fix): a week asking how to do six things
 * and that each failed or gave an error made five gaps of both. Read here once a question, by its
 * language's words for working and for not, for failing and errors, and for how: at opposite ends,
 * the two count less alike (similarity.ts), as "turn the lights on" and "… off" do.
 */
import { KOREAN_NOT_WORD, NEGATIVE_CONTRACTIONS, type Language } from '../language.ts'
import type { Clauses } from './particles.ts'

/** What a question asks or says (`workingEnd`): how, or that a thing fails. */
export const ASKS_HOW = 1
export const SAYS_NOT = 2

interface Working {
  /** A word of the verb "to work" (a thing functioning, not a person's job). */
  works: RegExp
  /** A word that says "not", wherever it stands in the clause. */
  not: RegExp
  /**
   * The word that asks how: a question with it asks how, unless it reports a fault; "I don't know
   * how X works" asks how, it reports no fault.
   */
  how: RegExp
  /**
   * A word of the verb that says not by itself, where a language writes the negation into the
   * verb: Turkish "çalışmıyor" (does not work) beside "çalışır" (works); Czech "nefunguje".
   */
  worksNot?: RegExp
  /** A word that reports a fault: fails, failed, an error, a crash. */
  fault: RegExp
  /** A word after which a fault's word says something else: Vietnamese "xin lỗi" (excuse me). */
  politeBefore?: RegExp
}

/** English's negative contractions (language.ts), "not", "never", "unable" and "stop". */
const ENGLISH_NOT = [...NEGATIVE_CONTRACTIONS, 'not', 'never', 'unable', 'stop', 'stops', 'stopped']

/**
 * By language (its words as `words` reads them: lower case, "doesn't" as "doesnt", "n'" as "n").
 * English's "stop" ("stopped working") and "unable" say not; so does "get … to work" ("How do I
 * get my card to work?": `gettingToWork`). French's "plus" does not ("ne fonctionne plus" has its
 * "ne"; "fonctionne plus vite" works faster). Chinese's 使用 (use) is not here: "如何使用" (how to
 * use) asks for a task, not how a thing works.
 */
const WORKING: Readonly<Record<string, Working>> = {
  en: {
    works: /^(work|works|working|worked|function|functions|functioning)$/,
    not: new RegExp(`^(${ENGLISH_NOT.join('|')})$`),
    how: /^how$/,
    fault:
      /^(fail|fails|failed|failing|failure|failures|error|errors|broken|crash|crashes|crashed|crashing)$/,
  },
  de: {
    works: /^funktionier/u,
    not: /^(nicht|kein|keine|nie|aufgehört)$/u,
    how: /^wie$/u,
    fault:
      /^(fehler|fehlern|fehlgeschlagen|fehl|scheitert|gescheitert|absturz|abgestürzt|kaputt)$/u,
  },
  nl: {
    works: /^(werkt|werken|werkte|functioneert)$/u,
    not: /^(niet|geen|nooit|gestopt)$/u,
    how: /^hoe$/u,
    fault: /^(fout|fouten|foutmelding|mislukt|mislukken|faalt|gefaald|crasht|kapot)$/u,
  },
  fr: {
    works: /^(fonctionne|fonctionnent|fonctionner|marche|marchent)$/u,
    not: /^(ne|n|pas)$/u,
    how: /^comment$/u,
    fault: /^(erreur|erreurs|échoue|échouent|échoué|échec|plante|planté)$/u,
  },
  es: {
    works: /^funcion(a|an|ar|ando)$/u,
    not: /^(no|nunca|dejado|dejó|deja)$/u,
    how: /^c[oó]mo$/u,
    fault: /^(error|errores|falla|fallan|falló|fallo|fallido|fallida)$/u,
  },
  pt: {
    works: /^funcion(a|am|ar|ando)$/u,
    not: /^(não|nao|nunca|parou)$/u,
    how: /^como$/u,
    fault: /^(erro|erros|falha|falhas|falhou|falham)$/u,
  },
  it: {
    works: /^funzion(a|ano|are)$/u,
    not: /^(non|mai|smesso)$/u,
    how: /^come$/u,
    fault: /^(errore|errori|fallisce|falliscono|fallito|fallita)$/u,
  },
  zh: {
    works: /^(工作|起作用|运行|运作|生效)$/u,
    not: /^(不|没|没有|无法|不能|不了|停止)$/u,
    how: /^(如何|怎么|怎样)$/u,
    fault: /^(错误|失败|报错|出错|崩溃)$/u,
  },
  ja: {
    works: /^(動作|動|作動|機能)$/u,
    not: /^(ない|しない|せん|ず)$/u,
    how: /^(どう|どの|どうやって|方法|やり方|使い方|仕方)$/u,
    fault: /^(エラー|失敗)$/u,
  },
  ko: { works: /^작동/u, not: KOREAN_NOT_WORD, how: /^어떻게$/u, fault: /^(오류|에러|실패)/u },
  pl: {
    works: /^działa(ć|ją|ło|ła|ł)?$/u,
    not: /^(nie|przestało|przestał|przestała)$/u,
    how: /^jak$/u,
    fault: /^(błąd|błędu|błędy|błędem|awaria)$/u,
  },
  cs: {
    works: /^(ne)?funguj/u,
    not: /^(ne|přestal|přestala|přestalo)$/u,
    how: /^jak$/u,
    worksNot: /^nefunguj/u,
    fault: /^(chyba|chybu|chyby|selhal|selhala|selhalo|selhává|selhání)$/u,
  },
  ru: {
    works: /^работа(ет|ют|ть|л|ла|ло|ли)$/u,
    not: /^(не|перестал|перестала|перестало)$/u,
    how: /^как$/u,
    fault: /^(ошибка|ошибки|ошибку|ошибкой|сбой|сбоя)$/u,
  },
  uk: {
    works: /^працю(є|ють|вати|вав|вала|вало)$/u,
    not: /^(не|перестав|перестала|перестало)$/u,
    how: /^як$/u,
    fault: /^(помилка|помилки|помилку|помилкою|збій)$/u,
  },
  sv: {
    works: /^fungera(r|de|t)?$/u,
    not: /^(inte|ej|slutat)$/u,
    how: /^hur$/u,
    fault: /^(fel|felet|felmeddelande|misslyckades|misslyckas|kraschar)$/u,
  },
  nb: {
    works: /^(fungerer|fungerte|virker|virket)$/u,
    not: /^(ikke|ikkje)$/u,
    how: /^(hvordan|korleis)$/u,
    fault: /^(feil|feilen|feilmelding|mislyktes|mislykkes|krasjer)$/u,
  },
  da: {
    works: /^(fungerer|fungerede|virker|virkede)$/u,
    not: /^ikke$/u,
    how: /^hvordan$/u,
    fault: /^(fejl|fejlen|fejlmeddelelse|mislykkedes|mislykkes)$/u,
  },
  id: {
    works: /^(bekerja|berfungsi|kerja|fungsi)$/u,
    not: /^(tidak|tak|gak|nggak|enggak)$/u,
    how: /^(bagaimana|gimana|cara)$/u,
    fault: /^(gagal|kesalahan|galat|eror|error)$/u,
  },
  // "Hoạt động" (to work) is two syllables: its first tells it.
  vi: {
    works: /^hoạt$/u,
    not: /^(không|chẳng|chưa|ngừng)$/u,
    how: /^(sao|nào)$/u,
    fault: /^lỗi$/u,
    politeBefore: /^xin$/u,
  },
  ro: {
    works: /^(func[țţ]ioneaz[ăa]|func[țţ]ioneaz|merge)$/u,
    not: /^(nu|mai)$/u,
    how: /^cum$/u,
    fault: /^(eroare|eroarea|erori|erorile|e[șş]uat|e[șş]ueaz[ăa]|e[șş]ec)$/u,
  },
  hu: {
    works: /^működ/u,
    not: /^(nem|sem)$/u,
    how: /^hogyan$/u,
    fault: /^(hib[aá]|sikertelen|meghiúsult)/u,
  },
  fi: {
    works: /^(toimi|toimii|toimivat|toiminut)$/u,
    not: /^(ei|eivät|en|lakannut)$/u,
    how: /^(miten|kuinka)$/u,
    fault: /^(virhe|virheen|virheitä|virheet|epäonnistui|epäonnistuu)$/u,
  },
  el: {
    works: /^λειτουργ/u,
    not: /^(δεν|μη|μην)$/u,
    how: /^(πώς|πως)$/u,
    fault: /^(σφάλμα|σφάλματα|απέτυχε|αποτυγχάνει)$/u,
  },
  ar: {
    works: /^(يعمل|تعمل|يشتغل|تشتغل)$/u,
    not: /^(لا|لم|ليس|توقف)$/u,
    how: /^(كيف|كيفية)$/u,
    fault: /^(ال)?(خطأ|أخطاء|فشل|فشلت)$/u,
  },
  he: {
    works: /^(עובד|עובדת|עובדים|פועל|פועלת)$/u,
    not: /^(לא|אינו|אינה|הפסיק|הפסיקה)$/u,
    how: /^(איך|כיצד)$/u,
    fault: /^[הבלמשו]?(שגיאה|שגיאות|נכשל|נכשלה|כשל)$/u,
  },
  hi: {
    works: /^काम$/u,
    not: /^(नहीं|न)$/u,
    how: /^कैसे$/u,
    fault: /^(त्रुटि|एरर|विफल|फेल)$/u,
  },
  bg: {
    works: /^работ(и|ят)$/u,
    not: /^(не|спря)$/u,
    how: /^как$/u,
    fault: /^(грешка|грешки|грешката|неуспешно)$/u,
  },
  // Croatian's list reads Serbian and Bosnian in Latin letters too.
  hr: {
    works: /^(radi|rade|funkcionira|funkcioniše|funkcionise)$/u,
    not: /^(ne|nije|prestao|prestala|prestalo)$/u,
    how: /^kako$/u,
    fault: /^(greška|greške|grešku|pogreška|pogreške|neuspjelo|neuspešno)$/u,
  },
  sl: {
    works: /^(deluje|delujejo)$/u,
    not: /^(ne|nehal|nehala|nehalo)$/u,
    how: /^kako$/u,
    fault: /^(napaka|napake|napako|napaki)$/u,
  },
  sk: {
    works: /^(ne)?funguj/u,
    not: /^(ne|prestal|prestala|prestalo)$/u,
    how: /^ako$/u,
    worksNot: /^nefunguj/u,
    fault: /^(chyba|chybu|chyby|zlyhal|zlyhala|zlyhalo|zlyhanie)$/u,
  },
  lt: {
    works: /^(ne)?veik(ia|ė)$/u,
    not: /^ne$/u,
    how: /^kaip$/u,
    worksNot: /^neveik/u,
    fault: /^(klaida|klaidą|klaidos|nepavyko)$/u,
  },
  ca: {
    works: /^funciona(r|n)?$/u,
    not: /^(no|mai)$/u,
    how: /^com$/u,
    fault: /^(error|errors|fallat|falla|fallen)$/u,
  },
  tr: {
    works: /^çalış/u,
    not: /^(değil)$/u,
    how: /^nasıl$/u,
    worksNot: /^çalışm(ıyor|ıyo|az|adı|amıyor)/u,
    fault: /^(hata|başarısız)/u,
  },
}

/**
 * Whether a clause says its thing does not work: a word for not and one for working, with no word
 * that asks how between them ("Why isn't search working?", "Warum funktioniert SSO nicht?",
 * "SSOが動作しません"; not "I don't know how SSO works").
 */
function saysNot(ws: readonly string[], at: number, working: Working): boolean {
  return ws.some((w, k) => {
    if (k === at || !working.not.test(w)) return false
    const between = ws.slice(Math.min(k, at) + 1, Math.max(k, at))
    return !between.some((b) => working.how.test(b))
  })
}

/** English's "get … to work", "get … working": readers asking it have one that does not. */
function gettingToWork(ws: readonly string[], at: number): boolean {
  return ws.slice(0, at).includes('get') && (ws[at] === 'working' || ws[at - 1] === 'to')
}

/**
 * What a question (its words `raw`, its `clauses`, read in `language`) asks or says: SAYS_NOT where
 * a clause says its thing does not work, or a word reports a fault ("Why does the deploy fail?",
 * "error when importing"); ASKS_HOW where one asks or says how it works, or a word asks how ("How
 * do I deploy?"); else 0 (its language has no words here, or it asks neither).
 */
export function workingEnd(raw: readonly string[], clauses: Clauses, language: Language): number {
  const working = WORKING[language.code]
  if (!working) return 0
  let end = 0
  if (raw.some((w) => working.works.test(w)))
    for (const ws of clauses())
      ws.forEach((w, at) => {
        if (!working.works.test(w)) return
        const not =
          working.worksNot?.test(w) === true ||
          saysNot(ws, at, working) ||
          (language.code === 'en' && gettingToWork(ws, at))
        end = Math.max(end, not ? SAYS_NOT : ASKS_HOW)
      })
  const fault = (w: string, k: number) =>
    working.fault.test(w) && working.politeBefore?.test(raw[k - 1] ?? '') !== true
  if (end === SAYS_NOT || raw.some(fault)) return SAYS_NOT
  return end === ASKS_HOW || raw.some((w) => working.how.test(w)) ? ASKS_HOW : 0
}
