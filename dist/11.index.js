export const id = 11;
export const ids = [11];
export const modules = {

/***/ 9373:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ systemClock)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);

/** The real clock. */
const systemClock = {
    now: () => Date.now(),
    sleep: async (ms, signal) => {
        await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.max(0, ms), undefined, signal ? { signal } : undefined);
    },
};


/***/ }),

/***/ 3916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   ml: () => (/* binding */ shorten)
/* harmony export */ });
/**
 * Typed errors. Library code throws these; only main.ts turns a thrown value into a failed step.
 */
/** Base of every error the action explains to its user. `hint` says what to do about it. */
class ActionError extends Error {
    hint;
    constructor(message, options) {
        super(message, options?.cause === undefined ? undefined : { cause: options.cause });
        this.name = new.target.name;
        this.hint = options?.hint;
    }
}
/** A bad input value: names the input, what it accepts and what it got. */
class InputError extends ActionError {
    input;
    constructor(input, accepts, got) {
        super(`input '${input}' ${accepts} (got '${shorten(got, 80)}')`);
        this.input = input;
    }
}
/** Cuts `text` to at most `max` characters, marking the cut. */
function shorten(text, max) {
    if (text.length <= max)
        return text;
    return `${text.slice(0, Math.max(0, max - 1))}…`;
}
/** A message for any thrown value, `Error` or not. */
function describeError(error) {
    if (error instanceof Error)
        return error.message || error.name;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error) ?? String(error);
    }
    catch {
        return String(error);
    }
}


/***/ }),

/***/ 807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   Ds: () => (/* binding */ loadEvent)
/* harmony export */ });
/* unused harmony export readTrigger */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/**
 * The only reader of the runner's context (environment variables and the event payload). It turns
 * them into plain values, so that nothing else depends on the shape of a webhook payload.
 */


const DEFAULT_SERVER_URL = 'https://github.com';
const DEFAULT_API_URL = 'https://api.github.com';
/**
 * Reads the run's context from the runner's environment variables.
 *
 * @throws ActionError when `GITHUB_REPOSITORY` is missing or not `owner/repo`, or a run id or
 * attempt is not a number.
 */
function readRunContext(env) {
    const repository = (env.GITHUB_REPOSITORY ?? '').trim();
    const parts = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository);
    if (!parts?.[1] || !parts[2]) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(repository === ''
            ? 'GITHUB_REPOSITORY is not set'
            : `GITHUB_REPOSITORY must be 'owner/repo' (got '${repository.slice(0, 200)}')`, { hint: 'Run the action in a GitHub Actions workflow, or set GITHUB_REPOSITORY=owner/repo.' });
    }
    const runId = (env.GITHUB_RUN_ID ?? '').trim() || '0';
    if (!/^\d{1,20}$/.test(runId)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`GITHUB_RUN_ID must be a number (got '${runId.slice(0, 40)}')`);
    }
    const attemptText = (env.GITHUB_RUN_ATTEMPT ?? '').trim() || '1';
    const runAttempt = /^\d{1,9}$/.test(attemptText) ? Number(attemptText) : NaN;
    if (!(runAttempt >= 1)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`GITHUB_RUN_ATTEMPT must be a positive integer (got '${attemptText.slice(0, 40)}')`);
    }
    const serverUrl = baseAddress(env.GITHUB_SERVER_URL, DEFAULT_SERVER_URL);
    const repo = { owner: parts[1], repo: parts[2] };
    return {
        eventName: (env.GITHUB_EVENT_NAME ?? '').trim(),
        repo,
        runId,
        runAttempt,
        serverUrl,
        apiUrl: baseAddress(env.GITHUB_API_URL, DEFAULT_API_URL),
        runUrl: `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`,
        actor: (env.GITHUB_ACTOR ?? '').trim(),
        workflow: (env.GITHUB_WORKFLOW ?? '').trim(),
    };
}
function baseAddress(value, fallback) {
    const text = (value ?? '').trim();
    return (text === '' ? fallback : text).replace(/\/+$/, '');
}
/**
 * Reduces an event payload to a Trigger. `issue_comment` payloads must carry what the action
 * relies on; other events only lend their issue or pull request number, when they have one.
 *
 * @throws ActionError when the payload is not an object, or an `issue_comment` payload lacks the
 * issue number, the comment id or the commenter.
 */
function readTrigger(eventName, payload) {
    if (payload === undefined || payload === null)
        payload = {};
    if (!isRecord(payload)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`the ${eventName || 'event'} payload is not a JSON object`);
    }
    if (eventName !== 'issue_comment') {
        return {
            kind: 'other',
            eventName,
            issueNumber: positiveInteger(field(payload, 'issue', 'number')) ??
                positiveInteger(field(payload, 'pull_request', 'number')) ??
                positiveInteger(payload.number),
        };
    }
    const malformed = (what) => new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`the issue_comment payload is malformed: ${what}`, {
        hint: 'The action reads GITHUB_EVENT_PATH; check that it holds the webhook payload.',
    });
    const action = payload.action;
    if (typeof action !== 'string')
        throw malformed("'action' is missing");
    const issue = payload.issue;
    if (!isRecord(issue))
        throw malformed("'issue' is missing");
    const issueNumber = positiveInteger(issue.number);
    if (issueNumber === undefined)
        throw malformed("'issue.number' is not a positive integer");
    const comment = payload.comment;
    if (!isRecord(comment))
        throw malformed("'comment' is missing");
    const id = positiveInteger(comment.id);
    if (id === undefined)
        throw malformed("'comment.id' is not a positive integer");
    const userLogin = field(comment, 'user', 'login');
    if (typeof userLogin !== 'string' || userLogin === '') {
        throw malformed("'comment.user.login' is missing");
    }
    const userType = field(comment, 'user', 'type');
    return {
        kind: 'comment',
        action,
        issueNumber,
        // GitHub marks a pull request's conversation by a `pull_request` object on the issue.
        isPullRequest: isRecord(issue.pull_request),
        comment: {
            id,
            // An empty comment may come as null.
            body: typeof comment.body === 'string' ? comment.body : '',
            htmlUrl: typeof comment.html_url === 'string' ? comment.html_url : '',
            userLogin,
            userType: typeof userType === 'string' ? userType : 'User',
        },
    };
}
/**
 * Reads the run context and the event payload at `GITHUB_EVENT_PATH`. A missing path or file (a
 * local run) is an empty payload; a file that is not JSON is an ActionError.
 */
