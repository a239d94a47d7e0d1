export const id = 806;
export const ids = [806];
export const modules = {

/***/ 807:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ readRunContext),
/* harmony export */   Ds: () => (/* binding */ loadEvent)
/* harmony export */ });
/* unused harmony export readTrigger */
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8453);
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
/** Events whose created comment, or submitted review, is read as a command. */
const COMMENT_EVENTS = {
    issue_comment: { container: 'issue', item: 'comment' },
    pull_request_review_comment: { container: 'pull_request', item: 'comment' },
    pull_request_review: { container: 'pull_request', item: 'review' },
};
const isCommentEvent = (name) => Object.hasOwn(COMMENT_EVENTS, name);
/**
 * Reduces an event payload to a Trigger. Comment and review payloads must carry what the action
 * relies on; other events only lend their issue or pull request, when they have one.
 *
 * @throws ActionError when the payload is not an object, or a comment or review payload lacks the
 * issue or pull request number, the comment id or the commenter.
 */
function readTrigger(eventName, payload) {
    if (payload === undefined || payload === null)
        payload = {};
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(payload)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`the ${eventName || 'event'} payload is not a JSON object`);
    }
    if (!isCommentEvent(eventName)) {
        const subject = subjectOf(payload.issue, false) ?? subjectOf(payload.pull_request, true);
        return {
            kind: 'other',
            eventName,
            subject,
            issueNumber: subject?.number ?? positiveInteger(payload.number),
        };
    }
    const malformed = (what) => new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ActionError */ .lZ(`the ${eventName} payload is malformed: ${what}`, {
        hint: 'The action reads GITHUB_EVENT_PATH; check that it holds the webhook payload.',
    });
    const shape = COMMENT_EVENTS[eventName];
    const action = payload.action;
    if (typeof action !== 'string')
        throw malformed("'action' is missing");
    const container = payload[shape.container];
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(container))
        throw malformed(`'${shape.container}' is missing`);
    const subject = subjectOf(container, shape.container === 'pull_request' || (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(container.pull_request));
    if (subject === null)
        throw malformed(`'${shape.container}.number' is not a positive integer`);
    const item = payload[shape.item];
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(item))
        throw malformed(`'${shape.item}' is missing`);
    const id = positiveInteger(item.id);
    if (id === undefined)
        throw malformed(`'${shape.item}.id' is not a positive integer`);
    const userLogin = field(item, 'user', 'login');
    if (typeof userLogin !== 'string' || userLogin === '') {
        throw malformed(`'${shape.item}.user.login' is missing`);
    }
    const userType = field(item, 'user', 'type');
    return {
        kind: 'comment',
        source: eventName,
        action,
        issueNumber: subject.number,
        isPullRequest: subject.isPullRequest,
        subject,
        comment: {
            id,
            // An empty comment, or a review without a body, comes as null.
            body: typeof item.body === 'string' ? item.body : '',
            htmlUrl: text(item.html_url),
            userLogin,
            userType: typeof userType === 'string' ? userType : 'User',
        },
        review: eventName === 'pull_request_review_comment' ? locationOf(item) : null,
    };
}
/** The pull request or issue of a payload; null without a number. */
function subjectOf(value, isPullRequest) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        return null;
    const number = positiveInteger(value.number);
    if (number === undefined)
        return null;
    const ref = (side) => {
        const branch = field(value, side, 'ref');
        return typeof branch === 'string' && branch !== '' ? branch : null;
    };
    return {
        number,
        isPullRequest,
        url: text(value.html_url),
        title: text(value.title),
        baseRef: ref('base'),
        headRef: ref('head'),
    };
}
/** Where a review comment sits: its file, lines (current, else as first written) and hunk. */
function locationOf(comment) {
    const line = positiveInteger(comment.line) ?? positiveInteger(comment.original_line) ?? null;
    const start = positiveInteger(comment.start_line) ?? positiveInteger(comment.original_start_line) ?? null;
    return {
        path: text(comment.path),
        startLine: start !== null && line !== null && start < line ? start : null,
        line,
        diffHunk: text(comment.diff_hunk),
    };
}
const text = (value) => (typeof value === 'string' ? value : '');
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
function field(record, key, inner) {
    const value = record[key];
    return (0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value) ? value[inner] : undefined;
}
function positiveInteger(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 ? value : undefined;
}


