/**
 * A verb's particle: German and Dutch split a verb and close the clause with its particle ("Wie
 * füge ich einen Benutzer hinzu?", "Hoe voeg ik een gebruiker toe?": how do I add a user; "Warum
 * schlägt der Export fehl?": why does the export fail); Dutch and the Scandinavian languages also
 * put it right after the subject ("Hoe log ik in op het dashboard?", "Hur slår jag på mörkt
 * läge?"), and the Scandinavian languages after a verb that opens the clause ("ta bort domän").
 * Where a particle stands (`particleSlots`) is read here once, for the opposites a pair of
 * particles makes (opposites.ts: "… ein", "… aus") and for the verb a German or Dutch question
 * splits (`splitVerb`: the particle is part of the verb, and the verb is read as the whole verb
 * where the run has it, features.ts).
 */
import type { Language } from '../language.ts'
import { words } from '../terms.ts'

/** What ends a clause: a question's end, or a stop or comma within it. */
const CLAUSES = /[?!.,;:]+/

/** A question's clauses, each as its words (those with any): read once, when first asked for. */
export type Clauses = () => readonly (readonly string[])[]

/** The clauses of `text` (`Clauses`): the opposites' particles and the split verb read them alike. */
export function clausesOf(text: string): Clauses {
  let read: string[][] | undefined
  return () =>
    (read ??= text
      .split(CLAUSES)
      .map((clause) => words(clause))
      .filter((ws) => ws.length > 0))
}

/**
 * Swedish, Norwegian and Danish put the particle after the verb, not at the clause's end: "Hur
 * slår jag på mörkt läge?", "Hvordan slår jeg av mørk modus?". After the subject of a question
 * whose verb comes first, it is the particle ("slår jag på"), not "on" of "on the page"; so in
 * Dutch ("Hoe log ik in op het dashboard?").
 */
const SUBJECTS: Readonly<Record<string, ReadonlySet<string>>> = {
  nl: new Set(['ik', 'je', 'jij', 'u', 'we', 'wij', 'men']),
  sv: new Set(['jag', 'man', 'vi', 'du', 'ni']),
  nb: new Set(['jeg', 'man', 'vi', 'du', 'dere']),
  da: new Set(['jeg', 'man', 'vi', 'du', 'i']),
}

/** Languages whose clause may open with a verb and its particle ("ta bort …", "slå på …"). */
const OPENING_VERB: ReadonlySet<string> = new Set(['sv', 'nb', 'da'])

/**
 * Languages whose particle stands anywhere after a clause's first word: Hungarian's preverb follows
 * its verb wherever the verb stands ("Hogyan kapcsolom be a sötét módot?", how do I turn dark mode
 * on; "Kapcsold ki …", turn … off); its "ki" opening a question is "who".
 */
const AFTER_FIRST: ReadonlySet<string> = new Set(['hu'])

/**
 * The words of a question (`clauses`), read in `language`, that stand where a particle does: each
 * clause's last word; in Dutch and the Scandinavian languages the word after a subject
 * (`SUBJECTS`); in the Scandinavian languages a clause's second word (`OPENING_VERB`); in Hungarian
 * any word after the first (`AFTER_FIRST`).
 */
export function particleSlots(clauses: Clauses, language: Language): string[] {
  const subjects = SUBJECTS[language.code]
  const slots: string[] = []
  for (const ws of clauses()) {
    slots.push(ws.at(-1)!)
    if (subjects)
      for (let i = 1; i + 1 < ws.length; i++) if (subjects.has(ws[i]!)) slots.push(ws[i + 1]!)
    // The Scandinavian languages' verb that opens a clause has its particle next ("ta bort
    // domän", "lägga till användare").
    if (OPENING_VERB.has(language.code) && ws.length > 2) slots.push(ws[1]!)
    if (AFTER_FIRST.has(language.code)) slots.push(...ws.slice(1, -1))
  }
  return slots
}

/**
 * Particles of separable verbs that the stop-word lists do not hold, by language: German's
 * "hinzufügen" (add), "zurücksetzen" (reset), "fehlschlagen" (fail), "hochladen" (upload),
 * "festlegen" (set); Dutch's "toevoegen" (add), "terugzetten" (restore), "meenemen", "vastzetten",
 * and "zien" of "laten zien" (show), split as they are ("laat alle wekkers zien": xSID's Dutch made
 * one gap of 28 of showing all reminders and all alarms on "laat" and "zien"; 14 → 9 % of its gaps
 * mixed in the test split, 7 → 0 % in the validation split, its topics found 53 → 60 % and 46 → 62
 * %).
 * Split, the particle is part of its verb, not a word of its own (features.ts reads it as its
 * list's particles are read: "Wie richte ich SSO ein?"): "Wie füge ich einen Benutzer hinzu?" and
 * "Wie füge ich eine Domain hinzu?" share one word, as "add a user" and "add a domain" do, and are
 * two gaps; they were one, on "füge" and "hinzu", and so were "Hoe voeg ik een gebruiker toe?" and
 * "… een domein toe?", "Warum schlägt der Login fehl?" and "… der Export fehl?".
 */