async function loadEvent(env) {
    const context = readRunContext(env);
    const path = (env.GITHUB_EVENT_PATH ?? '').trim();
    let payload = {};
    if (path !== '') {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(path, 'utf8');
        }
        catch (error) {
            if (error.code !== 'ENOENT') {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`cannot read the event payload at GITHUB_EVENT_PATH (${path})`, {
                    cause: error,
                });
            }
        }
        if (text !== undefined && text.trim() !== '') {
            try {
                payload = JSON.parse(text);
            }
            catch (error) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`the event payload at GITHUB_EVENT_PATH (${path}) is not JSON`, {
                    cause: error,
                });
            }
        }
    }
    return { context, trigger: readTrigger(context.eventName, payload) };
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function field(record, key, inner) {
    const value = record[key];
    return isRecord(value) ? value[inner] : undefined;
}
function positiveInteger(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}


/***/ }),

/***/ 6584:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ createGitHubClient)
/* harmony export */ });
/* harmony import */ var _clock_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9373);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _http_request_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(137);
/* harmony import */ var _http_retry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8902);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6670);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6141);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
/**
 * A small GitHub REST client over undici, for the few calls the action makes. Small on purpose:
 * the full Octokit would double the bundle and the start-up time for ten endpoints.
 *
 * Retries by meaning. Reads, edits (a PATCH of a whole body), deletes and reactions give the same
 * result when repeated, so they are retried on transport errors, 5xx and rate limits. Creating a
 * comment or an issue is not: it is sent again only when GitHub provably did not apply it (the
 * connection was refused, or a rate limit turned it away). After any other doubt the error is
 * thrown and the caller looks for what it created by its marker (see status-comment.ts).
 */







const USER_AGENT = 'docs-agent-action/1';
const REQUEST_TIMEOUT_MS = 20_000;
/** 100 pages of 100: a bound that keeps a misbehaving server from paging us forever. */
const MAX_PAGES = 100;
/** GitHub asks for at least a minute's wait after a secondary rate limit that gives no time. */
const SECONDARY_LIMIT_WAIT_MS = 60_000;
const COMMENTS = {
    kind: 'scopes',
    scopes: ['issues: write', 'pull-requests: write'],
};
const ISSUES = { kind: 'scopes', scopes: ['issues: write'] };
const METADATA = { kind: 'metadata' };
/**
 * The GitHub REST adapter. Every error it throws is a `GitHubError` (or subclass) whose text never
 * holds the token.
 */
