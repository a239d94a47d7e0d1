export const id = 340;
export const ids = [340];
export const modules = {

/***/ 7036:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ handOver),
/* harmony export */   Kz: () => (/* binding */ whyNotDismissable),
/* harmony export */   Lq: () => (/* binding */ newsOf),
/* harmony export */   X8: () => (/* binding */ dismiss),
/* harmony export */   Zw: () => (/* binding */ settleJob),
/* harmony export */   dU: () => (/* binding */ offersFix),
/* harmony export */   t4: () => (/* binding */ whyNotFixable),
/* harmony export */   u0: () => (/* binding */ withJournal)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4960);
/* harmony import */ var _memory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8782);
/**
 * What maintainers and jobs change in the memory: a gap handed to the agent (`fix`, `auto-fix`),
 * its job's end (a waiting run, `mode: reconcile`, the next insights run), a dismissal. Each change
 * is a pure "make it so": it returns the changed memory, or null when the memory already says so.
 * That makes every change safe to apply twice, which is what lets a writer re-read the issue,
 * apply its change again and check that it is there (store.ts).
 */


/** Why a gap cannot be handed to the agent now, or null when it can. */
function whyNotFixable(gap, id) {
    if (!gap)
        return `there is no gap \`${id}\` in this report's memory`;
    switch (gap.state) {
        case 'fixing':
            return `\`${id}\` is already handed to the agent (job \`${gap.job?.id ?? 'unknown'}\`)`;
        case 'proposed':
            return `\`${id}\` already has a proposed fix${gap.job?.prLink ? ` (${gap.job.prLink})` : ''}; review that pull request first`;
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
/** The gaps `ids` handed to job `jobId` (state `fixing`); null when they already are. */
function handOver(memory, ids, job) {
    const wanted = new Set(ids);
    let changed = false;
    const gaps = memory.gaps.map((gap) => {
        if (!wanted.has(gap.id) || gap.job?.id === job.id)
            return gap;
        changed = true;
        const handed = { id: job.id, status: job.status, prLink: null, endedAt: null };
        return { ...gap, state: 'fixing', job: handed };
    });
    return changed ? { ...memory, gaps } : null;
}
/** The news of `job`, seen at `now` (ms). */
function newsOf(job, now) {
    const ended = _types_js__WEBPACK_IMPORTED_MODULE_0__/* .TERMINAL_STATUSES */ .CM.includes(job.status);
    const endedAt = ended ? (job.archivedAt ?? new Date(now).toISOString()) : null;
    return { status: job.status, prLink: job.prLink, endedAt };
}
/**
 * The gaps handed to `jobId` follow it: still `fixing` while it runs; `proposed` with its pull
 * request when it ended with one; back to `open` (the job kept, with its status) when it failed
 * or ended without a pull request. Null when the memory already says so.
 */
function settleJob(memory, jobId, news) {
    let changed = false;
    const gaps = memory.gaps.map((gap) => {
        const job = gap.job;
        if (!job || job.id !== jobId || gap.state === 'dismissed' || gap.state === 'still-seen')
            return gap;
        const next = followed(gap, job, news);
        if (sameGap(gap, next))
            return gap;
        changed = true;
        return next;
    });
    return changed ? { ...memory, gaps } : null;
}
function followed(gap, job, news) {
    const ended = news.endedAt !== null;
    // An end time once known stays: a later reading must not move the after-fix window.
    const endedAt = ended ? (job.endedAt ?? news.endedAt) : null;
    const prLink = news.prLink ?? job.prLink;
    const nextJob = { id: job.id, status: news.status, prLink, endedAt };
    if (!ended)
        return { ...gap, state: 'fixing', job: nextJob };
    const proposed = news.status !== 'failed' && prLink !== null;
    return { ...gap, state: proposed ? 'proposed' : 'open', job: nextJob };
}
function sameGap(a, b) {
    const ja = a.job;
    const jb = b.job;
    return (a.state === b.state &&
        ja?.status === jb?.status &&
        ja?.prLink === jb?.prLink &&
        ja?.endedAt === jb?.endedAt);
}
/** The gap `id` dismissed (who, why, when); null when it already is, or is not in the memory. */
function dismiss(memory, id, dismissal) {
    const gap = memory.gaps.find((g) => g.id === id);
    if (!gap || gap.state === 'dismissed')
        return null;
    return (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .dismissGap */ .vF)(memory, id, dismissal);
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

/***/ 7255:
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
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7523);
/* harmony import */ var _memory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8782);
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
};
const ID = /^g[1-9][0-9]{0,8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = ['search', 'page', 'question'];
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
    return out;
}
function boundedBrief(brief) {
    return {
        numbers: brief.numbers.slice(0, LIMITS.numbers),
        examples: brief.examples.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BRIEF_EXAMPLES */ .oP).map((e) => e.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BRIEF_CHARS */ .Eb)),
        pages: brief.pages.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_BRIEF_PAGES */ .ZA).map((p) => p.slice(0, LIMITS.page)),
    };
}
/** The marker holding `memory` (one line, ASCII only; text fields cut to their limits). */
function serializeMemory(memory) {
    const json = JSON.stringify({
        version: memory.version,
        nextId: memory.nextId,
        gaps: memory.gaps.map(bounded),
    });
    return `${PREFIX}${(0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.deflateRawSync)(Buffer.from(json, 'utf8')).toString('base64')}${SUFFIX}`;
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
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        return undefined;
    const by = text(value.by, LIMITS.by);
    const why = text(value.why, LIMITS.why) ?? '';
    const at = isoTime(value.at);
    return by !== null && at !== null ? { by, why, at } : undefined;
}
function readJob(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
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
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        return undefined;
    const numbers = text(value.numbers, LIMITS.numbers);
    const strings = (list) => Array.isArray(list) ? list.filter((v) => typeof v === 'string') : [];
    if (numbers === null)
        return undefined;
    return boundedBrief({ numbers, examples: strings(value.examples), pages: strings(value.pages) });
}
/** One entry, or null when its identity (id, key, kind, dates) cannot be read. */
function readGap(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value))
        return null;
    const { id, key, kind, firstSeen, lastSeen } = value;
    if (typeof id !== 'string' || !ID.test(id))
        return null;
    if (typeof key !== 'string' || key.length === 0 || key.length > LIMITS.key)
        return null;
    if (!KINDS.includes(kind) || !key.startsWith(`${kind}:`))
        return null;
    if (typeof firstSeen !== 'string' || !DAY.test(firstSeen) || Number.isNaN(Date.parse(firstSeen)))
        return null;
    if (typeof lastSeen !== 'string' || !DAY.test(lastSeen) || Number.isNaN(Date.parse(lastSeen)))
        return null;
    const dismissed = readDismissal(value.dismissed);
    const job = readJob(value.job);
    const brief = readBrief(value.brief);
    const state = _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .GAP_STATES */ .CN.includes(value.state)
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
        runs: Number.isSafeInteger(runs) && runs >= 1 ? Math.min(runs, _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RUNS */ ._k) : 1,
        // A dismissal whose record is unreadable stays a dismissal: reading it as open could hand a
        // gap a maintainer turned down to the agent.
        ...(state === 'dismissed'
            ? { dismissed: dismissed ?? { by: '', why: '', at: `${lastSeen}T00:00:00.000Z` } }
            : {}),
        ...(job ? { job } : {}),
        ...(brief ? { brief } : {}),
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
        return (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyMemory */ .l4)();
    }
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(value) || value.version !== _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MEMORY_VERSION */ .zn || !Array.isArray(value.gaps))
        return (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .emptyMemory */ .l4)();
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
    gaps.sort((a, b) => (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .idNumber */ .NY)(a.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .idNumber */ .NY)(b.id));
    const highest = gaps.reduce((m, g) => Math.max(m, (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .idNumber */ .NY)(g.id)), 0);
    const stated = value.nextId;
    const nextId = Number.isSafeInteger(stated) && stated > highest && stated <= MAX_ID
        ? stated
        : highest + 1;
    return { version: _memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MEMORY_VERSION */ .zn, nextId, gaps };
}
/**
 * The order entries leave a memory that is over its budget: first gaps that would be forgotten
 * anyway (never handed over, not dismissed), then dismissed gaps, then handed-over ones; within
 * each, the least recently seen (dismissed: the oldest dismissal) first, and of those the newest
 * id first, so that the ids maintainers have seen longest survive.
 */
