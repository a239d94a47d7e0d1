/**
 * Step 1 of a message run: what the trigger asks for, read before any request, or why it is no
 * command at all; and who asked, as the run starts from.
 */
import { InputError } from '../../errors.ts'
import type { RunContext, Trigger } from '../../event.ts'
import type { GitHubApi } from '../../ports/github.ts'
import { SOURCE_OF_EVENT, triggerKeyOf } from '../../trigger-key.ts'
import type { MessageSettings } from './settings.ts'
import { parseCommand } from './command.ts'
import type { RunStart } from '../../status/state.ts'
import type { CommandWord } from '../../types.ts'

/** A command to run (or to refuse once its author passed the gate). */
export interface CommandRequest {
  kind: 'command'
  /** The marker's key (trigger-key.ts). */
  triggerKey: string
  issueNumber: number | undefined
  prompt: string | undefined
  commandJobId: string | undefined
  word: CommandWord | null
  /** `fix` and `dismiss`: the gap ids named (`g4`), in order; empty for every other word. */
  gapIds: string[]
  /** Why the command cannot run (told to the commenter once they pass the gate). */
  invalidReason: string | null
}

type Request = { kind: 'skip'; reason: string } | CommandRequest

/** The action a comment event must have to be a command. */
const COMMAND_EVENTS = {
  issue_comment: { action: 'created', what: 'comment' },
  pull_request_review_comment: { action: 'created', what: 'review comment' },
  pull_request_review: { action: 'submitted', what: 'review' },
} as const

/** Events whose status comment goes to their own pull request when `issue-number` is not given. */
const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target'])

/** What was asked, and by whom. Throws only for bad configuration. */
export function readRequest(trigger: Trigger, context: RunContext, ms: MessageSettings): Request {
  if (trigger.kind !== 'comment') {
    if (!ms.prompt) {
      // Configuration, not a command: fail the step before any request.
      throw new InputError(
        'prompt',
        `is required on '${trigger.eventName}' events (only comment events read it from the comment)`,
        '',
      )
    }
    return {
      kind: 'command',
      triggerKey: triggerKeyOf('run', context.runId),
      issueNumber:
        ms.issueNumber ??
        (PULL_REQUEST_EVENTS.has(trigger.eventName) ? trigger.issueNumber : undefined),
      prompt: ms.prompt,
      commandJobId: undefined,
      word: null,
      gapIds: [],
      invalidReason: null,
    }
  }
  const event = COMMAND_EVENTS[trigger.source]
  if (trigger.action !== event.action) {
    return {
      kind: 'skip',
      reason: `the ${event.what} was ${trigger.action}, not ${event.action}; only new ${event.what}s are commands`,
    }
  }
  const parsed = parseCommand(trigger.comment.body, ms.command)
  if (parsed.kind === 'not-command') return { kind: 'skip', reason: parsed.reason }
  const command = parsed.kind === 'command' ? parsed : null
  const word = command?.word ?? null
  return {
    kind: 'command',
    triggerKey: triggerKeyOf(SOURCE_OF_EVENT[trigger.source], trigger.comment.id),
    issueNumber: trigger.issueNumber,
    // The `prompt` input stands in for the instruction, not for `status` or `help`.
    prompt: promptOf(word, ms.prompt, command?.prompt),
    commandJobId: command?.jobId,
    word,
    gapIds: command?.gapIds ?? [],
    invalidReason: parsed.kind === 'invalid' && !ms.prompt ? parsed.reason : null,
  }
}

/**
 * Why a command comment is no command of a person: its author is the token's own identity (the
 * action wrote it). Ownership comes from the author, never from a marker in the text, so a
 * person's command that quotes a status comment is still a command. Null for anyone else.
 */
export async function ownCommentReason(
  trigger: Trigger,
  github: GitHubApi,
): Promise<string | null> {
  if (trigger.kind !== 'comment') return null
  const self = await github.identity()
  return trigger.comment.userLogin.toLowerCase() === self.toLowerCase()
    ? "the comment was written by this action's own token"
    : null
}

/** What the run starts from: who asked what (the earlier attempt's marker is added later). */
export function runStartOf(
  request: Request,
  trigger: Trigger,
  context: RunContext,
  ms: MessageSettings,
  now: number,
): RunStart {
  const command = request.kind === 'command' ? request : null
  const comment = trigger.kind === 'comment' ? trigger.comment : null
  return {
    triggerKey: command?.triggerKey ?? '',
    trigger: trigger.kind === 'comment' ? trigger.source : trigger.eventName,
    actor: comment?.userLogin ?? context.actor,
    command: ms.command,
    prompt: command?.prompt ?? null,
    shownPrompt: shownPromptOf(command, comment?.body ?? ''),
    word: command?.word ?? null,
    source:
      trigger.kind === 'comment' && trigger.source !== 'issue_comment'
        ? {
            kind: trigger.source === 'pull_request_review' ? 'review' : 'review comment',
            url: trigger.comment.htmlUrl,
          }
        : null,
    runId: context.runId,
    runUrl: context.runUrl,
    startedAt: now,
    earlier: null,
  }
}

/**
 * The instruction: the `prompt` input stands in for the comment's, but not for `status` and
 * `help` (which take none) nor for `fix` and `dismiss` (whose words are the maintainer's extra
 * instructions and reason).
 */
function promptOf(
  word: CommandWord | null,
  input: string | undefined,
  fromComment: string | undefined,
): string | undefined {
  if (word === 'status' || word === 'help') return undefined
  if (word === 'fix' || word === 'dismiss') return fromComment
  return input ?? fromComment
}

/** What the status comment quotes of the request: the instruction, or the words and gap ids. */
function shownPromptOf(command: CommandRequest | null, body: string): string {
  if (command?.word === 'fix' || command?.word === 'dismiss') {
    const rest = command.prompt ? ` ${command.prompt}` : ''
    return `${command.word} ${command.gapIds.join(' ')}${rest}`
  }
  if (command && command.word !== null && command.word !== 'new') return ''
  return command?.prompt ?? body
}
