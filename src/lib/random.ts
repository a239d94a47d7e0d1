/**
 * A seeded pseudo-random sequence (Mulberry32): the same numbers for the same seed on every run,
 * for whatever must be reproducible: the starting directions of the questions' latent space
 * (gaps/questions/lsa.ts), and the tests' and benchmarks' data and the emulator's faults. Not for
 * anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