function dropOrder(a, b) {
    const tier = (g) => ((0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .handedOver */ .$_)(g) ? 2 : g.state === 'dismissed' ? 1 : 0);
    const when = (g) => (g.state === 'dismissed' && g.dismissed?.at) || g.lastSeen;
    return (tier(a) - tier(b) ||
        (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0) ||
        (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .idNumber */ .NY)(b.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .idNumber */ .NY)(a.id));
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
 * evidence a `fix` prompt quotes) go, then entries, each in `dropOrder` (the fewest that suffice,
 * found by bisection since deflate is not additive). The counter is kept, so a dropped gap seen
 * again gets a new id, never an old one.
 */
function trimMemory(memory, budget = MEMORY_BUDGET) {
    const fits = (m) => serializeMemory(m).length <= budget;
    if (fits(memory))
        return memory;
    const briefed = memory.gaps.filter((g) => g.brief).sort(dropOrder);
    const unbriefed = (n) => {
        const dropped = new Set(briefed.slice(0, n));
        return { ...memory, gaps: memory.gaps.map((g) => (dropped.has(g) ? withoutBrief(g) : g)) };
    };
    if (briefed.length > 0) {
        const lighter = unbriefed(fewest(briefed.length, (n) => fits(unbriefed(n))));
        if (fits(lighter))
            return lighter;
        memory = unbriefed(briefed.length);
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
function withoutBrief(gap) {
    const { brief: _brief, ...rest } = gap;
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

/***/ 8782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ handedOver),
/* harmony export */   CN: () => (/* binding */ GAP_STATES),
/* harmony export */   Eb: () => (/* binding */ MAX_BRIEF_CHARS),
/* harmony export */   NY: () => (/* binding */ idNumber),
/* harmony export */   ZA: () => (/* binding */ MAX_BRIEF_PAGES),
/* harmony export */   _A: () => (/* binding */ mergeMemory),
/* harmony export */   _k: () => (/* binding */ MAX_RUNS),
/* harmony export */   j_: () => (/* binding */ stillSeenAfterFix),
/* harmony export */   l4: () => (/* binding */ emptyMemory),
/* harmony export */   nM: () => (/* binding */ isActionable),
/* harmony export */   oP: () => (/* binding */ MAX_BRIEF_EXAMPLES),
/* harmony export */   vF: () => (/* binding */ dismissGap),
/* harmony export */   zn: () => (/* binding */ MEMORY_VERSION)
/* harmony export */ });
/* unused harmony exports FORGET_AFTER_DAYS, MAX_DISMISSED */
const MEMORY_VERSION = 1;
/** A gap neither seen for this long nor ever handed over is forgotten (8 weeks). */
const FORGET_AFTER_DAYS = 56;
/** Dismissed gaps remembered at most; the oldest dismissal goes first. */
const MAX_DISMISSED = 500;
const GAP_STATES = [
    'new',
    'open',
    'fixing',
    'proposed',
    'still-seen',
    'dismissed',
];
/** Readers' examples a brief keeps, and their length (the prompt's rule: 300 characters). */
const MAX_BRIEF_EXAMPLES = 3;
const MAX_BRIEF_CHARS = 300;
const MAX_BRIEF_PAGES = 5;
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
/**
 * True for a gap handed to the agent: it is never forgotten by age. The state counts even without
 * a readable job, so that a damaged entry is not forgotten and handed over a second time.
 */
