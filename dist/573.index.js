export const id = 573;
export const ids = [573];
export const modules = {

/***/ 7297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  IT: () => (/* binding */ aroundMerge),
  k0: () => (/* binding */ changeText),
  PT: () => (/* binding */ figuresText),
  RR: () => (/* binding */ judgeFix),
  MK: () => (/* binding */ rateOf)
});

;// CONCATENATED MODULE: ./src/fix-effect/rate-test.ts
/**
 * A one-sided comparison of two Poisson rates: the conditional binomial test. Given `before`
 * events over exposure `e1` and `after` events over exposure `e2` (days, or thousands of views),
 * and no change in the rate, the events after, of all `n = before + after`, follow a binomial
 * distribution with `p = e2 / (e1 + e2)`. The p-value of "the rate fell" is P(X ≤ after). Exact
 * (no normal approximation), so it holds for the small counts a fixed gap leaves behind. Pure.
 */
/** ln(k!) by summation for small k, Stirling's series above (error < 1e-10). */
function logFactorial(k) {
    if (k < 30) {
        let sum = 0;
        for (let i = 2; i <= k; i++)
            sum += Math.log(i);
        return sum;
    }
    const x = k + 1;
    return ((x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3));
}
/** P(X ≤ k) for X ~ Binomial(n, p), summed in log space (exact for counts a report sees). */
function binomialCdf(k, n, p) {
    if (k < 0)
        return 0;
    if (k >= n || p <= 0)
        return 1;
    if (p >= 1)
        return 0;
    const lp = Math.log(p);
    const lq = Math.log(1 - p);
    const ln = logFactorial(n);
    let sum = 0;
    for (let i = 0; i <= k; i++) {
        sum += Math.exp(ln - logFactorial(i) - logFactorial(n - i) + i * lp + (n - i) * lq);
    }
    return Math.min(1, sum);
}
/** Compares the rate after with the rate before, one-sided (did it fall?), at `confidence`. */
function compareRates(before, after, confidence = 0.95) {
    if (!(before.exposure > 0) || !(after.exposure > 0))
        throw new RangeError('exposure must be greater than 0');
    const count = (c) => Math.max(0, Math.round(c));
    const x1 = count(before.count);
    const x2 = count(after.count);
    const rateBefore = x1 / before.exposure;
    const rateAfter = x2 / after.exposure;
    const pValue = binomialCdf(x2, x1 + x2, after.exposure / (before.exposure + after.exposure));
    return {
        rateBefore,
        rateAfter,
        change: rateBefore === 0 ? null : rateAfter / rateBefore - 1,
        pValue,
        fell: pValue < 1 - confidence,
    };
}

// EXTERNAL MODULE: ./src/render/numbers.ts
var numbers = __webpack_require__(5714);
;// CONCATENATED MODULE: ./src/fix-effect/judge.ts


/** The share of the old rate a fix must bring readers' failures down to: at most half. */
const FIXED_SHARE = 0.5;
const DAY_MS = 86_400_000;
/** A point's length in days. */
function daysOf(p) {
    return (Date.parse(p.to) - Date.parse(p.from)) / DAY_MS;
}
/** A point's rate: per 1,000 views, or per day. */
function rateOf(p, per) {
    const exposure = per === 'day' ? daysOf(p) : (p.views ?? 0) / 1000;
    return exposure > 0 ? p.count / exposure : 0;
}
/** The history's points wholly before and wholly after the merge of `gap`'s fix (for charts). */
function aroundMerge(gap) {
    const mergedAt = gap.effect?.pr === 'merged' ? gap.effect.mergedAt : null;
    if (mergedAt === null)
        return { before: [], after: [] };
    const merged = Date.parse(mergedAt);
    const history = gap.history ?? [];
    return {
        before: history.filter((p) => Date.parse(p.to) <= merged),
        after: history.filter((p) => Date.parse(p.from) >= merged),
    };
}
/** The comparison of the windows `after` against `before`, as a verdict's figures. */
function compare(before, after) {
    const per = [...before, ...after].every((p) => (p.views ?? 0) > 0) ? '1,000 views' : 'day';
    const side = (points) => ({
        count: points.reduce((s, p) => s + p.count, 0),
        exposure: points.reduce((s, p) => s + (per === 'day' ? daysOf(p) : (p.views ?? 0) / 1000), 0),
    });
    const test = compareRates(side(before), side(after));
    return {
        per,
        rateBefore: test.rateBefore,
        rateAfter: test.rateAfter,
        change: test.change,
        pValue: test.pValue,
        windowsBefore: before.length,
        windowsAfter: after.length,
        fell: test.fell,
    };
}
function figuresOf(c) {
    const { fell: _fell, ...figures } = c;
    return figures;
}
/**
 * The judgement of `gap`'s merged fix in this run, or null when there is nothing to judge (no
 * merge known, or a verdict kept whose windows before the merge left the history).
 */
function judgeFix(gap) {
    if (gap.effect?.pr !== 'merged')
        return null;
    const prior = gap.effect.verdict;
    const judged = prior?.verdict === 'fixed' || prior?.verdict === 'still-seen';
    const { before, after } = aroundMerge(gap);
    if (after.length === 0)
        return judged ? null : { verdict: 'too-early', figures: null };
    if (before.length === 0)
        return judged ? null : { verdict: 'no-baseline', figures: null };
    const all = compare(before, after);
    if (prior?.verdict === 'fixed' || prior?.relapsed) {
        // Judged fixed before: it stays fixed unless the latest window is back (relapsed: for good).
        const latest = compare(before, after.slice(-1));
        const back = latest.rateAfter >= latest.rateBefore * FIXED_SHARE && !latest.fell;
        if (back || prior.relapsed)
            return { verdict: 'still-seen', figures: figuresOf(latest), relapsed: true };
        return { verdict: 'fixed', figures: figuresOf(all) };
    }
    const fixed = all.fell && all.rateAfter <= all.rateBefore * FIXED_SHARE;
    return { verdict: fixed ? 'fixed' : 'still-seen', figures: figuresOf(all) };
}
/** `−94 %` (or `+3 %`); empty when the rate before was 0. */
function changeText(f) {
    return f.change === null
        ? ''
        : `${f.change < 0 ? '−' : '+'}${Math.round(Math.abs(f.change) * 100)} %`;
}
/** `37.7/day before, 2.1/day after (−94 %, 3 windows each)`. */
function figuresText(f) {
    const rate = (r) => `${(0,numbers/* rateNumber */.wI)(r)}/${f.per === 'day' ? 'day' : '1,000 views'}`;
    const change = changeText(f) || 'from none';
    const windows = f.windowsBefore === f.windowsAfter
        ? `${f.windowsBefore} ${f.windowsBefore === 1 ? 'window' : 'windows'} each`
        : `${f.windowsBefore} ${f.windowsBefore === 1 ? 'window' : 'windows'} before, ${f.windowsAfter} after`;
    return `${rate(f.rateBefore)} before, ${rate(f.rateAfter)} after (${change}, ${windows})`;
}


/***/ }),

/***/ 4965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ handOver),
/* harmony export */   Lq: () => (/* binding */ newsOf),
/* harmony export */   X8: () => (/* binding */ dismiss),
/* harmony export */   XZ: () => (/* binding */ handOverAll),
/* harmony export */   Zw: () => (/* binding */ settleJob),
/* harmony export */   u0: () => (/* binding */ withJournal)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6141);
/* harmony import */ var _insights_memory_life_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4673);
/* harmony import */ var _insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3628);
/**
 * What maintainers and jobs change in the memory: a gap handed to the agent (`fix`, `auto-fix`),
 * its job's end (a waiting run, `mode: reconcile`, the next insights run), a dismissal, each an
 * event of the gap's life (insights-memory/life.ts). Each change is a pure "make it so": it returns the changed memory, or null when the memory already says so.
 * That makes every change safe to apply twice, which is what lets a writer re-read the issue,
 * apply its change again and check that it is there (store.ts). What the report offers for a gap (fix, dismiss) is
 * insights-memory/fixable.ts.
 */



/** The gaps `ids` handed to job `jobId` (state `fixing`); null when they already are. */
function handOver(memory, ids, job) {
    const wanted = new Set(ids);
    return changing(memory, (gap) => wanted.has(gap.id) ? (0,_insights_memory_life_js__WEBPACK_IMPORTED_MODULE_0__/* .live */ .VD)(gap, { kind: 'handed-over', job }) : gap);
}
/** The memory with `change` applied to each gap; null when it changed none. */
function changing(memory, change) {
    let changed = false;
    const gaps = memory.gaps.map((gap) => {
        const next = change(gap);
        if (next !== gap)
            changed = true;
        return next;
    });
    return changed ? { ...memory, gaps } : null;
}
/** Each gap of `handed` handed to its job; null when the memory already says so. */
function handOverAll(memory, handed) {
    let out = null;
    for (const { id, jobId } of handed)
        out = handOver(out ?? memory, [id], { id: jobId, status: 'active' }) ?? out;
    return out;
}
/** The news of `job`, seen at `now` (ms). */
function newsOf(job, now) {
    const ended = _types_js__WEBPACK_IMPORTED_MODULE_2__/* .TERMINAL_STATUSES */ .CM.includes(job.status);
    const endedAt = ended ? (job.archivedAt ?? new Date(now).toISOString()) : null;
    return { status: job.status, prLink: job.prLink, endedAt };
}
/**
 * The gaps handed to `jobId` follow it (insights-memory/life.ts): still `fixing` while it runs;
 * `proposed` with its pull request when it ended with one; back to `open` (the job kept, with its
 * status) when it failed or ended without a pull request. Null when the memory already says so.
 */
function settleJob(memory, jobId, news) {
    return changing(memory, (gap) => (0,_insights_memory_life_js__WEBPACK_IMPORTED_MODULE_0__/* .live */ .VD)(gap, { kind: 'job-read', job: jobId, ...news }));
}
/**
 * The gap `id` dismissed (who, why, when): never shown as open nor handed over again; its job, if
 * any, kept for the record; at most `MAX_DISMISSED` dismissed gaps kept. Null when it already is,
 * or is not in the memory. The one dismissal: `dismiss`, the journal and the tests use it.
 */
function dismiss(memory, id, dismissal) {
    const out = changing(memory, (g) => (g.id === id ? (0,_insights_memory_life_js__WEBPACK_IMPORTED_MODULE_0__/* .live */ .VD)(g, { kind: 'dismissed', dismissal }) : g));
    return out && { ...out, gaps: (0,_insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .capDismissed */ .Ml)(out.gaps, _insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DISMISSED */ .VH) };
}
/**
 * The memory with every command of the journal (oldest first) in it, so that a command whose
 * write of the issue was lost to a concurrent writer is not lost: its status comment still says
 * what it did. A gap follows the latest job handed to it; a job the memory already follows, or
 * one older than the memory's, changes nothing.
 */
function withJournal(memory, journal) {
    const latestJob = new Map();
    const jobsOf = new Map();
    for (const entry of journal) {
        if (entry.kind !== 'fix')
            continue;
        for (const id of entry.ids) {
            latestJob.set(id, entry.jobId);
            jobsOf.set(id, [...(jobsOf.get(id) ?? []), entry.jobId]);
        }
    }
    let out = memory;
    for (const [id, jobId] of latestJob) {
        const gap = out.gaps.find((g) => g.id === id);
        const known = gap?.job?.id;
        // Newer than the memory's job: the memory has none, or one this journal handed over before.
        if (!gap || known === jobId || gap.state === 'dismissed')
            continue;
        if (known !== undefined && !(jobsOf.get(id) ?? []).includes(known))
            continue;
        out = handOver(out, [id], { id: jobId, status: 'active' }) ?? out;
    }
    for (const entry of journal) {
        if (entry.kind === 'dismiss')
            out = dismiss(out, entry.id, entry.dismissal) ?? out;
    }
    return out;
}


/***/ }),

/***/ 5573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LU: () => (/* binding */ createReport),
/* harmony export */   Xy: () => (/* binding */ settleInReport),
/* harmony export */   a9: () => (/* binding */ dismissInReport),
/* harmony export */   io: () => (/* binding */ readReportMemory),
/* harmony export */   lI: () => (/* binding */ WRITES),
/* harmony export */   n2: () => (/* binding */ handOverInReport),
/* harmony export */   wX: () => (/* binding */ writeReportOver)
/* harmony export */ });
/* unused harmony export changeReportMemory */
/* harmony import */ var _insights_memory_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4219);
/* harmony import */ var _insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3628);
/* harmony import */ var _insights_memory_rebuild_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2436);
/* harmony import */ var _insights_memory_state_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7116);
/* harmony import */ var _report_issue_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9911);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4965);
/* harmony import */ var _write_lock_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6876);
/**
 * The report issue's memory, changed by one writer at a time: the `fix` and `dismiss` commands,
 * `auto-fix`, the runs that follow a job, and the insights run itself. A writer takes the issue's
 * write lock (write-lock.ts), re-reads the issue, applies its change to what it finds, writes, and
 * reads again to verify that its change is there; when a writer that takes no lock (a hand edit)
 * wrote over it, it applies it again to what that writer left (a few times at most). Changes are
 * "make it so" functions (changes.ts), so applying one twice is harmless. The `fix` and `dismiss`
 * commands also keep their change in their own status comment (the journal), so even a write lost
 * past these attempts comes back with the next insights run. The store reads, applies, writes and
 * verifies; what an insights run writes is computed by the run (run-memory.ts `nextMemory`).
 */







/** Writes a change may take before it is given up as lost to writers that take no lock. */
const WRITES = 3;
/**
 * Issue #`issueNumber` as it is now, when it is an insights report issue: open or closed, written
 * by the token's own identity, with the report marker (or, given its `title`, titled so without
 * one: a marker edited out) and a memory (or, `orEmpty`, without one: an empty memory). A memory
 * marker cut or deleted by hand is rebuilt from the table (`rebuilt` says so). Null otherwise
 * (anyone can open an issue with a copy of the markers).
 */
