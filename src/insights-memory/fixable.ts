/**
 * What may be done with a remembered gap now: handed to the agent (`fix`, `auto-fix`), dismissed.
 * The report offers a command only where one would be taken; the commands refuse with the same
 * reasons. The changes themselves are the fix loop's (fix-loop/changes.ts).
 */
import type { RememberedGap } from './memory.ts'

/** Why a gap cannot be handed to the agent now, or null when it can. */
export function whyNotFixable(gap: RememberedGap | undefined, id: string): string | null {
  if (!gap) return `there is no gap \`${id}\` in this report's memory`
  switch (gap.state) {
    case 'fixing':
      return `\`${id}\` is already handed to the agent (job \`${gap.job?.id ?? 'unknown'}\`)`
    case 'proposed':
      return `\`${id}\` already has a proposed fix${gap.job?.prLink ? ` (${gap.job.prLink})` : ''}; review that pull request first`
    case 'fixed':
      return `\`${id}\` was judged fixed by its merged pull request${gap.job?.prLink ? ` (${gap.job.prLink})` : ''}`
    case 'dismissed':
      return `\`${id}\` was dismissed${gap.dismissed?.by ? ` by @${gap.dismissed.by}` : ''}`
    default:
      return null
  }
}

/** True when the report offers `fix` for a gap: `new`, `open`, or still seen after its fix. */
export const offersFix = (gap: RememberedGap): boolean => whyNotFixable(gap, gap.id) === null

/** Why a gap cannot be dismissed now, or null when it can. */
export function whyNotDismissable(gap: RememberedGap | undefined, id: string): string | null {
  if (!gap) return `there is no gap \`${id}\` in this report's memory`
  if (gap.state === 'dismissed') return whyNotFixable(gap, id)
  if (gap.state === 'fixing')
    return `\`${id}\` is handed to the agent (job \`${gap.job?.id ?? 'unknown'}\`): wait for its pull request, then dismiss it if it is not needed`
  return null
}
