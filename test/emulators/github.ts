/**
 * A GitHub REST emulator on loopback for the calls the action makes: collaborator permission,
 * issue comments (list with paging, create, update, delete), comment reactions, issues (list,
 * create, update) and /user. With a request log and faults: status answers (a 403 "Resource not
 * accessible by integration", a secondary rate limit, 5xx), lost answers (applied, then the socket
 * is destroyed) and latency. Standard library only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type GitHubRoute =
  | 'permission'
  | 'listComments'
  | 'createComment'
  | 'updateComment'
  | 'deleteComment'
  | 'reaction'
  | 'listIssues'
  | 'createIssue'
  | 'updateIssue'
  | 'user'

export type GitHubFault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'lost-answer' }
  | { kind: 'latency'; ms: number }

export interface GitHubRequest {
  method: string
  path: string
  query: Record<string, string>
  body: string
  route: GitHubRoute | 'unknown'
  status: number | null
  authorization: string
}

export interface EmulatedComment {
  id: number
  issueNumber: number
  body: string
  login: string
  type: string
  createdAt: string
  updatedAt: string
}

interface EmulatedIssue {
  number: number
  title: string
  body: string
  state: 'open' | 'closed'
  isPullRequest: boolean
  login: string
  type: string
}

export interface GitHubEmulator {
  readonly url: string
  readonly token: string
  readonly requests: GitHubRequest[]
  setPermission(
    user: string,
    permission: 'none' | 'read' | 'triage' | 'write' | 'maintain' | 'admin',
    type?: string,
  ): void
  addIssue(issue: {
    number: number
    title?: string
    isPullRequest?: boolean
    body?: string
    login?: string
    type?: string
  }): void
  addComment(issueNumber: number, comment: { body: string; login: string; type?: string }): number
  comments(issueNumber: number): EmulatedComment[]
  reactions(commentId: number): string[]
  issues(): Array<EmulatedIssue & { htmlUrl: string }>
  addFaults(route: GitHubRoute, ...faults: GitHubFault[]): void
  /** Called before each request is handled (to change state mid-run). */
  onRequest(hook: ((request: GitHubRequest) => void) | null): void
  close(): Promise<void>
}

export const DEFAULT_GITHUB_TOKEN = 'ghs_emulatorTokenABCDEFGHIJKLMNOPQRSTU'