async function readReportMemory(github, issueNumber, orEmpty = false, title) {
    const issue = await github.getIssue(issueNumber);
    if (!issue)
        return null;
    const self = (await github.identity()).toLowerCase();
    const own = title === undefined ? (0,_report_issue_js__WEBPACK_IMPORTED_MODULE_6__/* .ownReportMarker */ .jG)(issue, self) : (0,_report_issue_js__WEBPACK_IMPORTED_MODULE_6__/* .isOwnReport */ .lC)(issue, self, title);
    if (!own)
        return null;
    const { memory, rebuilt } = (0,_insights_memory_rebuild_js__WEBPACK_IMPORTED_MODULE_2__/* .readMemoryOf */ .BB)(issue.body);
    if (!(0,_insights_memory_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .hasMemory */ .C8)(issue.body) && !rebuilt)
        return orEmpty ? { issue, memory: (0,_insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyMemory */ .l4)() } : null;
    return { issue, memory, rebuilt };
}
/** `body` with `memory` in its marker and in the state cells of its table. */
function bodyWithMemory(body, memory) {
    return (0,_insights_memory_state_text_js__WEBPACK_IMPORTED_MODULE_3__/* .withStateCells */ .RH)((0,_insights_memory_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .replaceMemory */ .cJ)(body, memory), memory.gaps);
}
/**
 * Writes `body` into issue #`issueNumber` and reads the issue back: the report memory it holds
 * then, or null when it does not hold `body` (a writer that takes no lock, such as a hand edit,
 * wrote between) or is no report issue any more.
 */
async function writeVerified(github, issueNumber, body, title) {
    await github.updateIssue(issueNumber, { body });
    const now = await readReportMemory(github, issueNumber, true, title);
    return now?.issue.body === body ? now : null;
}
function reportBody({ title, report, memory, rebuilt }) {
    const warning = rebuilt ? `> [!WARNING]\n> ${rebuilt}\n\n` : '';
    return (0,_report_issue_js__WEBPACK_IMPORTED_MODULE_6__/* .reportIssueBody */ .aJ)(title, `${warning}${report}\n\n${(0,_insights_memory_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .serializeMemory */ .Cd)(memory)}\n`);
}
/** A new report issue with `text`. */
function createReport(github, text) {
    return github.createIssue(text.title, reportBody(text));
}
/**
 * Writes `text` over the report issue as `found` (read under the write lock) and verifies it:
 * `unchanged` when the issue says so already; the memory the issue holds after the write; null
 * when a writer that takes no lock wrote over it.
 */
async function writeReportOver(github, found, text) {
    const body = reportBody(text);
    if (body === found.issue.body)
        return { how: 'unchanged', memory: text.memory };
    const written = await writeVerified(github, found.issue.number, body, text.title);
    return written && { how: 'updated', memory: written.memory };
}
/**
 * Applies `change` to the memory of report issue #`issueNumber`, under its write lock
 * (write-lock.ts): read, apply, write, verify; again when a writer that takes no lock wrote over
 * it. A change the memory already has is seen in a first read, without the lock (whose reaction
 * costs two writes of GitHub's budget).
 */
async function changeReportMemory(github, issueNumber, change) {
    const before = await readReportMemory(github, issueNumber);
    if (!before)
        return { kind: 'not-report' };
    if (change(before.memory) === null)
        return { kind: 'unchanged', memory: before.memory };
    const lock = await (0,_write_lock_js__WEBPACK_IMPORTED_MODULE_5__/* .lockReport */ .CQ)(github, issueNumber);
    try {
        for (let write = 0; write < WRITES; write++) {
            const found = await readReportMemory(github, issueNumber);
            if (!found)
                return { kind: 'not-report' };
            const next = change(found.memory);
            const body = next && bodyWithMemory(found.issue.body, next);
            if (body === null || body === found.issue.body)
                return { kind: write === 0 ? 'unchanged' : 'changed', memory: found.memory };
            const written = await writeVerified(github, issueNumber, body);
            if (written)
                return { kind: 'changed', memory: written.memory };
        }
        return { kind: 'lost' };
    }
    finally {
        await lock.release();
    }
}
/** The gaps `handed` handed to their jobs in report issue #`issueNumber` (see handOverAll). */
function handOverInReport(github, issueNumber, handed) {
    return changeReportMemory(github, issueNumber, (m) => (0,_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .handOverAll */ .XZ)(m, handed));
}
/**
 * The gaps handed to job `jobId` follow its news in report issue #`issueNumber` (see settleJob):
 * the one settling of a job's gaps, by a waiting run, `mode: reconcile` or the insights run.
 */
function settleInReport(github, issueNumber, jobId, news) {
    return changeReportMemory(github, issueNumber, (m) => (0,_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .settleJob */ .Zw)(m, jobId, news));
}
/** Gap `id` dismissed in report issue #`issueNumber` (see dismiss). */
function dismissInReport(github, issueNumber, id, dismissal) {
    return changeReportMemory(github, issueNumber, (m) => (0,_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .dismiss */ .X8)(m, id, dismissal));
}


/***/ }),

/***/ 6876:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ lockReport)
/* harmony export */ });
/* unused harmony exports LOCK_REACTION, STALE_MS */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/**
 * One writer at a time on a report issue. GitHub has no conditional write of an issue's body, but
 * it keeps one reaction a person and content: adding the token's 👀 to the issue answers "added"
 * to one run and "already there" to every other run of the same token until the first deletes
 * it. So a writer adds 👀 before it reads the memory it is going to write over, and deletes it
 * once its write is verified; a writer that finds 👀 there waits for it to go. Only the token's
 * own writers take part (the report issue counts only when the token wrote it: store.ts); a 👀 a
 * maintainer adds is theirs, not the token's, and does not count.
 *
 * A 👀 left by a run that died while writing is taken over after a writer has waited on that
 * same reaction for `STALE_MS` (the time a writer holds it is a few requests, a few seconds at
 * most): counted from the waiter's own waiting, not from the reaction's time, so that no clock
 * needs to agree with GitHub's.
 */

/** The reaction that holds the lock. */
const LOCK_REACTION = 'eyes';
/** Waited between two attempts, plus up to as much again at random (two waiters part ways). */
const POLL_MS = 500;
/** Waited on one reaction before it is taken for the leftover of a run that died. */
const STALE_MS = 60_000;
/** Takes the write lock of issue #`issueNumber`, waiting while another writer holds it. */
async function lockReport(github, issueNumber, wait = (ms) => (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms)) {
    let holder = null;
    let waited = 0;
    for (;;) {
        const reaction = await github.addIssueReaction(issueNumber, LOCK_REACTION);
        if (reaction.added)
            return { release: () => release(github, issueNumber, reaction.id) };
        if (reaction.id !== holder)
            [holder, waited] = [reaction.id, 0];
        if (waited >= STALE_MS) {
            // Another waiter may take it over at the same time: deleting by id deletes it once, and
            // the next attempt gives the reaction to one of them only.
            await github.deleteIssueReaction(issueNumber, reaction.id);
            holder = null;
            continue;
        }
        const ms = POLL_MS + Math.floor(Math.random() * POLL_MS);
        await wait(ms);
        waited += ms;
    }
}
async function release(github, issueNumber, reactionId) {
    try {
        return await github.deleteIssueReaction(issueNumber, reactionId);
    }
    catch {
        return false;
    }
}


/***/ }),

/***/ 5996:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zG: () => (/* binding */ GAP_KINDS),
  tA: () => (/* binding */ GAP_KIND_NAMES),
  JW: () => (/* binding */ findAll),
  cp: () => (/* binding */ kindsReading),
  Vb: () => (/* binding */ leftAlone),
  xj: () => (/* binding */ reportedGaps),
  uF: () => (/* binding */ unitOf)
});

// UNUSED EXPORTS: findGaps, findOfKind

// EXTERNAL MODULE: ./src/lib/privacy.ts
var privacy = __webpack_require__(1835);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/render/inert.ts
var inert = __webpack_require__(1368);
// EXTERNAL MODULE: ./src/render/numbers.ts
var numbers = __webpack_require__(5714);
// EXTERNAL MODULE: ./src/gaps/paths.ts
var paths = __webpack_require__(8981);
// EXTERNAL MODULE: ./src/gaps/scores.ts
var scores = __webpack_require__(5618);
;// CONCATENATED MODULE: ./src/gaps/unit.ts
/** Longest reader text kept in a gap's evidence. */
const EXCERPT = 300;
/** Longest label. */
const LABEL = 80;
/** Examples a gap keeps. */
const MAX_EXAMPLES = 5;
/** The longest key: keys live in the memory, which is bounded. */
const MAX_KEY = 200;
/** A gap's key: its kind, then what it is about, bounded. */
function keyOf(kind, id) {
    return `${kind}:${id}`.slice(0, MAX_KEY);
}

;// CONCATENATED MODULE: ./src/gaps/page.ts
/**
 * Page gaps: pages with at least `min-count` thumbs-down, with their readers' comments and code
 * feedback. Readers affected: the votes down. Between pages of equal impact, the higher Wilson
 * lower bound of the thumbs-down share ranks first (30 of 40 down before 30 of 3,000).
 */







/** Comments first from readers who voted the page down, then the newest; then by id. */
function commentOrder(a, b) {
    const down = (r) => r.source === 'contextual' && r.helpful === false ? 0 : 1;
    return (down(a) - down(b) ||
        (0,lib_text/* compareStrings */.Kt)(b.createdAt ?? '', a.createdAt ?? '') ||
        (0,lib_text/* compareStrings */.Kt)(a.id, b.id));
}
function feedbackByPath(feedback) {
    const byPath = new Map();
    for (const row of feedback) {
        const path = (0,paths/* pathOfPage */.E)(row.path);
        const list = byPath.get(path);
        if (list)
            list.push(row);
        else
            byPath.set(path, [row]);
    }
    for (const list of byPath.values())
        list.sort(commentOrder);
    return byPath;
}
function codeFeedbackOf(rows) {
    return rows
        .filter((r) => r.source === 'code_snippet')
        .slice(0, MAX_EXAMPLES)
        .map((r) => ({
        comment: (0,privacy/* readerExcerpt */.Bv)(r.comment ?? '', EXCERPT),
        code: (0,privacy/* readerExcerpt */.Bv)(r.code ?? '', EXCERPT),
        filename: r.filename ? (0,privacy/* readerExcerpt */.Bv)(r.filename, LABEL) : null,
        lang: r.lang ? (0,privacy/* readerExcerpt */.Bv)(r.lang, LABEL) : null,
    }));
}
/** Counts of one page, summed over rows whose paths name the same page (`/a` and `/a/`). */
function pageCounts(pages) {
    const byPath = new Map();
    for (const row of [...pages].sort((a, b) => (0,lib_text/* compareStrings */.Kt)(a.path, b.path))) {
        const path = (0,paths/* pathOfPage */.E)(row.path);
        const sum = byPath.get(path) ?? { path, thumbsUp: 0, thumbsDown: 0, code: 0, total: 0 };
        sum.thumbsUp += (0,scores/* count */.U9)(row.thumbsUp);
        sum.thumbsDown += (0,scores/* count */.U9)(row.thumbsDown);
        sum.code += (0,scores/* count */.U9)(row.code);
        sum.total += (0,scores/* count */.U9)(row.total);
        byPath.set(path, sum);
    }
    return byPath;
}
function pageGapOf(p, rows) {
    return {
        kind: 'page',
        key: keyOf('page', p.path),
        readers: p.thumbsDown,
        label: p.path.slice(0, LABEL),
        path: p.path,
        thumbsUp: p.thumbsUp,
        thumbsDown: p.thumbsDown,
        downShareLowerBound: (0,scores/* wilsonLowerBound */.A4)(p.thumbsDown, p.thumbsUp + p.thumbsDown),
        codeCount: p.code,
        comments: rows
            .filter((r) => r.source !== 'code_snippet' && r.comment && r.comment.trim())
            .slice(0, MAX_EXAMPLES)
            .map((r) => (0,privacy/* readerExcerpt */.Bv)(r.comment, EXCERPT)),
        codeFeedback: codeFeedbackOf(rows),
    };
}
function evidence(gap, d) {
    const lines = [
        `- Page: ${(0,inert/* inertCode */.gQ)(gap.path, d.chars)}: ${(0,numbers/* wholeNumber */.rD)(gap.thumbsUp)} 👍, ${(0,numbers/* wholeNumber */.rD)(gap.thumbsDown)} 👎, ${(0,numbers/* wholeNumber */.rD)(gap.codeCount)} code-snippet feedback.`,
    ];
    lines.push(...(0,inert/* titledList */.NH)("Readers' comments", gap.comments, (c) => (0,inert/* inertText */.UJ)(c, d.chars), d));
    const code = (c) => {
        const where = [c.filename, c.lang].filter((x) => !!x).map((x) => (0,inert/* inertCode */.gQ)(x, 80));
        const head = where.length ? `${where.join(' ')}: ` : '';
        return `${head}${(0,inert/* inertText */.UJ)(c.comment, d.chars)}; code: ${(0,inert/* inertCode */.gQ)(c.code, d.chars)}`;
    };
    lines.push(...(0,inert/* titledList */.NH)('Code-snippet feedback', gap.codeFeedback, code, d));
    return lines;
}
const pageKind = {
    find(signals) {
        const comments = feedbackByPath(signals.feedback ?? []);
        return [...pageCounts(signals.pages ?? []).values()]
            .filter((p) => p.thumbsDown >= 1)
            .map((p) => pageGapOf(p, comments.get(p.path) ?? []));
    },
    reported: (gap, options) => gap.thumbsDown >= options.minCount,
    signal: 'feedback',
    measure: (gap) => ({
        count: gap.thumbsDown,
        down: gap.thumbsDown,
        votes: gap.thumbsDown + gap.thumbsUp,
    }),
    judgedWords: (label) => `thumbs-down on ${(0,inert/* inertCode */.gQ)(label, 80)}`,
    page: (gap) => gap.path,
    rankFactor: () => 1,
    confidence: (gap) => gap.downShareLowerBound,
    numbers(gap) {
        const votes = gap.thumbsUp + gap.thumbsDown;
        const text = `${(0,numbers/* wholeNumber */.rD)(gap.thumbsDown)} 👎 of ${(0,numbers/* wholeNumber */.rD)(votes)} (lower bound ${(0,numbers/* percent */.KN)(gap.downShareLowerBound)})`;
        return gap.codeCount > 0 ? `${text}, ${(0,numbers/* wholeNumber */.rD)(gap.codeCount)} on code` : text;
    },
    words: (gap) => (0,inert/* inertCode */.gQ)(gap.path, 120),
    evidence,
    record: (gap) => ({
        kind: 'page',
        path: (0,privacy/* maskPersonalData */.ty)(gap.path),
        thumbsUp: gap.thumbsUp,
        thumbsDown: gap.thumbsDown,
        downShareLowerBound: gap.downShareLowerBound,
        codeCount: gap.codeCount,
        comments: gap.comments.map(privacy/* maskPersonalData */.ty),
        codeFeedback: gap.codeFeedback.map((c) => ({
            comment: (0,privacy/* maskPersonalData */.ty)(c.comment),
            code: (0,privacy/* maskPersonalData */.ty)(c.code),
            filename: c.filename === null ? null : (0,privacy/* maskPersonalData */.ty)(c.filename),
            lang: c.lang === null ? null : (0,privacy/* maskPersonalData */.ty)(c.lang),
        })),
    }),
    examples: (gap) => gap.comments,
    briefPages: (gap) => [gap.path],
    labelFromReaders: false,
    matchesDocs: false,
    task: ({ numbers, pages, hasExamples }) => `readers voted the page ${pages[0] ?? 'named in the report'} down${numbers}. ` +
        (hasExamples
            ? 'Fix what their comments (quoted below) point at.'
            : 'Find and fix what makes it unhelpful.'),
};

