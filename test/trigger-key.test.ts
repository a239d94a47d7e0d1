/** The trigger key: built by the message flow, read by the post step and the reconcile sweep. */
import { describe, expect, it } from 'vitest'
import { finalReactionOf, reactionTargetOf, triggerKeyOf } from '../src/trigger-key.ts'

describe('trigger key', () => {
  it.each([
    ['comment', 900, 'comment-900', { id: 900, on: 'issue-comment' }],
    ['review-comment', 901, 'review-comment-901', { id: 901, on: 'review-comment' }],
    ['review', 902, 'review-902', null],
    ['run', '42', 'run-42', null],
  ] as const)('%s: built and read back for its reaction', (source, id, key, target) => {
    expect(triggerKeyOf(source, id)).toBe(key)
    expect(reactionTargetOf(key)).toEqual(target)
  })

  it('reads no reaction target from a key of another shape', () => {
    expect(reactionTargetOf('comment-')).toBeNull()
    expect(reactionTargetOf('comment-12x')).toBeNull()
    expect(reactionTargetOf('9')).toBeNull()
  })

  it.each([
    ['completed', 'rocket'],
    ['failed', 'confused'],
    ['cancelled', 'confused'],
    ['timed-out', 'confused'],
    ['skipped', null],
    ['sent', null],
  ] as const)('ends %s with %s', (outcome, reaction) => {
    expect(finalReactionOf(outcome)).toBe(reaction)
  })
})
