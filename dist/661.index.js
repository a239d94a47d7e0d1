export const id = 661;
export const ids = [661];
export const modules = {

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

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finishPending: () => (/* binding */ finishPending)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3426);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(807);
/* harmony import */ var _github_client_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6584);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2462);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6670);
/* harmony import */ var _render_status_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1500);
/**
 * The post step. The main step saves the status comment's state (core.saveState) each time it
 * writes the comment and clears it once the comment shows a final outcome. When the runner killed
 * the main step (SIGKILL after a cancel, a crash, an OOM), the state is still there: this step
 * edits the comment to say the run was interrupted, so that no comment is left saying "working".
 */







/** Finishes the pending status comment, if any. Never fails the job: it only reports. */
async function finishPending() {
    const raw = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_state_js__WEBPACK_IMPORTED_MODULE_5__/* .PENDING_STATE */ .g);
    if (!raw)
        return;
    const token = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('github-token').trim();
    const apiKey = _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4('api-key').trim();
    const secrets = [token, apiKey].filter(Boolean);
    for (const secret of secrets)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret);
    try {
        const pending = JSON.parse(raw);
        const context = (0,_event_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunContext */ .$p)(process.env);
        const github = (0,_github_client_js__WEBPACK_IMPORTED_MODULE_3__/* .createGitHubClient */ .L)({
            token,
            apiUrl: context.apiUrl,
            repo: context.repo,
            secrets,
        });
        const { view, marker } = pending;
        view.phase = 'final';
        view.outcome = 'cancelled';
        view.detail = marker.sent
            ? `the run was stopped before it finished (the runner ended the step). The message was ${marker.confirmed ? 'sent' : 'possibly sent'}; the job may still be running.`
            : 'the run was stopped before the message was sent (the runner ended the step).';
        view.maybeSent = marker.sent && !marker.confirmed;
        view.elapsedMs = null;
        marker.outcome = 'cancelled';
        await github.updateComment(pending.commentId, (0,_render_status_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .renderStatusComment */ .u)(view, marker));
        const commentTrigger = /^comment-(\d+)$/.exec(marker.trigger);
        if (commentTrigger) {
            await github.addReaction(Number(commentTrigger[1]), 'confused').catch(() => undefined);
        }
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Marked status comment ${pending.commentId} as cancelled: the main step did not finish it.`);
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_redact_js__WEBPACK_IMPORTED_MODULE_6__/* .redact */ .E)(`Could not finish the status comment: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error)}`, secrets));
    }
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
/** Escapes Markdown and HTML so that the text renders as itself, on one line or many. */
function escapeMarkdown(text) {
    const escaped = text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/([\\`*_{}[\]()+!|~])/g, '\\$1')
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