// EXTERNAL MODULE: ./src/gaps/cluster.ts
var cluster = __webpack_require__(9907);
// EXTERNAL MODULE: ./src/gaps/questions/group.ts + 9 modules
var group = __webpack_require__(6719);
;// CONCATENATED MODULE: ./src/gaps/question.ts
/**
 * Question gaps: questions the assistant could not answer, grouped by topic (cluster.ts), each
 * group of at least `min-count` questions. Readers affected: its questions.
 */






const KEY_PREFIX = keyOf('question', '');
/** The question gaps the memory remembers, as topics the grouping keeps (their keys). */
function rememberedTopics(known) {
    return known.flatMap((g) => g.kind === 'question' && g.key.startsWith(KEY_PREFIX)
        ? [
            {
                key: g.key.slice(KEY_PREFIX.length),
                signature: g.signature ?? [],
                asked: g.history?.at(-1)?.count ?? 1,
            },
        ]
        : []);
}
/**
 * The log's line on the platform's categories of the questions (`queryCategory`): whether they
 * counted in the grouping this run, and how much (questions/group.ts, `categoryAgreement`).
 */
function categoriesLine(c) {
    const pairs = `${(0,numbers/* wholeNumber */.rD)(c.pairs)} pair${c.pairs === 1 ? '' : 's'}`;
    const kappa = c.kappa.toFixed(2);
    const said = c.weight > 0
        ? `they follow what the questions' words group together (agreement ${kappa} beyond ` +
            `chance, Cohen's kappa over ${pairs}), so a shared category weighs ` +
            `${c.weight.toFixed(2)} of a word.`
        : c.pairs < group/* CATEGORY_PAIRS */.tn
            ? `too few questions alike in words to judge them (${pairs} with a category, ` +
                `${group/* CATEGORY_PAIRS */.tn} needed); they weigh nothing this run.`
            : `no clear agreement with what the questions' words group together beyond chance ` +
                `(Cohen's kappa ${kappa} over ${pairs}); they weigh nothing this run.`;
    const questions = `${(0,numbers/* wholeNumber */.rD)(c.categorised)} distinct questions${c.sampled ? ' of a sample' : ''}`;
    return `Question categories (queryCategory of ${questions}): ${said}`;
}
const questionKind = {
    find(signals, log) {
        const remembered = rememberedTopics(signals.known ?? []);
        const relatedTerms = signals.vocabulary;
        const judged = (categories) => log?.(categoriesLine(categories));
        const options = { remembered, relatedTerms, judged };
        return (0,cluster/* clusterQuestions */.UW)(signals.conversations ?? [], options).map((c) => ({
            kind: 'question',
            key: keyOf('question', c.key),
            readers: c.size,
            label: (0,privacy/* readerExcerpt */.Bv)(c.name || c.key, LABEL),
            signature: c.signature,
            size: c.size,
            cohesion: c.cohesion,
            examples: c.examples,
            questions: c.questions,
            pages: c.pages,
            lastAsked: c.lastAsked,
        }));
    },
    reported: (gap, options) => gap.size >= options.minCount,
    signal: 'assistant',
    measure: (gap) => ({ count: gap.size, questions: gap.size }),
    judgedWords: (label) => `questions like ${(0,inert/* inertText */.UJ)(label, 80)} left unanswered`,
    page: (gap) => gap.pages[0] ?? null,
    rankFactor: (gap) => (0,cluster/* cohesionWeight */.fh)(gap.cohesion),
    confidence: (gap) => gap.cohesion,
    numbers: (gap) => `${(0,numbers/* wholeNumber */.rD)(gap.size)} unanswered question${gap.size === 1 ? '' : 's'}`,
    words: (gap) => (0,inert/* inertText */.UJ)(gap.label, 80),
    evidence: (gap, d) => [
        ...(0,inert/* titledList */.NH)('Example questions', gap.examples, (q) => (0,inert/* inertText */.UJ)(q, d.chars), d),
        ...(0,inert/* titledList */.NH)('Pages where asked', gap.pages, (p) => (0,inert/* inertCode */.gQ)(p, d.chars), d),
        `- Last asked: ${(0,inert/* inertCode */.gQ)(gap.lastAsked.slice(0, 10), 40)}`,
    ],
    record: (gap) => ({
        kind: 'question',
        size: gap.size,
        cohesion: gap.cohesion,
        examples: gap.examples.map(privacy/* maskPersonalData */.ty),
        questions: gap.questions.map((q) => ({ text: (0,privacy/* maskPersonalData */.ty)(q.text), count: q.count })),
        pages: gap.pages.map(privacy/* maskPersonalData */.ty),
        lastAsked: gap.lastAsked,
    }),
    examples: (gap) => gap.examples,
    briefPages: (gap, covering) => (covering.length ? [...covering] : gap.pages),
    labelFromReaders: true,
    matchesDocs: true,
    // A question in no reported gap: asked too few times, or like no other question enough.
    leftAlone: (gap) => gap.questions,
    // A question of stop words alone: nothing to group it by, listed all the same.
    unplaced: (signals) => (0,cluster/* wordlessQuestions */.f7)(signals.conversations ?? []),
    task: ({ numbers, pages }) => `the assistant could not answer readers' questions${numbers}; they are quoted below. Add the ` +
        'missing content.' +
        (pages.length > 0 ? ` Pages that already cover these words: ${pages.join(', ')}.` : ''),
};

// EXTERNAL MODULE: ./src/gaps/terms.ts
var terms = __webpack_require__(1506);
;// CONCATENATED MODULE: ./src/gaps/fold.ts



/** Shorter typed text is not folded into a longer term: `ap` may begin anything. */
const MIN_PREFIX = 3;
/** A total order on rows, so that sums and ties never depend on the order rows arrived in. */
function compareEntries(a, b) {
    return ((0,lib_text/* compareStrings */.Kt)(a.text, b.text) ||
        (0,lib_text/* compareStrings */.Kt)(a.row.searchQuery, b.row.searchQuery) ||
        a.hits - b.hits ||
        a.clicks - b.clicks ||
        (0,lib_text/* compareStrings */.Kt)(a.row.topClickedPage ?? '', b.row.topClickedPage ?? '') ||
        (0,lib_text/* compareStrings */.Kt)(a.row.lastSearchedAt ?? '', b.row.lastSearchedAt ?? ''));
}
/**
 * Where each half-typed text goes: a text that is a strict prefix (at least `minPrefix`
 * characters) of longer searched texts folds into the most-searched of the longest ones it
 * begins (those no other text extends), ties to the first in code-unit order. Longest targets
 * keep the rule one step deep, so a chain `aut` → `auth` → `authentication` lands in one place.
 */
function prefixTargets(hitsByText, minPrefix) {
    const texts = [...hitsByText.keys()].sort(lib_text/* compareStrings */.Kt);
    // In sorted order every text extending `p` follows `p` directly, in one run.
    const extended = texts.map((t, i) => i + 1 < texts.length && texts[i + 1].startsWith(t));
    const targets = new Map();
    texts.forEach((p, i) => {
        if (!extended[i] || p.length < minPrefix)
            return;
        let best = null;
        for (let j = i + 1; j < texts.length && texts[j].startsWith(p); j++) {
            const t = texts[j];
            if (extended[j])
                continue;
            if (best === null || hitsByText.get(t) > hitsByText.get(best))
                best = t;
        }
        if (best !== null)
            targets.set(p, best);
    });
    return targets;
}
function entriesOf(rows, minPrefix) {
    const scale = (0,scores/* ctrScale */.iv)(rows.map((r) => r.ctr));
    const entries = [];
    for (const row of rows) {
        const text = (0,terms/* normaliseTerm */.Vx)(row.searchQuery);
        if (!text)
            continue; // punctuation only: nothing to fold or show
        const hits = (0,scores/* count */.U9)(row.hits);
        entries.push({
            row,
            text,
            hits,
            clicks: hits * (0,scores/* readCtr */.ot)(row.ctr, scale),
            key: '',
            prefix: false,
        });
    }
    entries.sort(compareEntries);
    const hitsByText = new Map();
    for (const e of entries)
        hitsByText.set(e.text, (hitsByText.get(e.text) ?? 0) + e.hits);
    const targets = prefixTargets(hitsByText, minPrefix);
    const keys = new Map();
    const keyOf = (text) => {
        let key = keys.get(text);
        if (key === undefined)
            keys.set(text, (key = (0,terms/* foldKey */.pU)(text)));
        return key;
    };
    for (const e of entries) {
        const target = targets.get(e.text);
        e.prefix = target !== undefined;
        e.key = keyOf(target ?? e.text);
    }
    return entries;
}
/** The entry of a map with the largest value; ties to the smallest key (code-unit order). */
function largest(values) {
    let best = null;
    for (const [k, v] of values) {
        const b = best === null ? undefined : values.get(best);
        if (b === undefined || v > b || (v === b && (0,lib_text/* compareStrings */.Kt)(k, best) < 0))
            best = k;
    }
    return best;
}
function ranked(values) {
    return [...values].sort((a, b) => b[1] - a[1] || (0,lib_text/* compareStrings */.Kt)(a[0], b[0])).map(([k]) => k);
}
function latest(a, b) {
    if (b === null)
        return a;
    const tb = Date.parse(b);
    if (Number.isNaN(tb))
        return a;
    return a === null || tb > Date.parse(a) ? b : a;
}
function groupOf(key, members) {
    const variants = new Map();
    const canonical = new Map();
    const pages = new Map();
    let hits = 0;
    let clicks = 0;
    let last = null;
    for (const e of members) {
        hits += e.hits;
        clicks += e.clicks;
        variants.set(e.row.searchQuery, (variants.get(e.row.searchQuery) ?? 0) + e.hits);
        if (!e.prefix)
            canonical.set(e.row.searchQuery, (canonical.get(e.row.searchQuery) ?? 0) + e.hits);
        const page = e.row.topClickedPage;
        if (page && e.clicks > 0)
            pages.set(page, (pages.get(page) ?? 0) + e.clicks);
        last = latest(last, e.row.lastSearchedAt);
    }
    return {
        key,
        // Every group holds the longest text some prefix folded into, so `canonical` is never empty.
        term: largest(canonical) ?? largest(variants),
        hits,
        clicks,
        ctr: hits > 0 ? Math.min(1, clicks / hits) : 0,
        topClickedPage: largest(pages),
        pages: ranked(pages),
        variants: ranked(variants),
        lastSearchedAt: last,
    };
}
/**
 * Folds one searches export (all its pages together: the `ctr` scale is decided from all rows)
 * into term groups, most searched first (ties by key). The result does not depend on the order of
 * `rows`, and folding the groups again (one row each) gives the same groups.
 */
function foldSearchTerms(rows, minPrefix = MIN_PREFIX) {
    const byKey = new Map();
    for (const e of entriesOf(rows, minPrefix)) {
        const list = byKey.get(e.key);
        if (list)
            list.push(e);
        else
            byKey.set(e.key, [e]);
    }
    return [...byKey]
        .map(([key, members]) => groupOf(key, members))
        .sort((a, b) => b.hits - a.hits || (0,lib_text/* compareStrings */.Kt)(a.key, b.key));
}

;// CONCATENATED MODULE: ./src/gaps/search.ts
/**
 * Search gaps: a term (its variants folded together) searched at least `min-count` times with a
 * click-through under 20 %. Readers affected: its searches.
 */