function createGitHubClient(options) {
    const clock = options.clock ?? _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const random = options.random ?? Math.random;
    const policy = options.retryPolicy ?? _http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_RETRY_POLICY */ .cO;
    const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean);
    const base = options.apiUrl.replace(/\/+$/, '');
    let origin;
    try {
        origin = new URL(base).origin;
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`the GitHub API URL '${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shorten */ .ml)(base, 80)}' is not a URL`, null);
    }
    const { owner, repo } = options.repo;
    const repoName = `${owner}/${repo}`;
    const repoPath = `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;
    const headers = {
        accept: 'application/vnd.github+json',
        'x-github-api-version': '2022-11-28',
        'user-agent': USER_AGENT,
    };
    if (options.token)
        headers.authorization = `Bearer ${options.token}`;
    let requestCount = 0;
    const clean = (text) => (0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)(text, secrets);
    async function send(spec) {
        const url = spec.target.startsWith('/') ? `${base}${spec.target}` : spec.target;
        for (let attempt = 1;; attempt++) {
            const last = attempt >= policy.maxAttempts;
            let answer;
            try {
                answer = await (0,_http_request_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOnce */ .E4)(options.dispatcher, {
                    method: spec.method,
                    url,
                    headers,
                    json: spec.json,
                    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
                });
                requestCount++;
            }
            catch (error) {
                if (!(error instanceof _http_request_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .wX))
                    throw error;
                if (!error.notSent)
                    requestCount++;
                if (error.aborted || last || !(error.notSent || spec.retry === 'safe')) {
                    throw transportFailure(spec, error, attempt);
                }
                await clock.sleep((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(attempt, policy, random, undefined));
                continue;
            }
            if (answer.status >= 200 && answer.status < 300)
                return answer;
            if (answer.status === 404 && spec.goneIsDone && attempt > 1)
                return answer;
            const text = errorText(answer);
            const limit = rateLimit(answer, text, clock.now());
            if (limit) {
                // A rate-limited request was turned away, not applied: even a create may be sent again.
                if (last || (limit.waitMs ?? 0) > policy.maxRetryAfterMs) {
                    throw rateLimitError(spec, answer.status, text, limit.waitMs, attempt);
                }
                await clock.sleep((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(attempt, policy, random, limit.waitMs));
                continue;
            }
            if ((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .isRetryableStatus */ .PS)(answer.status) && spec.retry === 'safe' && !last) {
                const retryAfter = (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRetryAfter */ .mu)(answer.headers['retry-after'], clock.now());
                if (retryAfter === undefined || retryAfter <= policy.maxRetryAfterMs) {
                    await clock.sleep((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(attempt, policy, random, retryAfter));
                    continue;
                }
            }
            throw statusError(spec, answer.status, text, attempt);
        }
    }
    async function sendJson(spec) {
        const answer = await send(spec);
        const value = parseJson(answer, spec);
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub's answer to '${spec.what}' was not a JSON object`, answer.status);
        }
        return value;
    }
    function parseJson(answer, spec) {
        try {
            return JSON.parse(answer.text);
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub's answer to '${spec.what}' was not JSON (status ${answer.status}): ${clean((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shorten */ .ml)(answer.text.trim(), 120))}`, answer.status);
        }
    }
    /** Every page of a list endpoint (per_page=100, following the Link header's `next`). */
    async function listAll(spec) {
        const items = [];
        const first = new URL(`${base}${spec.target}`);
        first.searchParams.set('per_page', '100');
        let next = first.href;
        for (let page = 1; next && page <= MAX_PAGES; page++) {
            const answer = await send({ ...spec, method: 'GET', target: next, retry: 'safe' });
            const value = parseJson(answer, spec);
            if (!Array.isArray(value) || value.some((v) => typeof v !== 'object' || v === null)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub's answer to '${spec.what}' was not a list of objects`, answer.status);
            }
            items.push(...value);
            next = nextPage(answer.headers.link, spec.what);
        }
        return items;
    }
    /** The `rel="next"` URL of a Link header; only on the API's own origin, where the token may go. */
    function nextPage(link, what) {
        if (!link)
            return null;
        for (const match of link.matchAll(/<([^>]*)>((?:\s*;\s*[^;,]+)*)/g)) {
            const rel = /;\s*rel\s*=\s*"?([^";]*)"?/i.exec(match[2] ?? '')?.[1] ?? '';
            if (!rel.split(/\s+/).includes('next'))
                continue;
            let url;
            try {
                url = new URL(match[1] ?? '', `${base}/`);
            }
            catch {
                break;
            }
            if (url.origin !== origin) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub's next-page link for '${what}' points to another host (${url.origin}); stopped rather than send the token there`, null);
            }
            return url.href;
        }
        return null;
    }
    function transportFailure(spec, error, attempt) {
        const tries = attempt > 1 ? ` (after ${attempt} attempts)` : '';
        const doubt = spec.retry === 'create' && !error.notSent
            ? '; it may or may not have been applied, so it was not sent again'
            : '';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(clean(`could not ${spec.what}${tries}: ${error.message}${doubt}`), null, {
            cause: error,
        });
    }
    function rateLimitError(spec, status, text, waitMs, attempt) {
        const now = clock.now();
        const resetAt = waitMs === undefined ? null : now + waitMs;
        const when = resetAt === null
            ? 'GitHub did not say when it lifts'
            : `it resets at ${new Date(resetAt).toISOString().slice(11, 19)} UTC (${inAbout(resetAt - now)})`;
        const tries = attempt > 1 ? ` after ${attempt} attempts` : '';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubRateLimitError */ .Rr(clean(`GitHub's rate limit stopped '${spec.what}'${tries}: ${text}; ${when}.`), status, resetAt);
    }
    function statusError(spec, status, text, attempt) {
        if (status === 403 && /not accessible by integration/i.test(text) && spec.need) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubPermissionError */ .x6(spec.what, spec.need, text);
        }
        if (status === 401)
            return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubAuthError */ .Kz(spec.what, text);
        if (status === 404) {
            return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubNotFoundError */ .ZY(`GitHub found no ${spec.resource} while trying to ${spec.what} (404: ${text}).`, spec.resource);
        }
        const tries = attempt > 1 ? ` after ${attempt} attempts` : '';
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub answered ${status} to '${spec.what}'${tries}: ${text}.`, status, status === 403
            ? { hint: 'the token may lack access to this repository, or the action may be blocked' }
            : undefined);
    }
    /** GitHub's message (with validation details), one line, shortened and redacted. */
    function errorText(answer) {
        let text = answer.text;
        try {
            const value = JSON.parse(answer.text);
            if (typeof value?.message === 'string') {
                const details = Array.isArray(value.errors)
                    ? value.errors
                        .map((e) => typeof e === 'string'
                        ? e
                        : typeof e?.message === 'string'
                            ? String(e.message)
                            : [e?.field, e?.code].filter(Boolean).join(' '))
                        .filter(Boolean)
                    : [];
                text = details.length > 0 ? `${value.message} (${details.join('; ')})` : value.message;
            }
        }
        catch {
            // Not JSON (a proxy's HTML page): keep the raw text, shortened below.
        }
        const oneLine = text.replace(/\s+/g, ' ').trim();
        return clean((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shorten */ .ml)(oneLine || `HTTP ${answer.status}`, 300));
    }
    const commentsOf = (n) => `${repoPath}/issues/${n}/comments`;
    const commentPath = (id) => `${repoPath}/issues/comments/${id}`;
    const onIssue = (n) => `issue or pull request #${n} in ${repoName}`;
    const comment = (id) => `comment ${id} in ${repoName}`;
    return {
        get requestCount() {
            return requestCount;
        },
        async getPermission(user) {
            try {
                const value = await sendJson({
                    method: 'GET',
                    target: `${repoPath}/collaborators/${encodeURIComponent(user)}/permission`,
                    what: `read the repository permission of ${user}`,
                    resource: `user ${user}`,
                    need: METADATA,
                    retry: 'safe',
                });
                return toPermission(value);
            }
            catch (error) {
                // GitHub answers 404 for a login that is no user; either way it has no permission here.
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubNotFoundError */ .ZY)
                    return 'none';
                throw error;
            }
        },
        async listComments(issueNumber) {
            const list = await listAll({
                target: commentsOf(issueNumber),
                what: `list the comments of #${issueNumber}`,
                resource: onIssue(issueNumber),
                need: COMMENTS,
            });
            return list.map(toComment);
        },
        async createComment(issueNumber, body) {
            const value = await sendJson({
                method: 'POST',
                target: commentsOf(issueNumber),
                json: { body },
                what: `comment on #${issueNumber}`,
                resource: onIssue(issueNumber),
                need: COMMENTS,
                retry: 'create',
            });
            return toComment(value);
        },
        async updateComment(commentId, body) {
            const value = await sendJson({
                method: 'PATCH',
                target: commentPath(commentId),
                json: { body },
                what: `edit comment ${commentId}`,
                resource: comment(commentId),
                need: COMMENTS,
                retry: 'safe',
            });
            return toComment(value);
        },
        async deleteComment(commentId) {
            await send({
                method: 'DELETE',
                target: commentPath(commentId),
                what: `delete comment ${commentId}`,
                resource: comment(commentId),
                need: COMMENTS,
                retry: 'safe',
                goneIsDone: true,
            });
        },
        async addReaction(commentId, content) {
            // Adding the same reaction again is harmless: GitHub answers 200 with the existing one.
            await send({
                method: 'POST',
                target: `${commentPath(commentId)}/reactions`,
                json: { content },
                what: `add a ${content} reaction to comment ${commentId}`,
                resource: comment(commentId),
                need: COMMENTS,
                retry: 'safe',
            });
        },
        async listOpenIssues() {
            const list = await listAll({
                target: `${repoPath}/issues?state=open`,
                what: `list the open issues of ${repoName}`,
                resource: `repository ${repoName}`,
                need: ISSUES,
            });
            return list.map(toIssue);
        },
        async createIssue(title, body) {
            const value = await sendJson({
                method: 'POST',
                target: `${repoPath}/issues`,
                json: { title, body },
                what: `create an issue in ${repoName}`,
                resource: `repository ${repoName}`,
                need: ISSUES,
                retry: 'create',
            });
            return toIssue(value);
        },
        async updateIssue(issueNumber, fields) {
            const value = await sendJson({
                method: 'PATCH',
                target: `${repoPath}/issues/${issueNumber}`,
                json: fields,
                what: `update issue #${issueNumber}`,
                resource: `issue #${issueNumber} in ${repoName}`,
                need: ISSUES,
                retry: 'safe',
            });
            return toIssue(value);
        },
        async getAuthenticatedLogin() {
            try {
                const value = await sendJson({
                    method: 'GET',
                    target: '/user',
                    what: "read the token's identity",
                    resource: 'authenticated user',
                    need: null,
                    retry: 'safe',
                });
                return typeof value.login === 'string' && value.login ? value.login : null;
            }
            catch (error) {
                // An installation token (GITHUB_TOKEN) cannot read /user: expected, not an error. A bad
                // token fails here too, and again, with a clear error, on the call that needs it.
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_ && [401, 403, 404].includes(error.status ?? 0))
                    return null;
                throw error;
            }
        },
    };
}
/**
 * Whether an error answer is a rate limit, and how long GitHub asks us to wait (undefined: it did
 * not say). Primary limit: remaining 0 until x-ratelimit-reset. Secondary limit: 403/429 with
 * retry-after, or its message alone.
 */