/***/ }),

/***/ 5033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ renderMarker),
/* harmony export */   t: () => (/* binding */ readMarker)
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
                ...(v.create === true ? { create: true } : {}),
                outcome: typeof v.outcome === 'string' ? v.outcome : null,
                sentAt: typeof v.sentAt === 'number' ? v.sentAt : null,
                runId: v.runId,
                ...(readShown(v.shown) ?? {}),
                ...readGapRecords(v),
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
const GAP_ID = /^g[1-9][0-9]{0,8}$/;
const isIssue = (n) => Number.isSafeInteger(n) && n > 0;
const short = (t, max) => typeof t === 'string' && t.length <= max;
/** The valid `fix` and `dismiss` records of a status marker (see StatusMarker). */
function readGapRecords(v) {
    const out = {};
    const fix = v.fix;
    if (typeof fix === 'object' && fix !== null && isIssue(fix.issue) && Array.isArray(fix.ids)) {
        const ids = fix.ids.filter((id) => typeof id === 'string' && GAP_ID.test(id));
        if (ids.length > 0)
            out.fix = { issue: fix.issue, ids: ids.slice(0, 20) };
    }
    const d = v.dismiss;
    if (typeof d === 'object' &&
        d !== null &&
        isIssue(d.issue) &&
        typeof d.id === 'string' &&
        GAP_ID.test(d.id) &&
        short(d.by, 100) &&
        short(d.why, 400) &&
        short(d.at, 40) &&
        !Number.isNaN(Date.parse(d.at)))
        out.dismiss = { issue: d.issue, id: d.id, by: d.by, why: d.why, at: d.at };
    return out;
}
/** `{ shown }` when the value is a valid ShownRequest, else null (an older marker has none). */
function readShown(value) {
    if (typeof value !== 'object' || value === null)
        return null;
    const v = value;
    if (typeof v.actor !== 'string' || typeof v.command !== 'string' || typeof v.prompt !== 'string')
        return null;
    const source = v.source;
    const validSource = typeof source === 'object' &&
        source !== null &&
        (source.kind === 'review comment' || source.kind === 'review') &&
        typeof source.url === 'string';
    return {
        shown: {
            actor: v.actor,
            command: v.command,
            prompt: v.prompt,
            ...(validSource
                ? {
                    source: { kind: source.kind, url: source.url },
                }
                : {}),
        },
    };
}


/***/ }),

/***/ 2495:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   Lt: () => (/* binding */ fenceFor),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   Wb: () => (/* binding */ safeHttpsUrl),
/* harmony export */   X0: () => (/* binding */ quoteUntrusted),
/* harmony export */   _b: () => (/* binding */ inertCodeSpan),
/* harmony export */   _m: () => (/* binding */ inertMentions),
/* harmony export */   aL: () => (/* binding */ escapeTableCell),
/* harmony export */   fV: () => (/* binding */ fencedText)
/* harmony export */ });
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9112);
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
    const short = (0,_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .shorten */ .ml)(text.replace(/\r\n?/g, '\n').trim(), max);
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
/**
 * Untrusted text as an inline code span in a table or a sentence: backticks and table pipes are
 * dropped and line breaks become spaces, so the span can neither end early nor break the table.
 */
function codeSpan(text, max = 200) {
    return `\`${text
        .slice(0, max)
        .replace(/[`|]/g, '')
        .replace(/[\r\n]+/g, ' ')}\``;
}
/** Controls and bidirectional overrides: they can hide or reorder what a maintainer reads. */
const HIDDEN = new RegExp(`${_lib_text_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3.source}|[\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]`, 'g');
/**
 * Untrusted one-line text as inline code that stays inert in the body's raw text too: no backtick
 * or pipe to end it, `<` and `>` kept apart by a word joiner (a forged `<!-- … -->` marker would
 * otherwise be found by a marker's parser), no `@name` that notifies.
 */
