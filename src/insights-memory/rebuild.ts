/**
 * A memory marker cut or deleted by hand, rebuilt from what the report issue still shows: the rows
 * of its table (`| **g3** | question | … | since | runs | state |`) give each gap's id, kind,
 * first-seen day, runs and state (a `rebuilt` event of its life, life.ts). What only the marker held (dismissal reasons, jobs, briefs) is
 * lost, and the report says so. A row's key cannot be read back (the table shows a gap's words,
 * masked and shortened), so a rebuilt gap gets a stand-in key made of its kind and its words cell;
 * the next insights run gives the gap whose words cell is the same its real key (`adoptRebuilt`),
 * so that its id, and a dismissal, stay with it. Every id seen stays taken: the counter starts
 * above the highest.
 */
import { GAP_ID } from '../gaps/id.ts'
import { GAP_KIND_NAMES, type GapKind } from '../gaps/registry.ts'
import { hasMemory, parseMemory } from './memory-marker.ts'
import { born, GAP_STATES, live, type GapState } from './life.ts'
import {
  idNumber,
  MAX_RUNS,
  MEMORY_VERSION,
  type InsightsMemory,
  type RememberedGap,
} from './memory.ts'

/** The memory of a report issue's body, and what the report says when it had to be rebuilt. */
interface ReadMemory {
  memory: InsightsMemory
  /** Null when the marker was read; else the sentence the report shows. */
  rebuilt: string | null
}

const MEMORY_PREFIX = '<!-- docs-agent-memory'
const DAY = /^\d{4}-\d{2}-\d{2}$/
/** Marks a stand-in key (never in a real key: those are folded words, cluster keys and paths). */
const STAND_IN = '\u0001rebuilt '
const MAX_KEY = 200

/** The stand-in key of a rebuilt gap of `kind` whose table row shows `words`. */
function standInKey(kind: GapKind, words: string): string {
  return `${kind}:${STAND_IN}${words}`.slice(0, MAX_KEY)
}

/** The state a table cell shows (`\`fixing\` (job …)` → fixing), or null. */
function stateOfCell(cell: string): GapState | null {
  const word = /^`([a-z -]+)`/.exec(cell)?.[1]
  if (word === undefined) return null
  const state = word.startsWith('still seen') ? 'still-seen' : word
  return GAP_STATES.includes(state as GapState) ? (state as GapState) : null
}