function handedOver(gap) {
    return (gap.job !== undefined ||
        gap.state === 'fixing' ||
        gap.state === 'proposed' ||
        gap.state === 'still-seen');
}
/** True for a gap that may be shown as open and handed to the agent. */
function isActionable(gap) {
    return gap.state === 'new' || gap.state === 'open';
}
/**
 * True when a gap whose fix was proposed is found again in a window that began after its job
 * ended: the fix did not work (or is not merged). Being found at all means at least `min-count`
 * searches, votes or questions in that window.
 */
function stillSeenAfterFix(gap, windowFrom) {
    if (gap.state === 'still-seen')
        return true;
    const ended = gap.job?.endedAt;
    return (gap.state === 'proposed' &&
        !!ended &&
        !!windowFrom &&
        Date.parse(windowFrom) >= Date.parse(ended));
}
function seenAgain(gap, today, windowFrom) {
    let state = gap.state;
    if (state === 'new')
        state = 'open';
    if (stillSeenAfterFix(gap, windowFrom))
        state = 'still-seen';
    return { ...gap, state, lastSeen: today, runs: Math.min(gap.runs + 1, MAX_RUNS) };
}
/** Runs counted at most: a number the parser accepts, whatever the memory's age. */
const MAX_RUNS = 1_000_000;
function forgettable(gap, cutoff) {
    return gap.state !== 'dismissed' && !handedOver(gap) && Date.parse(gap.lastSeen) < cutoff;
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
            byKey.set(gap.key, seenAgain(known, today, options.windowFrom));
            ids.set(gap.key, known.id);
            continue;
        }
        const id = `g${nextId++}`;
        const fresh = {
            id,
            key: gap.key,
            kind: gap.kind,
            label: gap.label,
            state: 'new',
            firstSeen: today,
            lastSeen: today,
            runs: 1,
        };
        byKey.set(gap.key, fresh);
        ids.set(gap.key, id);
        newIds.push(id);
    }
    let gaps = [...byKey.values()]
        .map((g) => (ids.has(g.key) || g.state !== 'new' ? g : { ...g, state: 'open' }))
        .filter((g) => ids.has(g.key) || !forgettable(g, cutoff));
    gaps = capDismissed(gaps, options.maxDismissed ?? MAX_DISMISSED);
    gaps.sort((a, b) => idNumber(a.id) - idNumber(b.id));
    return { memory: { version: MEMORY_VERSION, nextId, gaps }, ids, newIds };
}
/**
 * Dismisses a gap by id (who, why, when). A dismissed gap is never shown as open nor handed over
 * again; its job, if any, is kept for the record. Returns null for an unknown id.
 */
