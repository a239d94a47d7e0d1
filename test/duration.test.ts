/** Durations: one parser, one formatter (Intl.DurationFormat's narrow English units). */
import { describe, expect, it } from 'vitest'
import { formatDuration, formatWait, parseDuration } from '../src/lib/duration.ts'

describe('durations', () => {
  it.each([
    [0, '0s'],
    [499, '0s'],
    [45_000, '45s'],
    [192_000, '3m 12s'],
    [180_000, '3m'],
    [3_720_000, '1h 2m'],
    [3_600_000, '1h'],
    [90_061_000, '25h 1m'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })

  it.each([
    [1, '1s'],
    [45_000, '45s'],
    [119_001, '2m'],
    [720_000, '12m'],
    [3_600_001, '61m'],
    [7_200_000, '2h'],
    [7_200_001, '3h'],
  ])('rounds a wait of %i ms up to %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text)
  })

  it('reads back what it writes, for the durations inputs accept', () => {
    for (const ms of [1_000, 45_000, 180_000, 192_000, 3_600_000, 3_720_000]) {
      expect(parseDuration(formatDuration(ms).replace(' ', ''))).toBe(ms)
    }
  })
})
