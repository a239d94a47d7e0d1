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
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3116);
/**
 * A small GitHub REST client over undici, for the few calls the action makes. Small on purpose:
 * the full Octokit would double the bundle and the start-up time for six endpoints.
 *
 * Retries by meaning: reads, edits (PATCH of a whole body), deletes and reactions are idempotent and
 * retried on transport errors, 5xx and rate limits. Creating a comment or an issue is not: it is
 * resent only when GitHub provably did not apply it (connection refused, rate-limited); after any
 * other doubt the caller looks the comment up by its marker instead.
 */






const USER_AGENT = 'docs-agent-action/1';
const REQUEST_TIMEOUT_MS = 20_000;
function createGitHubClient(options) {
    const clock = options.clock ?? _clock_js__WEBPACK_IMPORTED_MODULE_0__/* .systemClock */ .m;
    const random = options.random ?? Math.random;
    const policy = options.retryPolicy ?? _http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFAULT_RETRY_POLICY */ .cO;
    const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean);
    const base = options.apiUrl.replace(/\/+$/, '');
    const repoPath = `/repos/${encodeURIComponent(options.repo.owner)}/${encodeURIComponent(options.repo.repo)}`;
    let requestCount = 0;
    async function call(method, path, meta, json) {
        for (let attempt = 1;; attempt++) {
            const last = attempt >= policy.maxAttempts;
            let answer;
            try {
                answer = await (0,_http_request_js__WEBPACK_IMPORTED_MODULE_2__/* .sendOnce */ .E4)(options.dispatcher, {
                    method,
                    url: `${base}${path}`,
                    headers: {
                        accept: 'application/vnd.github+json',
                        'x-github-api-version': '2022-11-28',
                        'user-agent': USER_AGENT,
                        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
                    },
                    json,
                    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
                });
                requestCount++;
            }
            catch (error) {
                if (!(error instanceof _http_request_js__WEBPACK_IMPORTED_MODULE_2__/* .TransportError */ .wX))
                    throw error;
                if (!error.notSent)
                    requestCount++;
                const retryable = error.notSent || meta.idempotent;
                if (!retryable || last || error.aborted) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_((0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)(`could not ${meta.what}: ${error.message} (${error.code})`, secrets), null, { cause: error });
                }
                await clock.sleep((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(attempt, policy, random, undefined));
                continue;
            }
            if (answer.status >= 200 && answer.status < 300)
                return answer;
            const text = errorText(answer, secrets);
            const rateLimited = isRateLimited(answer, text);
            if (rateLimited) {
                const wait = (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRetryAfter */ .mu)(answer.headers['retry-after'], clock.now()) ??
                    (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRateLimitReset */ .yq)(answer.headers['x-ratelimit-reset'], clock.now());
                if (last || (wait !== undefined && wait > policy.maxRetryAfterMs)) {
                    const when = wait === undefined ? '' : ` It resets in about ${Math.ceil(wait / 1000)} s.`;
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubRateLimitError */ .Rr(`GitHub rate limit while trying to ${meta.what}: ${text}.${when}`, answer.status);
                }
                // A rate-limited request was not applied: even a create may be sent again.
                await clock.sleep((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(attempt, policy, random, wait));
                continue;
            }
            if ((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .isRetryableStatus */ .PS)(answer.status) && meta.idempotent && !last) {
                await clock.sleep((0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .retryDelay */ .a2)(attempt, policy, random, (0,_http_retry_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRetryAfter */ .mu)(answer.headers['retry-after'], clock.now())));
                continue;
            }
            throw statusError(answer.status, text, meta);
        }
    }
    async function callJson(method, path, meta, json) {
        const answer = await call(method, path, meta, json);
        if (answer.status === 204 || answer.text === '')
            return null;
        try {
            return JSON.parse(answer.text);
        }
        catch {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub's answer to '${meta.what}' was not JSON (status ${answer.status})`, answer.status);
        }
    }
    /** Every page of a list endpoint (per_page=100, following the Link header). */
    async function listAll(path, meta) {
        const items = [];
        let next = `${path}${path.includes('?') ? '&' : '?'}per_page=100`;
        // A bound on pages keeps a misbehaving server from looping us forever.
        for (let page = 0; next && page < 100; page++) {
            const answer = await call('GET', next, meta);
            const value = JSON.parse(answer.text || '[]');
            if (!Array.isArray(value))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub's answer to '${meta.what}' was not a list`, answer.status);
            items.push(...value);
            next = nextLink(answer.headers.link, base);
        }
        return items;
    }
    const comments = (n) => `${repoPath}/issues/${n}/comments`;
    const commentMeta = (what, idempotent) => ({
        what,
        scope: 'issues: write` and `pull-requests: write',
        idempotent,
    });
    return {
        get requestCount() {
            return requestCount;
        },
        async getPermission(user) {
            try {
                const value = (await callJson('GET', `${repoPath}/collaborators/${encodeURIComponent(user)}/permission`, {
                    what: `read the repository permission of ${user}`,
                    scope: 'contents: read',
                    idempotent: true,
                }));
                return toPermission(value);
            }
            catch (error) {
                // GitHub answers 404 for someone who is not a collaborator at all.
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubNotFoundError */ .ZY)
                    return 'none';
                throw error;
            }
        },
        async listComments(issueNumber) {
            const list = await listAll(comments(issueNumber), commentMeta(`list the comments of #${issueNumber}`, true));
            return list.map(toComment);
        },
        async createComment(issueNumber, body) {
            return toComment((await callJson('POST', comments(issueNumber), commentMeta(`comment on #${issueNumber}`, false), { body })));
        },
        async updateComment(commentId, body) {
            return toComment((await callJson('PATCH', `${repoPath}/issues/comments/${commentId}`, commentMeta(`edit comment ${commentId}`, true), {
                body,
            })));
        },
        async deleteComment(commentId) {
            await call('DELETE', `${repoPath}/issues/comments/${commentId}`, commentMeta(`delete comment ${commentId}`, true));
        },
        async addReaction(commentId, content) {
            // Adding the same reaction twice is harmless (GitHub answers 200 with the existing one).
            await call('POST', `${repoPath}/issues/comments/${commentId}/reactions`, commentMeta(`react to comment ${commentId}`, true), {
                content,
            });
        },
        async listOpenIssues() {
            const list = await listAll(`${repoPath}/issues?state=open`, {
                what: 'list open issues',
                scope: 'issues: read',
                idempotent: true,
            });
            return list.map(toIssue);
        },
        async createIssue(title, body) {
            return toIssue((await callJson('POST', `${repoPath}/issues`, { what: 'create the report issue', scope: 'issues: write', idempotent: false }, {
                title,
                body,
            })));
        },
        async updateIssue(issueNumber, fields) {
            return toIssue((await callJson('PATCH', `${repoPath}/issues/${issueNumber}`, { what: `update issue #${issueNumber}`, scope: 'issues: write', idempotent: true }, fields)));
        },
        async getAuthenticatedLogin() {
            try {
                const value = (await callJson('GET', '/user', {
                    what: 'read the token identity',
                    scope: '',
                    idempotent: true,
                }));
                return typeof value?.login === 'string' ? value.login : null;
            }
            catch (error) {
                // GITHUB_TOKEN (an installation token) cannot read /user: that is expected, not an error.
                if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_ &&
                    (error.status === 403 || error.status === 401 || error.status === 404))
                    return null;
                throw error;
            }
        },
    };
}
function statusError(status, text, meta) {
    if (status === 403 && /not accessible by integration/i.test(text) && meta.scope) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubPermissionError */ .x6(meta.what, meta.scope, text);
    }
    if (status === 401) {
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub rejected the token while trying to ${meta.what}: ${text}`, 401, {
            hint: 'check the `github-token` input (the default `${{ github.token }}` works; a PAT may have expired)',
        });
    }
    if (status === 404)
        return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubNotFoundError */ .ZY(`GitHub could not find what it needed to ${meta.what}: ${text}`);
    return new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_(`GitHub answered ${status} while trying to ${meta.what}: ${text}`, status);
}
/** GitHub's primary limit (403/429 with remaining 0) and secondary limit (retry-after, or its text). */
function isRateLimited(answer, text) {
    if (answer.status === 429)
        return true;
    if (answer.status !== 403)
        return false;
    return (answer.headers['x-ratelimit-remaining'] === '0' ||
        answer.headers['retry-after'] !== undefined ||
        /rate limit/i.test(text));
}
function errorText(answer, secrets) {
    let text = answer.text;
    try {
        const value = JSON.parse(answer.text);
        if (typeof value?.message === 'string')
            text = value.message;
    }
    catch {
        // not JSON: keep the raw text
    }
    return (0,_redact_js__WEBPACK_IMPORTED_MODULE_5__/* .redact */ .E)((0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .shorten */ .ml)(text.replace(/\s+/g, ' ').trim() || `HTTP ${answer.status}`, 300), secrets);
}
/** The `rel="next"` target of a Link header, as a path on the same API base. */
function nextLink(link, base) {
    if (!link)
        return null;
    const match = /<([^>]+)>\s*;\s*rel="next"/.exec(link);
    if (!match?.[1])
        return null;
    const url = match[1];
    return url.startsWith(base) ? url.slice(base.length) : null;
}
function toPermission(value) {
    const role = typeof value?.role_name === 'string' ? value.role_name : '';
    const permission = typeof value?.permission === 'string' ? value.permission : '';
    // role_name carries triage and maintain; `permission` folds them into read and write.
    for (const candidate of [role, permission]) {
        if (['read', 'triage', 'write', 'maintain', 'admin'].includes(candidate))
            return candidate;
    }
    return 'none';
}
function toComment(value) {
    const user = (value?.user ?? {});
    if (typeof value?.id !== 'number')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_("GitHub's comment answer has no id", null);
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
    const user = (value?.user ?? {});
    if (typeof value?.number !== 'number')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .GitHubError */ .y_("GitHub's issue answer has no number", null);
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
/* harmony export */   Rr: () => (/* binding */ GitHubRateLimitError),
/* harmony export */   ZY: () => (/* binding */ GitHubNotFoundError),
/* harmony export */   x6: () => (/* binding */ GitHubPermissionError),
/* harmony export */   y_: () => (/* binding */ GitHubError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/** Typed errors of the GitHub REST side, with messages that say which `permissions:` is missing. */

class GitHubError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    status;
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
    }
}
/**
 * A 403 "Resource not accessible by integration": the workflow's token lacks a permission. The
 * message names the scope the call needs, so the fix is one line of YAML.
 */
class GitHubPermissionError extends GitHubError {
    scope;
    constructor(what, scope, githubText) {
        super(`GitHub refused to ${what}: ${githubText}. The workflow's token needs \`${scope}\`.`, 403, {
            hint: `add it to the workflow or job: \`permissions:\` → \`${scope.replace(': ', ': ')}\``,
        });
        this.scope = scope;
    }
}
class GitHubNotFoundError extends GitHubError {
    constructor(message) {
        super(message, 404);
    }
}
class GitHubRateLimitError extends GitHubError {
    constructor(message, status) {
        super(message, status, {
            hint: 'wait for the rate limit to reset, then re-run the workflow run',
        });
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


/***/ })

};
