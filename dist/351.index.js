export const id = 351;
export const ids = [351];
export const modules = {

/***/ 8963:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ handOver),
/* harmony export */   Lq: () => (/* binding */ newsOf),
/* harmony export */   X8: () => (/* binding */ dismiss),
/* harmony export */   XZ: () => (/* binding */ handOverAll),
/* harmony export */   Zw: () => (/* binding */ settleJob),
/* harmony export */   u0: () => (/* binding */ withJournal)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4960);
/* harmony import */ var _insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8782);
/**
 * What maintainers and jobs change in the memory: a gap handed to the agent (`fix`, `auto-fix`),
 * its job's end (a waiting run, `mode: reconcile`, the next insights run), a dismissal. Each change
 * is a pure "make it so": it returns the changed memory, or null when the memory already says so.
 * That makes every change safe to apply twice, which is what lets a writer re-read the issue,
 * apply its change again and check that it is there (store.ts). What the report offers for a gap (fix, dismiss) is
 * insights-memory/changes.ts.
 */


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
/** Each gap of `handed` handed to its job; null when the memory already says so. */
function handOverAll(memory, handed) {
    let out = null;
    for (const { id, jobId } of handed)
        out = handOver(out ?? memory, [id], { id: jobId, status: 'active' }) ?? out;
    return out;
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
/**
 * The gap `id` dismissed (who, why, when): never shown as open nor handed over again; its job, if
 * any, kept for the record; at most `MAX_DISMISSED` dismissed gaps kept. Null when it already is,
 * or is not in the memory. The one dismissal: `dismiss`, the journal and the tests use it.
 */
function dismiss(memory, id, dismissal) {
    const gap = memory.gaps.find((g) => g.id === id);
    if (!gap || gap.state === 'dismissed')
        return null;
    const gaps = memory.gaps.map((g) => g.id === id ? { ...g, state: 'dismissed', dismissed: { ...dismissal } } : g);
    return { ...memory, gaps: (0,_insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .capDismissed */ .Ml)(gaps, _insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_DISMISSED */ .VH) };
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

/***/ 9351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xy: () => (/* binding */ settleInReport),
/* harmony export */   a9: () => (/* binding */ dismissInReport),
/* harmony export */   io: () => (/* binding */ readReportMemory),
/* harmony export */   n2: () => (/* binding */ handOverInReport),
/* harmony export */   u5: () => (/* binding */ writeReport)
/* harmony export */ });
/* unused harmony exports bodyWithMemory, changeReportMemory */
/* harmony import */ var _insights_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7255);
/* harmony import */ var _insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8782);
/* harmony import */ var _insights_memory_state_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6610);
/* harmony import */ var _report_issue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(201);
/* harmony import */ var _changes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8963);
/**
 * The report issue's memory, changed by one writer at a time, through one write path for every
 * writer: the `fix` and `dismiss` commands, `auto-fix`, the runs that follow a job, and the
 * insights run itself. GitHub has no conditional write of an issue, so a writer re-reads the issue
 * just before writing, applies its change to what it finds, writes, and reads again to check that
 * its change is there; when a concurrent writer wrote over it, it applies it again to what that
 * writer left (a few times at most). Changes are "make it so" functions (changes.ts), so applying
 * one twice is harmless. The `fix` and `dismiss` commands also keep their change in their own
 * status comment (the journal), so even a write lost past these attempts comes back with the next
 * insights run.
 */





/** Writes a change may take before it is given up as lost to concurrent writers. */
const WRITES = 3;
/**
 * Issue #`issueNumber` as it is now, when it is an insights report issue: open or closed, written
 * by the token's own identity, with the report marker and a memory (or, `orEmpty`, without one:
 * an empty memory). Null otherwise (anyone can open an issue with a copy of the markers).
 */
