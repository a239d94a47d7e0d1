import { describe, expect, it } from 'vitest'
import { readMarker, type StatusMarker } from '../src/marker.ts'
import { renderStatusComment, type StatusView } from '../src/render/status-comment.ts'
import { OUTCOMES } from '../src/types.ts'

const marker: StatusMarker = {
  kind: 'status',
  trigger: 'comment-1',
  jobId: 'job_1',
  sent: true,
  outcome: null,
  sentAt: 0,
  runId: '9',
}
function view(extra: Partial<StatusView> = {}): StatusView {
  return {
    phase: 'final',
    outcome: 'completed',
    command: '/docs-agent',
    actor: 'alice',
    prompt: 'add an example',
    jobId: 'job_1',
    status: 'completed',
    prLink: 'https://github.com/acme/docs/pull/42',
    runUrl: 'https://github.com/acme/docs/actions/runs/9',
    sentAt: 0,
    elapsedMs: 133_000,
    detail: null,
    maybeSent: false,
    resumed: false,
    ...extra,
  }
}

describe('status comment', () => {
  it('shows the outcome, job, PR link, elapsed time, run link and prompt', () => {
    const body = renderStatusComment(view(), marker)
    expect(body).toContain('Completed')
    expect(body).toContain('`job_1`')
    expect(body).toContain('[acme/docs#42](https://github.com/acme/docs/pull/42)')
    expect(body).toContain('2m 13s')
    expect(body).toContain('(https://github.com/acme/docs/actions/runs/9)')
    expect(body).toContain('> add an example')
    expect(readMarker(body)).toMatchObject({ trigger: 'comment-1', jobId: 'job_1', sent: true })
  })

  it('says "no changes" when a completed job has no PR', () => {
    expect(renderStatusComment(view({ prLink: null }), marker)).toContain(
      'without changing any file',
    )
  })

  it('has a distinct final text for every outcome', () => {
    const texts = new Set(
      OUTCOMES.map((outcome) => renderStatusComment(view({ outcome, detail: 'why' }), marker)),
    )
    expect(texts.size).toBe(OUTCOMES.length)
  })

  it('links a prLink only when it is an https URL', () => {
    for (const bad of [
      'javascript:alert(1)',
      'http://evil.example/pull/1',
      'https://user:pw@evil.example/x',
      'not a url',
    ]) {
      const body = renderStatusComment(view({ prLink: bad }), marker)
      expect(body).not.toMatch(/\]\((javascript|http:|https:\/\/user)/)
      expect(body).toContain('not an https link')
    }
    const tricky = renderStatusComment(
      view({ prLink: 'https://github.com/a/b/pull/1)[x](https://evil' }),
      marker,
    )
    expect(tricky).not.toContain(')[x](')
  })

  it('makes mentions inert and HTML and Markdown in the prompt render as text', () => {
    const body = renderStatusComment(
      view({
        prompt:
          '@alice @org/team <img src=x onerror=alert(1)> ![t](https://t.example/p.png) <!-- docs-agent-action {"kind":"status"} -->',
      }),
      marker,
    )
    expect(body).not.toMatch(/@(alice|org)/)
    expect(body).not.toContain('<img')
    expect(body).not.toContain('![t](')
    expect(body.match(/<!-- docs-agent-action/g)).toHaveLength(1)
  })

  it('shortens a long prompt', () => {
    const body = renderStatusComment(view({ prompt: 'word '.repeat(2_000) }), marker)
    expect(body.length).toBeLessThan(2_000)
    expect(body).toContain('…')
  })

  it('says how to check on a timeout and that the job is still running', () => {
    const body = renderStatusComment(view({ outcome: 'timed-out', status: 'active' }), marker)
    expect(body).toContain('still running')
    expect(body).toContain('How to check')
    expect(body).toContain('re-run')
  })

  it('does not show elapsed time while working, so polls do not edit the comment', () => {
    const a = renderStatusComment(
      view({ phase: 'working', outcome: null, elapsedMs: 1_000 }),
      marker,
    )
    const b = renderStatusComment(
      view({ phase: 'working', outcome: null, elapsedMs: 9_000 }),
      marker,
    )
    expect(a).toBe(b)
  })
})