/** One gap of a table row, or null for a line that is no readable gap row. */
function gapOfRow(line: string, today: string | undefined): RememberedGap | null {
  if (!line.startsWith('| **g') || !line.endsWith(' |')) return null
  const cells = line.slice(2, -2).split(/(?<!\\) \| /)
  if (cells.length < 7) return null
  const id = /^\*\*(g[1-9][0-9]*)\*\*$/.exec(cells[0]!)?.[1]
  const kind = cells[1] as GapKind
  const state = stateOfCell(cells.at(-1)!)
  if (!id || !GAP_ID.test(id) || !GAP_KIND_NAMES.includes(kind) || !state) return null
  const words = cells.slice(3, -3).join(' | ')
  const since = cells.at(-3)!
  const firstSeen =
    DAY.test(since) && !Number.isNaN(Date.parse(since)) ? since : (today ?? '1970-01-01')
  const runs = Number(cells.at(-2))
  const gap: RememberedGap = {
    id,
    key: standInKey(kind, words),
    kind,
    label: words.replace(/`/g, '').slice(0, 80),
    ...born(),
    firstSeen,
    lastSeen: today !== undefined && today > firstSeen ? today : firstSeen,
    runs: Number.isSafeInteger(runs) && runs >= 1 ? Math.min(runs, MAX_RUNS) : 1,
  }
  return live(gap, { kind: 'rebuilt', state, at: `${firstSeen}T00:00:00.000Z` })
}

/** The stand-in key of a gap listed beside the table (`**g2** its label`): its kind unknown. */
function asideKey(label: string): string {
  return `search:${STAND_IN}aside ${label}`.slice(0, MAX_KEY)
}

/** The lists beside the table, and the state their gaps are in. */
const ASIDES: ReadonlyArray<[string, GapState]> = [
  ['**Seen again but dismissed** (not shown): ', 'dismissed'],
  ['**Handed to the agent, not seen this run**: ', 'proposed'],
]
const ASIDE_ENTRY = /\*\*(g[1-9][0-9]*)\*\* (.*?)(?=, \*\*g[1-9][0-9]*\*\* |, … |\.$)/g

/** The gaps of a list beside the table (`**g2** label, **g5** label.`), or none. */
function gapsOfAside(line: string, today: string | undefined): RememberedGap[] {
  const aside = ASIDES.find(([title]) => line.startsWith(title))
  if (!aside) return []
  const day = today ?? '1970-01-01'
  const state = aside[1]
  return [...line.slice(aside[0].length).matchAll(ASIDE_ENTRY)].flatMap((m) => {
    const id = m[1]!
    if (!GAP_ID.test(id)) return []
    const gap: RememberedGap = {
      id,
      key: asideKey(m[2]!),
      kind: 'search',
      label: m[2]!.slice(0, 80),
      ...born(),
      firstSeen: day,
      lastSeen: day,
      runs: 1,
    }
    return [live(gap, { kind: 'rebuilt', state, at: `${day}T00:00:00.000Z` })]
  })
}

/**
 * The gaps the table rows of `body` show, and those listed beside it (dismissed, handed over);
 * the first of an id or a key counts.
 */
export function gapsOfTable(body: string, today?: string): RememberedGap[] {
  const byId = new Map<string, RememberedGap>()
  const keys = new Set<string>()
  for (const raw of body.split('\n')) {
    const line = raw.replace(/\r$/, '')
    const row = gapOfRow(line, today)
    for (const gap of row ? [row] : gapsOfAside(line, today)) {
      if (byId.has(gap.id) || keys.has(gap.key)) continue
      byId.set(gap.id, gap)
      keys.add(gap.key)
    }
  }
  return [...byId.values()].sort((a, b) => idNumber(a.id) - idNumber(b.id))
}

/** The sentence a report shows for a rebuilt memory. */
function rebuiltSentence(body: string): string {
  const how = hasMemory(body)
    ? 'could not be read'
    : body.includes(MEMORY_PREFIX)
      ? 'was cut by an edit'
      : 'was deleted by an edit'
  return (
    `The memory marker of this issue ${how}; it was rebuilt from the table: ids and states kept ` +
    '(no id is given to another gap), first-seen days and runs as the table showed them; ' +
    "dismissal reasons, jobs and the gaps' briefs lost."
  )
}

/**
 * The memory of `body`: its marker's when that can be read, else the memory its table shows (see
 * above) with the sentence that says so. `today` (YYYY-MM-DD, else their first-seen day) is when
 * the rebuilt gaps were last seen, as far as anyone can tell. Never throws.
 */
export function readMemoryOf(body: string | null | undefined, today?: string): ReadMemory {
  const parsed = parseMemory(body)
  // A marker that was read has given ids (nextId > 1) whenever the table shows any.
  if (!body || parsed.gaps.length > 0 || parsed.nextId > 1) return { memory: parsed, rebuilt: null }
  const gaps = gapsOfTable(body, today)
  if (gaps.length === 0) return { memory: parsed, rebuilt: null }
  const highest = gaps.reduce((m, g) => Math.max(m, idNumber(g.id)), 0)
  const memory: InsightsMemory = { version: MEMORY_VERSION, nextId: highest + 1, gaps }
  return { memory, rebuilt: rebuiltSentence(body) }
}

/** How the report shows a gap: its table row's words cell, and its name in a list beside it. */
export interface ShownAs {
  row: string
  aside: string
}

/**
 * `memory` with each rebuilt gap's stand-in key (and kind) replaced by those of the gap this run
 * found that the report showed the same way (`shown`, by key); each real key taken once.
 */
export function adoptRebuilt(
  memory: InsightsMemory,
  shown: ReadonlyMap<string, ShownAs>,
): InsightsMemory {
  const keys = new Set(memory.gaps.map((g) => g.key))
  const realKey = new Map<string, string>()
  for (const [key, as] of shown) {
    const kind = key.slice(0, key.indexOf(':')) as GapKind
    if (keys.has(key) || !GAP_KIND_NAMES.includes(kind)) continue
    if (!realKey.has(standInKey(kind, as.row))) realKey.set(standInKey(kind, as.row), key)
    if (!realKey.has(asideKey(as.aside))) realKey.set(asideKey(as.aside), key)
  }
  const taken = new Set<string>()
  const gaps = memory.gaps.map((g) => {
    const key = realKey.get(g.key)
    if (key === undefined || taken.has(key)) return g
    taken.add(key)
    return { ...g, key, kind: key.slice(0, key.indexOf(':')) as GapKind }
  })
  return taken.size === 0 ? memory : { ...memory, gaps }
}