function inertCodeSpan(text, max = 200) {
    const body = text
        .slice(0, max)
        .replace(HIDDEN, ' ')
        .replace(/[`|]/g, '')
        .replace(/[\r\n]+/g, ' ')
        .replace(/</g, '<\u2060')
        .replace(/>/g, '\u2060>');
    return `\`${inertMentions(body)}\``;
}
/**
 * Untrusted text shown whole and as itself: a fenced code block whose fence is longer than any run
 * of backticks inside, so that nothing in it can close the block, render markup or mention anyone.
 */
function fencedText(text) {
    const fence = fenceFor(text);
    return `${fence}text\n${text.replace(/\r\n?/g, '\n')}\n${fence}`;
}
/** A code fence longer than any run of backticks in `text` (three at least): nothing inside closes it. */
function fenceFor(text) {
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    return '`'.repeat(Math.max(3, longest + 1));
}


/***/ }),

/***/ 1500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ PROMPT_EXCERPT),
/* harmony export */   u: () => (/* binding */ renderStatusComment)
/* harmony export */ });
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5033);
/* harmony import */ var _lib_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2543);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/**
 * The status comment: pure rendering of what a run has reached. Text from the command comment and
 * from the platform is untrusted: it is escaped, shortened and has its @mentions made inert, and a
 * platform link becomes a link only when it is an https URL.
 */