/** A click-through below this (a fraction) is low: four of five searches found nothing to click. */
const LOW_CTR = 0.2;
const searchKind = {
    find(signals) {
        return foldSearchTerms(signals.searches ?? [])
            .filter((g) => g.key !== '' && g.hits >= 1)
            .map((g) => ({
            kind: 'search',
            key: keyOf('search', g.key),
            readers: g.hits,
            label: (0,privacy/* readerExcerpt */.Bv)(g.term, LABEL),
            term: (0,privacy/* readerExcerpt */.Bv)(g.term, EXCERPT),
            hits: g.hits,
            ctr: g.ctr,
            outcome: g.clicks > 0 ? 'hard-to-find' : 'nothing-found',
            page: g.clicks > 0 ? g.topClickedPage : null,
            variants: g.variants.slice(0, MAX_EXAMPLES).map((v) => (0,privacy/* readerExcerpt */.Bv)(v, LABEL)),
            lastSearchedAt: g.lastSearchedAt,
        }));
    },
    reported: (gap, options) => gap.hits >= options.minCount && gap.ctr < (options.lowCtr ?? LOW_CTR),
    signal: 'searches',
    measure: (gap) => {
        const clicks = Math.round(gap.hits * gap.ctr);
        return { count: Math.max(0, gap.hits - clicks), searches: gap.hits, clicks };
    },
    judgedWords: (label) => `searches for ${(0,inert/* inertCode */.gQ)(label, 80)} with no click`,
    page: (gap) => (gap.page === null ? null : (0,paths/* pathOfPage */.E)(gap.page)),
    rankFactor: () => 1,
    confidence: (gap) => 1 - gap.ctr,
    numbers(gap) {
        const plural = gap.hits === 1 ? 'search' : 'searches';
        return gap.outcome === 'nothing-found'
            ? `${(0,numbers/* wholeNumber */.rD)(gap.hits)} ${plural}, no click`
            : `${(0,numbers/* wholeNumber */.rD)(gap.hits)} ${plural}, ${(0,numbers/* percent */.KN)(gap.ctr)} clicked`;
    },
    words(gap) {
        const words = (0,inert/* inertCode */.gQ)(gap.label, 80);
        return gap.page === null ? words : `${words} → ${(0,inert/* inertCode */.gQ)(gap.page, 80)}`;
    },
    evidence(gap, d) {
        const lines = [`- Term: ${(0,inert/* inertCode */.gQ)(gap.term, d.chars)}`];
        lines.push(gap.outcome === 'nothing-found'
            ? '- No click at all: readers found nothing.'
            : `- Clicks on ${gap.page === null ? 'one page' : (0,inert/* inertCode */.gQ)(gap.page, d.chars)} at ${(0,numbers/* percent */.KN)(gap.ctr)}: the page exists but is hard to find.`);
        lines.push(...(0,inert/* titledList */.NH)('Variants typed', gap.variants, (v) => (0,inert/* inertCode */.gQ)(v, d.chars), d));
        if (gap.lastSearchedAt)
            lines.push(`- Last searched: ${(0,inert/* inertCode */.gQ)(gap.lastSearchedAt.slice(0, 10), 40)}`);
        return lines;
    },
    record: (gap) => ({
        kind: 'search',
        term: (0,privacy/* maskPersonalData */.ty)(gap.term),
        hits: gap.hits,
        ctr: gap.ctr,
        outcome: gap.outcome,
        page: gap.page === null ? null : (0,privacy/* maskPersonalData */.ty)(gap.page),
        variants: gap.variants.map(privacy/* maskPersonalData */.ty),
        lastSearchedAt: gap.lastSearchedAt,
    }),
    examples: (gap) => (gap.variants.length ? gap.variants : [gap.term]),
    briefPages: (gap, covering) => [...(gap.page ? [gap.page] : []), ...covering],
    labelFromReaders: true,
    matchesDocs: true,
    task: ({ numbers, pages }) => `readers' searches found no answer${numbers}. Make the docs answer what they ` +
        'searched for (their words are quoted below), and easy to find by those words.' +
        (pages.length > 0 ? ` Pages that already cover these words: ${pages.join(', ')}.` : ''),
};

;// CONCATENATED MODULE: ./src/gaps/registry.ts
/**
 * The registry of gap kinds: one line a kind. A kind is a module of this folder (unit.ts says
 * what it provides); adding one is its module and its line here. `GapKind` and `Gap` come from
 * this table, and everything that treats gaps by kind asks it through `unitOf`.
 */





/** Every kind, in the order a run finds them (the ranking orders the gaps, not this). */
const GAP_KINDS = {
    search: searchKind,
    page: pageKind,
    question: questionKind,
};
/** The kinds by name, for validating what is read back (the memory). */
const GAP_KIND_NAMES = Object.keys(GAP_KINDS);
/** The gap kinds found in the signal `name` (none for a weight, such as `views`). */
function kindsReading(name) {
    return GAP_KIND_NAMES.filter((kind) => GAP_KINDS[kind].signal === name);
}
/** The unit of `gap`'s kind, typed for that gap. */
function unitOf(gap) {
    return GAP_KINDS[gap.kind];
}
/**
 * The candidates: every gap the signals show at any count, kind after kind (the ranking orders
 * them; the memory's history measures them all); and the reader words no kind groups (each kind's
 * `unplaced`). Reader text is masked once, before anything is derived from it: a gap's key goes
 * into the memory marker, which anyone who can read the issue can decode, so an e-mail typed as a
 * search term must be gone before the term is folded into a key. `log` takes the kinds' lines for
 * the run's log.
 */
function findAll(signals, log = () => { }) {
    const masked = maskedSignals(signals);
    const units = Object.values(GAP_KINDS);
    return {
        candidates: units.flatMap((unit) => unit.find(masked, log)),
        unplaced: units.flatMap((unit) => [...(unit.unplaced?.(masked) ?? [])]),
    };
}
/** The signals with their reader text masked (lib/privacy.ts). */
function maskedSignals(signals) {
    return {
        searches: signals.searches?.map((row) => ({
            ...row,
            searchQuery: (0,privacy/* maskPersonalData */.ty)(row.searchQuery),
        })),
        pages: signals.pages,
        feedback: signals.feedback?.map((row) => row.comment === null ? row : { ...row, comment: (0,privacy/* maskPersonalData */.ty)(row.comment) }),
        conversations: signals.conversations?.map((row) => ({
            ...row,
            query: (0,privacy/* maskPersonalData */.ty)(row.query),
        })),
        known: signals.known,
        vocabulary: signals.vocabulary,
    };
}
/** The gaps of `candidates` the report shows (each kind's `reported` rule), in their order. */
function reportedGaps(candidates, options) {
    return candidates.filter((gap) => unitOf(gap).reported(gap, options));
}
/**
 * Readers' words that joined no reported gap (each kind's `leftAlone`), and those no kind groups
 * (`unplaced`, from `findAll`), each once with how often it was asked, most asked first: the
 * questions a run leaves alone, listed rather than lost.
 */
function leftAlone(candidates, options, unplaced = []) {
    const counts = new Map();
    const add = (words) => {
        for (const { text, count } of words)
            counts.set(text, (counts.get(text) ?? 0) + count);
    };
    for (const gap of candidates) {
        const unit = unitOf(gap);
        if (unit.leftAlone && !unit.reported(gap, options))
            add(unit.leftAlone(gap));
    }
    add(unplaced);
    return [...counts]
        .sort((a, b) => b[1] - a[1] || (0,lib_text/* compareStrings */.Kt)(a[0], b[0]))
        .map(([text, count]) => ({ text, count }));
}
/** The gaps the signals show and the report shows: `reportedGaps` of the candidates. */
function findGaps(signals, options) {
    return reportedGaps(findAll(signals).candidates, options);
}
/** The reported gaps of one kind (its tests, and whatever looks at one kind alone). */
function findOfKind(kind, signals, options) {
    return findGaps(signals, options).filter((gap) => gap.kind === kind);
}


/***/ }),

/***/ 5618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ wilsonLowerBound),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   iv: () => (/* binding */ ctrScale),
/* harmony export */   ot: () => (/* binding */ readCtr)
/* harmony export */ });
/**
 * The numbers a gap is judged by: the click-through rate read on either scale, and the lower
 * bound of a share for ranking pages by their thumbs-down.
 */
/**
 * Decides the scale of one export's `ctr` from all its rows together (every page of one run's
 * export, never row by row: a 0.5 means 50 % on one scale and 0.5 % on the other, and only its
 * neighbours can tell which).
 *
 * Rule: if any row's `ctr` is greater than 1, the export is on the 0–100 scale; otherwise 0–1.
 * Edge cases, by design:
 * - an export of only zeros (no click anywhere) reads the same on both scales;
 * - a 0–100 export whose every rate is at most 1 % (all of 0, 0.5, 1) is read as 0–1: those terms
 *   then look well clicked (up to 100 %) and raise no gap; a gap may be missed, none is invented;
 * - a value of exactly 1 with no larger one is read as 100 % (the fraction scale);
 * - NaN, infinite and negative values are ignored for the decision and read as 0 (see `readCtr`).
 */
function ctrScale(ctrs) {
    for (const ctr of ctrs)
        if (Number.isFinite(ctr) && ctr > 1)
            return 100;
    return 1;
}
/** One row's `ctr` as a fraction from 0 to 1 on the export's scale; junk reads as 0, excess as 1. */
function readCtr(ctr, scale) {
    if (!Number.isFinite(ctr) || ctr <= 0)
        return 0;
    return Math.min(1, ctr / scale);
}
/** A count as the exports give it (typed number): finite and not negative, else 0. */
function count(value) {
    return Number.isFinite(value) && value > 0 ? value : 0;
}
/** The 95 % two-sided normal quantile. */
const Z95 = 1.96;
/**
 * The Wilson score interval's lower bound for a share of `positives` in `total` trials (95 % by
 * default). It ranks a page with 30 of 40 votes down above one with 2 of 2: the raw ratio would
 * put a page with a single vote first. 0 when there are no trials; counts are clamped so that
 * `positives` never exceeds `total`.
 */
function wilsonLowerBound(positives, total, z = Z95) {
    const n = count(total);
    if (n === 0)
        return 0;
    const p = Math.min(count(positives), n) / n;
    const z2 = z * z;
    const centre = p + z2 / (2 * n);
    const margin = z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n);
    return Math.max(0, (centre - margin) / (1 + z2 / n));
}


/***/ }),

/***/ 4388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kz: () => (/* binding */ whyNotDismissable),
/* harmony export */   dU: () => (/* binding */ offersFix),
/* harmony export */   t4: () => (/* binding */ whyNotFixable)
/* harmony export */ });
/** Why a gap cannot be handed to the agent now, or null when it can. */
function whyNotFixable(gap, id) {
    if (!gap)
        return `there is no gap \`${id}\` in this report's memory`;
    switch (gap.state) {
        case 'fixing':
            return `\`${id}\` is already handed to the agent (job \`${gap.job?.id ?? 'unknown'}\`)`;
        case 'proposed':
            return `\`${id}\` already has a proposed fix${gap.job?.prLink ? ` (${gap.job.prLink})` : ''}; review that pull request first`;
        case 'fixed':
            return `\`${id}\` was judged fixed by its merged pull request${gap.job?.prLink ? ` (${gap.job.prLink})` : ''}`;
        case 'dismissed':
            return `\`${id}\` was dismissed${gap.dismissed?.by ? ` by @${gap.dismissed.by}` : ''}`;
        default:
            return null;
    }
}
/** True when the report offers `fix` for a gap: `new`, `open`, or still seen after its fix. */
const offersFix = (gap) => whyNotFixable(gap, gap.id) === null;
/** Why a gap cannot be dismissed now, or null when it can. */
function whyNotDismissable(gap, id) {
    if (!gap)
        return `there is no gap \`${id}\` in this report's memory`;
    if (gap.state === 'dismissed')
        return whyNotFixable(gap, id);
    if (gap.state === 'fixing')
        return `\`${id}\` is handed to the agent (job \`${gap.job?.id ?? 'unknown'}\`): wait for its pull request, then dismiss it if it is not needed`;
    return null;
}


/***/ }),

/***/ 4673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ handedOver),
/* harmony export */   CN: () => (/* binding */ GAP_STATES),
/* harmony export */   Pe: () => (/* binding */ firstJudgedFixedAt),
/* harmony export */   R: () => (/* binding */ verdictOfGap),
/* harmony export */   VD: () => (/* binding */ live),
/* harmony export */   bY: () => (/* binding */ whyOpenAgain),
/* harmony export */   mn: () => (/* binding */ born),
/* harmony export */   nM: () => (/* binding */ isActionable)
/* harmony export */ });
/* unused harmony export EVENT_NAMES */
/**
 * A gap's life, in one place: its states, the events that move it, one transition table, and the
 * record each event leaves (the job, what GitHub said of its pull request, the verdict on the fix
 * with the time it was first reached). Every other module asks this one: the memory's merge, the
 * commands, the journal, the reconcile and insights runs send events (`live`), and the report's
 * table, its Fixes section, the output `fixed` and the output file read the record it keeps.
 *
 *   new ──later run──▶ open ──handed over──▶ fixing ──job ended with a pull request──▶ proposed
 *   proposed ──pull request merged, then judged──▶ fixed ⇄ still seen after the fix (a relapse
 *     of a fixed gap is final: readers failing again)
 *   fixing ──job ended without a pull request──▶ open;  proposed ──closed unmerged──▶ open
 *   any ──dismissed──▶ dismissed (for good)
 *
 * Which verdict a merged fix earns is fix-effect/judge.ts; this module only applies it, and only
 * once a merge is known: before that, a gap stays `proposed` whatever readers do. The order events
 * apply in one run: the jobs read (`job-read`), the run's findings (`later-run`), the pull
 * requests read (`pull-read`), then the judgement (`judged`), all at write time
 * (fix-loop/run-memory.ts); commands apply theirs (`handed-over`, `dismissed`) on their own.
 */
const GAP_STATES = [
    'new',
    'open',
    'fixing',
    'proposed',
    'fixed',
    'still-seen',
    'dismissed',
];
/** A gap's life when it is first seen (or rebuilt, before the `rebuilt` event). */
function born() {
    return { state: 'new' };
}
const EVENT_NAMES = (/* unused pure expression or super */ null && ([
    'later-run',
    'handed-over',
    'job-running',
    'job-ended-with-pr',
    'job-ended-without-pr',
    'pr-open',
    'pr-merged',
    'pr-closed',
    'pr-unreadable',
    'judged-fixed',
    'judged-still-seen',
    'judged-too-early',
    'dismissed',
    'rebuilt',
]));
/**
 * The transition table: the next state for each state and event; an event missing from a
 * state's row changes nothing (not even the record). `judged-*` count only once a merge is known
 * (see `live`); `judged-too-early` stands for `no-baseline` too, and never undoes a verdict.
 */