function dismissGap(memory, id, dismissal) {
    if (!memory.gaps.some((g) => g.id === id))
        return null;
    const gaps = memory.gaps.map((g) => g.id === id ? { ...g, state: 'dismissed', dismissed: { ...dismissal } } : g);
    return { ...memory, gaps: capDismissed(gaps, MAX_DISMISSED) };
}


/***/ }),

/***/ 6610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RH: () => (/* binding */ withStateCells),
/* harmony export */   r9: () => (/* binding */ stateText)
/* harmony export */ });
/* unused harmony export prLink */
/* harmony import */ var _lib_privacy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8201);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7053);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7036);
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
/** A gap's state for the table, with its job and pull request when handed over. */
function stateText(entry) {
    if (!entry)
        return '`new`';
    const job = entry.job;
    const jobText = job ? `job ${codeSpan(job.id, 100)}` : 'job unknown';
    switch (entry.state) {
        case 'fixing':
            return `\`fixing\` (${jobText}, ${job ? codeSpan(job.status, 40) : 'status unknown'})`;
        case 'proposed':
            return `\`proposed\` (${job ? prLink(job.prLink) : 'no pull request yet'})`;
        case 'still-seen':
            return `\`still seen after the fix\` (${jobText}, ${job ? prLink(job.prLink) : 'no pull request'})`;
        case 'open':
            // Back from a job that ended without a fix: say which, so nobody hands it over blindly.
            return job && job.endedAt !== null
                ? `\`open\` (job ${codeSpan(job.id, 100)} ${codeSpan(job.status, 40)}, no fix)`
                : '`open`';
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
        if (section && ACT_LINE.test(line) && !(0,_changes_js__WEBPACK_IMPORTED_MODULE_2__/* .offersFix */ .dU)(section))
            continue;
        const row = ROW.exec(line);
        const gap = row ? byId.get(row[2]) : undefined;
        out.push(row && gap ? `${row[1]}${stateText(gap)} |${cr}` : raw);
    }
    return out.join('\n');
}


