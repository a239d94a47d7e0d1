export const id = 96;
export const ids = [96];
export const modules = {

/***/ 1096:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createGitHubClient: () => (/* binding */ createGitHubClient)
});

// EXTERNAL MODULE: ./node_modules/@octokit/request-error/dist-src/index.js
var dist_src = __webpack_require__(1015);
// EXTERNAL MODULE: ./src/ports/github-errors.ts
var github_errors = __webpack_require__(4281);
// EXTERNAL MODULE: ./src/lib/duration.ts
var duration = __webpack_require__(2543);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
;// CONCATENATED MODULE: ./src/adapters/github/octokit-errors.ts
/**
 * Octokit's errors mapped onto the action's typed GitHub errors: each says what the action was
 * trying to do and what to change (the missing `permissions:` scope, the token, the resource, when
 * a rate limit resets), in text that never holds the token.
 */




/** Longest rate-limit wait, in seconds, that the client waits out before giving up. */
const MAX_RATE_LIMIT_WAIT_S = 60;
/**
 * The typed error for whatever an Octokit call threw; a value that is no request error (a bug)
 * is returned as it is.
 */
function fromOctokitError(error, spec, clean) {
    if (error instanceof github_errors/* GitHubError */.y_)
        return error;
    if (!(error instanceof dist_src/* RequestError */.G) && !isAbort(error))
        return error;
    const attempts = error instanceof dist_src/* RequestError */.G ? attemptsOf(error) : 1;
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    const response = error instanceof dist_src/* RequestError */.G ? error.response : undefined;
    if (!response) {
        // No answer: the connection failed, was cut, or the deadline passed.
        const reason = transportReason(error);
        const doubt = spec.create
            ? /ECONNREFUSED|ENOTFOUND|EAI_AGAIN/.test(reason)
                ? '; it was not applied'
                : '; it may or may not have been applied, so it was not sent again'
            : '';
        return new github_errors/* GitHubError */.y_(clean(`could not ${spec.what}${tries}: ${reason}${doubt}`), null, {
            cause: error,
        });
    }
    const status = response.status;
    const text = errorText(response.data, status, clean);
    const headers = response.headers;
    if (status === 403 && /not accessible by integration/i.test(text) && spec.need) {
        return new github_errors/* GitHubPermissionError */.x6(spec.what, spec.need, text);
    }
    const limit = rateLimitWait(status, headers, text);
    if (limit) {
        const now = Date.now();
        const resetAt = limit.waitMs === undefined ? null : now + limit.waitMs;
        const when = resetAt === null
            ? 'GitHub did not say when it lifts'
            : `it resets at ${new Date(resetAt).toISOString().slice(11, 19)} UTC (in about ${(0,duration/* formatWait */.Du)(resetAt - now)})`;
        return new github_errors/* GitHubRateLimitError */.Rr(clean(`GitHub's rate limit stopped '${spec.what}'${tries}: ${text}; ${when}.`), status, resetAt);
    }
    if (status === 401)
        return new github_errors/* GitHubAuthError */.Kz(spec.what, text);
    if (status === 404) {
        return new github_errors/* GitHubNotFoundError */.ZY(`GitHub found no ${spec.resource} while trying to ${spec.what} (404: ${text}).`, spec.resource);
    }
    return new github_errors/* GitHubError */.y_(`GitHub answered ${status} to '${spec.what}'${tries}: ${text}.`, status, status === 403
        ? { hint: 'the token may lack access to this repository, or the action may be blocked' }
        : undefined);
}
/** GitHub's message (with validation details), one line, shortened and redacted. */
function errorText(data, status, clean) {
    let text = typeof data === 'string' ? data : '';
    if (typeof data === 'object' && data !== null) {
        const body = data;
        if (typeof body.message === 'string') {
            const details = Array.isArray(body.errors)
                ? body.errors.map(describeValidationError).filter(Boolean)
                : [];
            text = details.length > 0 ? `${body.message} (${details.join('; ')})` : body.message;
        }
    }
    return clean((0,lib_text/* shorten */.ml)((0,lib_text/* oneLine */.TN)(text) || `HTTP ${status}`, 300));
}
/** Attempts made, as the retry plugin counts them. */
function attemptsOf(error) {
    const retryCount = error.request.request?.retryCount;
    return (retryCount ?? 0) + 1;
}
function isAbort(error) {
    return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
/** True when no answer came, or the server failed: the request says nothing about the token. */
function isUnanswered(error) {
    if (isAbort(error))
        return true;
    if (!(error instanceof dist_src/* RequestError */.G))
        return false;
    return error.response === undefined || error.status >= 500;
}
/** Why no answer came, with the most specific error code found in the causes. */
function transportReason(error) {
    if (isAbort(error) || (error instanceof Error && isAbort(error.cause))) {
        return 'no complete answer in time';
    }
    const messages = [];
    let code;
    for (let e = error; e instanceof Error && messages.length < 5; e = e.cause) {
        messages.push(e.message);
        const own = e.code;
        if (typeof own === 'string')
            code = own;
    }
    const message = messages.at(-1) ?? 'no answer';
    return code && !message.includes(code) ? `${message} (${code})` : message;
}
function describeValidationError(e) {
    if (typeof e === 'string')
        return e;
    if (typeof e !== 'object' || e === null)
        return '';
    const { message, field, code } = e;
    if (typeof message === 'string')
        return message;
    return [field, code].filter((part) => typeof part === 'string' && part).join(' ');
}
/**
 * Whether an error answer is a rate limit, and how long GitHub asks us to wait (undefined: it did
 * not say). Primary limit: remaining 0 until x-ratelimit-reset. Secondary limit: 403/429 with
 * retry-after, or its message alone.
 */
function rateLimitWait(status, headers, text) {
    if (status !== 403 && status !== 429)
        return null;
    const retryAfter = Number(headers['retry-after']);
    const hasRetryAfter = headers['retry-after'] !== undefined && Number.isFinite(retryAfter);
    const exhausted = headers['x-ratelimit-remaining']?.trim() === '0';
    if (status === 403 && !hasRetryAfter && !exhausted && !/rate limit/i.test(text))
        return null;
    if (hasRetryAfter)
        return { waitMs: Math.max(0, retryAfter * 1000) };
    const reset = Number(headers['x-ratelimit-reset']);
    if (exhausted && Number.isFinite(reset) && reset > 0) {
        return { waitMs: Math.max(0, reset * 1000 - Date.now()) };
    }
    return { waitMs: /secondary rate limit/i.test(text) ? MAX_RATE_LIMIT_WAIT_S * 1000 : undefined };
}

// EXTERNAL MODULE: ./node_modules/@octokit/core/dist-src/index.js + 12 modules
var core_dist_src = __webpack_require__(4730);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var dist_bundle = __webpack_require__(3779);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var plugin_retry_dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./node_modules/undici/index.js
var undici = __webpack_require__(6752);
// EXTERNAL MODULE: ./src/lib/redact.ts
var redact = __webpack_require__(310);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/adapters/http/dispatcher.ts
var http_dispatcher = __webpack_require__(320);
;// CONCATENATED MODULE: ./src/adapters/github/octokit.ts
/**
 * The Octokit of one GitHub client: `@octokit/core` with the paginate, retry and throttling
 * plugins, its fetch going through the run's undici dispatcher (so HTTPS_PROXY / NO_PROXY apply),
 * a deadline per attempt, GitHub's spacing of writes, and the token sent to the API's origin only.
 * `Connection` is what every group of calls (comments.ts, repository.ts) is written against.
 */




// The light build, without Redis clustering: the one the throttling plugin loads, so that the
// bundle carries (and the action evaluates at start-up) one copy of Bottleneck, not two.








/** Octokit appends its own name and version to this. */
const USER_AGENT = `${version/* ACTION_NAME */.p}/${version/* ACTION_VERSION */.Y}`;
const API_VERSION = '2022-11-28';
const REQUEST_TIMEOUT_MS = 20_000;
/** 100 pages of 100: a bound that keeps a misbehaving server from paging us forever. */
const MAX_PAGES = 100;
/** Rate-limit waits longer than this end the call with a GitHubRateLimitError instead. */
const MAX_RATE_LIMIT_RETRIES = 2;
/** Status codes the retry plugin leaves alone; 403 and 429 are the throttling plugin's. */
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
/** Writes that go out at once before GitHub's pace applies (see writeSpacing). */
const WRITE_BURST = 8;
const CREATE_BURST = 2;
/** Reads are retried three times (four attempts) with the plugin's 1 s, 4 s, 9 s backoff. */
const READ_RETRIES = 3;
const GitHubOctokit = core_dist_src/* Octokit */.E.plugin(dist_bundle/* paginateRest */.ud, plugin_retry_dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
/** Creates are sent once: a lost answer is recovered by the caller's marker, not by a resend. */
const NO_RETRY = { request: { retries: 0 } };
/** Opens the client's connection; throws a GitHubError for an API URL that is no URL. */
function connect(options) {
    const secrets = [options.token, ...(options.secrets ?? [])].filter(Boolean);
    const clean = (text) => (0,redact/* redact */.E)(text, secrets);
    const baseUrl = options.apiUrl.replace(/\/+$/, '');
    let origin;
    try {
        origin = new URL(baseUrl).origin;
    }
    catch {
        throw new github_errors/* GitHubError */.y_(`the GitHub API URL '${(0,lib_text/* shorten */.ml)(baseUrl, 80)}' is not a URL`, null);
    }
    const { octokit, attempts } = buildOctokit(options, baseUrl, origin, clean);
    return {
        octokit,
        repo: { owner: options.repo.owner, repo: options.repo.repo },
        name: `${options.repo.owner}/${options.repo.repo}`,
        clean,
        log: options.log ?? { warning: () => { } },
        attempts,
        async call(spec, run) {
            try {
                return await run();
            }
            catch (error) {
                throw fromOctokitError(error, spec, clean);
            }
        },
    };
}
const COMMENTS = {
    kind: 'scopes',
    scopes: ['issues: write', 'pull-requests: write'],
};
const ISSUES = { kind: 'scopes', scopes: ['issues: write'] };
const METADATA = { kind: 'metadata' };
const PULLS = { kind: 'scopes', scopes: ['pull-requests: read'] };
const ACTIONS = { kind: 'scopes', scopes: ['actions: read'] };
/**
 * Octokit with its plugins, fetching through the dispatcher (a deadline per attempt), logging
 * through the action's redacting log, and refusing to send the token to any other origin.
 */
function buildOctokit(options, baseUrl, origin, clean) {
    const log = options.log ?? { warning: () => { }, debug: () => { } };
    const msPerSecond = options.msPerSecond ?? 1000;
    const dispatcher = options.dispatcher ?? (0,http_dispatcher/* defaultDispatcher */.b)();
    const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    let attempts = 0;
    const fetchThroughDispatcher = async (input, init) => {
        const deadline = AbortSignal.timeout(timeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
        attempts++;
        // undici's fetch takes the same arguments as the global one, plus the dispatcher.
        const response = await (0,undici/* fetch */.hd)(input, {
            ...init,
            signal,
            dispatcher,
        });
        return response;
    };
    const rateLimitHandler = (kind) => (retryAfter, request, _o, n) => {
        const wanted = n < MAX_RATE_LIMIT_RETRIES && retryAfter <= MAX_RATE_LIMIT_WAIT_S;
        log.warning(`GitHub's ${kind} rate limit turned away ${request.method ?? ''} ${request.url ?? ''}; ` +
            (wanted ? `trying again in ${retryAfter} s.` : 'not waiting for it.'));
        return wanted;
    };
    const octokit = new GitHubOctokit({
        baseUrl,
        userAgent: USER_AGENT,
        // `request.retries` must stay per call: set here, it would retry even what `doNotRetry` lists.
        request: { fetch: fetchThroughDispatcher },
        log: {
            debug: (m) => log.debug(clean(m)),
            info: (m) => log.debug(clean(m)),
            warn: (m) => log.warning(clean(m)),
            error: (m) => log.warning(clean(m)),
        },
        retry: { doNotRetry: DO_NOT_RETRY, retries: READ_RETRIES, retryAfterBaseValue: msPerSecond },
        throttle: {
            enabled: options.throttle !== false,
            ...writeSpacing(msPerSecond),
            retryAfterBaseValue: msPerSecond,
            fallbackSecondaryRateRetryAfter: MAX_RATE_LIMIT_WAIT_S,
            onRateLimit: rateLimitHandler('primary'),
            onSecondaryRateLimit: rateLimitHandler('secondary'),
        },
    });
    // Before every call and every next page: the token goes to the API's own origin only, and the
    // REST API version is pinned.
    octokit.hook.before('request', (request) => {
        const target = new URL(request.url, `${baseUrl}/`);
        if (target.origin !== origin) {
            throw new github_errors/* GitHubError */.y_(`refused to follow a link to another host (${target.origin}): the token goes to ${origin} only`, null);
        }
        request.headers['x-github-api-version'] = API_VERSION;
        // GitHub documents `Bearer` for every kind of token; Octokit's token auth would send the older
        // `token` scheme, which some GitHub-compatible servers do not take.
        if (options.token)
            request.headers.authorization = `Bearer ${options.token}`;
        // The retry plugin counts attempts in `request.request`, which is otherwise the object shared
        // by every call: a copy per call keeps one call's retries from counting against the next.
        request.request = { ...request.request };
    });
    return { octokit, attempts: () => attempts };
}
/** Every item of a list endpoint, at most MAX_PAGES pages of 100. */
async function listAll(pages) {
    const items = [];
    let page = 0;
    for await (const { data } of pages) {
        items.push(...data);
        if (++page >= MAX_PAGES)
            break;
    }
    return items;
}
/** A call in the words its errors use (see CallSpec). */
function callSpec(what, resource, need, create = false) {
    return { what, resource, need, create };
}
/**
 * How writes are spaced. GitHub asks integrations that make many writes to leave a second between
 * them, and at least three between content-creating ones (comments, issues); the throttling plugin
 * applies that to every write from the first. A run writes a handful of times (a status comment, a
 * reaction, a few edits), so each client here gets token buckets instead: a short burst goes out at
 * once, and past it the same one-a-second (one-per-three-seconds) pace holds. Per client, not per
 * process, so that tests do not share a budget. `msPerSecond` scales the pace as it scales waits.
 */
function writeSpacing(msPerSecond) {
    const bucket = (burst, everySeconds) => new (light_default()).Group({
        maxConcurrent: 1,
        reservoir: burst,
        reservoirIncreaseAmount: 1,
        reservoirIncreaseMaximum: burst,
        reservoirIncreaseInterval: everySeconds * msPerSecond,
        heartbeatInterval: Math.min(250, Math.max(1, msPerSecond / 4)),
    });
    return { write: bucket(WRITE_BURST, 1), notifications: bucket(CREATE_BURST, 3) };
}

;// CONCATENATED MODULE: ./src/adapters/github/comments.ts
/**
 * The calls on issue and pull request comments and their reactions. Creating a comment is sent
 * once (a lost answer is found again by its marker); a deletion that finds the comment gone after
 * a retry counts as done.
 */




/** Listing, reading, writing and deleting comments. */
function commentCalls(c) {
    const { octokit, repo } = c;
    const onIssue = (n) => `issue or pull request #${n} in ${c.name}`;
    const comment = (id) => `comment ${id} in ${c.name}`;
    return {
        async listComments(issueNumber) {
            const spec = callSpec(`list the comments of #${issueNumber}`, onIssue(issueNumber), COMMENTS);
            const pages = octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues/{issue_number}/comments', { ...repo, issue_number: issueNumber, per_page: 100 });
            return (await c.call(spec, () => listAll(pages))).map(toComment);
        },
        async listRecentComments(since) {
            const spec = callSpec(`list the comments of ${c.name} updated since ${since}`, `repository ${c.name}`, COMMENTS);
            const pages = octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues/comments', {
                ...repo,
                sort: 'updated',
                direction: 'desc',
                since,
                per_page: 100,
            });
            return (await c.call(spec, () => listAll(pages))).map(toComment);
        },
        async getComment(commentId) {
            const spec = callSpec(`read comment ${commentId}`, comment(commentId), COMMENTS);
            try {
                const { data } = await c.call(spec, () => octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                    ...repo,
                    comment_id: commentId,
                }));
                return toComment(data);
            }
            catch (error) {
                if (error instanceof github_errors/* GitHubNotFoundError */.ZY)
                    return null;
                throw error;
            }
        },
        async createComment(issueNumber, body) {
            const spec = callSpec(`comment on #${issueNumber}`, onIssue(issueNumber), COMMENTS, true);
            const { data } = await c.call(spec, () => octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
                ...repo,
                issue_number: issueNumber,
                body,
                ...NO_RETRY,
            }));
            return toComment(data);
        },
        async updateComment(commentId, body) {
            const spec = callSpec(`edit comment ${commentId}`, comment(commentId), COMMENTS);
            const { data } = await c.call(spec, () => octokit.request('PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                ...repo,
                comment_id: commentId,
                body,
            }));
            return toComment(data);
        },
        async deleteComment(commentId) {
            const spec = callSpec(`delete comment ${commentId}`, comment(commentId), COMMENTS);
            try {
                await octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}', {
                    ...repo,
                    comment_id: commentId,
                });
            }
            catch (error) {
                // A retry after a lost answer finds the comment gone: the first attempt did the work.
                if (error instanceof dist_src/* RequestError */.G && error.status === 404 && attemptsOf(error) > 1)
                    return;
                throw fromOctokitError(error, spec, c.clean);
            }
        },
    };
}
/** Adding and removing reactions, on issue comments or on review comments (their own routes). */
function reactionCalls(c, identity) {
    const { octokit, repo } = c;
    const what = (verb, content, on, id) => `${verb} ${content} reaction ${verb === 'add a' ? 'to' : 'from'} ${on === 'review-comment' ? 'review ' : ''}comment ${id}`;
    return {
        async addReaction(commentId, content, on = 'issue-comment') {
            // Adding the same reaction again is harmless: GitHub answers 200 with the existing one.
            const spec = callSpec(what('add a', content, on, commentId), `comment ${commentId} in ${c.name}`, COMMENTS);
            const parameters = { ...repo, comment_id: commentId, content };
            await c.call(spec, () => on === 'review-comment'
                ? octokit.request('POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', parameters)
                : octokit.request('POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', parameters));
        },
        async removeReaction(commentId, content, on = 'issue-comment') {
            const spec = callSpec(what('remove the', content, on, commentId), `comment ${commentId} in ${c.name}`, COMMENTS);
            const login = (await identity()).toLowerCase();
            const parameters = { ...repo, comment_id: commentId, content, per_page: 100 };
            const { data } = await c.call(spec, () => on === 'review-comment'
                ? octokit.request('GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions', parameters)
                : octokit.request('GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions', parameters));
            const own = data.find((r) => r.content === content && r.user?.login.toLowerCase() === login);
            if (!own)
                return;
            const target = { ...repo, comment_id: commentId, reaction_id: own.id };
            await c.call(spec, () => on === 'review-comment'
                ? octokit.request('DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}', target)
                : octokit.request('DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}', target));
        },
    };
}
function toComment(data) {
    return {
        // Comment ids are int64 in GitHub's description; they fit a double for ages to come.
        id: Number(data.id),
        body: data.body ?? '',
        htmlUrl: data.html_url,
        userLogin: data.user?.login ?? '',
        createdAt: data.created_at,
        updatedAt: data.updated_at,
    };
}

// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(6141);
;// CONCATENATED MODULE: ./src/adapters/github/repository.ts





/** The login the default workflow token writes as. */
const DEFAULT_TOKEN_LOGIN = 'github-actions[bot]';
/**
 * The login `github-token` writes as. GraphQL's `viewer` answers for every kind of token (the
 * workflow's, an app's, a person's); `GET /user` is the fallback for a server without GraphQL.
 * When both refuse, the default token's identity is assumed, and said so.
 */
async function findIdentity(c) {
    const spec = callSpec("read the token's identity", 'authenticated user', null);
    const refusals = [];
    const attempts = [
        async () => (await c.octokit.graphql('query { viewer { login } }'))
            .viewer?.login,
        async () => (await c.octokit.request('GET /user')).data.login,
    ];
    for (const attempt of attempts) {
        try {
            const login = await attempt();
            if (login)
                return login;
            refusals.push('no login in the answer');
        }
        catch (error) {
            // A server error or no answer at all is a failure of the run, not a reason to guess.
            if (!(error instanceof Error) || isUnanswered(error)) {
                throw fromOctokitError(error, spec, c.clean);
            }
            refusals.push(c.clean((0,lib_text/* shorten */.ml)(error.message, 120)));
        }
    }
    c.log.warning(`Could not read the identity of 'github-token' (${refusals.join('; ')}); status comments ` +
        `and report issues count as the action's own only when written by ${DEFAULT_TOKEN_LOGIN}.`);
    return DEFAULT_TOKEN_LOGIN;
}
/** A person's permission and a workflow run's state. */
function repositoryCalls(c) {
    const { octokit, repo } = c;
    return {
        async getPermission(user) {
            const spec = callSpec(`read the repository permission of ${user}`, `user ${user}`, METADATA);
            try {
                const { data } = await c.call(spec, () => octokit.request('GET /repos/{owner}/{repo}/collaborators/{username}/permission', {
                    ...repo,
                    username: user,
                }));
                return toPermission(data);
            }
            catch (error) {
                // GitHub answers 404 for a login that is no user; either way it has no permission here.
                if (error instanceof github_errors/* GitHubNotFoundError */.ZY)
                    return 'none';
                throw error;
            }
        },
        async getWorkflowRun(runId) {
            const spec = callSpec(`read workflow run ${runId}`, `run ${runId} of ${c.name}`, ACTIONS);
            const { data } = await c.call(spec, () => octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}', {
                ...repo,
                run_id: Number(runId),
            }));
            return { status: data.status ?? 'unknown' };
        },
    };
}
/** A pull request and its files, for the context block. */
function pullRequestCalls(c) {
    const { octokit, repo } = c;
    const resource = (n) => `issue or pull request #${n} in ${c.name}`;
    return {
        async getPullRequest(pullNumber) {
            const spec = callSpec(`read pull request #${pullNumber}`, resource(pullNumber), PULLS);
            const { data } = await c.call(spec, () => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
                ...repo,
                pull_number: pullNumber,
            }));
            return {
                number: data.number,
                title: data.title,
                htmlUrl: data.html_url,
                baseRef: data.base.ref,
                headRef: data.head.ref,
                changedFiles: data.changed_files,
            };
        },
        async getPullRequestMerge({ owner, repo: name, number }) {
            const where = `pull request #${number} in ${owner}/${name}`;
            const spec = callSpec(`read ${where}`, where, PULLS);
            try {
                const { data } = await c.call(spec, () => octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
                    owner,
                    repo: name,
                    pull_number: number,
                }));
                const mergedAt = data.merged_at ?? null;
                return { state: data.state, merged: data.merged || mergedAt !== null, mergedAt };
            }
            catch (error) {
                if (error instanceof github_errors/* GitHubNotFoundError */.ZY)
                    return null;
                throw error;
            }
        },
        async listPullRequestFiles(pullNumber, max) {
            const what = `list the files of pull request #${pullNumber}`;
            const spec = callSpec(what, resource(pullNumber), PULLS);
            const pages = octokit.paginate.iterator('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', { ...repo, pull_number: pullNumber, per_page: Math.min(100, Math.max(1, max)) });
            return c.call(spec, async () => {
                const paths = [];
                for await (const { data } of pages) {
                    for (const file of data)
                        if (paths.length < max)
                            paths.push(file.filename);
                    if (paths.length >= max)
                        break;
                }
                return paths;
            });
        },
    };
}
/** Listing, creating and updating issues (the report issue). */
function issueCalls(c) {
    const { octokit, repo } = c;
    return {
        async listIssuesBy(creator) {
            const spec = callSpec(`list the issues of ${c.name}`, `repository ${c.name}`, ISSUES);
            const pages = octokit.paginate.iterator('GET /repos/{owner}/{repo}/issues', {
                ...repo,
                state: 'all',
                creator,
                per_page: 100,
            });
            return (await c.call(spec, () => listAll(pages))).map(toIssue);
        },
        async getIssue(issueNumber) {
            const resource = `issue #${issueNumber} in ${c.name}`;
            const spec = callSpec(`read issue #${issueNumber}`, resource, ISSUES);
            try {
                const { data } = await c.call(spec, () => octokit.request('GET /repos/{owner}/{repo}/issues/{issue_number}', {
                    ...repo,
                    issue_number: issueNumber,
                }));
                return toIssue(data);
            }
            catch (error) {
                if (error instanceof github_errors/* GitHubNotFoundError */.ZY)
                    return null;
                throw error;
            }
        },
        async createIssue(title, body) {
            const spec = callSpec(`create an issue in ${c.name}`, `repository ${c.name}`, ISSUES, true);
            const { data } = await c.call(spec, () => octokit.request('POST /repos/{owner}/{repo}/issues', { ...repo, title, body, ...NO_RETRY }));
            return toIssue(data);
        },
        async updateIssue(issueNumber, fields) {
            const resource = `issue #${issueNumber} in ${c.name}`;
            const spec = callSpec(`update issue #${issueNumber}`, resource, ISSUES);
            const { data } = await c.call(spec, () => octokit.request('PATCH /repos/{owner}/{repo}/issues/{issue_number}', {
                ...repo,
                issue_number: issueNumber,
                ...fields,
            }));
            return toIssue(data);
        },
        async addIssueReaction(issueNumber, content) {
            const resource = `issue #${issueNumber} in ${c.name}`;
            const spec = callSpec(`add a ${content} reaction to issue #${issueNumber}`, resource, ISSUES);
            // Not retried: a retry of a lost answer would find the reaction there, as another run's.
            const { status, data } = await c.call(spec, () => octokit.request('POST /repos/{owner}/{repo}/issues/{issue_number}/reactions', {
                ...repo,
                issue_number: issueNumber,
                content,
                ...NO_RETRY,
            }));
            return { id: data.id, added: status === 201 };
        },
        async deleteIssueReaction(issueNumber, reactionId) {
            const resource = `reaction ${reactionId} on issue #${issueNumber} in ${c.name}`;
            const spec = callSpec(`delete reaction ${reactionId} of issue #${issueNumber}`, resource, ISSUES);
            try {
                await c.call(spec, () => octokit.request('DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}', { ...repo, issue_number: issueNumber, reaction_id: reactionId }));
                return true;
            }
            catch (error) {
                if (error instanceof github_errors/* GitHubNotFoundError */.ZY)
                    return false;
                throw error;
            }
        },
    };
}
/**
 * The five levels from GitHub's answer. `role_name` carries triage and maintain, which the legacy
 * `permission` folds into read and write; a custom role's name is none of the five, and then
 * `permission` gives its base level.
 */