const TRANSITIONS = {
    new: {
        'later-run': 'open',
        'handed-over': 'fixing',
        dismissed: 'dismissed',
        rebuilt: 'as-shown',
    },
    open: { 'handed-over': 'fixing', dismissed: 'dismissed', rebuilt: 'as-shown' },
    fixing: {
        'handed-over': 'fixing',
        'job-running': 'fixing',
        'job-ended-with-pr': 'proposed',
        'job-ended-without-pr': 'open',
        dismissed: 'dismissed',
        rebuilt: 'as-shown',
    },
    proposed: {
        'handed-over': 'fixing',
        'pr-open': 'proposed',
        'pr-merged': 'proposed',
        'pr-closed': 'open',
        'pr-unreadable': 'proposed',
        'judged-fixed': 'fixed',
        'judged-still-seen': 'still-seen',
        'judged-too-early': 'proposed',
        dismissed: 'dismissed',
        rebuilt: 'as-shown',
    },
    fixed: {
        'handed-over': 'fixing',
        'judged-fixed': 'fixed',
        'judged-still-seen': 'still-seen',
        dismissed: 'dismissed',
        rebuilt: 'as-shown',
    },
    'still-seen': {
        'handed-over': 'fixing',
        'judged-fixed': 'fixed',
        'judged-still-seen': 'still-seen',
        dismissed: 'dismissed',
        rebuilt: 'as-shown',
    },
    dismissed: { rebuilt: 'as-shown' },
};
/** The table's name of an event. */
function eventName(event) {
    switch (event.kind) {
        case 'job-read':
            if (event.endedAt === null)
                return 'job-running';
            return event.prLink !== null && event.status !== 'failed'
                ? 'job-ended-with-pr'
                : 'job-ended-without-pr';
        case 'pull-read':
            return `pr-${event.read.kind}`;
        case 'judged':
            return event.judgement.verdict === 'fixed'
                ? 'judged-fixed'
                : event.judgement.verdict === 'still-seen'
                    ? 'judged-still-seen'
                    : 'judged-too-early';
        default:
            return event.kind;
    }
}
/** True when the event is about this gap's job (its own job, its own pull request). */
function concernsItsJob(gap, event) {
    if (event.kind === 'job-read' || event.kind === 'pull-read')
        return gap.job?.id === event.job;
    // Handed to the job it already follows: nothing to do (a command applied twice).
    if (event.kind === 'handed-over')
        return gap.job?.id !== event.job.id;
    // No verdict before a merge is known.
    if (event.kind === 'judged')
        return gap.effect?.pr === 'merged';
    return true;
}
/**
 * `gap` after `event`: its next state from the table and the record the event leaves; `gap`
 * itself when the event changes nothing.
 */
function live(gap, event) {
    const next = TRANSITIONS[gap.state][eventName(event)];
    if (next === undefined || !concernsItsJob(gap, event))
        return gap;
    const state = next === 'as-shown' ? event.state : next;
    const out = { ...gap, ...recordOf(gap, event), state };
    for (const field of ['job', 'effect', 'dismissed'])
        if (out[field] === undefined)
            delete out[field];
    return same(gap, out) ? gap : out;
}
/** The fields an event sets beside the state. */
function recordOf(gap, event) {
    switch (event.kind) {
        case 'handed-over':
            return {
                job: { id: event.job.id, status: event.job.status, prLink: null, endedAt: null },
                effect: undefined,
            };
        case 'job-read': {
            const job = gap.job;
            // An end time once known stays: a later reading must not move the windows.
            const endedAt = event.endedAt === null ? null : (job.endedAt ?? event.endedAt);
            const prLink = event.prLink ?? job.prLink;
            return { job: { id: job.id, status: event.status, prLink, endedAt } };
        }
        case 'pull-read':
            return { effect: effectOf(gap.job.id, event.read) };
        case 'judged':
            return { effect: { ...gap.effect, verdict: verdictOf(gap.effect.verdict, event) } };
        case 'dismissed':
            return { dismissed: { ...event.dismissal } };
        case 'rebuilt':
            return {
                job: undefined,
                effect: undefined,
                dismissed: event.state === 'dismissed' ? { by: '', why: '', at: event.at } : undefined,
            };
        default:
            return {};
    }
}
function effectOf(job, read) {
    if (read.kind === 'merged')
        return { job, pr: 'merged', mergedAt: read.mergedAt };
    if (read.kind === 'unreadable')
        return { job, pr: 'unreadable', mergedAt: null, reason: read.reason };
    return { job, pr: read.kind, mergedAt: null };
}
/** The verdict after a judgement: its `since` kept while the verdict stays the same. */
function verdictOf(prior, event) {
    const { verdict, figures, relapsed } = event.judgement;
    const since = prior?.verdict === verdict ? prior.since : event.at;
    return { verdict, since, figures, ...(relapsed ? { relapsed: true } : {}) };
}
/** True when two records say the same (an event applied twice changes nothing). */
function same(a, b) {
    return (a.state === b.state &&
        JSON.stringify([a.job, a.effect, a.dismissed]) ===
            JSON.stringify([b.job, b.effect, b.dismissed]));
}
/**
 * True for a gap handed to the agent: it is never forgotten by age. The state counts even without
 * a readable job, so that a damaged entry is not forgotten and handed over a second time.
 */
function handedOver(gap) {
    return gap.job !== undefined || ['fixing', 'proposed', 'fixed', 'still-seen'].includes(gap.state);
}
/** True for a gap that may be shown as open and handed to the agent by `auto-fix`. */
function isActionable(gap) {
    return gap.state === 'new' || gap.state === 'open';
}
/** The verdict of a gap's merged fix, as first reached and kept; null before one. */
function verdictOfGap(gap) {
    return gap.effect?.pr === 'merged' ? (gap.effect.verdict ?? null) : null;
}
/** True when `gap` was first judged `fixed` in the run at `now` (the output `fixed`). */
function firstJudgedFixedAt(gap, now) {
    const verdict = verdictOfGap(gap);
    return gap.state === 'fixed' && verdict?.verdict === 'fixed' && verdict.since === now;
}
/** Why a gap is `open` again after it was handed over, or null when it was not. */
function whyOpenAgain(gap) {
    if (gap.state !== 'open' || !gap.job)
        return null;
    if (gap.effect?.pr === 'closed')
        return 'closed-unmerged';
    if (gap.job.endedAt === null)
        return null;
    return gap.job.status === 'failed' ? 'job-failed' : 'no-pull-request';
}


/***/ }),

/***/ 4219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C8: () => (/* binding */ hasMemory),
/* harmony export */   Cd: () => (/* binding */ serializeMemory),
/* harmony export */   Pw: () => (/* binding */ parseMemory),
/* harmony export */   aX: () => (/* binding */ trimMemory),
/* harmony export */   cJ: () => (/* binding */ replaceMemory),
/* harmony export */   h0: () => (/* binding */ REPORT_BUDGET)
/* harmony export */ });
/* unused harmony exports ISSUE_BODY_LIMIT, MEMORY_BUDGET, BODY_MARGIN */
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8453);
/* harmony import */ var _lib_typed_arrays_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9926);
/* harmony import */ var _gaps_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6924);
/* harmony import */ var _gaps_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5996);
/* harmony import */ var _life_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4673);
/* harmony import */ var _memory_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3628);
/**
 * The memory as a hidden marker in the report issue's body, and its bound. GitHub refuses an
 * issue body over 65,536 characters; the memory gets a fixed share of it (`MEMORY_BUDGET`) and
 * the report the rest, so that the two together always fit with room to spare.
 *
 * The JSON is deflated and Base64-encoded: field names, dates and keys repeat from entry to
 * entry, so a deflated memory holds about four times the gaps in the same characters, and Base64
 * has no `-` or `>`, so no text inside can close the HTML comment early.
 *
 * The body is untrusted (anyone who can edit the issue can edit the marker, and the caller reads
 * it only from an issue the action's own identity wrote, which is not the same as a valid one):
 * the parser caps what it inflates, checks every field, drops what it cannot read and never throws.
 */







/** GitHub's limit on an issue body, in characters. */
const ISSUE_BODY_LIMIT = 65_536;
/** The memory marker's share of the issue body, in characters (the marker is ASCII only). */
const MEMORY_BUDGET = 24_000;
/** Left unused, for GitHub counting differently than we do (line endings, normalisation). */
const BODY_MARGIN = 1_536;
/** What the report's text may use beside the memory: 40,000 characters. */
const REPORT_BUDGET = ISSUE_BODY_LIMIT - MEMORY_BUDGET - BODY_MARGIN;
const PREFIX = '<!-- docs-agent-memory v1 ';
const SUFFIX = ' -->';
const PAYLOAD = /<!-- docs-agent-memory v1 ([A-Za-z0-9+/=]*) -->/;
/** Inflating stops here: a marker of 65,536 characters never holds more, a crafted one might. */
const MAX_INFLATED = 2 * 1024 * 1024;
/** Ids above this are not ours: the counter would need a billion gaps to get there. */
const MAX_ID = 999_999_999;
/** Field lengths kept: what a report needs, bounded so that one entry cannot fill the budget. */
const LIMITS = {
    key: 200,
    label: 80,
    by: 64,
    why: 200,
    jobId: 100,
    status: 40,
    prLink: 300,
    numbers: 120,
    page: 200,
    stem: 40,
    reason: 200,
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An entry with every text field within its limit, so that one entry cannot fill the budget. */
function bounded(gap) {
    const out = {
        ...gap,
        key: gap.key.slice(0, LIMITS.key),
        label: gap.label.slice(0, LIMITS.label),
    };
    if (gap.dismissed) {
        const { by, why, at } = gap.dismissed;
        out.dismissed = { by: by.slice(0, LIMITS.by), why: why.slice(0, LIMITS.why), at };
    }
    if (gap.job) {
        const { id, status, prLink, endedAt } = gap.job;
        out.job = {
            id: id.slice(0, LIMITS.jobId),
            status: status.slice(0, LIMITS.status),
            prLink: prLink === null ? null : prLink.slice(0, LIMITS.prLink),
            endedAt,
        };
    }
    if (gap.brief)
        out.brief = boundedBrief(gap.brief);
    if (gap.signature)
        out.signature = boundedSignature(gap.signature);
    if (gap.page !== undefined)
        out.page = gap.page.slice(0, LIMITS.page);
    if (gap.history)
        out.history = gap.history.slice(-_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_HISTORY */ .oe);
    if (gap.effect?.reason !== undefined)
        out.effect = { ...gap.effect, reason: gap.effect.reason.slice(0, LIMITS.reason) };
    return out;
}
/**
 * The numbers of a history point, in the order the marker writes them (`[from, to, ...]`, null
 * for a number its kind does not have): rows of numbers deflate to a few bytes each, and the
 * windows repeat from gap to gap.
 */
const POINT_NUMBERS = [
    'count',
    'searches',
    'clicks',
    'down',
    'votes',
    'questions',
    'views',
];
/** The largest number a history point holds: more readers than any site has in a window. */
const MAX_POINT_NUMBER = 1_000_000_000;
function pointRow(p) {
    return [(0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .windowTime */ .s7)(p.from), (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .windowTime */ .s7)(p.to), ...POINT_NUMBERS.map((k) => p[k] ?? null)];
}
function readPoint(value) {
    if (!Array.isArray(value) || value.length < 3)
        return null;
    const from = isoTime(value[0]);
    const to = isoTime(value[1]);
    if (from === null || to === null || Date.parse(to) <= Date.parse(from))
        return null;
    const point = { from: (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .windowTime */ .s7)(from), to: (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .windowTime */ .s7)(to), count: 0 };
    for (const [i, key] of POINT_NUMBERS.entries()) {
        const n = value[i + 2];
        if (Number.isSafeInteger(n) && n >= 0 && n <= MAX_POINT_NUMBER)
            point[key] = n;
        else if (key === 'count')
            return null;
    }
    return point;
}
function readHistory(value) {
    if (!Array.isArray(value))
        return undefined;
    const points = value
        .slice(-_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_HISTORY */ .oe)
        .map(readPoint)
        .filter((p) => p !== null);
    return points.length > 0 ? points : undefined;
}
const PULL_STATES = ['open', 'merged', 'closed', 'unreadable'];
const VERDICTS = ['fixed', 'still-seen', 'too-early', 'no-baseline'];
function readFigures(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value) || (value.per !== 'day' && value.per !== '1,000 views'))
        return null;
    const num = (v) => typeof v === 'number' && Number.isFinite(v) ? v : null;
    const [rateBefore, rateAfter, pValue] = [
        num(value.rateBefore),
        num(value.rateAfter),
        num(value.pValue),
    ];
    const [windowsBefore, windowsAfter] = [num(value.windowsBefore), num(value.windowsAfter)];
    if (rateBefore === null || rateAfter === null || pValue === null)
        return null;
    if (windowsBefore === null || windowsAfter === null)
        return null;
    const change = num(value.change);
    return { per: value.per, rateBefore, rateAfter, change, pValue, windowsBefore, windowsAfter };
}
function readVerdict(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value) || !VERDICTS.includes(value.verdict))
        return undefined;
    const since = isoTime(value.since);
    if (since === null)
        return undefined;
    const verdict = value.verdict;
    const figures = readFigures(value.figures);
    return { verdict, since, figures, ...(value.relapsed === true ? { relapsed: true } : {}) };
}
/** The verdict a 1.3 marker kept as times (`fixedAt`, `seenAgainAt`); its figures come next run. */
function verdictOf13(value) {
    const seenAgainAt = isoTime(value.seenAgainAt);
    if (seenAgainAt !== null)
        return { verdict: 'still-seen', since: seenAgainAt, figures: null, relapsed: true };
    const fixedAt = isoTime(value.fixedAt);
    return fixedAt !== null ? { verdict: 'fixed', since: fixedAt, figures: null } : undefined;
}
function readEffect(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value))
        return undefined;
    const job = text(value.job, LIMITS.jobId);
    if (!job || !PULL_STATES.includes(value.pr))
        return undefined;
    const pr = value.pr;
    const mergedAt = isoTime(value.mergedAt);
    if (pr === 'merged' && mergedAt === null)
        return undefined;
    const verdict = pr === 'merged' ? (readVerdict(value.verdict) ?? verdictOf13(value)) : undefined;
    return {
        job,
        pr,
        mergedAt: pr === 'merged' ? mergedAt : null,
        ...(pr === 'unreadable' ? { reason: text(value.reason, LIMITS.reason) ?? '' } : {}),
        ...(verdict ? { verdict } : {}),
    };
}
/** An entry as the marker writes it (its history as rows of numbers). */
function wire(gap) {
    const { history, ...rest } = bounded(gap);
    return history ? { ...rest, history: history.map(pointRow) } : rest;
}
function boundedSignature(stems) {
    return stems
        .filter((s) => typeof s === 'string' && s !== '')
        .slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_SIGNATURE */ .uM)
        .map((s) => s.slice(0, LIMITS.stem));
}
function boundedBrief(brief) {
    return {
        numbers: brief.numbers.slice(0, LIMITS.numbers),
        examples: brief.examples.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BRIEF_EXAMPLES */ .oP).map((e) => e.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BRIEF_CHARS */ .Eb)),
        pages: brief.pages.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_BRIEF_PAGES */ .ZA).map((p) => p.slice(0, LIMITS.page)),
    };
}
/** The marker holding `memory` (one line, ASCII only; text fields cut to their limits). */
function serializeMemory(memory) {
    const json = [...memoryJsonPieces(memory)].join('');
    return `${PREFIX}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateRawSync)(Buffer.from(json, 'utf8')).toString('base64')}${SUFFIX}`;
}
/**
 * The memory's JSON in pieces: the envelope, then a gap at a time (joined, the marker's text;
 * one at a time, what trimming measures without making the whole).
 */