async function readReportMemory(github, issueNumber, orEmpty = false) {
    const issue = await github.getIssue(issueNumber);
    if (!issue)
        return null;
    const self = (await github.identity()).toLowerCase();
    if (!(0,_report_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .ownReportMarker */ .jG)(issue, self))
        return null;
    if (!(0,_insights_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .hasMemory */ .C8)(issue.body))
        return orEmpty ? { issue, memory: (0,_insights_memory_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyMemory */ .l4)() } : null;
    return { issue, memory: (0,_insights_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .parseMemory */ .Pw)(issue.body) };
}
/** `body` with `memory` in its marker and in the state cells of its table. */
function bodyWithMemory(body, memory) {
    return (0,_insights_memory_state_text_js__WEBPACK_IMPORTED_MODULE_1__/* .withStateCells */ .RH)((0,_insights_memory_marker_js__WEBPACK_IMPORTED_MODULE_0__/* .replaceMemory */ .cJ)(body, memory), memory.gaps);
}
/**
 * The one write path of report issue #`issueNumber`: re-read, apply `change`, write (only when
 * the body changes), read again to verify; again when a concurrent writer wrote over it.
 */
async function writeReport(github, issueNumber, change, options = {}) {
    for (let write = 0; write <= WRITES; write++) {
        const journal = options.journal ? await options.journal() : [];
        const found = await readReportMemory(github, issueNumber, options.orEmpty);
        if (!found)
            return { kind: 'not-report' };
        const now = { ...found, memory: (0,_changes_js__WEBPACK_IMPORTED_MODULE_4__/* .withJournal */ .u0)(found.memory, journal) };
        const body = change(now);
        if (body === null || body === found.issue.body)
            return { kind: write === 0 ? 'unchanged' : 'changed', memory: now.memory };
        if (write === WRITES)
            break;
        await github.updateIssue(issueNumber, { body });
    }
    return { kind: 'lost' };
}
/** Applies `change` to the memory of report issue #`issueNumber`, one writer at a time. */
function changeReportMemory(github, issueNumber, change) {
    return writeReport(github, issueNumber, ({ issue, memory }) => {
        const next = change(memory);
        return next === null ? null : bodyWithMemory(issue.body, next);
    });
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

/***/ 2371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ pathOfPage)
/* harmony export */ });
/** Page paths as the exports give them: full URLs (assistant) or paths (feedback, views). */
/** The longest path kept: a path is a key of the memory, and a key is bounded. */
const MAX_PATH = 300;
/**
 * A page's path from a full URL or a path: no origin, query or hash, one leading slash, no
 * trailing slash (`https://docs.x.com/a/b/?q#h` → `/a/b`), so that all exports name a page alike.
 */
function pathOfPage(page) {
    let path = page.trim();
    try {
        path = new URL(path).pathname;
    }
    catch {
        path = path.replace(/[?#].*$/, '');
    }
    return `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`.slice(0, MAX_PATH);
}


/***/ }),

/***/ 7633:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zG: () => (/* binding */ GAP_KINDS),
  tA: () => (/* binding */ GAP_KIND_NAMES),
  $0: () => (/* binding */ findGaps),
  uF: () => (/* binding */ unitOf)
});

