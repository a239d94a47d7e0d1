/**
 * The language of a reader's question (gaps/language.ts): its stop words and stems are its
 * language's, and an English question is not read as another language because the words it keeps
 * as content ("on", "in", "not") are another language's stop words.
 */
import { describe, expect, it } from 'vitest'
import { clusterQuestions } from '../src/gaps/cluster.ts'
import { languageOf } from '../src/gaps/language.ts'
import { words } from '../src/gaps/terms.ts'
import type { ConversationRow } from '../src/gaps/rows.ts'

const code = (text: string) => languageOf(text, words(text)).code

function ask(query: string, i: number): ConversationRow {
  return {
    id: `c${i}`,
    timestamp: '2026-11-20T00:00:00Z',
    query,
    response: null,
    responseType: 'answer',
    sources: [],
    resolutionStatus: 'unanswered',
    queryCategory: null,
    pageUrl: null,
  }
}

describe('languageOf', () => {
  it('reads English with "on", "in" and "not" as English (Finnish lists "on" and "the")', () => {
    for (const text of [
      'turn on the wemo plug',
      'turn the wemo socket on',
      'how do I log in to the dashboard',
      'the export is not on the page',
    ])
      expect(code(text), text).toBe('en')
  })

  it('reads a short English question as English when another language lists its words too', () => {
    // "to" is Danish, "i" Swedish and German, "will" German; "r" and "b" are initials.
    for (const text of [
      'book train ticket to ny',
      'i really like ska music',
      'will i need an umbrella tomorrow',
      'play r and b',
    ])
      expect(code(text), text).toBe('en')
  })

  it('reads Turkish by the letters only Turkish writes, and by one stop word beside letters English hardly writes', () => {
    expect(code('Alarmı ertele')).toBe('tr')
    expect(code('Hatırlatıcılarımı oku.')).toBe('tr')
    expect(code('Gelecek hafta yağmur yağacak mı?')).toBe('tr')
    expect(code('Lösche den Wecker')).toBe('de')
    // ASCII text needs two words of its own: one is a coincidence.
    expect(code('Schlummer den Alarm')).toBe('en')
  })

  it('still tells the languages written in Latin letters by their stop words', () => {
    expect(code('mikä on sää huomenna, kun se on kylmä')).toBe('fi')
    expect(code('wie kann ich die Karte sperren und den PIN ändern')).toBe('de')
    expect(code('comment on peut exporter la documentation en PDF')).toBe('fr')
    expect(code('hoe kan ik de export van de documentatie starten')).toBe('nl')
  })
})

describe('the words a gap is known by', () => {
  it('keep a content word that is a stop word of another language in the run ("on")', () => {
    const texts = [
      'turn on the wemo plug',
      'please turn on the wemo plug socket',
      'turn the wemo socket on',
      // Finnish, whose stop words hold "on": it must not take "on" from the English gap.
      'mikä on sää huomenna, kun se on kylmä',
    ]
    const [wemo] = clusterQuestions(texts.map(ask))
    expect(wemo!.size).toBe(3)
    expect(wemo!.signature).toContain('on')
    expect(wemo!.signature).toContain('turn')
  })
})
