/** Settings of one mode, parsed from inputs as the action parses them (the `mode` input set). */
import type { Mode } from '../../src/interface/inputs.ts'
import type { SettingsOf } from '../../src/modes.ts'
import { parseSettings } from '../../src/settings.ts'

export function settingsOf<M extends Mode>(
  mode: M,
  getInput: (name: string) => string,
  now: Date,
): SettingsOf<M> {
  const settings = parseSettings((name) => (name === 'mode' ? mode : getInput(name)), now)
  if (settings.mode !== mode) throw new Error(`parsed mode ${settings.mode}, not ${mode}`)
  return settings as unknown as SettingsOf<M>
}