function rateLimit(answer, text, nowMs) {
    if (answer.status !== 403 && answer.status !== 429)
        return null;
    const retryAfter = (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRetryAfter */ .mu)(answer.headers['retry-after'], nowMs);
    const exhausted = answer.headers['x-ratelimit-remaining']?.trim() === '0';
    const saysSo = /rate limit/i.test(text);
    if (answer.status === 403 && retryAfter === undefined && !exhausted && !saysSo)
        return null;
    if (retryAfter !== undefined)
        return { waitMs: retryAfter };
    if (exhausted) {
        return { waitMs: (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRateLimitReset */ .yq)(answer.headers['x-ratelimit-reset'], nowMs) };
    }
    return { waitMs: /secondary rate limit/i.test(text) ? SECONDARY_LIMIT_WAIT_MS : undefined };
}
function inAbout(ms) {
    const seconds = Math.max(0, Math.ceil(ms / 1000));
    if (seconds < 120)
        return `in about ${seconds} s`;
    const minutes = Math.round(seconds / 60);
    const rounded = minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} h`;
    return `in about ${rounded}, ${seconds} s`;
}
/**
 * The five levels from GitHub's answer. `role_name` carries triage and maintain, which the legacy
 * `permission` folds into read and write; a custom role's name is none of the five, and then
 * `permission` gives its base level.
 */
function toPermission(value) {
    const user = (value.user ?? {});
    for (const candidate of [value.role_name, user.role_name, value.permission]) {
        if (typeof candidate === 'string' && _types_js__WEBPACK_IMPORTED_MODULE_6__/* .PERMISSIONS */ .Jj.includes(candidate)) {
            return candidate;
        }
    }
    return 'none';
}
function toComment(value) {
    const user = (value.user ?? {});
    if (typeof value.id !== 'number') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_("GitHub's comment answer has no id", null);
    }
    return {
        id: value.id,
        body: typeof value.body === 'string' ? value.body : '',
        htmlUrl: typeof value.html_url === 'string' ? value.html_url : '',
        userLogin: typeof user.login === 'string' ? user.login : '',
        userType: typeof user.type === 'string' ? user.type : '',
        createdAt: typeof value.created_at === 'string' ? value.created_at : '',
        updatedAt: typeof value.updated_at === 'string' ? value.updated_at : '',
    };
}
function toIssue(value) {
    const user = (value.user ?? {});
    if (typeof value.number !== 'number') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_("GitHub's issue answer has no number", null);
    }
    return {
        number: value.number,
        title: typeof value.title === 'string' ? value.title : '',
        body: typeof value.body === 'string' ? value.body : '',
        htmlUrl: typeof value.html_url === 'string' ? value.html_url : '',
        userLogin: typeof user.login === 'string' ? user.login : '',
        userType: typeof user.type === 'string' ? user.type : '',
        state: typeof value.state === 'string' ? value.state : '',
        isPullRequest: value.pull_request !== undefined && value.pull_request !== null,
    };
}


/***/ }),

/***/ 3116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kz: () => (/* binding */ GitHubAuthError),
/* harmony export */   Rr: () => (/* binding */ GitHubRateLimitError),
/* harmony export */   ZY: () => (/* binding */ GitHubNotFoundError),
/* harmony export */   x6: () => (/* binding */ GitHubPermissionError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Typed errors of the GitHub REST side. Each says what the action was trying to do and what to
 * change: the missing `permissions:` scope, the token, the resource, or when a rate limit resets.
 * Hints are one line of plain text with code spans, as they are shown in logs and comments alike.
 */

/** Any failed GitHub call. `status` is null when no complete answer arrived. */
class GitHubError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    status;
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
    }
}
/**
 * A 403 "Resource not accessible by integration": the token lacks a permission. The message names
 * what the call needs, so that the fix is one line of workflow YAML.
 */
class GitHubPermissionError extends GitHubError {
    /** The missing scopes as written in YAML, e.g. `issues: write, pull-requests: write`. */
    scope;
    constructor(what, need, githubText) {
        const scopes = need.kind === 'scopes' ? need.scopes : ['metadata: read'];
        const listed = scopes.map((s) => `\`${s}\``).join(' and ');
        const message = need.kind === 'scopes'
            ? `GitHub refused to ${what}: ${githubText}. The workflow's token needs ${listed}.`
            : `GitHub refused to ${what}: ${githubText}. The token needs read access to the repository metadata.`;
        const hint = need.kind === 'scopes'
            ? `add ${listed} under \`permissions:\` in the workflow or the job (listing any permission ` +
                'turns off every one not listed, so keep those the job also uses, such as ' +
                '`contents: read`); a token given in `github-token` needs the same repository permissions'
            : "the workflow's own token always has it: a fine-grained personal access token or an app " +
                "token given in `github-token` needs the repository permission 'Metadata: Read-only'";
        super(message, 403, { hint });
        this.scope = scopes.join(', ');
    }
}
/** A 401: the token is missing, malformed, expired or revoked. */
class GitHubAuthError extends GitHubError {
    constructor(what, githubText) {
        super(`GitHub rejected the token while trying to ${what}: ${githubText}.`, 401, {
            hint: "check the `github-token` input: the workflow's own token (the default) works; a personal " +
                'access token may have expired or been revoked',
        });
    }
}
/** A 404. `resource` names what was missing, e.g. `comment 123 in acme/docs`. */
class GitHubNotFoundError extends GitHubError {
    resource;
    constructor(message, resource = null) {
        super(message, 404, {
            hint: 'check that it exists and that the token can see the repository (GitHub answers 404, ' +
                'not 403, to a token without access to a private repository)',
        });
        this.resource = resource;
    }
}
/** A rate limit that did not lift within the wait the client allows. */
class GitHubRateLimitError extends GitHubError {
    /** When GitHub said the limit resets (ms since epoch), or null when it did not say. */
    resetAt;
    constructor(message, status, resetAt = null) {
        super(message, status, {
            hint: resetAt === null
                ? 'wait a few minutes, then re-run the failed jobs'
                : 'wait until the limit resets, then re-run the failed jobs',
        });
        this.resetAt = resetAt;
    }
}


