/**
 * The analytics signals of `mode: insights`, one line each, in their priority order: the plan
 * reads them breadth first and, within a round, in this order (plan.ts). A signal is its module
 * (unit.ts says what it provides); the gap kinds that read it name it (src/gaps/<kind>.ts,
 * `signal`; `kindsReading` in src/gaps/registry.ts). The settings read these names at start-up
 * in every mode, so nothing here loads the gap kinds.
 */
import { assistant } from './assistant.ts'
import { feedback } from './feedback.ts'
import { searches } from './searches.ts'
import type { SignalUnit } from './unit.ts'
import { views } from './views.ts'

const SIGNALS = [searches, feedback, assistant, views] as const

/** The names of the signals, in priority order. */
export type InsightSignal = (typeof SIGNALS)[number]['name']
export const INSIGHT_SIGNALS: readonly InsightSignal[] = SIGNALS.map((s) => s.name)

/** The module of signal `name`. */
export function signalUnit(name: InsightSignal): SignalUnit<InsightSignal> {
  return SIGNALS.find((s) => s.name === name)!
}