/***/ }),

/***/ 1340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P4: () => (/* binding */ readCommands),
/* harmony export */   a0: () => (/* binding */ readJournal),
/* harmony export */   ey: () => (/* binding */ changeReportMemory),
/* harmony export */   io: () => (/* binding */ readReportMemory),
/* harmony export */   ke: () => (/* binding */ readCommandsAt)
/* harmony export */ });
/* unused harmony export bodyWithMemory */
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5019);
/* harmony import */ var _report_issue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(201);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4960);
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7255);
/* harmony import */ var _state_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6610);
/**
 * The report issue's memory, changed by one writer at a time. GitHub has no conditional write of
 * an issue, so a writer re-reads the issue just before writing, applies its change to what it
 * finds, writes, and reads again to check that its change is there; when a concurrent writer
 * wrote over it, it applies it again (a few times at most). Changes are "make it so" functions
 * (changes.ts), so applying one twice is harmless. The `fix` and `dismiss` commands also keep
 * their change in their own status comment (the journal), so even a write lost past these
 * attempts comes back with the next insights run.
 */





/** Writes a change may take before it is given up as lost to concurrent writers. */
const WRITES = 3;
/**
 * Issue #`issueNumber` as it is now, when it is an insights report issue: open or closed, written
 * by the token's own identity, with the report marker and a memory. Null otherwise (anyone can
 * open an issue with a copy of the markers).
 */
async function readReportMemory(github, issueNumber) {
    const issue = await github.getIssue(issueNumber);
    if (!issue)
        return null;
    const self = (await github.identity()).toLowerCase();
    if (!(0,_report_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .ownReportMarker */ .jG)(issue, self) || !(0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .hasMemory */ .C8)(issue.body))
        return null;
    return { issue, memory: (0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMemory */ .Pw)(issue.body) };
}
/** `body` with `memory` in its marker and in the state cells of its table. */
function bodyWithMemory(body, memory) {
    return (0,_state_text_js__WEBPACK_IMPORTED_MODULE_1__/* .withStateCells */ .RH)((0,_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .replaceMemory */ .cJ)(body, memory), memory.gaps);
}
/** Applies `change` to the memory of report issue #`issueNumber`, one writer at a time. */
async function changeReportMemory(github, issueNumber, change) {
    for (let write = 0; write <= WRITES; write++) {
        const found = await readReportMemory(github, issueNumber);
        if (!found)
            return { kind: 'not-report' };
        const next = change(found.memory);
        if (next === null) {
            return write === 0
                ? { kind: 'unchanged', memory: found.memory }
                : { kind: 'changed', memory: found.memory };
        }
        if (write === WRITES)
            break;
        await github.updateIssue(issueNumber, { body: bodyWithMemory(found.issue.body, next) });
    }
    return { kind: 'lost' };
}
/**
 * The commands on report issue #`issueNumber`, read from the status comments the token's own
 * identity wrote there. A `fix` whose job is not known yet (its creation under way or lost) hands
 * nothing over, but is a claim while it has no outcome.
 */
