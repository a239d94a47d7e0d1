import { describe, expect, it } from 'vitest'
import { grown, release } from '../src/lib/typed-arrays.ts'

describe('typed arrays', () => {
  it('grows a copy, the values first, and lets the old array go', () => {
    const a = Int32Array.from([1, 2, 3])
    const b = grown(a, 5)
    expect([...b]).toEqual([1, 2, 3, 0, 0])
    expect(a.length).toBe(0)
  })

  it('releases arrays at once, their views with them, and twice is harmless', () => {
    const a = new Float64Array(1000)
    const view = a.subarray(10, 20)
    release(a)
    expect(a.buffer.byteLength).toBe(0)
    expect(view.length).toBe(0)
    expect(() => release(a, view)).not.toThrow()
  })
})
