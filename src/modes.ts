/**
 * The registry of modes: one line a mode. Each mode is a folder of src/flows/ with a `settings.ts`
 * (its inputs, parsed before any request) and an `entry.ts` (its run, loaded only when chosen,
 * so that one mode does not pay for another's code). Its inputs and outputs are rows of
 * src/interface/inputs.ts and outputs.ts.
 */
import { parseInsightsSettings } from './flows/insights/settings.ts'
import { parseMessageSettings } from './flows/message/settings.ts'
import { parseReconcileSettings } from './flows/reconcile/settings.ts'
import { parseVisitorsSettings } from './flows/visitors/settings.ts'
import type { Mode } from './interface/inputs.ts'
import type { ModeEntry } from './interface/mode.ts'
import type { ModeSettings } from './types.ts'

/** Typed by the mode, so that a mode's parser and its run agree on its settings. */
const mode = <M extends Mode, Own>(entry: ModeEntry<M, Own>): ModeEntry<M, Own> => entry

export const MODE_REGISTRY = {
  message: mode({ parse: parseMessageSettings, load: () => import('./flows/message/entry.ts') }),
  visitors: mode({ parse: parseVisitorsSettings, load: () => import('./flows/visitors/entry.ts') }),
  reconcile: mode({
    parse: parseReconcileSettings,
    load: () => import('./flows/reconcile/entry.ts'),
  }),
  insights: mode({ parse: parseInsightsSettings, load: () => import('./flows/insights/entry.ts') }),
} as const satisfies { readonly [M in Mode]: ModeEntry<M, unknown> }

/** The settings of mode `M`: the common ones and what its parser returns. */
export type SettingsOf<M extends Mode> = ModeSettings<
  M,
  ReturnType<(typeof MODE_REGISTRY)[M]['parse']>
>

/** Every input, parsed and validated: the common settings and those of the mode run. */
export type Settings = { [M in Mode]: SettingsOf<M> }[Mode]
