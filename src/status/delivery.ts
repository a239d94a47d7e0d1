/**
 * Where the one POST of a run (the message, or the job's creation) stands. One value, so that no
 * impossible mix ("confirmed but never sent", "lost but not sent this run") can be written down.
 * A message is sent at most once: from `sending` on it is applied or may be, and never resent.
 */
import type { StatusMarker } from '../marker.ts'

export type Delivery =
  /** Nothing sent, by this run or an earlier attempt (or the platform refused the POST). */
  | { readonly kind: 'none' }
  /** This run marked it sent and the POST is under way: applied or not, no one knows yet. */
  | { readonly kind: 'sending'; readonly at: number }
  /** This run's POST was answered with a 2xx: the platform confirmed it. */
  | { readonly kind: 'applied'; readonly at: number }
  /** This run lost the answer: in doubt until the job is seen taking it up (`confirmed`). */
  | {
      readonly kind: 'lost'
      readonly at: number
      readonly reason: string
      readonly confirmed: boolean
    }
  /** An earlier attempt of this run sent it (its marker says so); this run has not taken over. */
  | { readonly kind: 'earlier'; readonly at: number | null; readonly confirmed: boolean }
  /** This run took over an earlier attempt's send: it polls, and never sends again. */
  | { readonly kind: 'resumed'; readonly at: number; readonly confirmed: boolean }

export const NOT_SENT: Delivery = { kind: 'none' }

/** What an earlier attempt's marker says was sent (old markers have the same fields). */
export function deliveryOfMarker(marker: StatusMarker | null): Delivery {
  if (!marker?.sent) return NOT_SENT
  return { kind: 'earlier', at: marker.sentAt, confirmed: marker.confirmed === true }
}

/** Sent, or may have been: from just before the POST on. Never sent twice once true. */
export const isSent = (d: Delivery): boolean => d.kind !== 'none'

/** The platform confirmed it: a 2xx answer, or the job seen taking it up. */
export const isConfirmed = (d: Delivery): boolean =>
  d.kind === 'applied' ||
  ((d.kind === 'lost' || d.kind === 'earlier' || d.kind === 'resumed') && d.confirmed)

/** Its fate is unknown: this run lost the answer and the job was never seen taking it up. */
export const isInDoubt = (d: Delivery): boolean => d.kind === 'lost' && !d.confirmed

/** When it was sent (the marker keeps it across attempts); null when not sent or not known. */
export const sentAtOf = (d: Delivery): number | null => (d.kind === 'none' ? null : d.at)

/** The run reached the send (this run sent, or took over): elapsed time counts from then. */
export const reachedSend = (d: Delivery): boolean =>
  d.kind === 'sending' || d.kind === 'applied' || d.kind === 'lost' || d.kind === 'resumed'

/** The POST went out in this run (answered or not), rather than in an earlier attempt. */
export const sentThisRun = (d: Delivery): boolean => d.kind === 'applied' || d.kind === 'lost'

/** An earlier attempt sent it, and this run takes over (or would). */
export const fromEarlier = (d: Delivery): boolean => d.kind === 'earlier' || d.kind === 'resumed'

/** The job was seen taking it up: whatever the answer said, it arrived. */
export function confirmed(d: Delivery): Delivery {
  if (d.kind === 'lost' || d.kind === 'earlier' || d.kind === 'resumed') {
    return d.confirmed ? d : { ...d, confirmed: true }
  }
  return d
}

/** This run takes over an earlier attempt's send (a no-op for anything else). */
export function takenOver(d: Delivery, now: number): Delivery {
  return d.kind === 'earlier' ? { kind: 'resumed', at: d.at ?? now, confirmed: d.confirmed } : d
}