function* memoryJsonPieces(memory) {
    const { version, nextId } = memory;
    yield `{"version":${JSON.stringify(version)},"nextId":${JSON.stringify(nextId)},"gaps":[`;
    for (let i = 0; i < memory.gaps.length; i++)
        yield `${i > 0 ? ',' : ''}${JSON.stringify(wire(memory.gaps[i]))}`;
    yield ']}';
}
/**
 * The length `serializeMemory` would give, for trimming, which measures dozens of candidates of a
 * large run's memory: each encoded a gap at a time into one reused array (no text or buffer of the
 * whole per candidate, left for a collection to free), its marker not made (base64 writes every 3
 * bytes, or fewer at the end, as 4 characters).
 */
class MarkerLength {
    bytes = new Uint8Array(1 << 16);
    encoder = new TextEncoder();
    of(memory) {
        let at = 0;
        for (const piece of memoryJsonPieces(memory)) {
            // UTF-8 takes at most 3 bytes for a UTF-16 code unit.
            if (this.bytes.length - at < 3 * piece.length)
                this.bytes = (0,_lib_typed_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .grown */ .g)(this.bytes, 2 * (at + 3 * piece.length));
            at += this.encoder.encodeInto(piece, this.bytes.subarray(at)).written;
        }
        const deflated = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateRawSync)(this.bytes.subarray(0, at)).length;
        return PREFIX.length + 4 * Math.ceil(deflated / 3) + SUFFIX.length;
    }
    free() {
        (0,_lib_typed_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .release */ ._)(this.bytes);
    }
}
function text(value, max) {
    return typeof value === 'string' ? value.slice(0, max) : null;
}
function isoTime(value) {
    return typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value))
        ? value
        : null;
}
function readDismissal(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value))
        return undefined;
    const by = text(value.by, LIMITS.by);
    const why = text(value.why, LIMITS.why) ?? '';
    const at = isoTime(value.at);
    return by !== null && at !== null ? { by, why, at } : undefined;
}
function readJob(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value))
        return undefined;
    const id = text(value.id, LIMITS.jobId);
    if (!id)
        return undefined;
    return {
        id,
        status: text(value.status, LIMITS.status) ?? 'unknown',
        prLink: text(value.prLink, LIMITS.prLink),
        endedAt: isoTime(value.endedAt),
    };
}
function readBrief(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value))
        return undefined;
    const numbers = text(value.numbers, LIMITS.numbers);
    const strings = (list) => Array.isArray(list) ? list.filter((v) => typeof v === 'string') : [];
    if (numbers === null)
        return undefined;
    return boundedBrief({ numbers, examples: strings(value.examples), pages: strings(value.pages) });
}
/** One entry, or null when its identity (id, key, kind, dates) cannot be read. */
function readGap(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value))
        return null;
    const { id, key, kind, firstSeen, lastSeen } = value;
    if (typeof id !== 'string' || !_gaps_id_js__WEBPACK_IMPORTED_MODULE_1__/* .GAP_ID */ .L.test(id))
        return null;
    if (typeof key !== 'string' || key.length === 0 || key.length > LIMITS.key)
        return null;
    if (!_gaps_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .GAP_KIND_NAMES */ .tA.includes(kind) || !key.startsWith(`${kind}:`))
        return null;
    if (typeof firstSeen !== 'string' || !DAY.test(firstSeen) || Number.isNaN(Date.parse(firstSeen)))
        return null;
    if (typeof lastSeen !== 'string' || !DAY.test(lastSeen) || Number.isNaN(Date.parse(lastSeen)))
        return null;
    const dismissed = readDismissal(value.dismissed);
    const job = readJob(value.job);
    const brief = readBrief(value.brief);
    const history = readHistory(value.history);
    const effect = readEffect(value.effect);
    const page = text(value.page, LIMITS.page);
    const state = _life_js__WEBPACK_IMPORTED_MODULE_3__/* .GAP_STATES */ .CN.includes(value.state)
        ? value.state
        : 'open';
    const runs = value.runs;
    return {
        id,
        key,
        kind: kind,
        label: text(value.label, LIMITS.label) ?? '',
        state,
        firstSeen,
        lastSeen,
        runs: Number.isSafeInteger(runs) && runs >= 1 ? Math.min(runs, _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_RUNS */ ._k) : 1,
        // A dismissal whose record is unreadable stays a dismissal: reading it as open could hand a
        // gap a maintainer turned down to the agent.
        ...(state === 'dismissed'
            ? { dismissed: dismissed ?? { by: '', why: '', at: `${lastSeen}T00:00:00.000Z` } }
            : {}),
        ...(job ? { job } : {}),
        ...(brief ? { brief } : {}),
        ...(Array.isArray(value.signature) && value.signature.length
            ? { signature: boundedSignature(value.signature) }
            : {}),
        ...(history ? { history } : {}),
        ...(page !== null ? { page } : {}),
        ...(effect && job?.id === effect.job ? { effect } : {}),
    };
}
function decode(body) {
    const match = PAYLOAD.exec(body);
    if (!match)
        return null;
    const json = (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.inflateRawSync)(Buffer.from(match[1], 'base64'), { maxOutputLength: MAX_INFLATED });
    return JSON.parse(json.toString('utf8'));
}
/**
 * Reads the memory from an issue body. Never throws: no marker, a marker that does not inflate
 * or parse, or another version gives an empty memory; an entry whose identity cannot be read is
 * dropped, a field that cannot be read takes its default, duplicate ids or keys keep the first,
 * and `nextId` is never at or below an id in use.
 */
function parseMemory(body) {
    let value;
    try {
        value = body ? decode(body) : null;
    }
    catch {
        return (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyMemory */ .l4)();
    }
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isRecord */ .u)(value) || value.version !== _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MEMORY_VERSION */ .zn || !Array.isArray(value.gaps))
        return (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .emptyMemory */ .l4)();
    const ids = new Set();
    const keys = new Set();
    const gaps = [];
    for (const entry of value.gaps) {
        const gap = readGap(entry);
        if (!gap || ids.has(gap.id) || keys.has(gap.key))
            continue;
        ids.add(gap.id);
        keys.add(gap.key);
        gaps.push(gap);
    }
    gaps.sort((a, b) => (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(a.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(b.id));
    const highest = gaps.reduce((m, g) => Math.max(m, (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(g.id)), 0);
    const stated = value.nextId;
    const nextId = Number.isSafeInteger(stated) && stated > highest && stated <= MAX_ID
        ? stated
        : highest + 1;
    return { version: _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MEMORY_VERSION */ .zn, nextId, gaps };
}
/**
 * The order entries leave a memory that is over its budget: first gaps that would be forgotten
 * anyway (never handed over, not dismissed), then dismissed gaps, then handed-over ones; within
 * each, the least recently seen (dismissed: the oldest dismissal) first, and of those the newest
 * id first, so that the ids maintainers have seen longest survive.
 */
function dropOrder(a, b) {
    const tier = (g) => ((0,_life_js__WEBPACK_IMPORTED_MODULE_3__/* .handedOver */ .$_)(g) ? 2 : g.state === 'dismissed' ? 1 : 0);
    const when = (g) => (g.state === 'dismissed' && g.dismissed?.at) || g.lastSeen;
    return (tier(a) - tier(b) ||
        (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0) ||
        (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(b.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(a.id));
}
/** The fewest first `n` in 1..max for which `fits(n)` holds (by bisection), or max. */
function fewest(max, fits) {
    let low = 1;
    let high = max;
    while (low < high) {
        const mid = Math.floor((low + high) / 2);
        if (fits(mid))
            high = mid;
        else
            low = mid + 1;
    }
    return low;
}
/**
 * The memory trimmed so that its marker has at most `budget` characters: first the briefs (the
 * evidence a `fix` prompt quotes) go, then the histories (the numbers a fix is judged on), then
 * entries, each in `dropOrder`, so that handed-over gaps keep theirs longest (the fewest that
 * suffice, found by bisection since deflate is not additive). The counter is kept, so a dropped
 * gap seen again gets a new id, never an old one.
 */
function trimMemory(memory, budget = MEMORY_BUDGET) {
    const length = new MarkerLength();
    try {
        return trimmed(memory, (m) => length.of(m) <= budget);
    }
    finally {
        length.free();
    }
}
function trimmed(memory, fits) {
    if (fits(memory))
        return memory;
    for (const strip of [withoutBrief, withoutHistory]) {
        const having = memory.gaps.filter((g) => strip(g) !== g).sort(dropOrder);
        if (having.length === 0)
            continue;
        const stripped = (n) => {
            const dropped = new Set(having.slice(0, n));
            return { ...memory, gaps: memory.gaps.map((g) => (dropped.has(g) ? strip(g) : g)) };
        };
        const lighter = stripped(fewest(having.length, (n) => fits(stripped(n))));
        if (fits(lighter))
            return lighter;
        memory = stripped(having.length);
    }
    const order = [...memory.gaps].sort(dropOrder);
    const without = (n) => {
        const dropped = new Set(order.slice(0, n));
        return { ...memory, gaps: memory.gaps.filter((g) => !dropped.has(g)) };
    };
    const trimmed = without(fewest(order.length, (n) => fits(without(n))));
    // Deflate is not strictly monotonic; an empty memory always fits any sane budget.
    return fits(trimmed) ? trimmed : { ...memory, gaps: [] };
}
/** The gap without its brief (itself when it has none). */
function withoutBrief(gap) {
    if (!gap.brief)
        return gap;
    const { brief: _brief, ...rest } = gap;
    return rest;
}
/** The gap without its history (itself when it has none). */
function withoutHistory(gap) {
    if (!gap.history)
        return gap;
    const { history: _history, ...rest } = gap;
    return rest;
}
/** True when `body` holds a memory marker (an insights report issue's). */
function hasMemory(body) {
    return body ? PAYLOAD.test(body) : false;
}
/** `body` with its memory marker replaced by one of `memory` (trimmed to its budget). */
function replaceMemory(body, memory) {
    const marker = serializeMemory(trimMemory(memory));
    return PAYLOAD.test(body) ? body.replace(PAYLOAD, () => marker) : `${body}\n\n${marker}\n`;
}


/***/ }),

/***/ 3628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ MAX_BRIEF_CHARS),
/* harmony export */   Ml: () => (/* binding */ capDismissed),
/* harmony export */   NY: () => (/* binding */ idNumber),
/* harmony export */   VH: () => (/* binding */ MAX_DISMISSED),
/* harmony export */   ZA: () => (/* binding */ MAX_BRIEF_PAGES),
/* harmony export */   _A: () => (/* binding */ mergeMemory),
/* harmony export */   _k: () => (/* binding */ MAX_RUNS),
/* harmony export */   l4: () => (/* binding */ emptyMemory),
/* harmony export */   oP: () => (/* binding */ MAX_BRIEF_EXAMPLES),
/* harmony export */   oe: () => (/* binding */ MAX_HISTORY),
/* harmony export */   s7: () => (/* binding */ windowTime),
/* harmony export */   uM: () => (/* binding */ MAX_SIGNATURE),
/* harmony export */   zn: () => (/* binding */ MEMORY_VERSION)
/* harmony export */ });
/* harmony import */ var _life_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4673);

const MEMORY_VERSION = 1;
/** A gap neither seen for this long nor ever handed over is forgotten (8 weeks). */
const FORGET_AFTER_DAYS = 56;
/** Dismissed gaps remembered at most; the oldest dismissal goes first. */
const MAX_DISMISSED = 500;
/** Stems of a signature kept. */
const MAX_SIGNATURE = 10;
/** Readers' examples a brief keeps, and their length (the prompt's rule: 300 characters). */
const MAX_BRIEF_EXAMPLES = 3;
const MAX_BRIEF_CHARS = 300;
const MAX_BRIEF_PAGES = 5;
/** Runs a gap's history keeps: the last 12 (a quarter of weekly runs). */
const MAX_HISTORY = 12;
/**
 * A window bound as the memory keeps it: the day alone at midnight UTC, else the ISO 8601 time, so
 * that a history reads back from the marker exactly as it was written.
 */
