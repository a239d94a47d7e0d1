export const id = 620;
export const ids = [620];
export const modules = {

/***/ 7620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runMessage: () => (/* binding */ runMessage)
});

// EXTERNAL MODULE: ./src/github/marker.ts
var github_marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/settings.ts
var settings = __webpack_require__(8750);
;// CONCATENATED MODULE: ./src/command.ts
/**
 * Pure parsing of a comment body into a command for this action. A comment is untrusted text:
 * look-alike characters never make a command, and the prompt is cleaned of invisible characters.
 */


// Zero-width and bidi controls: they can hide or reorder text on screen.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// C0/C1 controls except tab and newline (CR is normalised away before this applies).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
// Slashes that render like '/' but are other characters.
const LOOKALIKE_SLASH = /[\u2215\uff0f\u2044]/g;
/**
 * Reads a comment body as a command for `command` (e.g. `/docs-agent`).
 *
 * The first non-blank line that is neither quoted (`>`) nor inside fenced code must start, after at
 * most three spaces, with the command (ASCII case-insensitive) followed by white space or the end
 * of the line. An optional first argument `job=<id>` picks the job; the prompt is the rest of that
 * line and every line after it, trimmed, without control or invisible characters.
 */
function parseCommand(body, command) {
    if (typeof body !== 'string' || body.trim() === '') {
        return { kind: 'not-command', reason: 'the comment is empty' };
    }
    if ((0,github_marker/* hasMarker */.xY)(body)) {
        return { kind: 'not-command', reason: "the comment is this action's own status comment" };
    }
    const lines = body.replace(/\r\n?/g, '\n').split('\n');
    const index = firstPlainLine(lines);
    if (index === undefined) {
        return { kind: 'not-command', reason: 'the comment has only quoted lines or fenced code' };
    }
    const line = lines[index] ?? '';
    const rest = line.slice(/^ {0,3}/.exec(line)?.[0].length ?? 0);
    if (!startsWithCommand(rest, command)) {
        const unmasked = rest.replace(INVISIBLE, '').replace(LOOKALIKE_SLASH, '/');
        const reason = startsWithCommand(unmasked, command)
            ? `the first line has hidden or look-alike characters where ${command} should be`
            : `the first line does not start with ${command}`;
        return { kind: 'not-command', reason };
    }
    const args = [rest.slice(command.length), ...lines.slice(index + 1)].join('\n').trimStart();
    let jobId;
    let promptText = args;
    const token = /^\S+/.exec(args)?.[0] ?? '';
    if (/^job=/i.test(token)) {
        const id = token.slice('job='.length);
        if (!settings/* JOB_ID_PATTERN */.BE.test(id)) {
            return {
                kind: 'invalid',
                reason: `\`job=\` must be followed by a job id of 1 to 200 letters, digits, \`_\`, \`.\` or \`-\` (got \`${sample(id)}\`)`,
            };
        }
        jobId = id;
        promptText = args.slice(token.length);
    }
    const prompt = promptText.replace(CONTROL, '').replace(INVISIBLE, '').trim();
    if (prompt === '') {
        return {
            kind: 'invalid',
            reason: `the command has no instruction: write it after the command, e.g. \`${command} Fix the typo in quickstart.mdx\``,
        };
    }
    if (prompt.length > settings/* MAX_PROMPT_LENGTH */.Xb) {
        return {
            kind: 'invalid',
            reason: `the instruction is ${prompt.length} characters long; the limit is ${settings/* MAX_PROMPT_LENGTH */.Xb}`,
        };
    }
    return { kind: 'command', jobId, prompt };
}
/** Index of the first non-blank line outside quotes and fenced code, if any. */
function firstPlainLine(lines) {
    let fence;
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i] ?? '';
        if (fence) {
            // A closing fence: same character, at least as long, nothing but white space after it.
            const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
            if (close?.[1] && close[1][0] === fence.char && close[1].length >= fence.length) {
                fence = undefined;
            }
            continue;
        }
        const open = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
        // CommonMark: a backtick fence's info string cannot contain a backtick.
        if (open?.[1] && !(open[1][0] === '`' && (open[2] ?? '').includes('`'))) {
            fence = { char: open[1][0] ?? '`', length: open[1].length };
            continue;
        }
        if (/^[ \t]*$/.test(line) || /^ {0,3}>/.test(line))
            continue;
        return i;
    }
    return undefined;
}
/** True when `text` starts with `command` (ASCII case-insensitive) and then white space or end. */
function startsWithCommand(text, command) {
    if (command === '' || asciiLower(text.slice(0, command.length)) !== asciiLower(command)) {
        return false;
    }
    const next = text.charAt(command.length);
    // U+FEFF counts as white space for JavaScript, but it is invisible: not a separator.
    return next === '' || (/\s/.test(next) && next !== '\ufeff');
}
/** Lower-cases A–Z only, so that no non-ASCII letter (the Kelvin sign) can fold into the command. */
function asciiLower(text) {
    return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}