/***/ }),

/***/ 4329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bd: () => (/* binding */ renderMarker),
/* harmony export */   t7: () => (/* binding */ readMarker),
/* harmony export */   xY: () => (/* binding */ hasMarker)
/* harmony export */ });
/**
 * The hidden HTML marker that lets the action find its own comments again. It records enough of a
 * run's state (which command, which job, whether the message was sent) for a re-run to resume
 * instead of sending twice.
 */
const PREFIX = '<!-- docs-agent-action ';
const SUFFIX = ' -->';
/** Renders a marker as an HTML comment line. `--` cannot occur inside it, so it cannot close early. */
function renderMarker(marker) {
    const json = JSON.stringify(marker).replaceAll('--', '\\u002d\\u002d').replaceAll('>', '\\u003e');
    return `${PREFIX}${json}${SUFFIX}`;
}
/** Reads the first marker of a comment or issue body; null when there is none or it is malformed. */
function readMarker(body) {
    if (!body)
        return null;
    const start = body.indexOf(PREFIX);
    if (start < 0)
        return null;
    const end = body.indexOf(SUFFIX, start + PREFIX.length);
    if (end < 0)
        return null;
    try {
        const value = JSON.parse(body.slice(start + PREFIX.length, end));
        if (typeof value !== 'object' || value === null)
            return null;
        const v = value;
        if (v.kind === 'status' && typeof v.trigger === 'string' && typeof v.runId === 'string') {
            return {
                kind: 'status',
                trigger: v.trigger,
                jobId: typeof v.jobId === 'string' ? v.jobId : null,
                sent: v.sent === true,
                confirmed: v.confirmed === true,
                outcome: typeof v.outcome === 'string' ? v.outcome : null,
                sentAt: typeof v.sentAt === 'number' ? v.sentAt : null,
                runId: v.runId,
            };
        }
        if (v.kind === 'report' && typeof v.title === 'string')
            return { kind: 'report', title: v.title };
        return null;
    }
    catch {
        return null;
    }
}
/** True when a body carries this action's marker (used to skip the action's own comments). */
function hasMarker(body) {
    return typeof body === 'string' && body.includes(PREFIX);
}


/***/ }),

/***/ 137:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  wX: () => (/* binding */ TransportError),
  E4: () => (/* binding */ sendOnce)
});

// UNUSED EXPORTS: DEFAULT_MAX_BODY_BYTES

// EXTERNAL MODULE: ./node_modules/undici-real/lib/dispatcher/agent.js
var agent = __webpack_require__(4564);
var agent_default = /*#__PURE__*/__webpack_require__.n(agent);
// EXTERNAL MODULE: ./node_modules/undici-real/lib/api/api-request.js
var api_request = __webpack_require__(1172);
var api_request_default = /*#__PURE__*/__webpack_require__.n(api_request);
;// CONCATENATED MODULE: ./src/http/undici.ts


let sharedAgent;
/** The process-wide agent used when no dispatcher is injected. */
function defaultDispatcher() {
    sharedAgent ??= new (agent_default())();
    return sharedAgent;
}
/** undici's `request(url, options)` against `dispatcher`. */
function undiciRequest(dispatcher, url, options) {
    const target = new URL(url);
    return api_request_default().call(dispatcher, {
        ...options,
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
    });
}

;// CONCATENATED MODULE: ./src/http/request.ts
/**
 * One HTTP attempt through an injected undici dispatcher, with an overall deadline that covers
 * connecting, the headers and the whole body. No retries here: retrying is a decision that depends
 * on what the request means (see retry.ts and the clients).
 */

const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;
/**
 * Failures that happen before a single byte of the request can have been written: the connection
 * was never established. Only these make a non-idempotent request safe to resend.
 */
const NOT_SENT_CODES = new Set([
    'ECONNREFUSED',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EAI_FAIL',
    'EAI_NONAME',
    'EAI_NODATA',
    'UND_ERR_CONNECT_TIMEOUT',
]);
/** No complete answer arrived: the connection failed, was cut, or a deadline or signal ended it. */
class TransportError extends Error {
    /** e.g. 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET', 'ETIMEDOUT' (our deadline), 'ABORTED' (caller's signal) */
    code;
    /** True only when the request provably never reached the server (connection refused, DNS failure). */
    notSent;
    /** True when our own deadline expired. */
    timedOut;
    /** True when the caller's signal aborted it. */
    aborted;
    constructor(message, options) {
        super(message, options.cause === undefined ? undefined : { cause: options.cause });
        this.name = 'TransportError';
        this.code = options.code;
        this.notSent = options.notSent ?? false;
        this.timedOut = options.timedOut ?? false;
        this.aborted = options.aborted ?? false;
    }
}
/**
 * One attempt, no retries. Resolves with any HTTP status (4xx/5xx included); rejects with
 * TransportError when no complete answer arrived.
 */