async function readCommands(github, issueNumber, sinceMs = 0) {
    const self = (await github.identity()).toLowerCase();
    const out = { journal: [], claims: [], markers: [] };
    for (const comment of await github.listComments(issueNumber)) {
        if (comment.userLogin.toLowerCase() !== self)
            continue;
        const marker = (0,_marker_js__WEBPACK_IMPORTED_MODULE_3__/* .readMarker */ .t)(comment.body);
        if (marker?.kind !== 'status')
            continue;
        out.markers.push(marker);
        const fix = marker.fix?.issue === issueNumber ? marker.fix : undefined;
        const d = marker.dismiss?.issue === issueNumber ? marker.dismiss : undefined;
        if (fix && marker.jobId !== null)
            out.journal.push({ kind: 'fix', ids: fix.ids, jobId: marker.jobId });
        if (d)
            out.journal.push({ kind: 'dismiss', id: d.id, dismissal: { by: d.by, why: d.why, at: d.at } });
        const ids = fix?.ids ?? (d ? [d.id] : []);
        if (ids.length && marker.outcome === null && Date.parse(comment.updatedAt) >= sinceMs)
            out.claims.push({ trigger: marker.trigger, ids, url: comment.htmlUrl });
    }
    return out;
}
/**
 * The commands on report issue #`issueNumber` at `nowMs`, their claims limited to comments a run
 * may still be writing (updated within the longest run GitHub allows).
 */
function readCommandsAt(github, issueNumber, nowMs) {
    return readCommands(github, issueNumber, nowMs - _types_js__WEBPACK_IMPORTED_MODULE_4__/* .LONGEST_RUN_MS */ .m);
}
/** The journal of report issue #`issueNumber` (see `readCommands`). */
async function readJournal(github, issueNumber) {
    return (await readCommands(github, issueNumber)).journal;
}


/***/ }),

/***/ 8201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bv: () => (/* binding */ readerExcerpt),
/* harmony export */   ty: () => (/* binding */ maskPersonalData)
/* harmony export */ });
/* unused harmony export MASKS */
/**
 * Reader text (search terms, feedback comments, assistant questions) is written by anonymous
 * readers and may hold their own or someone else's personal data or secrets. It is masked before
 * it reaches an issue, the summary, a file, the memory or the agent. Masking errs on the side of
 * masking: a false positive costs a word of evidence, a miss publishes a secret.
 */
/** What replaces each kind of masked text: the kind stays visible, the value does not. */
const MASKS = { email: '[email]', phone: '[phone]', secret: '[secret]' };
/**
 * Credentials by their published prefixes: the platform's own keys (`mint_…`, `mint_dsc_…`),
 * GitHub tokens, OpenAI/Anthropic-style `sk-…`, Slack, AWS access key ids, JWTs and bearer values.
 */
const CREDENTIALS = [
    /\bmint_[A-Za-z0-9_-]{6,}/g,
    /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{16,}/g,
    /\bgithub_pat_[A-Za-z0-9_]{20,}/g,
    /\bsk-[A-Za-z0-9_-]{12,}/g,
    /\bxox[abprs]-[A-Za-z0-9-]{10,}/g,
    /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
    /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    /\b(?:[Bb]earer|[Bb]asic)\s+[A-Za-z0-9._~+/=-]{12,}/g,
];
/** A long run of hex digits: a token, a hash or a key (a git SHA is masked too; that is fine). */
const LONG_HEX = /\b[0-9a-fA-F]{32,}\b/g;
/**
 * A long base64 or base64url run. Only a run that mixes digits, upper and lower case counts, so
 * that a long lower-case path such as `docs/api-reference/authentication/oauth` stays readable.
 */