// EXTERNAL MODULE: ./src/lib/privacy.ts
var privacy = __webpack_require__(8201);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(6694);
// EXTERNAL MODULE: ./src/render/inert.ts
var inert = __webpack_require__(2558);
// EXTERNAL MODULE: ./src/gaps/paths.ts
var paths = __webpack_require__(2371);
// EXTERNAL MODULE: ./src/gaps/scores.ts
var scores = __webpack_require__(3692);
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
        `- Page: ${(0,inert/* inertCode */.gQ)(gap.path, d.chars)}: ${(0,inert/* wholeNumber */.rD)(gap.thumbsUp)} 👍, ${(0,inert/* wholeNumber */.rD)(gap.thumbsDown)} 👎, ${(0,inert/* wholeNumber */.rD)(gap.codeCount)} code-snippet feedback.`,
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
    find(signals, options) {
        const comments = feedbackByPath(signals.feedback ?? []);
        return [...pageCounts(signals.pages ?? []).values()]
            .filter((p) => p.thumbsDown >= options.minCount)
            .map((p) => pageGapOf(p, comments.get(p.path) ?? []));
    },
    signal: 'feedback',
    measure: (gap) => ({
        count: gap.thumbsDown,
        down: gap.thumbsDown,
        votes: gap.thumbsDown + gap.thumbsUp,
    }),
    judgedWords: (label) => `thumbs-down on ${(0,inert/* inertCode */.gQ)(label, 80)}`,
    page: (gap) => gap.path,
    confidence: (gap) => gap.downShareLowerBound,
    numbers(gap) {
        const votes = gap.thumbsUp + gap.thumbsDown;
        const text = `${(0,inert/* wholeNumber */.rD)(gap.thumbsDown)} 👎 of ${(0,inert/* wholeNumber */.rD)(votes)} (lower bound ${(0,inert/* percent */.KN)(gap.downShareLowerBound)})`;
        return gap.codeCount > 0 ? `${text}, ${(0,inert/* wholeNumber */.rD)(gap.codeCount)} on code` : text;
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

// EXTERNAL MODULE: ./src/gaps/terms.ts
var terms = __webpack_require__(9740);
;// CONCATENATED MODULE: ./src/gaps/cluster.ts



/** Least Jaccard similarity of a question's stems to its leader's: half the words in common. */
const JACCARD_THRESHOLD = 0.5;
/** Stems in a cluster's key: enough to tell clusters apart, few enough to survive new members. */
const KEY_STEMS = 3;
const cluster_MAX_EXAMPLES = 5;
const EXAMPLE_LENGTH = 300;
const MAX_PAGES = 10;
/** The questions the docs could not answer: `unanswered`, clarifying questions back left out. */
function isUnansweredQuestion(row) {
    return row.resolutionStatus === 'unanswered' && row.responseType !== 'clarifying_question';
}
function compareStrings(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
function compareQuestions(a, b) {
    return (compareStrings(a.signature, b.signature) ||
        compareStrings(a.row.query, b.row.query) ||
        compareStrings(a.row.timestamp ?? '', b.row.timestamp ?? '') ||
        compareStrings(a.row.id, b.row.id) ||
        compareStrings(a.row.pageUrl ?? '', b.row.pageUrl ?? ''));
}
function questionsOf(rows) {
    const questions = [];
    for (const row of rows) {
        if (!isUnansweredQuestion(row))
            continue;
        const stems = (0,terms/* contentStems */.yI)(row.query, false);
        if (stems.length > 0)
            questions.push({ row, stems, signature: stems.join(' ') });
    }
    questions.sort(compareQuestions);
    // A turn is one (id, timestamp, query): `id` alone repeats across the turns of a conversation,
    // and overlapping pages of the export can deliver one turn twice. Sorted first, so the copy kept
    // does not depend on the order rows arrived in.
    const seen = new Set();
    return questions.filter((q) => {
        const turn = `${q.row.id}\u0000${q.row.timestamp ?? ''}\u0000${q.row.query}`;
        if (seen.has(turn))
            return false;
        seen.add(turn);
        return true;
    });
}
/** Questions with the same stems, largest bundles first: the common phrasing leads its cluster. */
function bundles(questions) {
    const bySignature = new Map();
    for (const q of questions) {
        const list = bySignature.get(q.signature);
        if (list)
            list.push(q);
        else
            bySignature.set(q.signature, [q]);
    }
    return [...bySignature.values()].sort((a, b) => b.length - a.length || compareStrings(a[0].signature, b[0].signature));
}
/** Leader clustering: each bundle joins the most similar earlier leader, or leads a new cluster. */
function leaderClusters(ordered) {
    const leaders = [];
    const members = [];
    const index = new Map();
    const shared = new Map();
    for (const bundle of ordered) {
        const stems = bundle[0].stems;
        shared.clear();
        for (const stem of stems)
            for (const leader of index.get(stem) ?? [])
                shared.set(leader, (shared.get(leader) ?? 0) + 1);
        let best = -1;
        let bestScore = 0;
        for (const [leader, common] of shared) {
            const score = common / (stems.length + leaders[leader].length - common);
            if (score > bestScore || (score === bestScore && leader < best)) {
                best = leader;
                bestScore = score;
            }
        }
        if (best >= 0 && bestScore >= JACCARD_THRESHOLD) {
            members[best].push(...bundle);
            continue;
        }
        const id = leaders.length;
        leaders.push(stems);
        members.push([...bundle]);
        for (const stem of stems) {
            const postings = index.get(stem);
            if (postings)
                postings.push(id);
            else
                index.set(stem, [id]);
        }
    }
    return members;
}
function tally(values) {
    const counts = new Map();
    for (const v of values)
        counts.set(v, (counts.get(v) ?? 0) + 1);
    return counts;
}
function mostFirst(counts) {
    return [...counts].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0])).map(([k]) => k);
}
function cluster_keyOf(questions) {
    const stems = mostFirst(tally(questions.flatMap((q) => q.stems)));
    return stems.slice(0, KEY_STEMS).sort().join(' ');
}
function describe(key, questions) {
    const texts = tally(questions.map((q) => q.row.query.replace(/\s+/g, ' ').trim()));
    const examples = mostFirst(texts)
        .slice(0, cluster_MAX_EXAMPLES)
        .map((t) => (0,privacy/* readerExcerpt */.Bv)(t, EXAMPLE_LENGTH));
    const pages = tally(questions.flatMap((q) => (q.row.pageUrl ? [(0,paths/* pathOfPage */.E)(q.row.pageUrl)] : [])));
    const times = questions.flatMap((q) => q.row.timestamp ?? []).sort(compareStrings);
    return {
        key,
        size: questions.length,
        examples,
        pages: mostFirst(pages).slice(0, MAX_PAGES),
        firstAsked: times[0] ?? '',
        lastAsked: times[times.length - 1] ?? '',
    };
}
/**
 * Clusters the unanswered questions among `rows` (other turns are left out), largest cluster
 * first, ties by key. Two clusters that end up with the same key are one: the key is what the
 * memory knows a cluster by.
 */