/** Longest prompt excerpt shown in the comment. */
const PROMPT_EXCERPT = 600;
function headline(view) {
    const job = view.jobId ? ` \`${view.jobId}\`` : '';
    switch (view.phase) {
        case 'received':
            if (view.waitingForIdle)
                return `⏳ **Waiting** — job${job} is busy; the message goes out when it is done`;
            return view.creates
                ? '👀 **Received** — starting a new job…'
                : '👀 **Received** — checking the job…';
        case 'sending':
            return view.creates
                ? '🆕 **Starting** a new job…'
                : `📨 **Sending** the message to job${job}…`;
        case 'sent':
            if (view.creates)
                return `🆕 **Started** job${job} — waiting for the agent…`;
            return view.maybeSent
                ? `❔ **Sent?** — the platform's answer was lost; checking whether job${job} took it up…`
                : `📨 **Sent** to job${job} — waiting for the agent to start…`;
        case 'working':
            return `⏳ **Working** — the agent is on it (job${job})`;
        case 'final':
            if (view.word === 'status' && view.outcome === 'skipped')
                return `ℹ️ **Status** of job${job}: ${view.status ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(view.status) : 'unknown'}`;
            if (view.word === 'help' && view.outcome === 'skipped')
                return `ℹ️ **How to use ${view.command}**`;
            if (view.word === 'dismiss' && view.outcome === 'skipped')
                return '🙈 **Dismissed**';
            if (view.creates && view.outcome === 'sent')
                return `🆕 **Started** job${job} (not waiting for it to finish)`;
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
    const detail = view.detail ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(view.detail) : null;
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
                `The action stopped waiting after ${view.elapsedMs === null ? 'its timeout' : (0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(view.elapsedMs)}; the agent did not stop.`, '', `How to check: open job ${job} on the platform's dashboard, or re-run this workflow run — it resumes waiting and does not send the message again. A longer \`timeout\` input avoids this; with a reconcile schedule (\`mode: reconcile\`), this comment gets its result when the job ends.`);
            break;
        case 'cancelled':
            lines.push(detail ?? 'The run was cancelled.');
            if (view.jobId)
                lines.push('', `Job ${job} may still be running; re-running this workflow run resumes without sending the message twice.`);
            break;
        case 'sent':
            lines.push(`The agent works in the background. This comment gets its result (outcome and pull request) ` +
                `from the repository's reconcile schedule, if one is set up (\`mode: reconcile\` on a ` +
                `schedule, see the action's docs/reconcile.md); otherwise follow job ${job} on the platform's dashboard.`);
            break;
        case 'skipped':
            if (view.word === 'dismiss' && detail)
                lines.push(detail);
            if (view.usage)
                lines.push(view.usage);
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
                lines.push('', `**What to do:** ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(view.hint)}`);
            break;
        default:
            if (detail)
                lines.push(detail);
    }
    if (view.finishedLater) {
        lines.push('', 'Finished by a reconcile run: the run that sent the request had stopped watching the job.');
    }
    if (view.maybeSent && view.outcome !== 'error') {
        lines.push('', "Note: the platform's answer to the message was lost; it was not resent and may not have arrived.");
    }
    return lines;
}
/** Renders the whole comment body, marker first. */
function renderStatusComment(view, marker) {
    const prUrl = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .safeHttpsUrl */ .Wb)(view.prLink);
    const prLinkMarkdown = prUrl ? `[${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(shortLinkText(prUrl))}](${prUrl})` : null;
    const rows = [];
    if (view.jobId)
        rows.push(['Job', `\`${view.jobId}${view.creates && view.jobId ? '` (new)' : '`'}`]);
    if (view.status)
        rows.push(['Job status', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(view.status)]);
    if (view.word === 'status' && view.model)
        rows.push(['Model', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(view.model)]);
    if (view.phase !== 'received' || view.prLink) {
        if (prLinkMarkdown)
            rows.push(['Pull request', prLinkMarkdown]);
        else if (view.prLink)
            rows.push(['Pull request', `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .codeSpan */ .SS)(view.prLink)} (not an https link, so not linked)`]);
    }
    if (view.sentAt !== null && (view.phase !== 'final' || view.finishedLater))
        rows.push([
            view.creates ? 'Started' : 'Sent',
            `${new Date(view.sentAt).toISOString().slice(0, 19).replace('T', ' ')} UTC`,
        ]);
    if (view.phase === 'final' && view.elapsedMs !== null && view.outcome !== 'skipped')
        rows.push(['Elapsed', (0,_lib_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatDuration */ .a3)(view.elapsedMs)]);
    rows.push(['Requested by', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTableCell */ .aL)(view.actor)]);
    const sourceUrl = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .safeHttpsUrl */ .Wb)(view.source?.url);
    if (view.source && sourceUrl)
        rows.push(['Command', `[${view.source.kind}](${sourceUrl})`]);
    rows.push(['Workflow run', `[logs](${view.runUrl})`]);
    const parts = [(0,_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .renderMarker */ .B)(marker), headline(view), ''];
    if (view.prompt.trim())
        parts.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .quoteUntrusted */ .X0)(view.prompt, PROMPT_EXCERPT), '');
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

/***/ 8341:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C1: () => (/* binding */ reactionTargetOf),
/* harmony export */   JT: () => (/* binding */ triggerKeyOf),
/* harmony export */   N0: () => (/* binding */ finalReactionOf),
/* harmony export */   zU: () => (/* binding */ SOURCE_OF_EVENT)
/* harmony export */ });
/** The key of a run started by `source` with this comment (or workflow run) id. */
function triggerKeyOf(source, id) {
    return `${source}-${id}`;
}
/** The source of a comment event's key, by the event's name. */
const SOURCE_OF_EVENT = {
    issue_comment: 'comment',
    pull_request_review_comment: 'review-comment',
    pull_request_review: 'review',
};
/** Where reactions go for a key: the comment and its kind; null for reviews and other events. */
function reactionTargetOf(key) {
    // Reviews take no reactions; comments on the diff take them through their own route.
    const match = /^(comment|review-comment)-(\d+)$/.exec(key);
    if (!match)
        return null;
    return { id: Number(match[2]), on: match[1] === 'comment' ? 'issue-comment' : 'review-comment' };
}
/** The reaction a run leaves on its command when it ends: 🚀 when the job completed, else 😕. */
function finalReactionOf(outcome) {
    if (outcome === 'skipped')
        return null;
    return outcome === 'completed' ? 'rocket' : 'confused';
}


/***/ })

};
