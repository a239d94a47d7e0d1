/**
 * Date windows: days in UTC, the window in words, and the window before a window. A window is
 * [dateFrom, dateTo): the end is exclusive, which people misread unless it is spelled out.
 */
import { DAY_MS } from './duration.ts'
import type { DateWindow } from './types.ts'

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function isDateOnly(window: Pick<DateWindow, 'dateFrom' | 'dateTo'>): boolean {
  return DATE_ONLY.test(window.dateFrom) && DATE_ONLY.test(window.dateTo)
}

/** A bare date is UTC midnight (the platform does not say otherwise). */
function toMs(value: string): number {
  return DATE_ONLY.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value)
}

/** `YYYY-MM-DD` of the UTC day `ms` falls in. */
export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** Midnight UTC of the day `now` falls in, in ms. */
export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}

function dayMonth(ms: number): { d: number; m: string; y: number } {
  const date = new Date(ms)
  return { d: date.getUTCDate(), m: MONTHS[date.getUTCMonth()] as string, y: date.getUTCFullYear() }
}

/** The number of whole days in a date-only window. */
export function windowDays(window: Pick<DateWindow, 'dateFrom' | 'dateTo'>): number {
  return Math.round((toMs(window.dateTo) - toMs(window.dateFrom)) / DAY_MS)
}

/**
 * The window in plain words, with the exclusive end spelled out:
 * "1–7 Nov 2026; 8 Nov not included", "28 Oct – 3 Nov 2026; 4 Nov not included".
 */
export function describeWindow(window: Pick<DateWindow, 'dateFrom' | 'dateTo'>): string {
  if (!isDateOnly(window)) {
    const show = (v: string) =>
      new Date(toMs(v))
        .toISOString()
        .replace('T', ' ')
        .replace(/:00\.000Z$|\.000Z$/, '')
        .replace(/Z$/, '') + ' UTC'
    return `from ${show(window.dateFrom)} up to ${show(window.dateTo)} (the end not included)`
  }
  const from = dayMonth(toMs(window.dateFrom))
  const lastMs = toMs(window.dateTo) - DAY_MS
  const last = dayMonth(lastMs)
  const end = dayMonth(toMs(window.dateTo))
  const endText = end.y === last.y ? `${end.d} ${end.m}` : `${end.d} ${end.m} ${end.y}`
  let span: string
  if (lastMs <= toMs(window.dateFrom)) span = `${from.d} ${from.m} ${from.y}`
  else if (from.y !== last.y) span = `${from.d} ${from.m} ${from.y} – ${last.d} ${last.m} ${last.y}`
  else if (from.m !== last.m) span = `${from.d} ${from.m} – ${last.d} ${last.m} ${last.y}`
  else span = `${from.d}–${last.d} ${last.m} ${last.y}`
  return `${span}; ${endText} not included`
}

/** The window of the same length that ends where `window` starts (days for dates, ms otherwise). */
export function previousWindow(window: DateWindow): DateWindow {
  if (isDateOnly(window)) {
    const days = windowDays(window)
    return {
      dateFrom: isoDay(toMs(window.dateFrom) - days * DAY_MS),
      dateTo: window.dateFrom,
      source: window.source,
    }
  }
  const from = toMs(window.dateFrom)
  const length = toMs(window.dateTo) - from
  return {
    dateFrom: new Date(from - length).toISOString(),
    dateTo: window.dateFrom,
    source: window.source,
  }
}