function clusterQuestions(rows) {
    const byKey = new Map();
    for (const cluster of leaderClusters(bundles(questionsOf(rows)))) {
        const key = cluster_keyOf(cluster);
        const list = byKey.get(key);
        if (list)
            list.push(...cluster);
        else
            byKey.set(key, cluster);
    }
    return [...byKey]
        .map(([key, questions]) => describe(key, questions))
        .sort((a, b) => b.size - a.size || compareStrings(a.key, b.key));
}

;// CONCATENATED MODULE: ./src/gaps/question.ts
/**
 * Question gaps: questions the assistant could not answer, grouped by topic (cluster.ts), each
 * group of at least `min-count` questions. Readers affected: its questions.
 */




const questionKind = {
    find(signals, options) {
        return clusterQuestions(signals.conversations ?? [])
            .filter((c) => c.size >= options.minCount)
            .map((c) => ({
            kind: 'question',
            key: keyOf('question', c.key),
            readers: c.size,
            label: (0,privacy/* readerExcerpt */.Bv)(c.examples[0] ?? c.key, LABEL),
            size: c.size,
            examples: c.examples,
            pages: c.pages,
            lastAsked: c.lastAsked,
        }));
    },
    signal: 'assistant',
    measure: (gap) => ({ count: gap.size, questions: gap.size }),
    judgedWords: (label) => `questions like ${(0,inert/* inertText */.UJ)(label, 80)} left unanswered`,
    page: (gap) => gap.pages[0] ?? null,
    confidence: () => 1,
    numbers: (gap) => `${(0,inert/* wholeNumber */.rD)(gap.size)} unanswered question${gap.size === 1 ? '' : 's'}`,
    words: (gap) => (0,inert/* inertText */.UJ)(gap.label, 80),
    evidence: (gap, d) => [
        ...(0,inert/* titledList */.NH)('Example questions', gap.examples, (q) => (0,inert/* inertText */.UJ)(q, d.chars), d),
        ...(0,inert/* titledList */.NH)('Pages where asked', gap.pages, (p) => (0,inert/* inertCode */.gQ)(p, d.chars), d),
        `- Last asked: ${(0,inert/* inertCode */.gQ)(gap.lastAsked.slice(0, 10), 40)}`,
    ],
    record: (gap) => ({
        kind: 'question',
        size: gap.size,
        examples: gap.examples.map(privacy/* maskPersonalData */.ty),
        pages: gap.pages.map(privacy/* maskPersonalData */.ty),
        lastAsked: gap.lastAsked,
    }),
    examples: (gap) => gap.examples,
    briefPages: (gap, covering) => (covering.length ? [...covering] : gap.pages),
    labelFromReaders: true,
    matchesDocs: true,
    task: ({ numbers, pages }) => `the assistant could not answer readers' questions${numbers}; they are quoted below. Add the ` +
        'missing content.' +
        (pages.length > 0 ? ` Pages that already cover these words: ${pages.join(', ')}.` : ''),
};

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
    find(signals, options) {
        const low = options.lowCtr ?? LOW_CTR;
        return foldSearchTerms(signals.searches ?? [])
            .filter((g) => g.key !== '' && g.hits >= options.minCount && g.ctr < low)
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
    signal: 'searches',
    measure: (gap) => {
        const clicks = Math.round(gap.hits * gap.ctr);
        return { count: Math.max(0, gap.hits - clicks), searches: gap.hits, clicks };
    },
    judgedWords: (label) => `searches for ${(0,inert/* inertCode */.gQ)(label, 80)} with no click`,
    page: (gap) => (gap.page === null ? null : (0,paths/* pathOfPage */.E)(gap.page)),
    confidence: (gap) => 1 - gap.ctr,
    numbers(gap) {
        const plural = gap.hits === 1 ? 'search' : 'searches';
        return gap.outcome === 'nothing-found'
            ? `${(0,inert/* wholeNumber */.rD)(gap.hits)} ${plural}, no click`
            : `${(0,inert/* wholeNumber */.rD)(gap.hits)} ${plural}, ${(0,inert/* percent */.KN)(gap.ctr)} clicked`;
    },
    words(gap) {
        const words = (0,inert/* inertCode */.gQ)(gap.label, 80);
        return gap.page === null ? words : `${words} → ${(0,inert/* inertCode */.gQ)(gap.page, 80)}`;
    },
    evidence(gap, d) {
        const lines = [`- Term: ${(0,inert/* inertCode */.gQ)(gap.term, d.chars)}`];
        lines.push(gap.outcome === 'nothing-found'
            ? '- No click at all: readers found nothing.'
            : `- Clicks on ${gap.page === null ? 'one page' : (0,inert/* inertCode */.gQ)(gap.page, d.chars)} at ${(0,inert/* percent */.KN)(gap.ctr)}: the page exists but is hard to find.`);
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
/** The unit of `gap`'s kind, typed for that gap. */
function unitOf(gap) {
    return GAP_KINDS[gap.kind];
}
/**
 * Every gap the signals show, kind after kind (the ranking orders them). Reader text is masked
 * before anything is derived from it: a gap's key goes into the memory marker, which anyone who
 * can read the issue can decode, so an e-mail typed as a search term must be gone before the term
 * is folded into a key.
 */
function findGaps(signals, options) {
    const masked = {
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
    };
    return Object.values(GAP_KINDS).flatMap((unit) => unit.find(masked, options));
}


/***/ }),

