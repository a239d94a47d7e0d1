/**
 * Date windows: days in UTC, dates and periods read, the window in words, and the window before a
 * window. A window is [dateFrom, dateTo): the end is exclusive, which people misread unless it is
 * spelled out.
 */
import { DAY_MS } from './duration.ts'
import type { DateWindow } from '../types.ts'

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
function windowDays(window: Pick<DateWindow, 'dateFrom' | 'dateTo'>): number {
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

/** UTC midnight of a calendar day, or undefined when the day does not exist (2026-02-30). */
function calendarDay(year: number, month: number, day: number): number | undefined {
  const ms = Date.UTC(year, month - 1, day)
  const d = new Date(ms)
  // Date.UTC maps 0–99 to 1900–1999, so compare the year too.
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return undefined
  }
  return ms
}

/** What a date text stands for: its instant (a bare date is UTC midnight), or what is wrong. */
type Instant = { ms: number } | { wrong: 'form' | 'date' | 'date-time' }

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/

/** Reads `YYYY-MM-DD` or an ISO 8601 date-time with `Z` or an offset. */
export function instantOf(text: string): Instant {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (date) {
    const ms = calendarDay(Number(date[1]), Number(date[2]), Number(date[3]))
    return ms === undefined ? { wrong: 'date' } : { ms }
  }
  const dt = DATE_TIME.exec(text)
  if (!dt) return { wrong: 'form' }
  const day = calendarDay(Number(dt[1]), Number(dt[2]), Number(dt[3]))
  const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? '0')]
  const offsetOk = dt[7] === 'Z' || (Number(dt[8]) <= 23 && Number(dt[9]) <= 59)
  if (day === undefined || hour > 23 || minute > 59 || second > 59 || !offsetOk) {
    return { wrong: 'date-time' }
  }
  return { ms: Date.parse(text) }
}

/**
 * The window a period names, ending today (UTC, today excluded): `Nd` (1–366), `Nw` (1–52),
 * `last-week` (Monday to Monday) or `last-month`. Undefined for any other text.
 */
export function periodWindow(text: string, now: Date): DateWindow | undefined {
  const period = text.toLowerCase()
  const today = startOfUtcDay(now)
  const source = { kind: 'period' as const, period }
  if (period === 'last-week') {
    // getUTCDay: 0 is Sunday; days since Monday are (day + 6) % 7.
    const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS
    return { dateFrom: isoDay(thisMonday - 7 * DAY_MS), dateTo: isoDay(thisMonday), source }
  }
  if (period === 'last-month') {
    const d = new Date(today)
    const thisFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
    const previousFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)
    return { dateFrom: isoDay(previousFirst), dateTo: isoDay(thisFirst), source }
  }
  const match = /^(\d{1,3})([dw])$/.exec(period)
  if (!match) return undefined
  const count = Number(match[1])
  if (count < 1 || count > (match[2] === 'd' ? 366 : 52)) return undefined
  const days = match[2] === 'd' ? count : count * 7
  return {
    dateFrom: isoDay(today - days * DAY_MS),
    dateTo: isoDay(today),
    source: { kind: 'period', period: `${count}${match[2]}` },
  }
}
