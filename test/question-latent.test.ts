/**
 * The questions' latent space (src/gaps/questions/lsa.ts): words asked in the same company move
 * close, every question gets a unit vector (or none, when no word of it is in company), the same
 * questions give the same vectors, and a run larger than the sample is placed whole.
 */
import { describe, expect, it } from 'vitest'
import { tfidfVectors } from '../src/gaps/questions/features.ts'
import { latentVectors } from '../src/gaps/questions/lsa.ts'
import { syntheticQuestions } from './helpers/synthetic-questions.ts'

const asQuestions = (texts: readonly string[]) => texts.map((text) => ({ text, category: null }))

function cosine(v: Float32Array, dims: number, i: number, j: number): number {
  let s = 0
  for (let c = 0; c < dims; c++) s += v[i * dims + c]! * v[j * dims + c]!
  return s
}

/** Readers who say "top up" and "add money" for one thing (some say both), and two other topics. */
const COMPANY = [
  'how do I top up',
  'can I top up in euros',
  'top up from abroad',
  'top up limit',
  'how do I add money',
  'can I add money in dollars',
  'add money by transfer',
  'add money today',
  'top up or add money',
  'is add money the same as top up',
  'top up and add money',
  'why was my payment declined',
  'payment declined at the shop',
  'declined payment online',
  'my payment keeps being declined',
  'declined again',
  'how do I change my pin',
  'change pin',
  'where to change the pin',
  'pin change not working',
  'change my pin today',
]

describe('the latent space', () => {
  it('brings near the questions whose words keep the same company', () => {
    // Three dimensions for three topics: fewer than the words, so words in company share one.
    const { vectors, dims } = latentVectors(tfidfVectors(asQuestions(COMPANY)), 3)
    const at = (text: string) => COMPANY.indexOf(text)
    // The two share no word, and meet in the latent space; the other topics stay apart.
    expect(
      cosine(vectors, dims, at('top up from abroad'), at('add money by transfer')),
    ).toBeGreaterThan(0.9)
    expect(
      cosine(vectors, dims, at('top up from abroad'), at('declined payment online')),
    ).toBeLessThan(0.2)
    expect(cosine(vectors, dims, at('add money today'), at('change pin'))).toBeLessThan(0.2)
  })

  it('gives unit vectors, a question with no word in company a zero vector', () => {
    const texts = [...COMPANY, 'zyxwv']
    const { vectors, dims } = latentVectors(tfidfVectors(asQuestions(texts)), 3)
    for (let i = 0; i < COMPANY.length; i++) expect(cosine(vectors, dims, i, i)).toBeCloseTo(1, 5)
    expect(cosine(vectors, dims, COMPANY.length, COMPANY.length)).toBe(0)
  })

  it('gives the same vectors for the same questions', () => {
    const e = () => tfidfVectors(asQuestions(COMPANY))
    expect(latentVectors(e(), 3).vectors).toEqual(latentVectors(e(), 3).vectors)
  })

  it('has fewer dimensions than asked when the questions hold fewer', () => {
    // Four questions with two words in company ("top", "up"): one dimension.
    expect(latentVectors(tfidfVectors(asQuestions(COMPANY.slice(0, 4))), 32).dims).toBe(1)
  })

  it('places every question of a run larger than its sample', () => {
    const texts = syntheticQuestions(3600, 2).map((r) => r.query)
    const { vectors, dims } = latentVectors(tfidfVectors(asQuestions(texts)), 16)
    expect(dims).toBe(16)
    let placed = 0
    for (let i = 0; i < texts.length; i++) if (cosine(vectors, dims, i, i) > 0.99) placed++
    // The few left out have no word that three questions share.
    expect(placed).toBeGreaterThan(0.95 * texts.length)
  })
})