/***/ 3692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A4: () => (/* binding */ wilsonLowerBound),
/* harmony export */   U9: () => (/* binding */ count),
/* harmony export */   iv: () => (/* binding */ ctrScale),
/* harmony export */   ot: () => (/* binding */ readCtr)
/* harmony export */ });
/* unused harmony export Z95 */
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

/***/ 9740:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vx: () => (/* binding */ normaliseTerm),
/* harmony export */   pU: () => (/* binding */ foldKey),
/* harmony export */   yI: () => (/* binding */ contentStems)
/* harmony export */ });
/* unused harmony export words */
/* harmony import */ var stemmer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9930);
/* harmony import */ var stopword__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6741);
/**
 * Words of reader text, folded so that variants of one need meet: case, punctuation, word order,
 * plurals and stems. Stemming is Porter's (the `stemmer` package); stop words are the `stopword`
 * package's English list. Both are maintained lists rather than home-made ones, so that a change
 * of folding is an upgrade, not a design decision hidden here.
 */


/**
 * Words that begin a question and carry no topic, missing from the general list. Without them
 * "why does X fail" and "when does X fail" would meet on `why`/`doe` rather than on X.
 */
const QUESTION_WORDS = ['does', 'doesn', 'why', 'when', 'whats', 'hows', 'pls', 'please'];
const STOP_WORDS = new Set([...stopword__WEBPACK_IMPORTED_MODULE_0__/* .eng */ .fq, ...QUESTION_WORDS]);
/** The longest text folded: a search term or question past this is a paste, not a query. */
const MAX_TEXT = 2_000;
// eslint-disable-next-line no-control-regex
const NON_ASCII = /[^\u0000-\u007f]/;
/** Stems are memoised: reader text repeats its words, and Porter is the costly step. */
const stemCache = new Map();
const STEM_CACHE_LIMIT = 50_000;
function stemOf(word) {
    let stem = stemCache.get(word);
    if (stem === undefined) {
        // Porter is defined on a–z; other scripts (and digits) are kept as they are.
        stem = /^[a-z]+$/.test(word) ? (0,stemmer__WEBPACK_IMPORTED_MODULE_1__/* .stemmer */ .I)(word) : word;
        if (stemCache.size >= STEM_CACHE_LIMIT)
            stemCache.clear();
        stemCache.set(word, stem);
    }
    return stem;
}
/**
 * The words of a text: Unicode-normalised (NFKC), lower case, apostrophes dropped inside a word
 * (`don't` → `dont`), every other run of non-letters and non-digits a separator.
 */
