/**
 * Who may trigger a command. Only the collaborator-permission API decides (plus the explicit
 * allow-lists): `author_association` is never trusted, and a failed look-up refuses.
 */
import { describeError } from '../errors.ts'
import { PERMISSIONS, type Permission } from '../types.ts'
import type { GitHubApi } from './types.ts'

export interface GateInput {
  login: string
  userType: string
  minPermission: Permission
  /** Lower-cased logins allowed whatever their permission. */
  allowedUsers: readonly string[]
  /** Lower-cased exact bot logins allowed. */
  allowedBots: readonly string[]
}

export type GateDecision = { allowed: true; reason: string } | { allowed: false; reason: string }

function isBot(login: string, userType: string): boolean {
  return userType === 'Bot' || /\[bot\]$/i.test(login)
}

/** Decides whether `login` may run the command. Never throws: errors refuse (fail closed). */
export async function authorize(
  input: GateInput,
  github: Pick<GitHubApi, 'getPermission'>,
): Promise<GateDecision> {
  const login = input.login.toLowerCase()
  if (isBot(input.login, input.userType)) {
    return input.allowedBots.includes(login)
      ? { allowed: true, reason: `${input.login} is listed in \`allowed-bots\`.` }
      : {
          allowed: false,
          reason: `${input.login} is a bot account; bots may run this command only when listed by exact login in \`allowed-bots\`.`,
        }
  }
  if (input.allowedUsers.includes(login)) {
    return { allowed: true, reason: `${input.login} is listed in \`allowed-users\`.` }
  }
  let permission: Permission | 'none'
  try {
    permission = await github.getPermission(input.login)
  } catch (error) {
    return {
      allowed: false,
      reason: `the permission of ${input.login} could not be checked, so the command was refused (${describeError(error)}).`,
    }
  }
  const needed = PERMISSIONS.indexOf(input.minPermission)
  const has = permission === 'none' ? -1 : PERMISSIONS.indexOf(permission)
  if (has >= needed) {
    return {
      allowed: true,
      reason: `${input.login} has \`${permission}\` permission (needs \`${input.minPermission}\`).`,
    }
  }
  const what =
    permission === 'none' ? 'no permission on this repository' : `\`${permission}\` permission`
  return {
    allowed: false,
    reason: `${input.login} has ${what}; this command needs \`${input.minPermission}\` or higher (or a listing in \`allowed-users\`).`,
  }
}
