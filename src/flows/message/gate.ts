/**
 * Who may trigger a command. Only the collaborator-permission API decides, plus the explicit
 * allow-lists: `author_association` is never used (it says nothing reliable about write access,
 * and is absent for some events), bots need an exact listing, and a failed look-up refuses.
 */
import { describeError, hintOf } from '../../errors.ts'
import { PERMISSIONS, type Permission } from '../../types.ts'
import type { GitHubApi } from '../../ports/github.ts'

export interface GateInput {
  login: string
  /** The account type from the event (`User`, `Bot`, `Organization`…). */
  userType: string
  minPermission: Permission
  /** Logins allowed whatever their permission (compared case-insensitively). */
  allowedUsers: readonly string[]
  /** Exact bot logins allowed, e.g. `renovate[bot]` (compared case-insensitively). */
  allowedBots: readonly string[]
}

/** The decision, with a sentence for the refusal comment and the log (plain text, not escaped). */
type GateDecision = { allowed: true; reason: string } | { allowed: false; reason: string }

/** A bot by its account type, or by the `[bot]` suffix only GitHub Apps can have. */
function isBot(login: string, userType: string): boolean {
  return userType.toLowerCase() === 'bot' || /\[bot\]$/i.test(login)
}

const listed = (list: readonly string[], login: string): boolean =>
  list.some((entry) => entry.trim().toLowerCase() === login.toLowerCase())

/**
 * Decides whether `login` may run the command. Never throws: an error while looking up the
 * permission refuses (fails closed), and the reason says why.
 */
export async function authorize(
  input: GateInput,
  github: Pick<GitHubApi, 'getPermission'>,
): Promise<GateDecision> {
  const login = input.login.trim()
  if (!login) {
    return {
      allowed: false,
      reason: "The commenter's login is unknown, so the command was refused.",
    }
  }
  const who = `@${login}`
  if (isBot(login, input.userType)) {
    // An app's permission says what its installation may do, not who asked it to comment: a bot
    // could relay anyone's text. So bots pass only by name, whatever permission they hold.
    return listed(input.allowedBots, login)
      ? { allowed: true, reason: `${who} is listed in \`allowed-bots\`.` }
      : {
          allowed: false,
          reason: `${who} is a bot account; bots may run this command only when their exact login is listed in \`allowed-bots\`.`,
        }
  }
  if (listed(input.allowedUsers, login)) {
    return { allowed: true, reason: `${who} is listed in \`allowed-users\`.` }
  }

  let permission: Permission | 'none'
  try {
    permission = await github.getPermission(login)
  } catch (error) {
    const why = describeError(error)
      .trim()
      .replace(/[^.!?]$/, '$&.')
    const hint = hintOf(error) ? ` To fix it: ${hintOf(error)}.` : ''
    return {
      allowed: false,
      reason: `The repository permission of ${who} could not be checked, so the command was refused; the look-up failed: ${why}${hint}`,
    }
  }
  const needed = PERMISSIONS.indexOf(input.minPermission)
  const has = PERMISSIONS.indexOf(permission as Permission)
  const needs = `this command needs \`${input.minPermission}\` or higher`
  // An unknown level on either side refuses rather than compares.
  if (needed >= 0 && has >= needed) {
    return { allowed: true, reason: `${who} has \`${permission}\` permission; ${needs}.` }
  }
  return {
    allowed: false,
    reason:
      has < 0
        ? `${who} has no permission on this repository; ${needs}.`
        : `${who} has \`${permission}\` permission; ${needs}.`,
  }
}
