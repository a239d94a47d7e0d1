/** The one POST of a message run: where it stands, and what the marker and the report read of it. */
import { describe, expect, it } from 'vitest'
import {
  confirmed,
  deliveryOfMarker,
  fromEarlier,
  isConfirmed,
  isInDoubt,
  isSent,
  reachedSend,
  sentAtOf,
  sentThisRun,
  takenOver,
  type Delivery,
} from '../src/status/delivery.ts'
import { readMarker } from '../src/marker.ts'

const CASES: Array<[string, Delivery, Record<string, boolean | number | null>]> = [
  [
    'none',
    { kind: 'none' },
    { sent: false, confirmed: false, doubt: false, at: null, reached: false, thisRun: false },
  ],
  [
    'sending',
    { kind: 'sending', at: 5 },
    { sent: true, confirmed: false, doubt: false, at: 5, reached: true, thisRun: false },
  ],
  [
    'applied',
    { kind: 'applied', at: 5 },
    { sent: true, confirmed: true, doubt: false, at: 5, reached: true, thisRun: true },
  ],
  [
    'lost',
    { kind: 'lost', at: 5, reason: 'reset', confirmed: false },
    { sent: true, confirmed: false, doubt: true, at: 5, reached: true, thisRun: true },
  ],
  [
    'lost, then seen taking it up',
    { kind: 'lost', at: 5, reason: 'reset', confirmed: true },
    { sent: true, confirmed: true, doubt: false, at: 5, reached: true, thisRun: true },
  ],
  [
    'earlier',
    { kind: 'earlier', at: null, confirmed: false },
    { sent: true, confirmed: false, doubt: false, at: null, reached: false, thisRun: false },
  ],
  [
    'resumed',
    { kind: 'resumed', at: 3, confirmed: true },
    { sent: true, confirmed: true, doubt: false, at: 3, reached: true, thisRun: false },
  ],
]

describe('delivery', () => {
  it.each(CASES)('%s', (_, d, expected) => {
    expect({
      sent: isSent(d),
      confirmed: isConfirmed(d),
      doubt: isInDoubt(d),
      at: sentAtOf(d),
      reached: reachedSend(d),
      thisRun: sentThisRun(d),
    }).toEqual(expected)
    expect(fromEarlier(d)).toBe(d.kind === 'earlier' || d.kind === 'resumed')
  })

  it('reads an old marker (no `confirmed` field) as an earlier, unconfirmed send', () => {
    const old = readMarker(
      '<!-- docs-agent-action {"kind":"status","trigger":"comment-7","jobId":"j","sent":true,"outcome":null,"sentAt":12,"runId":"1"} -->',
    )
    expect(old?.kind).toBe('status')
    expect(deliveryOfMarker(old?.kind === 'status' ? old : null)).toEqual({
      kind: 'earlier',
      at: 12,
      confirmed: false,
    })
    expect(deliveryOfMarker(null)).toEqual({ kind: 'none' })
  })

  it('a resumed run takes the earlier time, or now when the marker had none', () => {
    expect(takenOver({ kind: 'earlier', at: null, confirmed: false }, 9)).toEqual({
      kind: 'resumed',
      at: 9,
      confirmed: false,
    })
    expect(takenOver({ kind: 'applied', at: 1 }, 9)).toEqual({ kind: 'applied', at: 1 })
  })

  it('seeing the job take it up confirms a send in doubt, and nothing not sent', () => {
    expect(confirmed({ kind: 'lost', at: 1, reason: 'x', confirmed: false })).toMatchObject({
      confirmed: true,
    })
    expect(confirmed({ kind: 'none' })).toEqual({ kind: 'none' })
  })
})