async function sendOnce(dispatcher, call) {
    const deadline = AbortSignal.timeout(Math.max(1, call.timeoutMs));
    const signal = call.signal ? AbortSignal.any([deadline, call.signal]) : deadline;
    const label = `${call.method} ${describeUrl(call.url)}`;
    const maxBodyBytes = call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    const headers = { ...call.headers };
    let body;
    if (call.json !== undefined) {
        body = JSON.stringify(call.json);
        if (!hasHeader(headers, 'content-type'))
            headers['content-type'] = 'application/json';
    }
    try {
        const response = await undiciRequest(dispatcher ?? defaultDispatcher(), call.url, {
            method: call.method,
            headers,
            body: body ?? null,
            signal,
            // undici's own idle timers would otherwise default to 300 s; the deadline is the real bound.
            headersTimeout: Math.max(1, call.timeoutMs),
            bodyTimeout: Math.max(1, call.timeoutMs),
        });
        const answerHeaders = flattenHeaders(response.headers);
        const declared = Number(answerHeaders['content-length']);
        if (Number.isFinite(declared) && declared > maxBodyBytes) {
            discard(response.body);
            throw tooLarge(label, maxBodyBytes);
        }
        const chunks = [];
        let size = 0;
        // Reading chunk by chunk keeps the size bound; the signal given to undici also aborts this
        // stream, so a body that trickles in cannot outlive the deadline.
        for await (const chunk of response.body) {
            size += chunk.length;
            if (size > maxBodyBytes) {
                discard(response.body);
                throw tooLarge(label, maxBodyBytes);
            }
            chunks.push(chunk);
        }
        // A stream that ended quietly after an abort would otherwise pass for a complete body.
        if (signal.aborted)
            throw signal.reason;
        return {
            status: response.statusCode,
            headers: answerHeaders,
            text: new TextDecoder('utf-8').decode(Buffer.concat(chunks)),
        };
    }
    catch (error) {
        if (error instanceof TransportError)
            throw error;
        throw toTransportError(error, label, call, deadline);
    }
}
function toTransportError(error, label, call, deadline) {
    // The caller's signal wins over our deadline: a cancelled run is not a slow server.
    if (call.signal?.aborted) {
        return new TransportError(`${label} was cancelled`, {
            code: 'ABORTED',
            aborted: true,
            cause: error,
        });
    }
    if (deadline.aborted) {
        return new TransportError(`${label} got no complete answer within ${call.timeoutMs} ms`, {
            code: 'ETIMEDOUT',
            timedOut: true,
            cause: error,
        });
    }
    const code = errorCode(error) ?? 'UND_ERR';
    const timedOut = code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT';
    const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
    return new TransportError(`${label} failed (${code})${detail}`, {
        code,
        notSent: NOT_SENT_CODES.has(code),
        timedOut,
        cause: error,
    });
}
/** The most specific error code: the error's own, its cause's, or the first of an AggregateError. */
function errorCode(error) {
    const seen = new Set();
    let current = error;
    while (current && typeof current === 'object' && !seen.has(current)) {
        seen.add(current);
        const code = current.code;
        // undici wraps socket failures (UND_ERR_SOCKET) around the OS error that says more.
        if (typeof code === 'string' && code !== 'UND_ERR_SOCKET' && code !== 'UND_ERR')
            return code;
        const inner = current.cause ??
            (current instanceof AggregateError ? current.errors[0] : undefined);
        if (inner === undefined)
            return typeof code === 'string' ? code : undefined;
        current = inner;
    }
    return undefined;
}
/** Drops a body we will not read, without an unhandled 'error' event from the destroyed stream. */
function discard(body) {
    body.on('error', () => { });
    body.destroy();
}
function tooLarge(label, maxBodyBytes) {
    return new TransportError(`${label} answered with a body larger than ${maxBodyBytes} bytes`, {
        code: 'EBODYTOOLARGE',
    });
}
function flattenHeaders(raw) {
    const out = {};
    for (const [name, value] of Object.entries(raw)) {
        if (value === undefined)
            continue;
        out[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }
    return out;
}
function hasHeader(headers, name) {
    return Object.keys(headers).some((key) => key.toLowerCase() === name);
}
/** Origin and path only: a query string could carry something we do not want in an error. */
function describeUrl(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.origin}${parsed.pathname}`;
    }
    catch {
        return 'request';
    }
}


/***/ }),

/***/ 8902:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PS: () => (/* binding */ isRetryableStatus),
/* harmony export */   a2: () => (/* binding */ retryDelay),
/* harmony export */   cO: () => (/* binding */ DEFAULT_RETRY_POLICY),
/* harmony export */   mu: () => (/* binding */ parseRetryAfter),
/* harmony export */   yq: () => (/* binding */ parseRateLimitReset)
/* harmony export */ });
/* unused harmony export backoffDelay */
/**
 * Pure retry arithmetic: which answers are worth another attempt, how long to wait before it, and
 * what the server's own wait hints (Retry-After, X-RateLimit-Reset) ask for.
 */
const DEFAULT_RETRY_POLICY = {
    maxAttempts: 4,
    baseDelayMs: 500,
    maxDelayMs: 8_000,
    maxRetryAfterMs: 60_000,
};
const DELTA_SECONDS = /^\d+(?:\.\d+)?$/;
// The three date forms RFC 9110 allows: IMF-fixdate, obsolete RFC 850, and asctime. Date.parse
// alone accepts far too much ("1", "2024") to tell a date from garbage.
const HTTP_DATES = [
    /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{2}-[A-Z][a-z]{2}-\d{2} \d{2}:\d{2}:\d{2} GMT$/,
    /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/,
];
/** Retry-After as ms from now: delta-seconds or HTTP-date; undefined when absent or garbage; 0 allowed. */
function parseRetryAfter(value, nowMs) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (text === '')
        return undefined;
    if (DELTA_SECONDS.test(text)) {
        const ms = Math.ceil(Number(text) * 1000);
        return Number.isFinite(ms) ? ms : undefined;
    }
    if (!HTTP_DATES.some((form) => form.test(text)))
        return undefined;
    // asctime has no zone; HTTP dates are always UTC.
    const at = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`);
    if (!Number.isFinite(at))
        return undefined;
    return Math.max(0, at - nowMs);
}
/**
 * X-RateLimit-Reset as ms from now. Servers disagree on its meaning: most send the epoch second
 * of the reset (GitHub), some the seconds left. A value too large to be a plausible wait is read
 * as an epoch time (seconds, or milliseconds when larger still). Undefined when absent or garbage.
 */