function words(text) {
    let normal = text.slice(0, MAX_TEXT);
    // ASCII text (most of it) skips the Unicode steps: they cost more than the rest together.
    const ascii = !NON_ASCII.test(normal);
    if (!ascii)
        normal = normal.normalize('NFKC');
    normal = normal.toLowerCase();
    if (normal.includes("'") || normal.includes('’'))
        normal = normal.replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, '');
    return normal.split(ascii ? /[^a-z0-9]+/ : /[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}
/** A term as typed, made comparable but not reordered: its words joined by one space. */
function normaliseTerm(text) {
    return words(text).join(' ');
}
/**
 * The distinct stems of a text's content words, sorted: the text's meaning for folding and
 * clustering. With `fallback`, a text made only of stop words ("how to") keeps the stems of all
 * its words, so that a search term is not folded into the empty term; a question without content
 * words has nothing to cluster by (no fallback).
 */
function contentStems(text, fallback = true) {
    const all = words(text);
    const content = all.filter((w) => !STOP_WORDS.has(w));
    const chosen = content.length > 0 || !fallback ? content : all;
    return [...new Set(chosen.map(stemOf))].sort();
}
/** The fold key of a text: its sorted content stems joined by one space ('' for no words). */
function foldKey(text) {
    return contentStems(text).join(' ');
}


/***/ }),