const LONG_BASE64 = /[A-Za-z0-9+/_-]{32,}={0,2}/g;
/**
 * `local@domain.tld`, Unicode letters allowed (an internationalised address is still personal).
 * The look-behind starts a match only where a local part can start: without it, a long run of
 * letters with no `@` is tried from each of its positions, which is quadratic (100 KB took 20 s).
 */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** A run of digits with the separators phone numbers are written with, optionally `+` first. */
const PHONE_CANDIDATE = /(?<![\w.])\+?\(?\d[\d\s().-]{6,}\d(?![\w])/g;
/** ISO dates and times inside a candidate are not phone numbers: `2024-01-15 10:30`. */
const DATE_LIKE = /\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}/;
function mixedToken(candidate) {
    const mixed = /\d/.test(candidate) && /[A-Z]/.test(candidate) && /[a-z]/.test(candidate);
    return mixed ? MASKS.secret : candidate;
}
function phoneOrNot(candidate) {
    const digits = candidate.replace(/\D/g, '').length;
    // 9–15 digits: E.164 allows at most 15; fewer than 9 is a version, a count or a short code.
    if (digits < 9 || digits > 15 || DATE_LIKE.test(candidate))
        return candidate;
    return MASKS.phone;
}
/**
 * Masks e-mail addresses, phone numbers and strings that look like credentials in reader text.
 * Idempotent: masking masked text changes nothing.
 */
function maskPersonalData(text) {
    let out = text;
    for (const pattern of CREDENTIALS)
        out = out.replace(pattern, MASKS.secret);
    out = out.replace(EMAIL, MASKS.email);
    out = out.replace(LONG_HEX, MASKS.secret);
    out = out.replace(LONG_BASE64, mixedToken);
    out = out.replace(PHONE_CANDIDATE, phoneOrNot);
    return out;
}
/**
 * Reader text as evidence: masked, on one line (whitespace runs made one space), and shortened to
 * `max` characters with an ellipsis. Masking comes first so that shortening cannot cut a secret
 * into a piece that no longer looks like one.
 */
function readerExcerpt(text, max = 300) {
    const flat = maskPersonalData(text).replace(/\s+/g, ' ').trim();
    if (flat.length <= max)
        return flat;
    const chars = Array.from(flat);
    if (chars.length <= max)
        return flat;
    return `${chars.slice(0, max - 1).join('')}…`;
}


/***/ }),

/***/ 201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FR: () => (/* binding */ findReportIssue),
/* harmony export */   Fy: () => (/* binding */ writeReportIssue),
/* harmony export */   jG: () => (/* binding */ ownReportMarker)
/* harmony export */ });
/* unused harmony export reportIssueBody */
/* harmony import */ var _marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5019);
/**
 * The report issue a mode keeps (visitors' report, insights' report and memory): found again by
 * its marker and title, and trusted only when the token's own identity wrote it, since anyone can
 * open an issue with a copy of the marker. Created when missing; edited only when its text changes,
 * so that a run with nothing new sends no write and no notification.
 */

/** The open issue of this title that this action wrote, or null. */
async function findReportIssue(github, title) {
    const self = (await github.identity()).toLowerCase();
    const issues = await github.listOpenIssues();
    const ours = issues.find((issue) => {
        const marker = ownReportMarker(issue, self);
        return issue.title === title && marker?.title === title;
    });
    return ours ?? null;
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
 * Writes `report` into the issue `found` (from `findReportIssue`), or into a new issue when there
 * is none. The issue is edited only when its body changes.
 */
async function writeReportIssue(github, title, report, found) {
    const body = reportIssueBody(title, report);
    if (!found)
        return { issue: await github.createIssue(title, body), written: 'created' };
    if (found.body === body)
        return { issue: found, written: 'unchanged' };
    return { issue: await github.updateIssue(found.number, { body }), written: 'updated' };
}


/***/ })

};