function parseRateLimitReset(value, nowMs) {
    if (value === undefined)
        return undefined;
    const text = value.trim();
    if (!DELTA_SECONDS.test(text))
        return undefined;
    const n = Number(text);
    if (!Number.isFinite(n))
        return undefined;
    if (n >= 1e12)
        return Math.max(0, Math.ceil(n - nowMs));
    if (n >= 1e9)
        return Math.max(0, Math.ceil(n * 1000 - nowMs));
    return Math.ceil(n * 1000);
}
/** Capped exponential backoff with jitter for attempt n (1 = first retry). */
function backoffDelay(attempt, policy, random) {
    const exponent = Math.max(0, Math.min(30, attempt - 1));
    const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
    // "Equal jitter": never less than half the ceiling, so a retry is never immediate, yet clients
    // that failed together do not come back together.
    const r = Math.min(Math.max(random(), 0), 1);
    return Math.round(ceiling / 2 + (ceiling / 2) * r);
}
/** The wait before the next attempt: max(backoff, Retry-After) when Retry-After is valid. */
function retryDelay(attempt, policy, random, retryAfterMs) {
    const backoff = backoffDelay(attempt, policy, random);
    return retryAfterMs === undefined ? backoff : Math.max(backoff, retryAfterMs);
}
/** 408, 429, 500–599. */
function isRetryableStatus(status) {
    return status === 408 || status === 429 || (status >= 500 && status <= 599);
}


/***/ }),

/***/ 6670:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ redact)
/* harmony export */ });
/* unused harmony export secretForms */
/**
 * Secret redaction. A secret can leak in other spellings than its own (an error page that echoes
 * the Authorization header Base64- or URL-encoded), so every form is replaced.
 */
const MASK = '***';
/** The spellings of a secret that could appear in text we did not write. */
function secretForms(secret) {
    if (secret.length < 4)
        return [];
    const forms = new Set([
        secret,
        encodeURIComponent(secret),
        Buffer.from(secret).toString('base64'),
        Buffer.from(`Bearer ${secret}`).toString('base64'),
        Buffer.from(secret).toString('base64url'),
    ]);
    return [...forms].sort((a, b) => b.length - a.length);
}
/** Replaces every form of every secret in `text` with `***`. */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        for (const form of secretForms(secret)) {
            if (form && out.includes(form))
                out = out.split(form).join(MASK);
        }
    }
    return out;
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Wb: () => (/* binding */ safeHttpsUrl),
/* harmony export */   X0: () => (/* binding */ quoteUntrusted),
/* harmony export */   aL: () => (/* binding */ escapeTableCell)
/* harmony export */ });
/* unused harmony export inertMentions */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/**
 * Markdown helpers for untrusted text. GitHub renders comments, issue bodies and job summaries as
 * Markdown with some HTML: text from a comment or from the platform must not become markup, links,
 * images, mentions that notify people, or an HTML comment that looks like the action's marker.
 */

const WORD_JOINER = '\u2060';
/** `@user` and `@org/team` no longer notify anyone: a word joiner after the `@` breaks the mention. */
function inertMentions(text) {
    return text.replace(/@(?=[A-Za-z0-9_-])/g, `@${WORD_JOINER}`);
}
/**
 * Escapes Markdown and HTML so that the text renders as itself, on one line or many: no links, images,
 * HTML, emphasis, tables, headings or lists. Backticks stay (a code span is inert, and prompts use
 * them for file names), and so do parentheses (without `[` they cannot form a link).
 */
function escapeMarkdown(text) {
    const escaped = text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\*_{}[\]+!|~])/g, '\\$1')
        .replace(/^(\s*)#/gm, '$1\\#')
        // A line that starts with a digit and a dot, or a dash, would become a list item.
        .replace(/^(\s*)(\d+)\./gm, '$1$2\\.')
        .replace(/^(\s*)-/gm, '$1\\-');
    return inertMentions(escaped);
}
/** Escapes text for one cell of a Markdown table (no line breaks, no pipes). */
function escapeTableCell(text) {
    return escapeMarkdown(text.replace(/[\r\n]+/g, ' '));
}
/** Quotes untrusted text as a Markdown block quote, shortened and escaped. */
function quoteUntrusted(text, max) {
    const short = (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .shorten */ .ml)(text.replace(/\r\n?/g, '\n').trim(), max);
    return short
        .split('\n')
        .map((line) => (line.trim() ? `> ${escapeMarkdown(line)}` : '>'))
        .join('\n');
}
/**
 * The URL, normalised, when `value` is an absolute https URL without credentials; else null.
 * Parentheses and spaces are percent-encoded so that the URL cannot end a Markdown link early.
 */
function safeHttpsUrl(value) {
    if (!value)
        return null;
    let url;
    try {
        url = new URL(value);
    }
    catch {
        return null;
    }
    if (url.protocol !== 'https:' || url.username || url.password)
        return null;
    return url.href
        .replace(/\(/g, '%28')
        .replace(/\)/g, '%29')
        .replace(/ /g, '%20')
        .replace(/\|/g, '%7C');
}


/***/ }),

/***/ 1500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ formatDuration),
/* harmony export */   u: () => (/* binding */ renderStatusComment)
/* harmony export */ });
/* harmony import */ var _github_marker_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4329);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);
/**
 * The status comment: pure rendering of what a run has reached. Text from the command comment and
 * from the platform is untrusted: it is escaped, shortened and has its @mentions made inert, and a
 * platform link becomes a link only when it is an https URL.
 */