/***/ 7036:
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
/* harmony import */ var _lib_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7523);
/* harmony import */ var _gaps_id_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3602);
/* harmony import */ var _gaps_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7633);
/* harmony import */ var _memory_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8782);
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
    if (gap.page !== undefined)
        out.page = gap.page.slice(0, LIMITS.page);
    if (gap.history)
        out.history = gap.history.slice(-_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_HISTORY */ .oe);
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
    return [(0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .windowTime */ .s7)(p.from), (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .windowTime */ .s7)(p.to), ...POINT_NUMBERS.map((k) => p[k] ?? null)];
}
function readPoint(value) {
    if (!Array.isArray(value) || value.length < 3)
        return null;
    const from = isoTime(value[0]);
    const to = isoTime(value[1]);
    if (from === null || to === null || Date.parse(to) <= Date.parse(from))
        return null;
    const point = { from: (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .windowTime */ .s7)(from), to: (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .windowTime */ .s7)(to), count: 0 };
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
        .slice(-_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_HISTORY */ .oe)
        .map(readPoint)
        .filter((p) => p !== null);
    return points.length > 0 ? points : undefined;
}
function readEffect(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value))
        return undefined;
    const job = text(value.job, LIMITS.jobId);
    if (!job || (value.pr !== 'merged' && value.pr !== 'closed'))
        return undefined;
    const mergedAt = isoTime(value.mergedAt);
    if (value.pr === 'merged' && mergedAt === null)
        return undefined;
    return {
        job,
        pr: value.pr,
        mergedAt: value.pr === 'merged' ? mergedAt : null,
        fixedAt: isoTime(value.fixedAt),
        seenAgainAt: isoTime(value.seenAgainAt),
    };
}
/** An entry as the marker writes it (its history as rows of numbers). */
function wire(gap) {
    const { history, ...rest } = bounded(gap);
    return history ? { ...rest, history: history.map(pointRow) } : rest;
}
function boundedBrief(brief) {
    return {
        numbers: brief.numbers.slice(0, LIMITS.numbers),
        examples: brief.examples.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BRIEF_EXAMPLES */ .oP).map((e) => e.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BRIEF_CHARS */ .Eb)),
        pages: brief.pages.slice(0, _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_BRIEF_PAGES */ .ZA).map((p) => p.slice(0, LIMITS.page)),
    };
}
/** The marker holding `memory` (one line, ASCII only; text fields cut to their limits). */
function serializeMemory(memory) {
    const json = JSON.stringify({
        version: memory.version,
        nextId: memory.nextId,
        gaps: memory.gaps.map(wire),
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
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value))
        return undefined;
    const by = text(value.by, LIMITS.by);
    const why = text(value.why, LIMITS.why) ?? '';
    const at = isoTime(value.at);
    return by !== null && at !== null ? { by, why, at } : undefined;
}
function readJob(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value))
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
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value))
        return undefined;
    const numbers = text(value.numbers, LIMITS.numbers);
    const strings = (list) => Array.isArray(list) ? list.filter((v) => typeof v === 'string') : [];
    if (numbers === null)
        return undefined;
    return boundedBrief({ numbers, examples: strings(value.examples), pages: strings(value.pages) });
}
/** One entry, or null when its identity (id, key, kind, dates) cannot be read. */
function readGap(value) {
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value))
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
    const state = _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .GAP_STATES */ .CN.includes(value.state)
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
        runs: Number.isSafeInteger(runs) && runs >= 1 ? Math.min(runs, _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_RUNS */ ._k) : 1,
        // A dismissal whose record is unreadable stays a dismissal: reading it as open could hand a
        // gap a maintainer turned down to the agent.
        ...(state === 'dismissed'
            ? { dismissed: dismissed ?? { by: '', why: '', at: `${lastSeen}T00:00:00.000Z` } }
            : {}),
        ...(job ? { job } : {}),
        ...(brief ? { brief } : {}),
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
        return (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyMemory */ .l4)();
    }
    if (!(0,_lib_json_js__WEBPACK_IMPORTED_MODULE_4__/* .isRecord */ .u)(value) || value.version !== _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MEMORY_VERSION */ .zn || !Array.isArray(value.gaps))
        return (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyMemory */ .l4)();
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
    gaps.sort((a, b) => (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .idNumber */ .NY)(a.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .idNumber */ .NY)(b.id));
    const highest = gaps.reduce((m, g) => Math.max(m, (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .idNumber */ .NY)(g.id)), 0);
    const stated = value.nextId;
    const nextId = Number.isSafeInteger(stated) && stated > highest && stated <= MAX_ID
        ? stated
        : highest + 1;
    return { version: _memory_js__WEBPACK_IMPORTED_MODULE_3__/* .MEMORY_VERSION */ .zn, nextId, gaps };
}
/**
 * The order entries leave a memory that is over its budget: first gaps that would be forgotten
 * anyway (never handed over, not dismissed), then dismissed gaps, then handed-over ones; within
 * each, the least recently seen (dismissed: the oldest dismissal) first, and of those the newest
 * id first, so that the ids maintainers have seen longest survive.
 */