/** A short, inert sample of untrusted text for a reason shown in Markdown. */
function sample(text) {
    const clean = text.replace(CONTROL, '').replace(INVISIBLE, '').replaceAll('`', "'");
    return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean;
}
/** A short Markdown usage text for `command`, with examples. */
function usageHelp(command) {
    return [
        `**Usage:** start a comment with \`${command} [job=<id>] <instruction>\`.`,
        '',
        `- \`${command} Add a section on rate limits to api/overview.mdx\``,
        `- \`${command} job=abc123 Fix the broken link in quickstart.mdx\``,
        '',
        'The instruction may go on over the following lines. Without `job=<id>`, the job is the one ' +
            "given in the workflow's `job-id` input, or the one last used on this pull request or issue.",
    ].join('\n');
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(6141);
;// CONCATENATED MODULE: ./src/github/gate.ts
/**
 * Who may trigger a command. Only the collaborator-permission API decides (plus the explicit
 * allow-lists): `author_association` is never trusted, and a failed look-up refuses.
 */


function isBot(login, userType) {
    return userType === 'Bot' || /\[bot\]$/i.test(login);
}
/** Decides whether `login` may run the command. Never throws: errors refuse (fail closed). */
async function authorize(input, github) {
    const login = input.login.toLowerCase();
    if (isBot(input.login, input.userType)) {
        return input.allowedBots.includes(login)
            ? { allowed: true, reason: `${input.login} is listed in \`allowed-bots\`.` }
            : {
                allowed: false,
                reason: `${input.login} is a bot account; bots may run this command only when listed by exact login in \`allowed-bots\`.`,
            };
    }
    if (input.allowedUsers.includes(login)) {
        return { allowed: true, reason: `${input.login} is listed in \`allowed-users\`.` };
    }
    let permission;
    try {
        permission = await github.getPermission(input.login);
    }
    catch (error) {
        return {
            allowed: false,
            reason: `the permission of ${input.login} could not be checked, so the command was refused (${(0,errors/* describeError */.Uc)(error)}).`,
        };
    }
    const needed = types/* PERMISSIONS */.Jj.indexOf(input.minPermission);
    const has = permission === 'none' ? -1 : types/* PERMISSIONS */.Jj.indexOf(permission);
    if (has >= needed) {
        return {
            allowed: true,
            reason: `${input.login} has \`${permission}\` permission (needs \`${input.minPermission}\`).`,
        };
    }
    const what = permission === 'none' ? 'no permission on this repository' : `\`${permission}\` permission`;
    return {
        allowed: false,
        reason: `${input.login} has ${what}; this command needs \`${input.minPermission}\` or higher (or a listing in \`allowed-users\`).`,
    };
}

// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/status-comment.ts
/**
 * The one status comment of a command, found again by its hidden marker. Exactly one remains even
 * when a create's answer is lost (look up before creating again; duplicates collapse, oldest wins),
 * a comment deleted mid-run is recreated, and markers in comments by anyone but this action are
 * ignored.
 */


/** GitHub's limit on a comment body. */
const MAX_COMMENT_CHARS = 65_536;
const SHORTENED_NOTE = '\n\n… (shortened: GitHub limits comments to 65,536 characters)';
/** Shortens a body to GitHub's limit, keeping the marker (which comes first) intact. */
function fitCommentBody(body, max = MAX_COMMENT_CHARS) {
    if (body.length <= max)
        return body;
    return body.slice(0, max - SHORTENED_NOTE.length) + SHORTENED_NOTE;
}
function createStatusCommentStore(github, issueNumber, options = {}) {
    const max = options.maxBodyChars ?? MAX_COMMENT_CHARS;
    let current = null;
    let lastBody = null;
    let edits = 0;
    /** A marker counts only in a comment this action wrote: its own login when known, else a bot. */
    const trusted = (comment) => options.selfLogin
        ? comment.userLogin.toLowerCase() === options.selfLogin.toLowerCase()
        : comment.userType === 'Bot';
    async function ours() {
        const list = await github.listComments(issueNumber);
        const found = [];
        for (const comment of list) {
            if (!trusted(comment))
                continue;
            const marker = (0,github_marker/* readMarker */.t7)(comment.body);
            if (marker?.kind === 'status')
                found.push({ comment, marker });
        }
        return found;
    }
    async function find(trigger) {
        const matches = (await ours()).filter((m) => m.marker.trigger === trigger);
        if (matches.length === 0)
            return null;
        matches.sort((a, b) => a.comment.id - b.comment.id);
        const [oldest, ...extra] = matches;
        for (const duplicate of extra) {
            await github.deleteComment(duplicate.comment.id).catch(() => undefined);
        }
        current = oldest?.comment ?? null;
        lastBody = current?.body ?? null;
        return oldest ?? null;
    }
    async function create(trigger, body) {
        try {
            const created = await github.createComment(issueNumber, body);
            edits++;
            return created;
        }
        catch (error) {
            // The create may have been applied with its answer lost: look before creating again.
            const found = await find(trigger).catch(() => null);
            if (found)
                return found.comment;
            if (error instanceof github_errors/* GitHubError */.y_ && error.status !== null && error.status < 500)
                throw error;
            const created = await github.createComment(issueNumber, body);
            edits++;
            return created;
        }
    }
    return {
        get current() {
            return current;
        },
        get edits() {
            return edits;
        },
        find,
        async latestJobId() {
            const all = await ours();
            for (let i = all.length - 1; i >= 0; i--) {
                const jobId = all[i]?.marker.jobId;
                if (jobId)
                    return jobId;
            }
            return null;
        },
        async write(trigger, rawBody) {
            const body = fitCommentBody(rawBody, max);
            if (current && body === lastBody)
                return current;
            if (!current) {
                current = await create(trigger, body);
            }
            else {
                try {
                    current = await github.updateComment(current.id, body);
                    edits++;
                }
                catch (error) {
                    // Deleted mid-run: put it back so the run still ends in one visible outcome.
                    if (!(error instanceof github_errors/* GitHubError */.y_ && error.status === 404))
                        throw error;
                    current = await create(trigger, body);
                }
            }
            lastBody = body;
            return current;
        },
    };
}

// EXTERNAL MODULE: ./src/platform/errors.ts
var platform_errors = __webpack_require__(6316);
// EXTERNAL MODULE: ./src/redact.ts
var redact = __webpack_require__(6670);
;// CONCATENATED MODULE: ./src/poll-schedule.ts
/**
 * When to poll a job. Most follow-ups finish within minutes, so early polls come quickly (a job
 * that ends within a minute is seen ~2 s after it ends), then the gap grows to `poll-interval`,
 * which bounds both the detection delay of long jobs and the requests they cost (a 30-minute job
 * costs under 10% more than a fixed poller at `poll-interval`). `npm run bench` measures all three.
 */
/**
 * The gap (ms) at times (ms since the send), linear in between: about 1 s at first, 3.5–4 s through
 * the first minute (where most short jobs end: seen ~2 s after they end), then up to 10 s by 80 s.
 */
const KNOTS = [
    [0, 1_000],
    [8_000, 3_500],
    [65_000, 4_000],
    [80_000, 10_000],
];
/** After the last knot the gap grows by 1 s per 2 s waited, until it reaches `poll-interval`. */
const LATE_GROWTH = 1 / 2;
/** Jitter of ±10% while the gap grows, so that runs started together do not poll in lockstep. */
const JITTER = 0.1;
/** The first gap after the send, in ms. */
const FIRST_GAP_MS = KNOTS[0]?.[1] ?? 1_000;
/** The gap without jitter, given the time since the message was sent. */
function baseGap(elapsedMs) {
    const t = Math.max(0, elapsedMs);
    for (let i = 1; i < KNOTS.length; i++) {
        const [t0, g0] = KNOTS[i - 1];
        const [t1, g1] = KNOTS[i];
        if (t <= t1)
            return g0 + ((g1 - g0) * (t - t0)) / (t1 - t0);
    }
    const [tLast, gLast] = KNOTS[KNOTS.length - 1];
    return gLast + (t - tLast) * LATE_GROWTH;
}
/**
 * The gap before the next poll, given the time since the message was sent. Never above
 * `pollIntervalMs`; at the cap it is exactly `pollIntervalMs` (a jitter there would only add polls).
 */
function nextPollGap(elapsedMs, pollIntervalMs, random) {
    const base = baseGap(elapsedMs);
    if (base >= pollIntervalMs)
        return pollIntervalMs;
    const jittered = base * (1 + (random() * 2 - 1) * JITTER);
    return Math.max(250, Math.min(pollIntervalMs, Math.round(jittered)));
}
/**
 * How long after the send a terminal status counts even if the job was never seen `active`.
 * The platform does not say whether a GET right after the POST can still show the job's previous
 * terminal status; seeing `active` (the POST's own answer included) proves the message was taken
 * up, otherwise we wait this long before believing a terminal status.
 */
const TERMINAL_GRACE_MS = 10_000;

// EXTERNAL MODULE: ./src/render/status-comment.ts
var status_comment = __webpack_require__(1500);
;// CONCATENATED MODULE: ./src/flows/message.ts
/**
 * Message mode: gate → job id → busy check → send once → poll → report.
 *
 * Written against ports (platform client, GitHub API, clock, logger) so that it can run on a
 * simulated clock in tests. Every path ends in exactly one outcome, shown in one status comment.
 */









/** Errors during polling that the deadline absorbs: the next poll may well succeed. */
function isTransient(error) {
    return (error instanceof platform_errors/* NetworkError */.Dr ||
        error instanceof platform_errors/* ServerError */.gP ||
        error instanceof platform_errors/* RateLimitedError */.TM ||
        error instanceof platform_errors/* MalformedResponseError */.f7);
}
/** Consecutive malformed answers after which polling gives up (an API change, not a blip). */
const MAX_MALFORMED_IN_A_ROW = 5;
/** The final comment must be written within 5 s of a cancellation; leave room for the step. */
const FINAL_WRITE_BUDGET_MS = 4_000;
/** Runs message mode to one outcome. Throws only for bad configuration (before any request). */
async function runMessage(deps) {
    const { settings, context, trigger, platform, github, clock, log, signal } = deps;
    const ms = settings.message;
    const startedAt = clock.now();
    const timeline = [];
    const report = {
        outcome: 'skipped',
        jobId: null,
        status: null,
        prLink: null,
        model: null,
        commentId: null,
        commentUrl: null,
        skipReason: null,
        detail: null,
        trigger: trigger.kind === 'comment' ? 'issue_comment' : trigger.eventName,
        actor: trigger.kind === 'comment' ? trigger.comment.userLogin : context.actor,
        prompt: null,
        timeline,
        startedAt,
        sentAt: null,
        endedAt: startedAt,
        sentThisRun: false,
    };
    const finish = (outcome) => {
        report.outcome = outcome;
        report.endedAt = clock.now();
        return report;
    };
    // 1. What was asked, and by whom.
    let prompt = ms.prompt;
    let commandJobId;
    let invalidReason = null;
    let issueNumber;
    let triggerKey;
    if (trigger.kind === 'comment') {
        triggerKey = `comment-${trigger.comment.id}`;
        issueNumber = trigger.issueNumber;
        if (trigger.action !== 'created') {
            report.skipReason = `the comment was ${trigger.action}, not created; only new comments are commands`;
            log.info(`Skipped: ${report.skipReason}.`);
            return finish('skipped');
        }
        const parsed = parseCommand(trigger.comment.body, ms.command);
        if (parsed.kind === 'not-command') {
            report.skipReason = parsed.reason;
            log.info(`Skipped: ${parsed.reason}.`);
            return finish('skipped');
        }
        if (parsed.kind === 'invalid') {
            if (!prompt)
                invalidReason = parsed.reason;
        }
        else {
            commandJobId = parsed.jobId;
            prompt ??= parsed.prompt;
        }
    }
    else {
        triggerKey = `run-${context.runId}`;
        issueNumber = ms.issueNumber;
        if (!prompt) {
            // Configuration, not a command: fail the step before any request.
            throw new errors/* InputError */.dz('prompt', `is required on '${trigger.eventName}' events (only comment events read it from the comment)`, '');
        }
    }
    report.prompt = prompt ?? null;
    // 2. The status comment, if there is a place for it.
    const selfLogin = issueNumber === undefined ? null : await safe(() => github.getAuthenticatedLogin(), null);
    const store = issueNumber === undefined ? null : createStatusCommentStore(github, issueNumber, { selfLogin });
    let existing = null;
    if (store) {
        try {
            existing = await store.find(triggerKey);
        }
        catch (error) {
            // Without the comments we can neither resume safely nor report: stop before sending.
            report.detail = (0,redact/* redact */.E)((0,errors/* describeError */.Uc)(error), deps.secrets);
            log.warning(`Could not read the comments of #${issueNumber}: ${report.detail}`);
            return finish('error');
        }
    }
    const marker = existing?.marker ?? {
        kind: 'status',
        trigger: triggerKey,
        jobId: null,
        sent: false,
        confirmed: false,
        outcome: null,
        sentAt: null,
        runId: context.runId,
    };
    marker.runId = context.runId;
    marker.outcome = null;
    const view = {
        phase: 'received',
        outcome: null,
        command: ms.command,
        actor: report.actor,
        prompt: prompt ?? (trigger.kind === 'comment' ? trigger.comment.body : ''),
        jobId: marker.jobId,
        status: null,
        prLink: null,
        runUrl: context.runUrl,
        sentAt: marker.sentAt,
        elapsedMs: null,
        detail: null,
        maybeSent: false,
        resumed: existing !== null && marker.sent,
    };
    let lastComment = existing?.comment ?? null;
    const publish = async (final = false) => {
        if (!store || issueNumber === undefined)
            return;
        const body = (0,status_comment/* renderStatusComment */.u)(view, marker);
        try {
            const written = await store.write(triggerKey, body);
            lastComment = written;
            report.commentId = written.id;
            report.commentUrl = written.htmlUrl;
            deps.saveState(final
                ? null
                : { issueNumber, commentId: written.id, view: { ...view }, marker: { ...marker } });
        }
        catch (error) {
            // The first write is the gate for everything after it: without a place to report, send nothing.
            if (!lastComment)
                throw error;
            log.warning(`Could not update the status comment: ${(0,errors/* describeError */.Uc)(error)}`);
        }
    };
    const react = async (content) => {
        if (trigger.kind !== 'comment')
            return;
        try {
            await github.addReaction(trigger.comment.id, content);
        }
        catch (error) {
            log.warning(`Could not add the ${content} reaction: ${(0,errors/* describeError */.Uc)(error)}`);
        }
    };
    const end = async (outcome, detail = null) => {
        report.detail = detail;
        view.phase = 'final';
        view.outcome = outcome;
        view.detail = detail;
        view.jobId = report.jobId;
        view.status = report.status;
        view.prLink = report.prLink;
        view.elapsedMs = report.sentAt !== null ? clock.now() - report.sentAt : clock.now() - startedAt;
        marker.outcome = outcome;
        marker.jobId = report.jobId;
        await withBudget(publish(true), FINAL_WRITE_BUDGET_MS);
        if (outcome !== 'skipped')
            await withBudget(react(outcome === 'completed' ? 'rocket' : 'confused'), 1_000);
        deps.saveState(null);
        return finish(outcome);
    };
    try {
        // 3. Who may trigger. Comment events only: other events were started by the repository.
        if (trigger.kind === 'comment') {
            const decision = await authorize({
                login: trigger.comment.userLogin,
                userType: trigger.comment.userType,
                minPermission: ms.minPermission,
                allowedUsers: ms.allowedUsers,
                allowedBots: ms.allowedBots,
            }, github);
            if (!decision.allowed) {
                report.skipReason = decision.reason;
                log.info(`Rejected: ${decision.reason}`);
                return await end('rejected', decision.reason);
            }
            log.info(`Accepted: ${decision.reason}`);
            if (invalidReason) {
                report.skipReason = invalidReason;
                view.usage = usageHelp(ms.command);
                return await end('rejected', invalidReason);
            }
        }
        // 4. Which job.
        const jobId = 
        // A resumed run polls the job it already sent to, whatever the inputs say now.
        (marker.sent ? marker.jobId : null) ??
            commandJobId ??
            ms.jobId ??
            (store ? await store.latestJobId() : null);
        if (!jobId) {
            const reason = `no agent job to send to. Name one in the command (\`${ms.command} job=<id> …\`), ` +
                "set the action's `job-id` input, or reply on a pull request where this action already reported on a job.";
            report.skipReason = reason;
            view.usage = usageHelp(ms.command);
            return await end('rejected', reason);
        }
        report.jobId = jobId;
        marker.jobId = jobId;
        view.jobId = jobId;
        await publish();
        await react('eyes');
        const deadline = startedAt + ms.timeoutMs;
        let seenActive = false;
        let sentAt = marker.sentAt ?? clock.now();
        const observe = (job) => {
            if (job.status !== report.status) {
                timeline.push({
                    at: clock.now(),
                    status: job.status,
                    ...(marker.sent ? {} : { note: 'before sending' }),
                });
            }
            report.status = job.status;
            report.model = job.model ?? report.model;
            if (marker.sent && (job.prLink ?? null) !== null)
                report.prLink = job.prLink;
        };
        if (!marker.sent) {
            // 5. Busy check.
            let job = await platform.getJob(jobId, signal);
            observe(job);
            if (job.status === 'active' && ms.ifBusy === 'fail') {
                return await end('error', `job \`${jobId}\` is busy (\`active\`) and \`if-busy\` is \`fail\`; the message was not sent.`);
            }
            if (job.status === 'active' && ms.ifBusy === 'wait') {
                log.info(`Job ${jobId} is active; waiting for it to finish before sending (if-busy: wait).`);
                view.status = 'active';
                view.waitingForIdle = true;
                await publish();
                const waitStart = clock.now();
                while (job.status === 'active') {
                    const now = clock.now();
                    if (now >= deadline) {
                        return await end('timed-out', `job \`${jobId}\` stayed \`active\` for the whole timeout; the message was not sent.`);
                    }
                    await clock.sleep(Math.min(nextPollGap(now - waitStart, ms.pollIntervalMs, deps.random), deadline - now), signal);
                    try {
                        job = await platform.getJob(jobId, signal);
                        observe(job);
                    }
                    catch (error) {
                        if (signal.aborted || !isTransient(error))
                            throw error;
                        log.warning(`Polling failed, will retry: ${(0,errors/* describeError */.Uc)(error)}`);
                    }
                }
                view.waitingForIdle = false;
            }
            // 6. Send, at most once: the marker says "sent" before the request leaves, so that no
            // re-run can send it again, whatever happens to this process.
            marker.sent = true;
            marker.sentAt = sentAt = clock.now();
            report.sentAt = sentAt;
            view.sentAt = sentAt;
            view.phase = 'sending';
            await publish();
            log.info(`Sending the message to job ${jobId}.`);
            let result;
            try {
                result = await platform.sendMessage(jobId, prompt, signal);
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                // A thrown error means the platform refused it (4xx, rate limit): it was not applied.
                marker.sent = false;
                marker.sentAt = null;
                report.sentAt = null;
                view.sentAt = null;
                throw error;
            }
            report.sentThisRun = true;
            if (result.kind === 'sent') {
                marker.confirmed = true;
                timeline.push({ at: clock.now(), status: 'sent' });
                if (result.job) {
                    observe(result.job);
                    if (result.job.status === 'active')
                        seenActive = true;
                }
            }
            else {
                timeline.push({ at: clock.now(), status: 'unknown', note: result.reason });
                log.warning(`The platform's answer to the message was lost (${result.reason}); it will not be resent. Reading the job to learn whether it arrived.`);
                view.maybeSent = true;
            }
        }
        else {
            log.info(`A previous attempt of this run already sent the message to job ${jobId}; resuming without sending again.`);
            report.sentAt = sentAt;
            view.sentAt = sentAt;
        }
        view.phase = 'sent';
        view.status = report.status;
        await publish();
        if (!ms.wait) {
            if (!marker.confirmed && view.maybeSent) {
                return await end('error', unknownSendText(jobId));
            }
            return await end('sent');
        }
        // 7. Poll until the job ends, the deadline passes, or we are cancelled.
        let malformedInARow = 0;
        for (;;) {
            const now = clock.now();
            if (now >= deadline) {
                if (!marker.confirmed && view.maybeSent)
                    return await end('error', unknownSendText(jobId));
                return await end('timed-out', null);
            }
            await clock.sleep(Math.min(nextPollGap(now - sentAt, ms.pollIntervalMs, deps.random), deadline - now), signal);
            let job;
            try {
                job = await platform.getJob(jobId, signal);
                malformedInARow = 0;
            }
            catch (error) {
                if (signal.aborted)
                    throw error;
                if (!isTransient(error))
                    throw error;
                if (error instanceof platform_errors/* MalformedResponseError */.f7 && ++malformedInARow >= MAX_MALFORMED_IN_A_ROW)
                    throw error;
                log.warning(`Polling job ${jobId} failed, will retry: ${(0,errors/* describeError */.Uc)(error)}`);
                continue;
            }
            const before = { status: report.status, prLink: report.prLink };
            observe(job);
            if (job.status === 'active') {
                seenActive = true;
                if (!marker.confirmed) {
                    marker.confirmed = true;
                    view.maybeSent = false;
                }
            }
            const terminal = types/* TERMINAL_STATUSES */.CM.includes(job.status);
            const graceOver = clock.now() - sentAt >= TERMINAL_GRACE_MS;
            if (terminal && (seenActive || graceOver)) {
                if (!marker.confirmed && view.maybeSent)
                    return await end('error', unknownSendText(jobId));
                report.prLink = job.prLink ?? null;
                return await end(job.status, null);
            }
            if (job.status === 'active')
                view.phase = 'working';
            view.status = job.status;
            view.prLink = report.prLink;
            if (before.status !== report.status || before.prLink !== report.prLink)
                await publish();
        }
    }
    catch (error) {
        if (signal.aborted) {
            const detail = marker.sent
                ? `the run was cancelled. The job \`${report.jobId}\` may still be running; the message was ${marker.confirmed ? 'sent' : 'possibly sent'}.`
                : 'the run was cancelled before the message was sent.';
            view.maybeSent = marker.sent && !marker.confirmed;
            return await end('cancelled', detail);
        }
        const detail = (0,redact/* redact */.E)((0,errors/* describeError */.Uc)(error), deps.secrets).trim();
        log.warning(`Ended with an error: ${detail}`);
        const hint = error.hint;
        view.hint = typeof hint === 'string' ? hint : null;
        return await end('error', detail);
    }
}
function unknownSendText(jobId) {
    return (`outcome unknown: the platform's answer to the message was lost and job \`${jobId}\` was never seen taking it up. ` +
        'The message was not resent (it may have arrived). Check the job on the platform before sending it again.');
}
async function safe(fn, fallback) {
    try {
        return await fn();
    }
    catch {
        return fallback;
    }
}
/** Waits for `work`, but no longer than `ms`: the final comment must not hold a cancelled step. */
async function withBudget(work, ms) {
    let timer;
    await Promise.race([
        work.catch(() => undefined),
        new Promise((resolve) => {
            timer = setTimeout(resolve, ms);
            timer.unref();
        }),
    ]);
    clearTimeout(timer);
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