function toPermission(data) {
    const levels = types/* PERMISSIONS */.Jj;
    for (const candidate of [data.role_name, data.user?.role_name, data.permission]) {
        if (candidate && levels.includes(candidate))
            return candidate;
    }
    return 'none';
}
function toIssue(data) {
    return {
        number: data.number,
        title: data.title,
        body: data.body ?? '',
        htmlUrl: data.html_url,
        userLogin: data.user?.login ?? '',
        state: data.state,
        isPullRequest: data.pull_request != null,
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/client.ts



/**
 * The GitHub REST adapter. Every error it throws is a `GitHubError` (or subclass) whose text never
 * holds the token.
 */
function createGitHubClient(options) {
    const connection = connect(options);
    let identity;
    // Found once, on first use: the status comment store and the sweep ask for it many times.
    const identityOnce = () => (identity ??= findIdentity(connection));
    return {
        ...repositoryCalls(connection),
        ...commentCalls(connection),
        ...reactionCalls(connection, identityOnce),
        ...pullRequestCalls(connection),
        ...issueCalls(connection),
        identity: identityOnce,
        get requestCount() {
            return connection.attempts();
        },
    };
}


/***/ }),

/***/ 4281:
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
class GitHubError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .HttpError */ .j$ {
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


/***/ })

};
