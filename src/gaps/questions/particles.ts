/**
 * A verb's particle: German and Dutch split a verb and close the clause with its particle ("Wie
 * füge ich einen Benutzer hinzu?", "Hoe voeg ik een gebruiker toe?": how do I add a user; "Warum
 * schlägt der Export fehl?": why does the export fail); Dutch and the Scandinavian languages also
 * put it right after the subject ("Hoe log ik in op het dashboard?", "Hur slår jag på mörkt
 * läge?"). Where a particle stands (`particleSlots`) is read here once, for the opposites a pair of
 * particles makes (opposites.ts: "… ein", "… aus") and for the particle that is part of its verb
 * (`verbParticle`).
 */
import type { Language } from '../language.ts'
import { words } from '../terms.ts'

/** What ends a clause: a question's end, or a stop or comma within it. */
const CLAUSES = /[?!.,;:]+/

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

/**
 * The words of `text`, read in `language`, that stand where a particle does: each clause's last
 * word, and in Dutch and the Scandinavian languages the word after a subject (`SUBJECTS`).
 */
export function particleSlots(text: string, language: Language): string[] {
  const subjects = SUBJECTS[language.code]
  const slots: string[] = []
  for (const clause of text.split(CLAUSES)) {
    const ws = words(clause)
    if (ws.length === 0) continue
    slots.push(ws.at(-1)!)
    if (subjects)
      for (let i = 1; i + 1 < ws.length; i++) if (subjects.has(ws[i]!)) slots.push(ws[i + 1]!)
  }
  return slots
}

/**
 * Particles of separable verbs that the stop-word lists do not hold, by language: German's
 * "hinzufügen" (add), "zurücksetzen" (reset), "fehlschlagen" (fail), "hochladen" (upload),
 * "festlegen" (set); Dutch's "toevoegen" (add), "terugzetten" (restore), "meenemen", "vastzetten".
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
    ...['binnen', 'buiten', 'terecht', 'kwijt', 'bij', 'na'],
  ]),
}

/** The particle of a separable verb that `text`, read in `language`, splits off, if any. */
export function verbParticle(text: string, language: Language): string | null {
  const particles = SEPARABLE_PARTICLES[language.code]
  if (!particles) return null
  return particleSlots(text, language).find((w) => particles.has(w)) ?? null
}