function windowTime(iso) {
    const time = new Date(Date.parse(iso)).toISOString();
    return time.endsWith('T00:00:00.000Z') ? time.slice(0, 10) : time;
}
/** A memory that knows nothing (first run, or an unreadable marker). */
function emptyMemory() {
    return { version: MEMORY_VERSION, nextId: 1, gaps: [] };
}
/** The number of an id (`g12` → 12). */
function idNumber(id) {
    return Number(id.slice(1));
}
const DAY_MS = 86_400_000;
function day(iso) {
    return iso.slice(0, 10);
}
function seenAgain(gap, today) {
    const later = (0,_life_js__WEBPACK_IMPORTED_MODULE_0__/* .live */ .VD)(gap, { kind: 'later-run' });
    return { ...later, lastSeen: today, runs: Math.min(gap.runs + 1, MAX_RUNS) };
}
/** Runs counted at most: a number the parser accepts, whatever the memory's age. */
const MAX_RUNS = 1_000_000;
function forgettable(gap, cutoff) {
    return gap.state !== 'dismissed' && !(0,_life_js__WEBPACK_IMPORTED_MODULE_0__/* .handedOver */ .$_)(gap) && Date.parse(gap.lastSeen) < cutoff;
}
/** The newest `max` dismissed gaps (by dismissal time, then id) stay; the others go. */
function capDismissed(gaps, max) {
    const dismissed = gaps
        .filter((g) => g.state === 'dismissed')
        .sort((a, b) => compareDismissal(b, a));
    const out = new Set(dismissed.slice(max));
    return gaps.filter((g) => !out.has(g));
}
function compareDismissal(a, b) {
    const at = (g) => g.dismissed?.at ?? g.lastSeen;
    return at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : idNumber(a.id) - idNumber(b.id);
}
/**
 * Merges this run's gaps into the memory: a known key keeps its id (and a dismissed gap stays
 * dismissed), a new key gets the next id from the counter; gaps not seen for 8 weeks and never
 * handed over are forgotten; at most 500 dismissed gaps are kept. Pass `seen` in ranked order so
 * that new ids follow the ranking. The input memory is not changed.
 */
function mergeMemory(memory, seen, options) {
    const today = day(options.now);
    const cutoff = Date.parse(today) - (options.forgetAfterDays ?? FORGET_AFTER_DAYS) * DAY_MS;
    const byKey = new Map(memory.gaps.map((g) => [g.key, g]));
    const ids = new Map();
    const newIds = [];
    let nextId = memory.nextId;
    for (const gap of seen) {
        if (ids.has(gap.key))
            continue;
        const known = byKey.get(gap.key);
        if (known) {
            const again = seenAgain(known, today);
            byKey.set(gap.key, { ...again, key: gap.key, ...signatureOf(gap) });
            ids.set(gap.key, known.id);
            continue;
        }
        const id = `g${nextId++}`;
        const fresh = {
            id,
            key: gap.key,
            kind: gap.kind,
            label: gap.label,
            ...(0,_life_js__WEBPACK_IMPORTED_MODULE_0__/* .born */ .mn)(),
            firstSeen: today,
            lastSeen: today,
            runs: 1,
            ...signatureOf(gap),
        };
        byKey.set(gap.key, fresh);
        ids.set(gap.key, id);
        newIds.push(id);
    }
    let gaps = [...byKey.values()]
        .map((g) => (ids.has(g.key) ? g : (0,_life_js__WEBPACK_IMPORTED_MODULE_0__/* .live */ .VD)(g, { kind: 'later-run' })))
        .filter((g) => ids.has(g.key) || !forgettable(g, cutoff));
    gaps = capDismissed(gaps, options.maxDismissed ?? MAX_DISMISSED);
    gaps.sort((a, b) => idNumber(a.id) - idNumber(b.id));
    return { memory: { version: MEMORY_VERSION, nextId, gaps }, ids, newIds };
}
function signatureOf(gap) {
    return gap.signature?.length ? { signature: gap.signature.slice(0, MAX_SIGNATURE) } : {};
}


/***/ }),

/***/ 2436:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BB: () => (/* binding */ readMemoryOf),
/* harmony export */   Ev: () => (/* binding */ adoptRebuilt)
/* harmony export */ });
/* unused harmony export gapsOfTable */
/* harmony import */ var _gaps_id_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6924);
/* harmony import */ var _gaps_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5996);
/* harmony import */ var _memory_marker_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4219);
/* harmony import */ var _life_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4673);
/* harmony import */ var _memory_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3628);
/**
 * A memory marker cut or deleted by hand, rebuilt from what the report issue still shows: the rows
 * of its table (`| **g3** | question | … | since | runs | state |`) give each gap's id, kind,
 * first-seen day, runs and state (a `rebuilt` event of its life, life.ts). What only the marker held (dismissal reasons, jobs, briefs) is
 * lost, and the report says so. A row's key cannot be read back (the table shows a gap's words,
 * masked and shortened), so a rebuilt gap gets a stand-in key made of its kind and its words cell;
 * the next insights run gives the gap whose words cell is the same its real key (`adoptRebuilt`),
 * so that its id, and a dismissal, stay with it. Every id seen stays taken: the counter starts
 * above the highest.
 */





const MEMORY_PREFIX = '<!-- docs-agent-memory';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Marks a stand-in key (never in a real key: those are folded words, cluster keys and paths). */
const STAND_IN = '\u0001rebuilt ';
const MAX_KEY = 200;
/** The stand-in key of a rebuilt gap of `kind` whose table row shows `words`. */
function standInKey(kind, words) {
    return `${kind}:${STAND_IN}${words}`.slice(0, MAX_KEY);
}
/** The state a table cell shows (`\`fixing\` (job …)` → fixing), or null. */
function stateOfCell(cell) {
    const word = /^`([a-z -]+)`/.exec(cell)?.[1];
    if (word === undefined)
        return null;
    const state = word.startsWith('still seen') ? 'still-seen' : word;
    return _life_js__WEBPACK_IMPORTED_MODULE_3__/* .GAP_STATES */ .CN.includes(state) ? state : null;
}
/** One gap of a table row, or null for a line that is no readable gap row. */
function gapOfRow(line, today) {
    if (!line.startsWith('| **g') || !line.endsWith(' |'))
        return null;
    const cells = line.slice(2, -2).split(/(?<!\\) \| /);
    if (cells.length < 7)
        return null;
    const id = /^\*\*(g[1-9][0-9]*)\*\*$/.exec(cells[0])?.[1];
    const kind = cells[1];
    const state = stateOfCell(cells.at(-1));
    if (!id || !_gaps_id_js__WEBPACK_IMPORTED_MODULE_0__/* .GAP_ID */ .L.test(id) || !_gaps_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .GAP_KIND_NAMES */ .tA.includes(kind) || !state)
        return null;
    const words = cells.slice(3, -3).join(' | ');
    const since = cells.at(-3);
    const firstSeen = DAY.test(since) && !Number.isNaN(Date.parse(since)) ? since : (today ?? '1970-01-01');
    const runs = Number(cells.at(-2));
    const gap = {
        id,
        key: standInKey(kind, words),
        kind,
        label: words.replace(/`/g, '').slice(0, 80),
        ...(0,_life_js__WEBPACK_IMPORTED_MODULE_3__/* .born */ .mn)(),
        firstSeen,
        lastSeen: today !== undefined && today > firstSeen ? today : firstSeen,
        runs: Number.isSafeInteger(runs) && runs >= 1 ? Math.min(runs, _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_RUNS */ ._k) : 1,
    };
    return (0,_life_js__WEBPACK_IMPORTED_MODULE_3__/* .live */ .VD)(gap, { kind: 'rebuilt', state, at: `${firstSeen}T00:00:00.000Z` });
}
/** The stand-in key of a gap listed beside the table (`**g2** its label`): its kind unknown. */
function asideKey(label) {
    return `search:${STAND_IN}aside ${label}`.slice(0, MAX_KEY);
}
/** The lists beside the table, and the state their gaps are in. */
const ASIDES = [
    ['**Seen again but dismissed** (not shown): ', 'dismissed'],
    ['**Handed to the agent, not seen this run**: ', 'proposed'],
];
const ASIDE_ENTRY = /\*\*(g[1-9][0-9]*)\*\* (.*?)(?=, \*\*g[1-9][0-9]*\*\* |, … |\.$)/g;
/** The gaps of a list beside the table (`**g2** label, **g5** label.`), or none. */
function gapsOfAside(line, today) {
    const aside = ASIDES.find(([title]) => line.startsWith(title));
    if (!aside)
        return [];
    const day = today ?? '1970-01-01';
    const state = aside[1];
    return [...line.slice(aside[0].length).matchAll(ASIDE_ENTRY)].flatMap((m) => {
        const id = m[1];
        if (!_gaps_id_js__WEBPACK_IMPORTED_MODULE_0__/* .GAP_ID */ .L.test(id))
            return [];
        const gap = {
            id,
            key: asideKey(m[2]),
            kind: 'search',
            label: m[2].slice(0, 80),
            ...(0,_life_js__WEBPACK_IMPORTED_MODULE_3__/* .born */ .mn)(),
            firstSeen: day,
            lastSeen: day,
            runs: 1,
        };
        return [(0,_life_js__WEBPACK_IMPORTED_MODULE_3__/* .live */ .VD)(gap, { kind: 'rebuilt', state, at: `${day}T00:00:00.000Z` })];
    });
}
/**
 * The gaps the table rows of `body` show, and those listed beside it (dismissed, handed over);
 * the first of an id or a key counts.
 */
function gapsOfTable(body, today) {
    const byId = new Map();
    const keys = new Set();
    for (const raw of body.split('\n')) {
        const line = raw.replace(/\r$/, '');
        const row = gapOfRow(line, today);
        for (const gap of row ? [row] : gapsOfAside(line, today)) {
            if (byId.has(gap.id) || keys.has(gap.key))
                continue;
            byId.set(gap.id, gap);
            keys.add(gap.key);
        }
    }
    return [...byId.values()].sort((a, b) => (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(a.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(b.id));
}
/** The sentence a report shows for a rebuilt memory. */
function rebuiltSentence(body) {
    const how = (0,_memory_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .hasMemory */ .C8)(body)
        ? 'could not be read'
        : body.includes(MEMORY_PREFIX)
            ? 'was cut by an edit'
            : 'was deleted by an edit';
    return (`The memory marker of this issue ${how}; it was rebuilt from the table: ids and states kept ` +
        '(no id is given to another gap), first-seen days and runs as the table showed them; ' +
        "dismissal reasons, jobs and the gaps' briefs lost.");
}
/**
 * The memory of `body`: its marker's when that can be read, else the memory its table shows (see
 * above) with the sentence that says so. `today` (YYYY-MM-DD, else their first-seen day) is when
 * the rebuilt gaps were last seen, as far as anyone can tell. Never throws.
 */
function readMemoryOf(body, today) {
    const parsed = (0,_memory_marker_js__WEBPACK_IMPORTED_MODULE_2__/* .parseMemory */ .Pw)(body);
    // A marker that was read has given ids (nextId > 1) whenever the table shows any.
    if (!body || parsed.gaps.length > 0 || parsed.nextId > 1)
        return { memory: parsed, rebuilt: null };
    const gaps = gapsOfTable(body, today);
    if (gaps.length === 0)
        return { memory: parsed, rebuilt: null };
    const highest = gaps.reduce((m, g) => Math.max(m, (0,_memory_js__WEBPACK_IMPORTED_MODULE_4__/* .idNumber */ .NY)(g.id)), 0);
    const memory = { version: _memory_js__WEBPACK_IMPORTED_MODULE_4__/* .MEMORY_VERSION */ .zn, nextId: highest + 1, gaps };
    return { memory, rebuilt: rebuiltSentence(body) };
}
/**
 * `memory` with each rebuilt gap's stand-in key (and kind) replaced by those of the gap this run
 * found that the report showed the same way (`shown`, by key); each real key taken once.
 */
function adoptRebuilt(memory, shown) {
    const keys = new Set(memory.gaps.map((g) => g.key));
    const realKey = new Map();
    for (const [key, as] of shown) {
        const kind = key.slice(0, key.indexOf(':'));
        if (keys.has(key) || !_gaps_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .GAP_KIND_NAMES */ .tA.includes(kind))
            continue;
        if (!realKey.has(standInKey(kind, as.row)))
            realKey.set(standInKey(kind, as.row), key);
        if (!realKey.has(asideKey(as.aside)))
            realKey.set(asideKey(as.aside), key);
    }
    const taken = new Set();
    const gaps = memory.gaps.map((g) => {
        const key = realKey.get(g.key);
        if (key === undefined || taken.has(key))
            return g;
        taken.add(key);
        return { ...g, key, kind: key.slice(0, key.indexOf(':')) };
    });
    return taken.size === 0 ? memory : { ...memory, gaps };
}


/***/ }),

/***/ 7116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RH: () => (/* binding */ withStateCells),
/* harmony export */   mP: () => (/* binding */ UNREADABLE),
/* harmony export */   r9: () => (/* binding */ stateText)
/* harmony export */ });
/* harmony import */ var _lib_privacy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1835);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/* harmony import */ var _fix_effect_judge_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7297);
/* harmony import */ var _fixable_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4388);
/* harmony import */ var _life_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4673);
/**
 * A gap's state as the report's table shows it, with its job and the agent's pull request, and
 * the table's state cells brought up to date from the memory: the insights run writes the whole
 * report, and a `fix`, a `dismiss` or a finished job changes only these cells and the memory.
 */





/** Memory text as inert code, masked: anyone who can edit the issue can write into the memory. */
const codeSpan = (text, max) => (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertCodeSpan */ ._b)((0,_lib_privacy_js__WEBPACK_IMPORTED_MODULE_0__/* .maskPersonalData */ .ty)(text.slice(0, max * 4)), max);
/** A pull request link that loads nothing else: https only, else its text as code. */
function prLink(link) {
    if (link === null)
        return 'no pull request yet';
    const url = (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .safeHttpsUrl */ .Wb)(link);
    return url ? `[pull request](${url})` : codeSpan(link, 120);
}
/** What the table and the Fixes section say of a pull request that could not be read. */
const UNREADABLE = 'pull request unreadable: not judged';
/** What a `proposed` gap waits for: its pull request read, merged, then a full window after. */
function waiting(entry) {
    const effect = entry.effect;
    if (effect?.pr === 'unreadable')
        return `, ${UNREADABLE}`;
    if (effect?.pr !== 'merged')
        return '';
    return effect.verdict?.verdict === 'no-baseline'
        ? ', merged, not judged: no window before the merge'
        : ', merged, too early to judge';
}
/** The figures of a verdict in a cell: `−94 %`, else nothing. */
function changeOf(entry) {
    const figures = (0,_life_js__WEBPACK_IMPORTED_MODULE_2__/* .verdictOfGap */ .R)(entry)?.figures;
    const change = figures ? (0,_fix_effect_judge_js__WEBPACK_IMPORTED_MODULE_3__/* .changeText */ .k0)(figures) : '';
    return change ? `, ${change}` : '';
}
/** A gap's state for the table, with its job, pull request and verdict (its life, life.ts). */
function stateText(entry) {
    if (!entry)
        return '`new`';
    const job = entry.job;
    const jobText = job ? `job ${codeSpan(job.id, 100)}` : 'job unknown';
    const pr = job ? prLink(job.prLink) : 'no pull request';
    switch (entry.state) {
        case 'fixing':
            return `\`fixing\` (${jobText}, ${job ? codeSpan(job.status, 40) : 'status unknown'})`;
        case 'proposed':
            return `\`proposed\` (${job ? prLink(job.prLink) : 'no pull request yet'}${waiting(entry)})`;
        case 'fixed':
            return `\`fixed\` (${pr}${changeOf(entry)})`;
        case 'still-seen':
            return `\`still seen after the fix\` (${jobText}, ${pr}${changeOf(entry)})`;
        case 'open': {
            // Back from a job or a pull request that brought no fix: say why, so nobody hands it over
            // blindly.
            const why = (0,_life_js__WEBPACK_IMPORTED_MODULE_2__/* .whyOpenAgain */ .bY)(entry);
            if (!why || !job)
                return '`open`';
            const jobOf = `job ${codeSpan(job.id, 100)}`;
            if (why === 'closed-unmerged')
                return `\`open\` (${jobOf}: its pull request was closed without merging)`;
            return why === 'job-failed'
                ? `\`open\` (${jobOf} ${codeSpan(job.status, 40)}, no fix)`
                : `\`open\` (${jobOf} ${codeSpan(job.status, 40)} without a pull request, no fix)`;
        }
        default:
            return `\`${entry.state}\``;
    }
}
/** A table row of the report: `| **g4** | … | <state> |` (the id bold, the state last). */
const ROW = /^(\| \*\*(g[1-9][0-9]*)\*\* \|.* \| )(.*) \|$/;
/** The line of a gap's evidence section that offers `fix` and `dismiss`. */
const ACT_LINE = /^- Act: comment /;
/** A gap's evidence section starts with its id. */
const SECTION = /^<summary>(g[1-9][0-9]*) · /;
/**
 * `body` with the state cell of every gap row that the memory knows rewritten from it, and the
 * "Act" line gone from the section of a gap that can no longer be handed over (the next insights
 * run offers it again when its job failed). Only the action's own rows and sections are touched:
 * reader text never starts a line of the report.
 */
function withStateCells(body, gaps) {
    const byId = new Map(gaps.map((g) => [g.id, g]));
    let section;
    const out = [];
    for (const raw of body.split('\n')) {
        // A body saved by GitHub's web editor has CRLF line ends: each line keeps its own.
        const cr = raw.endsWith('\r') ? '\r' : '';
        const line = cr ? raw.slice(0, -1) : raw;
        const opens = SECTION.exec(line);
        if (opens)
            section = byId.get(opens[1]);
        else if (line === '</details>')
            section = undefined;
        if (section && ACT_LINE.test(line) && !(0,_fixable_js__WEBPACK_IMPORTED_MODULE_4__/* .offersFix */ .dU)(section))
            continue;
        const row = ROW.exec(line);
        const gap = row ? byId.get(row[2]) : undefined;
        out.push(row && gap ? `${row[1]}${stateText(gap)} |${cr}` : raw);
    }
    return out.join('\n');
}


/***/ }),