const SEPARABLE_PARTICLES: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set([
    ...['hinzu', 'zurück', 'fehl', 'hoch', 'herunter', 'runter', 'heraus', 'raus', 'hinaus'],
    ...['herein', 'rein', 'hinein', 'fest', 'los', 'weg', 'weiter', 'zusammen', 'vorbei'],
    ...['fort', 'frei', 'bereit', 'teil', 'statt', 'nieder', 'wieder', 'dar', 'kennen'],
  ]),
  nl: new Set([
    ...['toe', 'terug', 'mee', 'af', 'op', 'door', 'om', 'weg', 'los', 'vast', 'samen', 'neer'],
    ...['binnen', 'buiten', 'terecht', 'kwijt', 'bij', 'na', 'zien'],
  ]),
}

/** The particles the lists hold as stop words that a verb splits off too ("richte … ein"). */
const LISTED_PARTICLES: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set(['ab', 'an', 'auf', 'aus', 'bei', 'ein', 'mit', 'nach', 'vor', 'zu', 'um', 'durch']),
  nl: new Set(['aan', 'uit', 'in', 'over', 'voor']),
}

/** Words that open a question and are followed by its verb ("Wie richte ich …", "Hoe stel ik …"). */
const ASKING: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set([
    ...['wie', 'wo', 'was', 'warum', 'wann', 'wer', 'wieso', 'weshalb', 'womit', 'wozu'],
    ...['welche', 'welcher', 'welches', 'welchen'],
  ]),
  nl: new Set(['hoe', 'waar', 'wat', 'waarom', 'wanneer', 'welke', 'wie', 'waarmee']),
}

/** Subjects that follow a question's verb when the verb opens it ("Richte ich …", "Stel ik …"). */
const VERB_SUBJECTS: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set(['ich', 'man', 'wir', 'du', 'sie', 'er', 'es']),
  nl: SUBJECTS.nl!,
}

/** Words that open a subject of two words ("Der Export", "Mein Build", "De export"). */
const DETERMINERS: Readonly<Record<string, ReadonlySet<string>>> = {
  de: new Set([
    ...['der', 'die', 'das', 'den', 'dem', 'ein', 'eine', 'einen', 'mein', 'meine', 'meinen'],
    ...['dein', 'deine', 'unser', 'unsere', 'dieser', 'diese', 'dieses', 'kein', 'keine'],
  ]),
  nl: new Set(['de', 'het', 'een', 'mijn', 'onze', 'ons', 'deze', 'dit', 'die', 'dat', 'uw']),
}

/**
 * Where the verb of a clause that a separable particle closes stands, where its order shows it:
 * after the word that asks ("Wie richte ich SSO ein?"), first before its subject ("Richte ich SSO
 * ein?") or before a determiner ("Schalte den Wecker aus"), or after a subject of a determiner and
 * a word ("Der Export schlägt fehl"); -1 where it does not ("Richte SSO ein", "Export schlägt
 * fehl": either word may be the verb).
 */
function verbAt(ws: readonly string[], code: string): number {
  if (ASKING[code]!.has(ws[0]!)) return 1
  if (VERB_SUBJECTS[code]!.has(ws[1]!)) return 0
  if (DETERMINERS[code]!.has(ws[0]!)) return 2
  return DETERMINERS[code]!.has(ws[1]!) ? 0 : -1
}

/** A separable verb split in a question: its particle, and its verb or the words it may be. */
export interface SplitVerb {
  particle: string
  /** The verb, where the clause's order shows it (`verbAt`). */
  verb: string | null
  /** Where it does not, the words that may be the verb: the whole verb the run has decides. */
  candidates: readonly string[]
}

/**
 * The separable verb that a question (`clauses`), read in `language`, splits, if any: the particle
 * that closes a clause (SEPARABLE_PARTICLES, or one the list holds), and its verb. The verb and its
 * particle are read as the whole verb ("einrichte", of "einrichten": features.ts), so "Wie richte
 * ich SSO ein?" and "SSO einrichten" share it, and "Hoe stel ik SSO in?" and "SSO instellen", "Wie
 * füge ich ein Teammitglied hinzu?" and "Teammitglied hinzufügen"; where the order does not show
 * the verb, the candidate whose whole verb the run has is read so ("Build schlägt fehl", beside
 * "Warum schlägt mein Build fehl?").
 */
export function splitVerb(clauses: Clauses, language: Language): SplitVerb | null {
  const separable = SEPARABLE_PARTICLES[language.code]
  if (!separable) return null
  const listed = LISTED_PARTICLES[language.code]!
  for (const ws of clauses()) {
    const particle = ws.at(-1)!
    if (ws.length < 3) continue
    if (!separable.has(particle) && !listed.has(particle)) continue
    const at = verbAt(ws, language.code)
    if (at >= 0 && at < ws.length - 1) return { particle, verb: ws[at]!, candidates: [] }
    return { particle, verb: null, candidates: ws.slice(0, Math.min(2, ws.length - 1)) }
  }
  return null
}