export async function startGitHubEmulator(
  options: {
    token?: string
    owner?: string
    repo?: string
    selfLogin?: string
    patLogin?: string | null
  } = {},
): Promise<GitHubEmulator> {
  const token = options.token ?? DEFAULT_GITHUB_TOKEN
  const owner = options.owner ?? 'acme'
  const repo = options.repo ?? 'docs'
  const selfLogin = options.selfLogin ?? 'github-actions[bot]'
  const patLogin = options.patLogin ?? null
  const requests: GitHubRequest[] = []
  const permissions = new Map<string, { permission: string; type: string }>()
  const issues = new Map<number, EmulatedIssue>()
  const comments: EmulatedComment[] = []
  const reactions = new Map<number, string[]>()
  const faults = new Map<GitHubRoute, GitHubFault[]>()
  let hook: ((request: GitHubRequest) => void) | null = null
  let nextCommentId = 1_000_000
  let clock = Date.UTC(2026, 10, 22, 9, 0, 0)
  let url = ''
  const stamp = (): string => new Date((clock += 1000)).toISOString()
  const site = `https://github.com/${owner}/${repo}`

  const commentJson = (c: EmulatedComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    body: c.body,
    html_url: `${site}/${issues.get(c.issueNumber)?.isPullRequest ? 'pull' : 'issues'}/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${url}/repos/${owner}/${repo}/issues/${c.issueNumber}`,
    user: { login: c.login, type: c.type, id: 1 },
    author_association: c.type === 'Bot' ? 'NONE' : 'MEMBER',
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  })
  const issueJson = (i: EmulatedIssue) => ({
    number: i.number,
    title: i.title,
    body: i.body,
    state: i.state,
    html_url: `${site}/${i.isPullRequest ? 'pull' : 'issues'}/${i.number}`,
    user: { login: i.login, type: i.type },
    ...(i.isPullRequest
      ? { pull_request: { url: `${url}/repos/${owner}/${repo}/pulls/${i.number}` } }
      : {}),
  })
  const ensureIssue = (n: number): EmulatedIssue => {
    let issue = issues.get(n)
    if (!issue) {
      issue = {
        number: n,
        title: `Issue ${n}`,
        body: '',
        state: 'open',
        isPullRequest: true,
        login: 'alice',
        type: 'User',
      }
      issues.set(n, issue)
    }
    return issue
  }

  function route(method: string, path: string): { route: GitHubRoute; params: string[] } | null {
    const base = `/repos/${owner}/${repo}`
    const table: Array<[string, RegExp, GitHubRoute]> = [
      ['GET', /^\/user$/, 'user'],
      ['GET', new RegExp(`^${base}/collaborators/([^/]+)/permission$`), 'permission'],
      ['GET', new RegExp(`^${base}/issues/(\\d+)/comments$`), 'listComments'],
      ['POST', new RegExp(`^${base}/issues/(\\d+)/comments$`), 'createComment'],
      ['PATCH', new RegExp(`^${base}/issues/comments/(\\d+)$`), 'updateComment'],
      ['DELETE', new RegExp(`^${base}/issues/comments/(\\d+)$`), 'deleteComment'],
      ['POST', new RegExp(`^${base}/issues/comments/(\\d+)/reactions$`), 'reaction'],
      ['GET', new RegExp(`^${base}/issues$`), 'listIssues'],
      ['POST', new RegExp(`^${base}/issues$`), 'createIssue'],
      ['PATCH', new RegExp(`^${base}/issues/(\\d+)$`), 'updateIssue'],
    ]
    for (const [m, re, name] of table) {
      const match = re.exec(path)
      if (m === method && match)
        return { route: name, params: match.slice(1).map(decodeURIComponent) }
    }
    return null
  }

  function page<T>(
    items: T[],
    query: Record<string, string>,
    path: string,
  ): { items: T[]; link: string | null } {
    const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 30) || 30))
    const pageNo = Math.max(1, Number(query.page ?? 1) || 1)
    const slice = items.slice((pageNo - 1) * perPage, pageNo * perPage)
    const more = pageNo * perPage < items.length
    const params = new URLSearchParams({
      ...query,
      per_page: String(perPage),
      page: String(pageNo + 1),
    })
    return { items: slice, link: more ? `<${url}${path}?${params}>; rel="next"` : null }
  }

  /** Applies a request; returns [status, body, headers]. */
  function handle(
    name: GitHubRoute,
    params: string[],
    query: Record<string, string>,
    path: string,
    body: Record<string, unknown>,
  ): [number, unknown, Record<string, string>] {
    switch (name) {
      case 'user':
        return patLogin
          ? [200, { login: patLogin, type: 'User' }, {}]
          : [
              403,
              {
                message: 'Resource not accessible by integration',
                documentation_url:
                  'https://docs.github.com/rest/users/users#get-the-authenticated-user',
              },
              {},
            ]
      case 'permission': {
        const entry = permissions.get((params[0] ?? '').toLowerCase())
        if (!entry || entry.permission === 'none')
          return [404, { message: `${params[0]} is not a user` }, {}]
        const folded =
          entry.permission === 'triage'
            ? 'read'
            : entry.permission === 'maintain'
              ? 'write'
              : entry.permission
        return [
          200,
          {
            permission: folded,
            role_name: entry.permission,
            user: { login: params[0], type: entry.type },
          },
          {},
        ]
      }
      case 'listComments': {
        const n = Number(params[0])
        const { items, link } = page(
          comments.filter((c) => c.issueNumber === n),
          query,
          path,
        )
        return [200, items.map(commentJson), link ? { link } : {}]
      }
      case 'createComment': {
        const n = Number(params[0])
        if (typeof body.body !== 'string' || body.body.length > 65_536) {
          return [
            422,
            {
              message: 'Validation Failed',
              errors: [{ message: 'body is too long (maximum is 65536 characters)' }],
            },
            {},
          ]
        }
        ensureIssue(n)
        const at = stamp()
        const c: EmulatedComment = {
          id: nextCommentId++,
          issueNumber: n,
          body: body.body,
          login: selfLogin,
          type: patLogin ? 'User' : 'Bot',
          createdAt: at,
          updatedAt: at,
        }
        if (patLogin) c.login = patLogin
        comments.push(c)
        return [201, commentJson(c), {}]
      }
      case 'updateComment': {
        const c = comments.find((x) => x.id === Number(params[0]))
        if (!c) return [404, { message: 'Not Found' }, {}]
        if (typeof body.body !== 'string' || body.body.length > 65_536)
          return [422, { message: 'Validation Failed' }, {}]
        c.body = body.body
        c.updatedAt = stamp()
        return [200, commentJson(c), {}]
      }
      case 'deleteComment': {
        const at = comments.findIndex((x) => x.id === Number(params[0]))
        if (at < 0) return [404, { message: 'Not Found' }, {}]
        comments.splice(at, 1)
        return [204, null, {}]
      }
      case 'reaction': {
        const id = Number(params[0])
        if (!comments.some((c) => c.id === id)) return [404, { message: 'Not Found' }, {}]
        const list = reactions.get(id) ?? []
        const content = String(body.content)
        const existed = list.includes(content)
        if (!existed) list.push(content)
        reactions.set(id, list)
        return [existed ? 200 : 201, { id: 1, content }, {}]
      }
      case 'listIssues': {
        const open = [...issues.values()].filter(
          (i) => query.state === 'all' || i.state === (query.state ?? 'open'),
        )
        const { items, link } = page(open, query, path)
        return [200, items.map(issueJson), link ? { link } : {}]
      }
      case 'createIssue': {
        const n = Math.max(0, ...issues.keys()) + 1
        const issue: EmulatedIssue = {
          number: n,
          title: String(body.title),
          body: String(body.body ?? ''),
          state: 'open',
          isPullRequest: false,
          login: patLogin ?? selfLogin,
          type: patLogin ? 'User' : 'Bot',
        }
        issues.set(n, issue)
        return [201, issueJson(issue), {}]
      }
      case 'updateIssue': {
        const issue = issues.get(Number(params[0]))
        if (!issue) return [404, { message: 'Not Found' }, {}]
        if (typeof body.title === 'string') issue.title = body.title
        if (typeof body.body === 'string') issue.body = body.body
        return [200, issueJson(issue), {}]
      }
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      void (async () => {
        const parsed = new URL(req.url ?? '/', 'http://localhost')
        const query = Object.fromEntries(parsed.searchParams)
        const text = Buffer.concat(chunks).toString('utf8')
        const matched = route(req.method ?? 'GET', parsed.pathname)
        const record: GitHubRequest = {
          method: req.method ?? 'GET',
          path: parsed.pathname,
          query,
          body: text,
          route: matched?.route ?? 'unknown',
          status: null,
          authorization: req.headers.authorization ?? '',
        }
        requests.push(record)
        hook?.(record)
        const send = (
          status: number,
          body: unknown,
          headers: Record<string, string> = {},
        ): void => {
          record.status = status
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
          res.end(body === null ? '' : JSON.stringify(body))
        }
        const auth = req.headers.authorization ?? ''
        if (auth !== `Bearer ${token}` && auth !== `token ${token}`) {
          return send(401, {
            message: 'Bad credentials',
            documentation_url: 'https://docs.github.com/rest',
          })
        }
        if (!matched) return send(404, { message: 'Not Found' })
        const fault = faults.get(matched.route)?.shift()
        if (fault?.kind === 'latency') await new Promise((r) => setTimeout(r, fault.ms))
        if (fault?.kind === 'status')
          return send(
            fault.status,
            fault.body ?? { message: `Emulated ${fault.status}` },
            fault.headers,
          )
        let body: Record<string, unknown>
        try {
          body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
        } catch {
          return send(400, { message: 'Problems parsing JSON' })
        }
        const [status, payload, headers] = handle(
          matched.route,
          matched.params,
          query,
          parsed.pathname,
          body,
        )
        if (fault?.kind === 'lost-answer') {
          record.status = null
          req.socket.resetAndDestroy()
          return
        }
        send(status, payload, headers)
      })()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    token,
    requests,
    setPermission(user, permission, type = 'User') {
      permissions.set(user.toLowerCase(), { permission, type })
    },
    addIssue(issue) {
      issues.set(issue.number, {
        number: issue.number,
        title: issue.title ?? `Issue ${issue.number}`,
        body: issue.body ?? '',
        state: 'open',
        isPullRequest: issue.isPullRequest ?? true,
        login: issue.login ?? 'alice',
        type: issue.type ?? 'User',
      })
    },
    addComment(issueNumber, comment) {
      ensureIssue(issueNumber)
      const at = stamp()
      const c: EmulatedComment = {
        id: nextCommentId++,
        issueNumber,
        body: comment.body,
        login: comment.login,
        type: comment.type ?? 'User',
        createdAt: at,
        updatedAt: at,
      }
      comments.push(c)
      return c.id
    },
    comments: (issueNumber) =>
      comments.filter((c) => c.issueNumber === issueNumber).map((c) => ({ ...c })),
    reactions: (commentId) => [...(reactions.get(commentId) ?? [])],
    issues: () =>
      [...issues.values()].map((i) => ({
        ...i,
        htmlUrl: `${site}/${i.isPullRequest ? 'pull' : 'issues'}/${i.number}`,
      })),
    addFaults(routeName, ...list) {
      faults.set(routeName, [...(faults.get(routeName) ?? []), ...list])
    },
    onRequest(next) {
      hook = next
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
