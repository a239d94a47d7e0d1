export const id = 16;
export const ids = [16];
export const modules = {

/***/ 9016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/adapters/clock.ts
var clock = __webpack_require__(3350);
// EXTERNAL MODULE: ./src/event.ts
var src_event = __webpack_require__(807);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/flows/reconcile/summary.ts

/** Rows of the comments table at most (a sweep may look at hundreds). */
const MAX_ROWS = 100;
const RESULT_TEXT = {
    finished: '✅ finished',
    running: '⏳ job still running',
    watched: '👀 its run is still watching it',
    done: '✔️ already final',
    deferred: '⏭️ left for the next run',
    failed: '⚠️ failed',
};
function renderReconcileSummary(report) {
    const lines = [
        `## 🔁 Docs agent: reconcile${report.failed ? ' failed' : ''}`,
        '',
        '| | |',
        '|---|---|',
        `| Comments updated since | ${report.since.slice(0, 16).replace('T', ' ')} UTC |`,
        `| Comments listed | ${report.listed} |`,
        `| Unfinished status comments (checked) | ${report.checked} |`,
        `| Finished now | ${report.finished} |`,
        `| Jobs still running | ${report.running} |`,
        `| Platform requests | ${report.requests} |`,
        `| GitHub requests | ${report.githubRequests} |`,
    ];
    if (report.failed)
        lines.push('', `> [!CAUTION]`, `> ${(0,markdown/* escapeTableCell */.aL)(report.failed)}`);
    if (report.stoppedEarly)
        lines.push('', `> [!NOTE]`, `> Stopped early: ${(0,markdown/* escapeTableCell */.aL)(report.stoppedEarly)}.`);
    if (report.errors.length > 0) {
        lines.push('', '### Errors', '');
        for (const error of report.errors.slice(0, MAX_ROWS))
            lines.push(`- ${(0,markdown/* escapeTableCell */.aL)(error)}`);
    }
    if (report.comments.length > 0) {
        lines.push('', '### Comments', '', '| Comment | Job | Result | Status or error |', '|---|---|---|---|');
        for (const c of report.comments.slice(0, MAX_ROWS)) {
            const url = (0,markdown/* safeHttpsUrl */.Wb)(c.url);
            const link = url ? `[${c.commentId}](${url})` : String(c.commentId);
            lines.push(`| ${link} | ${(0,markdown/* codeSpan */.SS)(c.jobId)} | ${RESULT_TEXT[c.result]} | ${(0,markdown/* escapeTableCell */.aL)(c.detail)} |`);
        }
        if (report.comments.length > MAX_ROWS)
            lines.push('', `… and ${report.comments.length - MAX_ROWS} more.`);
    }
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/ports/platform-errors.ts
var platform_errors = __webpack_require__(1850);
// EXTERNAL MODULE: ./src/fix-loop/changes.ts
var changes = __webpack_require__(4965);
// EXTERNAL MODULE: ./src/fix-loop/store.ts
var store = __webpack_require__(5573);
// EXTERNAL MODULE: ./src/render/status-comment.ts
var status_comment = __webpack_require__(1500);
// EXTERNAL MODULE: ./src/trigger-key.ts
var trigger_key = __webpack_require__(8341);
// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(6141);
// EXTERNAL MODULE: ./src/marker.ts
var src_marker = __webpack_require__(5033);
;// CONCATENATED MODULE: ./src/flows/reconcile/select.ts
/**
 * Which comments a reconcile run finishes, and what it writes: pure rules over a comment's author,
 * marker and time, and the final comment rendered from the marker and the job alone, so that two
 * runs finishing the same comment write the same text.
 */


/**
 * Outcomes no later event can change: the job ended, or nothing was sent. `sent` (`wait: false`),
 * `timed-out`, `cancelled` and a run still going (no outcome yet) leave a job that may still end.
 */
const FINAL_OUTCOMES = new Set([
    'completed',
    'failed',
    'archived',
    'rejected',
    'skipped',
    'error',
]);
/** The verdict on one comment: the action's own (by `identity`), inside the lookback, not final. */
function verdictOf(comment, identity, sinceMs) {
    return judge(comment, identity, sinceMs).verdict;
}
/** The comment with its marker when it is one to finish, else null. */
function unfinishedOf(comment, identity, sinceMs) {
    return judge(comment, identity, sinceMs).unfinished;
}
/** The verdict, and the marker read once on the way. */
function judge(comment, identity, sinceMs) {
    const no = (verdict) => ({ verdict, unfinished: null });
    if (comment.userLogin.toLowerCase() !== identity.toLowerCase())
        return no('foreign');
    const marker = (0,src_marker/* readMarker */.t)(comment.body);
    if (marker?.kind !== 'status')
        return no('no-marker');
    if (!(Date.parse(comment.updatedAt) >= sinceMs))
        return no('outside-lookback');
    if (marker.outcome !== null && FINAL_OUTCOMES.has(marker.outcome))
        return no('final');
    // Nothing was sent (or no job is known): no job works on it, nothing to wait for.
    const jobId = marker.jobId;
    if (!marker.sent || jobId === null)
        return no('not-sent');
    return { verdict: 'unfinished', unfinished: { comment, marker: { ...marker, jobId } } };
}
/** The unfinished comments among `comments`, in the order given (newest first from the listing). */
function selectUnfinished(comments, identity, sinceMs) {
    return comments.flatMap((comment) => unfinishedOf(comment, identity, sinceMs) ?? []);
}
/** The comments grouped by job, jobs in order of their newest comment. */
function byJob(unfinished) {
    const jobs = new Map();
    for (const item of unfinished) {
        const list = jobs.get(item.marker.jobId) ?? [];
        list.push(item);
        jobs.set(item.marker.jobId, list);
    }
    return jobs;
}
/** True when the job has ended (a terminal status). */
const hasEnded = (job) => types/* TERMINAL_STATUSES */.CM.includes(job.status);
/**
 * The final view and marker of a comment whose job ended, from the marker and the job alone: the
 * outcome is the job's status, with its pull request link; the run link is the run that wrote the
 * comment. No time of the sweep goes in, so every run that finishes it writes the same text.
 */
function finalOf(marker, job, runUrlOf) {
    const outcome = job.status;
    const shown = marker.shown;
    return {
        view: {
            phase: 'final',
            outcome,
            command: shown?.command ?? '/docs-agent',
            actor: shown?.actor ?? '',
            prompt: shown?.prompt ?? '',
            source: shown?.source ?? null,
            creates: marker.create === true,
            jobId: marker.jobId,
            status: job.status,
            prLink: job.prLink,
            runUrl: runUrlOf(marker.runId),
            sentAt: marker.sentAt,
            elapsedMs: null,
            detail: null,
            maybeSent: false,
            resumed: false,
            finishedLater: true,
        },
        marker: { ...marker, outcome, confirmed: true },
    };
}

;// CONCATENATED MODULE: ./src/flows/reconcile/finish.ts
/**
 * Finishing one status comment whose job has ended: unless the run that wrote it still watches
 * it, or another run finished it meanwhile, it gets the final text and the final reaction a
 * waiting run would have left.
 */







/** Brings one comment to its final outcome, unless a run still watches it or it is final now. */
async function finishComment(f, item, job) {
    const { marker, comment } = item;
    // No outcome yet: the run that wrote it may still be going, and it will finish the comment.
    if (marker.outcome === null && (await runIsLive(f, marker.runId, comment.updatedAt)))
        return 'watched';
    // Read it again just before writing: another run may have finished it since the listing.
    const now = await f.github.getComment(comment.id);
    const latest = now && unfinishedOf(now, comment.userLogin, f.sinceMs)?.marker;
    if (!latest || latest.jobId !== marker.jobId)
        return 'done';
    const { serverUrl, repo } = f.context;
    const runUrlOf = (runId) => `${serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
    const final = finalOf(latest, job, runUrlOf);
    await f.github.updateComment(comment.id, (0,status_comment/* renderStatusComment */.u)(final.view, final.marker));
    await reactFinal(f, marker.trigger, job.status, latest.outcome);
    f.log.info(`Finished comment ${comment.id}: job ${marker.jobId} is ${job.status}.`);
    if (latest.fix)
        await followInReport(f, latest.fix.issue, job);
    return 'finished';
}
/**
 * The insights gaps a `fix` handed to this job follow it in their report issue: `proposed` with
 * its pull request, or `open` again. A failure is a warning: the next insights run reads the job.
 */
async function followInReport(f, issue, job) {
    try {
        const news = (0,changes/* newsOf */.Lq)(job, f.clock.now());
        const result = await (0,store/* settleInReport */.Xy)(f.github, issue, job.id, news);
        f.log.info(`Report issue #${issue}: gaps of job ${job.id} ${result.kind}.`);
    }
    catch (error) {
        f.log.warning(`Report issue #${issue}: could not follow job ${job.id}: ${(0,errors/* describeError */.Uc)(error)}`);
    }
}
/**
 * True while the workflow run that wrote a comment is still going. When its state cannot be
 * read (no `actions: read`), a comment is taken as watched until it is older than the longest
 * run (6 hours), so that no run's own final comment is overwritten.
 */
async function runIsLive(f, runId, updatedAt) {
    let live = f.liveRuns.get(runId);
    if (live === undefined) {
        try {
            live = (await f.github.getWorkflowRun(runId)).status !== 'completed';
        }
        catch (error) {
            f.log.debug(`Could not read workflow run ${runId}: ${(0,errors/* describeError */.Uc)(error)}`);
            live = null;
        }
        f.liveRuns.set(runId, live);
    }
    return live ?? f.clock.now() - Date.parse(updatedAt) < types/* LONGEST_RUN_MS */.m;
}
/**
 * The final reaction on the command that started the run, as a waiting run would have left it
 * (reviews and dispatches take none): 🚀 takes the place of the 😕 that a run which stopped
 * watching (`timed-out`, `cancelled`) left. After `sent` the 👀 is there alone since 1.4; the
 * 😕 is removed after any outcome all the same, since the `sent` runs of earlier versions left one.
 */
async function reactFinal(f, trigger, status, left) {
    const target = (0,trigger_key/* reactionTargetOf */.C1)(trigger);
    const content = (0,trigger_key/* finalReactionOf */.N0)(status);
    if (!target || !content)
        return;
    try {
        await f.github.addReaction(target.id, content, target.on);
        if (content === 'rocket' && left !== null)
            await f.github.removeReaction(target.id, 'confused', target.on);
    }
    catch (error) {
        f.log.warning(`Could not set the ${content} reaction: ${(0,errors/* describeError */.Uc)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/flows/reconcile/run.ts
/**
 * `mode: reconcile`: finishes the status comments no run is watching. One sweep lists the
 * repository's comments updated within `lookback` (newest first, paged), keeps this action's own
 * status comments whose outcome is not final, reads each distinct job once (at most `max-jobs`),
 * and brings every comment whose job has ended to the final outcome a waiting run would have
 * written (finish.ts). It never sends a message or creates a job.
 *
 * Faults stay local: an error on one job or comment is reported and the sweep goes on; a platform
 * rate limit ends the sweep early (the rest is for the next run); a cancellation stops it between
 * two writes, so every comment is either as it was or final.
 */




const CANCELLED = 'the run was cancelled';
/** Runs one sweep. Never throws for a GitHub or platform error: the report says what happened. */
async function runReconcile(deps) {
    const sinceMs = deps.clock.now() - deps.settings.lookbackMs;
    const sweep = {
        deps,
        github: deps.github,
        context: deps.context,
        clock: deps.clock,
        log: deps.log,
        sinceMs,
        liveRuns: new Map(),
        report: emptyReport(new Date(sinceMs).toISOString()),
        jobsRead: 0,
        readFailures: 0,
    };
    const unfinished = await listUnfinished(sweep);
    if (unfinished)
        await sweepJobs(sweep, unfinished);
    const { report } = sweep;
    if (sweep.jobsRead > 0 && sweep.readFailures === sweep.jobsRead) {
        report.failed = `no job could be read (${sweep.readFailures} failed)`;
    }
    report.requests = deps.platform.requestCount;
    report.githubRequests = deps.github.requestCount;
    return report;
}
function emptyReport(since) {
    return {
        listed: 0,
        checked: 0,
        finished: 0,
        running: 0,
        requests: 0,
        githubRequests: 0,
        comments: [],
        stoppedEarly: null,
        errors: [],
        failed: null,
        since,
    };
}
/** The action's own unfinished status comments in the lookback; null when they cannot be listed. */
async function listUnfinished(sweep) {
    const { github, log } = sweep.deps;
    const { report } = sweep;
    let unfinished;
    try {
        const identity = await github.identity();
        const comments = await github.listRecentComments(report.since);
        report.listed = comments.length;
        unfinished = selectUnfinished(comments, identity, sweep.sinceMs);
    }
    catch (error) {
        report.failed = `could not list the repository's comments: ${(0,errors/* describeError */.Uc)(error)}`;
        return null;
    }
    report.checked = unfinished.length;
    log.info(`${report.listed} comments updated since ${report.since}; ${unfinished.length} unfinished status comments of this action, on ${byJob(unfinished).size} jobs.`);
    return unfinished;
}
/** Each distinct job read once, newest first, until the sweep has to stop. */
async function sweepJobs(sweep, unfinished) {
    const { settings, signal } = sweep.deps;
    const { report } = sweep;
    for (const [index, [jobId, items]] of [...byJob(unfinished)].entries()) {
        report.stoppedEarly ??= signal.aborted
            ? CANCELLED
            : index >= settings.maxJobs
                ? `\`max-jobs\` (${settings.maxJobs}) jobs were read; the rest are left for the next run`
                : null;
        if (report.stoppedEarly) {
            record(sweep, items, 'deferred', report.stoppedEarly);
            continue;
        }
        const job = await readJob(sweep, jobId, items);
        if (!job)
            continue;
        if (!hasEnded(job)) {
            report.running++;
            record(sweep, items, 'running', job.status);
            continue;
        }
        await finishAll(sweep, items, job);
    }
}
/** The job, or null when it could not be read (its comments are then recorded as such). */
async function readJob(sweep, jobId, items) {
    const { platform, signal, log } = sweep.deps;
    const { report } = sweep;
    try {
        sweep.jobsRead++;
        return await platform.getJob(jobId, signal);
    }
    catch (error) {
        if (signal.aborted || error instanceof platform_errors/* RateLimitedError */.TM) {
            // Nothing more can be read now: this job and the rest wait for the next run.
            report.stoppedEarly = signal.aborted
                ? CANCELLED
                : `the platform's rate limit was reached (${(0,errors/* describeError */.Uc)(error)}); the rest are left for the next run`;
            log.warning(`Stopped early: ${report.stoppedEarly}.`);
            record(sweep, items, 'deferred', report.stoppedEarly);
            return null;
        }
        sweep.readFailures++;
        report.errors.push(`job ${jobId}: ${(0,errors/* describeError */.Uc)(error)}`);
        log.warning(`Could not read job ${jobId}: ${(0,errors/* describeError */.Uc)(error)}`);
        record(sweep, items, 'failed', (0,errors/* describeError */.Uc)(error));
        return null;
    }
}
/** Finishes the comments of an ended job; a cancellation stops between two comments. */
async function finishAll(sweep, items, job) {
    const { signal, log } = sweep.deps;
    const { report } = sweep;
    for (const item of items) {
        // Each comment is as it was, or final.
        report.stoppedEarly ??= signal.aborted ? CANCELLED : null;
        if (report.stoppedEarly) {
            record(sweep, [item], 'deferred', report.stoppedEarly);
            continue;
        }
        try {
            const result = await finishComment(sweep, item, job);
            if (result === 'finished')
                report.finished++;
            record(sweep, [item], result, job.status);
        }
        catch (error) {
            report.errors.push(`comment ${item.comment.id}: ${(0,errors/* describeError */.Uc)(error)}`);
            log.warning(`Could not finish comment ${item.comment.id}: ${(0,errors/* describeError */.Uc)(error)}`);
            record(sweep, [item], 'failed', (0,errors/* describeError */.Uc)(error));
        }
    }
}
function record(sweep, items, result, detail) {
    for (const { comment, marker } of items) {
        sweep.report.comments.push({
            commentId: comment.id,
            url: comment.htmlUrl,
            jobId: marker.jobId,
            result,
            detail,
        });
    }
}

;// CONCATENATED MODULE: ./src/flows/reconcile/entry.ts
/** `mode: reconcile`, wired: the GitHub client and the clock built, one sweep, its outputs. */




// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
async function run(mode) {
    const { settings, platform, log, signal } = mode;
    const context = (0,src_event/* readRunContext */.$p)(mode.env);
    const report = await runReconcile({
        settings: settings.reconcile,
        context,
        platform,
        github: mode.github(context),
        clock: clock/* systemClock */.m,
        log,
        signal,
    });
    const line = `Reconcile: ${report.checked} unfinished status comments, ${report.finished} finished, ` +
        `${report.running} jobs still running, ${report.requests} platform requests` +
        (report.stoppedEarly ? `; stopped early: ${report.stoppedEarly}` : '');
    let failure = null;
    if (report.failed)
        failure = `${line}. ${report.failed}`;
    else if (signal.aborted)
        failure = `${line}. Cancelled.`;
    else {
        log.info(line);
        for (const error of report.errors)
            log.warning(error);
    }
    return {
        outputs: {
            checked: String(report.checked),
            finished: String(report.finished),
            running: String(report.running),
            requests: String(report.requests),
        },
        summary: renderReconcileSummary(report),
        failure,
    };
}


/***/ })

};