/** Longest prompt excerpt shown in the comment. */
const PROMPT_EXCERPT = 600;
/** `1h 02m`, `3m 12s`, `45s`. */
function formatDuration(ms) {
    const total = Math.max(0, Math.round(ms / 1000));
    const h = Math.floor(total / 3600);
    const m = Math.floor((total % 3600) / 60);
    const s = total % 60;
    if (h > 0)
        return `${h}h ${String(m).padStart(2, '0')}m`;
    if (m > 0)
        return `${m}m ${String(s).padStart(2, '0')}s`;
    return `${s}s`;
}
function headline(view) {
    const job = view.jobId ? ` \`${view.jobId}\`` : '';
    switch (view.phase) {
        case 'received':
            return view.waitingForIdle
                ? `⏳ **Waiting** — job${job} is busy; the message goes out when it is done`
                : '👀 **Received** — checking the job…';
        case 'sending':
            return `📨 **Sending** the message to job${job}…`;
        case 'sent':
            return view.maybeSent
                ? `❔ **Sent?** — the platform's answer was lost; checking whether job${job} took it up…`
                : `📨 **Sent** to job${job} — waiting for the agent to start…`;
        case 'working':
            return `⏳ **Working** — the agent is on it (job${job})`;
        case 'final':
            return finalHeadline(view.outcome ?? 'error', job);
    }
}
function finalHeadline(outcome, job) {
    switch (outcome) {
        case 'completed':
            return `✅ **Completed** — job${job}`;
        case 'failed':
            return `❌ **Failed** — job${job} hit an unrecoverable error`;
        case 'archived':
            return `🗄️ **Archived** — job${job} was archived`;
        case 'timed-out':
            return `⌛ **Timed out** — the job is still running`;
        case 'cancelled':
            return `🛑 **Cancelled** — the job may still be running`;
        case 'sent':
            return `📨 **Sent** to job${job} (not waiting for it to finish)`;
        case 'rejected':
            return '🚫 **Not run**';
        case 'skipped':
            return '⏭️ **Skipped**';
        case 'error':
            return '⚠️ **Error** — the run stopped';
    }
}
/** The paragraph under the table that says what happened and what to do next. */
function explanation(view, prLinkMarkdown) {
    const lines = [];
    const detail = view.detail ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(view.detail) : null;
    const job = view.jobId ? `\`${view.jobId}\`` : 'the job';
    if (view.phase !== 'final') {
        if (view.resumed)
            lines.push('Resumed by a re-run: the message had already been sent and was not sent again.');
        return lines;
    }
    switch (view.outcome) {
        case 'completed':
            lines.push(prLinkMarkdown
                ? `The agent finished. Pull request: ${prLinkMarkdown}`
                : 'The agent finished without changing any file, so there is no pull request.');
            break;
        case 'failed':
            lines.push(`The agent could not finish. Look at job ${job} on the platform's dashboard, then send a clearer or smaller instruction with \`${view.command} …\`.`);
            break;
        case 'archived':
            lines.push(`Job ${job} is archived and takes no more work. Start a new job on the platform and name it with \`${view.command} job=<id> …\`.`);
            break;
        case 'timed-out':
            lines.push(detail ??
                `The action stopped waiting after ${view.elapsedMs === null ? 'its timeout' : formatDuration(view.elapsedMs)}; the agent did not stop.`, '', `How to check: open job ${job} on the platform's dashboard, or re-run this workflow run — it resumes waiting and does not send the message again. A longer \`timeout\` input avoids this.`);
            break;
        case 'cancelled':
            lines.push(detail ?? 'The run was cancelled.');
            if (view.jobId)
                lines.push('', `Job ${job} may still be running; re-running this workflow run resumes without sending the message twice.`);
            break;
        case 'sent':
            lines.push(`The agent works in the background; follow job ${job} on the platform's dashboard.`);
            break;
        case 'rejected':
            if (detail)
                lines.push(detail);
            if (view.usage)
                lines.push('', view.usage);
            break;
        case 'error':
            if (detail)
                lines.push(detail);
            if (view.hint)
                lines.push('', `**What to do:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(view.hint)}`);
            break;
        default:
            if (detail)
                lines.push(detail);
    }
    if (view.maybeSent && view.outcome !== 'error') {
        lines.push('', "Note: the platform's answer to the message was lost; it was not resent and may not have arrived.");
    }
    return lines;
}
/** Renders the whole comment body, marker first. */
function renderStatusComment(view, marker) {
    const prUrl = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpsUrl */ .Wb)(view.prLink);
    const prLinkMarkdown = prUrl ? `[${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(shortLinkText(prUrl))}](${prUrl})` : null;
    const rows = [];
    if (view.jobId)
        rows.push(['Job', `\`${view.jobId}\``]);
    if (view.status)
        rows.push(['Job status', `\`${view.status.replace(/[`\r\n|]/g, '')}\``]);
    if (view.phase !== 'received' || view.prLink) {
        if (prLinkMarkdown)
            rows.push(['Pull request', prLinkMarkdown]);
        else if (view.prLink)
            rows.push([
                'Pull request',
                `\`${view.prLink.slice(0, 200).replace(/[`|\r\n]/g, '')}\` (not an https link, so not linked)`,
            ]);
    }
    if (view.sentAt !== null && view.phase !== 'final')
        rows.push(['Sent', `${new Date(view.sentAt).toISOString().slice(0, 19).replace('T', ' ')} UTC`]);
    if (view.phase === 'final' && view.elapsedMs !== null)
        rows.push(['Elapsed', formatDuration(view.elapsedMs)]);
    rows.push(['Requested by', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTableCell */ .aL)(view.actor)]);
    rows.push(['Workflow run', `[logs](${view.runUrl})`]);
    const parts = [(0,_github_marker_js__WEBPACK_IMPORTED_MODULE_1__/* .renderMarker */ .Bd)(marker), headline(view), ''];
    if (view.prompt.trim())
        parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .quoteUntrusted */ .X0)(view.prompt, PROMPT_EXCERPT), '');
    parts.push('| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`), '');
    const more = explanation(view, prLinkMarkdown);
    if (more.length > 0)
        parts.push(...more, '');
    return parts.join('\n').trimEnd() + '\n';
}
/** `acme/docs#42` for a GitHub pull request URL, else the URL's host and path. */
function shortLinkText(url) {
    const u = new URL(url);
    const m = /^\/([^/]+)\/([^/]+)\/pull\/(\d+)/.exec(u.pathname);
    if (m)
        return `${m[1]}/${m[2]}#${m[3]}`;
    return `${u.host}${u.pathname}`.slice(0, 120);
}


/***/ }),

/***/ 6141:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CM: () => (/* binding */ TERMINAL_STATUSES),
/* harmony export */   Jj: () => (/* binding */ PERMISSIONS),
/* harmony export */   im: () => (/* binding */ OUTCOMES),
/* harmony export */   nE: () => (/* binding */ JOB_STATUSES)
/* harmony export */ });
/** Repository permission levels, weakest first (`min-permission` input). */
const PERMISSIONS = ['read', 'triage', 'write', 'maintain', 'admin'];
/** Every final outcome of a message-mode run (`outcome` output). */
const OUTCOMES = [
    'completed',
    'failed',
    'archived',
    'timed-out',
    'cancelled',
    'sent',
    'rejected',
    'skipped',
    'error',
];
/** Agent job statuses the platform documents. */
const JOB_STATUSES = ['active', 'completed', 'archived', 'failed'];
const TERMINAL_STATUSES = ['completed', 'archived', 'failed'];


/***/ })

};