/***/ 1368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NH: () => (/* binding */ titledList),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   gQ: () => (/* binding */ inertCode)
/* harmony export */ });
/* harmony import */ var _lib_privacy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1835);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9112);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2495);
/**
 * Reader text made inert for Markdown. Reader text (terms, comments, questions, code snippets,
 * paths and titles the platform or the docs hand us) is untrusted: it is masked, put on one line,
 * shortened, and rendered so that it cannot mention anyone, become HTML (a `</details>`, an
 * `<img>`, a forged `<!-- … -->` marker), load a link or an image, end the code span or table cell
 * it sits in, or start a line.
 */



const WORD_JOINER = '\u2060';
/** Controls, zero-width and bidirectional characters: they can hide or reorder what one reads. */
const HIDDEN = new RegExp(`${_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL */ .W3.source}|${_lib_text_js__WEBPACK_IMPORTED_MODULE_2__/* .INVISIBLE */ .kH.source}`, 'g');
/**
 * What GitHub would turn into a link (`scheme://…`, `www.…`, `mailto:`/`xmpp:`: GFM autolinks),
 * and the schemes that run or embed something (`javascript:`, `data:`), shown as code too.
 */
const URL_LIKE = /[a-z][a-z0-9+.-]*:\/\/\S*|\bwww\.\S*|\b(?:mailto|xmpp|javascript|vbscript|data|file):\S*/gi;
/**
 * Reader text is cut to this many times what is shown before masking, to bound the cost of the
 * masking patterns on a 100 KB text. Gaps already hold excerpts of 300 characters; the cut lies
 * far beyond what is shown, and a token cut there still matches its pattern (hex, base64 and
 * prefixed keys stay long runs).
 */
const PRE_CUT = 4;
/** Masked, one line, shortened; hidden characters gone. */
function flat(text, max) {
    return (0,_lib_privacy_js__WEBPACK_IMPORTED_MODULE_0__/* .readerExcerpt */ .Bv)(text.slice(0, max * PRE_CUT + 256).replace(HIDDEN, ' '), max);
}
/** One-line text inside a code span: no backtick or pipe to end it, no raw `<`/`>` or `@name`. */
function spanBody(text) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .inertMentions */ ._m)(text.replace(/[`|]/g, '').replace(/</g, `<${WORD_JOINER}`).replace(/>/g, `${WORD_JOINER}>`));
}
/**
 * Reader text as an inline code span: inert whatever it holds. A code span renders no Markdown
 * or HTML, but its raw text is still in the body, so `<` and `>` get a word joiner (a forged
 * `<!-- docs-agent-memory … -->` would otherwise be found by the memory's parser).
 */
function inertCode(text, max = 300) {
    const body = spanBody(flat(text, max));
    return body.trim() === '' ? '_(empty)_' : `\`${body}\``;
}
/** Escaped prose: no Markdown, HTML, mention, math or issue reference; backticks literal. */
function prose(text) {
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeTableCell */ .aL)(text)
        .replace(/`/g, '\\`')
        .replace(/\$/g, '\\$')
        .replace(/#(?=\d)/g, `#${WORD_JOINER}`);
}
/**
 * Reader text as prose in a sentence, list item or table cell: masked, one line, escaped, and
 * every URL shown as code so that none links or loads (an image's URL included).
 */
function inertText(text, max = 300) {
    const line = flat(text, max);
    let out = '';
    let last = 0;
    for (const match of line.matchAll(URL_LIKE)) {
        out += prose(line.slice(last, match.index)) + `\`${spanBody(match[0])}\``;
        last = match.index + match[0].length;
    }
    out += prose(line.slice(last));
    return out.trim() === '' ? '_(empty)_' : out;
}
/**
 * A titled Markdown list of the first `detail.examples` items ("(3 of 7)" when some are left
 * out); only those shown are rendered, since each costs masking.
 */
function titledList(title, items, show, detail) {
    if (items.length === 0)
        return [];
    const shown = items.slice(0, detail.examples);
    const more = items.length - shown.length;
    return [
        `- ${title}${more > 0 ? ` (${shown.length} of ${items.length})` : ''}:`,
        ...shown.map((item) => `  - ${show(item)}`),
    ];
}


/***/ }),

/***/ 5714:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   rD: () => (/* binding */ wholeNumber),
/* harmony export */   wI: () => (/* binding */ rateNumber)
/* harmony export */ });
/**
 * Numbers as a report shows them. A module of its own, with no imports: the visitors summary
 * needs these and none of the reader-text machinery beside them in inert.ts.
 */
/** A whole number as a report shows it: `1,234`. */
const wholeNumber = (value) => Math.round(value).toLocaleString('en-US');
/** A rate as a report shows it: whole from a hundred on (`1,234`), one decimal below (`37.7`). */
const rateNumber = (rate) => rate >= 100 ? wholeNumber(rate) : rate.toFixed(1);
/** A fraction as a report shows it: `42 %`. */
const percent = (fraction) => `${Math.round(fraction * 100)} %`;


/***/ }),

/***/ 9911:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FR: () => (/* binding */ findReportIssue),
/* harmony export */   Fy: () => (/* binding */ writeReportIssue),
/* harmony export */   aJ: () => (/* binding */ reportIssueBody),
/* harmony export */   gR: () => (/* binding */ findReportIssues),
/* harmony export */   jG: () => (/* binding */ ownReportMarker),
/* harmony export */   lC: () => (/* binding */ isOwnReport),
/* harmony export */   y8: () => (/* binding */ reopening),
/* harmony export */   zE: () => (/* binding */ closeDuplicateReports)
/* harmony export */ });
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5033);
/**
 * The report issue a mode keeps (visitors' report, insights' report and memory): found again by
 * its marker and title, and trusted only when the token's own identity wrote it, since anyone can
 * open an issue with a copy of the marker. Created when missing; edited only when its text changes,
 * so that a run with nothing new sends no write and no notification.
 */

/**
 * The report issue `title` this action wrote, open or closed, or null: found by its report marker
 * or, when a maintainer cut the marker out, by its title and the token's own identity. Of several,
 * an open one before a closed one, one with the marker before one without, then the newest (the
 * highest number), so that every run picks the same one.
 */
async function findReportIssue(github, title) {
    return (await findReportIssues(github, title))[0] ?? null;
}
/** Every report issue `title` this action wrote, open or closed, the one to use first. */
async function findReportIssues(github, title) {
    const login = await github.identity();
    const self = login.toLowerCase();
    const issues = await github.listIssuesBy(login);
    const ours = issues.filter((issue) => isOwnReport(issue, self, title));
    const rank = (issue) => (issue.state === 'open' ? 2 : 0) + (ownReportMarker(issue, self) ? 1 : 0);
    return ours.sort((a, b) => rank(b) - rank(a) || b.number - a.number);
}
/**
 * Closes the open report issues among `found` other than `kept` (two first runs at once, or an
 * older version, may have opened two), each with a comment that points to `kept`: there is never
 * more than one open report issue with a title. Returns the numbers closed.
 */
async function closeDuplicateReports(github, found, kept) {
    const others = found.filter((issue) => issue.state === 'open' && issue.number !== kept.number);
    for (const issue of others) {
        await github.createComment(issue.number, `This report issue is closed as a duplicate: the report and its memory go on in #${kept.number} (${kept.htmlUrl}).`);
        await github.updateIssue(issue.number, { state: 'closed' });
    }
    return others.map((issue) => issue.number);
}
/**
 * True for an issue (not a pull request) that the identity `self` (lower case) wrote as report
 * issue `title`: with the report marker of that title, or titled `title` without any report
 * marker (the marker was edited out by hand).
 */
function isOwnReport(issue, self, title) {
    if (issue.isPullRequest || issue.userLogin.toLowerCase() !== self)
        return false;
    const marker = (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .readMarker */ .t)(issue.body);
    if (marker?.kind === 'report')
        return marker.title === title && issue.title === title;
    return issue.title === title;
}
/**
 * The report marker of `issue` when the identity `self` (lower case) wrote it, or null: an issue,
 * not a pull request, whose author is the token's own identity and whose body has the marker.
 */
function ownReportMarker(issue, self) {
    if (issue.isPullRequest || issue.userLogin.toLowerCase() !== self)
        return null;
    const marker = (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .readMarker */ .t)(issue.body);
    return marker?.kind === 'report' ? marker : null;
}
/** The body a report issue holds: its marker, then the report. */
function reportIssueBody(title, report) {
    return `${(0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .renderMarker */ .B)({ kind: 'report', title })}\n${report}`;
}
/**
 * What reopens a report issue a maintainer closed: a closed report is carried on in the same
 * issue, memory and all (docs/insights.md). Nothing for an open one.
 */
function reopening(found) {
    return found.state === 'closed' ? { state: 'open' } : {};
}
/**
 * Writes `report` into the issue `found` (from `findReportIssue`), or into a new issue when there
 * is none. The issue is edited only when its body changes (or to reopen it).
 */
async function writeReportIssue(github, title, report, found) {
    const body = reportIssueBody(title, report);
    if (!found)
        return { issue: await github.createIssue(title, body), written: 'created' };
    const reopen = reopening(found);
    if (found.body === body && !reopen.state)
        return { issue: found, written: 'unchanged' };
    return { issue: await github.updateIssue(found.number, { body, ...reopen }), written: 'updated' };
}


/***/ })

};