function dropOrder(a, b) {
    const tier = (g) => ((0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .handedOver */ .$_)(g) ? 2 : g.state === 'dismissed' ? 1 : 0);
    const when = (g) => (g.state === 'dismissed' && g.dismissed?.at) || g.lastSeen;
    return (tier(a) - tier(b) ||
        (when(a) < when(b) ? -1 : when(a) > when(b) ? 1 : 0) ||
        (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .idNumber */ .NY)(b.id) - (0,_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .idNumber */ .NY)(a.id));
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
    const fits = (m) => serializeMemory(m).length <= budget;
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

/***/ 8782:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $_: () => (/* binding */ handedOver),
/* harmony export */   CN: () => (/* binding */ GAP_STATES),
/* harmony export */   Eb: () => (/* binding */ MAX_BRIEF_CHARS),
/* harmony export */   Ml: () => (/* binding */ capDismissed),
/* harmony export */   NY: () => (/* binding */ idNumber),
/* harmony export */   VH: () => (/* binding */ MAX_DISMISSED),
/* harmony export */   ZA: () => (/* binding */ MAX_BRIEF_PAGES),
/* harmony export */   _A: () => (/* binding */ mergeMemory),
/* harmony export */   _k: () => (/* binding */ MAX_RUNS),
/* harmony export */   j_: () => (/* binding */ stillSeenAfterFix),
/* harmony export */   l4: () => (/* binding */ emptyMemory),
/* harmony export */   nM: () => (/* binding */ isActionable),
/* harmony export */   oP: () => (/* binding */ MAX_BRIEF_EXAMPLES),
/* harmony export */   oe: () => (/* binding */ MAX_HISTORY),
/* harmony export */   s7: () => (/* binding */ windowTime),
/* harmony export */   zn: () => (/* binding */ MEMORY_VERSION)
/* harmony export */ });
/* unused harmony export FORGET_AFTER_DAYS */
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

/***/ 2558:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KN: () => (/* binding */ percent),
/* harmony export */   NH: () => (/* binding */ titledList),
/* harmony export */   UJ: () => (/* binding */ inertText),
/* harmony export */   gQ: () => (/* binding */ inertCode),
/* harmony export */   rD: () => (/* binding */ wholeNumber)
/* harmony export */ });
/* harmony import */ var _lib_privacy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8201);
/* harmony import */ var _lib_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6694);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7053);
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
/** A whole number as a report shows it: `1,234`. */
const wholeNumber = (value) => Math.round(value).toLocaleString('en-US');
/** A fraction as a report shows it: `42 %`. */
const percent = (fraction) => `${Math.round(fraction * 100)} %`;


/***/ }),

/***/ 201:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FR: () => (/* binding */ findReportIssue),
/* harmony export */   Fy: () => (/* binding */ writeReportIssue),
/* harmony export */   aJ: () => (/* binding */ reportIssueBody),
/* harmony export */   jG: () => (/* binding */ ownReportMarker)
/* harmony export */ });
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
