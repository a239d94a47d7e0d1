export const id = 64;
export const ids = [64];
export const modules = {

/***/ 7064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/adapters/clock.ts
var clock = __webpack_require__(3350);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
;// CONCATENATED MODULE: ./src/adapters/row-writer.ts
/**
 * Streaming writers for exported rows: each row is written as its page arrives, respecting the
 * stream's backpressure, so memory stays flat however many rows there are.
 */



/**
 * One CSV field. Quoted when it holds a comma, a quote or a line break (RFC 4180). A field that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading apostrophe:
 * page paths start with `/`, so this only touches hostile or odd data.
 */
function csvField(value) {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text))
        text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
async function put(stream, text) {
    if (!stream.write(text))
        await (0,external_node_events_.once)(stream, 'drain');
}
/** Opens `path` for `format` (`csv`, `ndjson` or `json`). */
async function openRowWriter(path, format) {
    const stream = (0,external_node_fs_.createWriteStream)(path, { encoding: 'utf8' });
    let failure = null;
    stream.on('error', (error) => (failure = error));
    try {
        await (0,external_node_events_.once)(stream, 'open');
    }
    catch (error) {
        throw new errors/* ActionError */.lZ(`input 'output-file' names a file that cannot be written ('${path}'): ${error.message}`, { hint: 'use a path inside the workspace, e.g. `visitors.csv`; its folder must exist' });
    }
    let count = 0;
    const check = () => {
        if (failure)
            throw new Error(`could not write '${path}': ${failure.message}`);
    };
    if (format === 'csv')
        await put(stream, 'path,human,ai,total\n');
    if (format === 'json')
        await put(stream, '{"rows":[');
    return {
        async write(row) {
            check();
            if (format === 'csv') {
                await put(stream, `${csvField(row.path)},${row.human},${row.ai},${row.total}\n`);
            }
            else {
                const json = JSON.stringify({
                    path: row.path,
                    human: row.human,
                    ai: row.ai,
                    total: row.total,
                });
                await put(stream, format === 'json' ? `${count === 0 ? '\n' : ',\n'}${json}` : `${json}\n`);
            }
            count++;
        },
        async close(meta) {
            check();
            if (format === 'json') {
                const rest = JSON.stringify({
                    window: {
                        dateFrom: meta.window.dateFrom,
                        dateTo: meta.window.dateTo,
                        dateToExclusive: true,
                    },
                    totals: meta.totals,
                    rowCount: meta.rows,
                    partial: meta.partial,
                    partialReason: meta.partialReason,
                    requests: meta.requests,
                });
                await put(stream, `\n],${rest.slice(1)}\n`);
            }
            stream.end();
            await (0,external_node_events_.once)(stream, 'finish');
            check();
        },
    };
}

// EXTERNAL MODULE: ./src/event.ts
var src_event = __webpack_require__(807);
// EXTERNAL MODULE: ./src/report-issue.ts
var report_issue = __webpack_require__(9911);
// EXTERNAL MODULE: ./src/lib/window.ts
var lib_window = __webpack_require__(6079);
// EXTERNAL MODULE: ./src/lib/text.ts
var lib_text = __webpack_require__(9112);
// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
// EXTERNAL MODULE: ./src/render/numbers.ts
var numbers = __webpack_require__(5714);
// EXTERNAL MODULE: ./src/ports/platform.ts
var platform = __webpack_require__(241);
;// CONCATENATED MODULE: ./src/flows/visitors/summary.ts
/**
 * The visitors report (job summary and report issue body): the window in words, totals, a Mermaid
 * pie of human vs AI, a bar chart and a table of the top pages, and the requests spent.
 */





/** `+12 (+8.1%)`, `−3 (−50.0%)`, `new`. */
function formatChange(current, previous) {
    if (previous === null)
        return 'new';
    const diff = current - previous;
    const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
    const pct = previous === 0 ? '' : ` (${sign}${Math.abs((diff / previous) * 100).toFixed(1)}%)`;
    return `${sign}${(0,numbers/* wholeNumber */.rD)(Math.abs(diff))}${pct}`;
}
/** A label that cannot break a Mermaid quoted string. */
function chartLabel(path) {
    return (0,lib_text/* shorten */.ml)(path.replace(/["\r\n\\`]/g, "'").replace(/[[\]{}]/g, ''), 32);
}
function renderVisitorsReport(result, now) {
    const lines = [];
    const cmp = result.comparison;
    lines.push('## 📊 Docs visitors', '');
    if (result.partial) {
        lines.push('> [!WARNING]', `> **Partial export.** ${(0,markdown/* escapeTableCell */.aL)(result.partialReason ?? 'The export did not reach the last page.')}`, `> ${(0,numbers/* wholeNumber */.rD)(result.rows)} rows were exported; the figures below cover only those pages.`, '');
    }
    lines.push(`**Window:** ${(0,lib_window/* describeWindow */.O2)(result.window)} (UTC; sent as \`dateFrom=${result.window.dateFrom}\`, \`dateTo=${result.window.dateTo}\`).`, '');
    const t = result.totals;
    if (t) {
        const head = cmp ? '| | Unique visitors | Previous window | Change |' : '| | Unique visitors |';
        lines.push(head, cmp ? '|---|---:|---:|---:|' : '|---|---:|');
        for (const [label, key] of [
            ['Human', 'human'],
            ['AI', 'ai'],
            ['Total', 'total'],
        ]) {
            const prev = cmp?.totals?.[key] ?? null;
            lines.push(cmp
                ? `| ${label} | ${(0,numbers/* wholeNumber */.rD)(t[key])} | ${prev === null ? '—' : (0,numbers/* wholeNumber */.rD)(prev)} | ${formatChange(t[key], prev)} |`
                : `| ${label} | ${(0,numbers/* wholeNumber */.rD)(t[key])} |`);
        }
        lines.push('', '_Total is deduplicated across human and AI traffic (someone counted as both is counted once), so it can be less than human + AI._', '', '```mermaid', 'pie showData title Unique visitors: human vs AI', `    "Human" : ${Math.max(0, Math.round(t.human))}`, `    "AI" : ${Math.max(0, Math.round(t.ai))}`, '```', '');
    }
    else {
        lines.push('No totals: the platform returned no page.', '');
    }
    if (result.top.length > 0) {
        lines.push(`### Top ${result.top.length} pages`, '', '```mermaid', 'xychart-beta', '    title "Unique visitors per page"', `    x-axis [${result.top.map((r) => `"${chartLabel(r.path)}"`).join(', ')}]`, '    y-axis "Visitors"', `    bar [${result.top.map((r) => Math.round(r.total)).join(', ')}]`, '```', '', cmp ? '| # | Page | Human | AI | Total | Change |' : '| # | Page | Human | AI | Total |', cmp ? '|---:|---|---:|---:|---:|---:|' : '|---:|---|---:|---:|---:|');
        result.top.forEach((row, i) => {
            const cells = [
                String(i + 1),
                (0,markdown/* codeSpan */.SS)(row.path, row.path.length),
                (0,numbers/* wholeNumber */.rD)(row.human),
                (0,numbers/* wholeNumber */.rD)(row.ai),
                (0,numbers/* wholeNumber */.rD)(row.total),
            ];
            if (cmp)
                cells.push(formatChange(row.total, cmp.previousTop[row.path] ?? null));
            lines.push(`| ${cells.join(' | ')} |`);
        });
        lines.push('');
    }
    else {
        lines.push('No page had visitors in this window.', '');
    }
    if (cmp) {
        const examples = (paths) => paths.length ? ` (e.g. ${paths.map((p) => (0,markdown/* codeSpan */.SS)(p, p.length)).join(', ')})` : '';
        lines.push(`**Compared with** ${(0,lib_window/* describeWindow */.O2)(cmp.window)}${cmp.partial ? ' (partial)' : ''}: ${(0,numbers/* wholeNumber */.rD)(result.rows)} pages now, ${(0,numbers/* wholeNumber */.rD)(cmp.rows)} then; ` +
            `${(0,numbers/* wholeNumber */.rD)(cmp.newPages)} new${examples(cmp.newExamples)}, ${(0,numbers/* wholeNumber */.rD)(cmp.gonePages)} gone${examples(cmp.goneExamples)}.`, '');
    }
    lines.push(`**Pages exported:** ${(0,numbers/* wholeNumber */.rD)(result.rows)}${result.duplicates.length ? ` (${(0,numbers/* wholeNumber */.rD)(result.duplicates.length)} served twice while data changed between pages, counted once)` : ''}.`, `**Requests spent:** ${result.requests} of the ${platform/* ANALYTICS_REQUESTS_PER_HOUR */.tI} analytics requests per organization per hour (shared by all analytics endpoints).`, '', `<sub>Generated ${now.toISOString().replace('T', ' ').slice(0, 16)} UTC by docs-agent-action.</sub>`);
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/flows/visitors/run.ts
/**
 * Visitors mode: window → every page → rows to the file as they arrive → summary, outputs and
 * the report issue. Every analytics request counts against 100 per organization per hour, so no
 * request is spent that is not needed, and each one is counted.
 */




/** The N largest rows by total (then path), kept in a small sorted array: memory O(N). */
class TopRows {
    rows = [];
    size;
    constructor(size) {
        this.size = size;
    }
    offer(row) {
        const last = this.rows.at(-1);
        if (this.rows.length >= this.size && last && !before(row, last))
            return;
        let at = this.rows.length;
        while (at > 0 && before(row, this.rows[at - 1]))
            at--;
        this.rows.splice(at, 0, row);
        if (this.rows.length > this.size)
            this.rows.pop();
    }
}
function before(a, b) {
    return a.total > b.total || (a.total === b.total && a.path < b.path);
}
/**
 * Pages through one window: `limit` = page size, `offset += page size` while `hasMore`, through
 * empty pages, at most `maxPages` requests. `seen` holds every path of the window: it is the only
 * way to notice a row served twice when offsets shift between pages.
 */
async function exportWindow(window, deps, onRow) {
    const { settings, platform, signal } = deps;
    const seen = new Set();
    const duplicates = [];
    let totals = null;
    let rows = 0;
    let pages = 0;
    let offset = 0;
    for (;;) {
        if (pages >= settings.maxPages) {
            return {
                totals,
                rows,
                pages,
                duplicates,
                partialReason: `stopped at \`max-pages\` (${settings.maxPages} requests) with more rows left`,
            };
        }
        let page;
        try {
            page = await platform.getVisitors({ dateFrom: window.dateFrom, dateTo: window.dateTo, limit: settings.pageSize, offset }, signal);
        }
        catch (error) {
            // Nothing exported yet: a plain failure (bad key, bad window) fails the step.
            if (pages === 0 || signal?.aborted)
                throw error;
            return {
                totals,
                rows,
                pages,
                duplicates,
                partialReason: `${(0,errors/* describeError */.Uc)(error)} — stopped after ${rows} rows (${pages} pages)`,
            };
        }
        pages++;
        totals = page.totals;
        for (const row of page.visitors) {
            if (seen.has(row.path)) {
                duplicates.push(row.path);
                continue;
            }
            seen.add(row.path);
            rows++;
            await onRow(row);
        }
        if (!page.hasMore)
            return { totals, rows, pages, duplicates, partialReason: null };
        offset += settings.pageSize;
    }
}
/** Runs visitors mode. Throws only when nothing could be exported at all. */
async function runVisitors(deps) {
    const { settings, platform, log } = deps;
    const window = settings.window;
    const startCount = platform.requestCount;
    // Opened before any request: a bad path must not cost any of the hourly analytics budget.
    const writer = settings.outputFile
        ? await deps.openRowWriter(settings.outputFile, settings.outputFormat)
        : null;
    // The previous window first: its per-path totals are needed while the current rows stream by.
    // path → [total, seen again in the current window]: the one structure that grows with the data,
    // needed to report change per page and pages gone.
    let previous = null;
    let previousExport = null;
    let previousWin = null;
    if (settings.compare) {
        previousWin = (0,lib_window/* previousWindow */.gz)(window);
        const map = new Map();
        previousExport = await exportWindow(previousWin, deps, (row) => {
            map.set(row.path, [row.total, false]);
        });
        previous = map;
        log.info(`Previous window ${previousWin.dateFrom} → ${previousWin.dateTo}: ${previousExport.rows} rows.`);
    }
    const top = new TopRows(settings.top);
    let newPages = 0;
    const newExamples = [];
    const current = await exportWindow(window, deps, async (row) => {
        await writer?.write(row);
        top.offer(row);
        const before = previous?.get(row.path);
        if (before)
            before[1] = true;
        else if (previous && ++newPages <= 5)
            newExamples.push(row.path);
    });
    const requests = platform.requestCount - startCount;
    const partialReasons = [
        current.partialReason,
        previousExport?.partialReason ? `previous window: ${previousExport.partialReason}` : null,
    ].filter((r) => r !== null);
    const partial = partialReasons.length > 0;
    const partialReason = partial ? partialReasons.join('; ') : null;
    await writer?.close({
        window,
        totals: current.totals,
        rows: current.rows,
        partial,
        partialReason,
        requests,
    });
    if (current.duplicates.length > 0) {
        log.warning(`${current.duplicates.length} path(s) came twice (the data changed between pages) and were counted once: ${current.duplicates.slice(0, 5).join(', ')}`);
    }
    const comparison = previous && previousWin && previousExport
        ? compareWindows(previous, previousWin, previousExport, top.rows, { newPages, newExamples })
        : null;
    const result = {
        window,
        totals: current.totals,
        rows: current.rows,
        requests,
        partial,
        partialReason,
        duplicates: current.duplicates,
        outputFile: settings.outputFile ?? null,
        comparison,
        top: top.rows,
        reportUrl: null,
        reportError: null,
        summaryMarkdown: '',
    };
    result.summaryMarkdown = renderVisitorsReport(result, deps.now);
    if (settings.reportIssue && deps.github) {
        await reportInIssue(result, settings.reportIssue, deps.github, log);
    }
    return result;
}
/** The previous window beside the current one: its totals, and pages new and gone. */
function compareWindows(previous, window, exported, top, found) {
    const previousTop = {};
    for (const row of top)
        previousTop[row.path] = previous.get(row.path)?.[0] ?? null;
    const gone = [...previous].filter(([, [, matched]]) => !matched).map(([path]) => path);
    return {
        window,
        totals: exported.totals,
        rows: exported.rows,
        partial: exported.partialReason !== null,
        newPages: found.newPages,
        gonePages: gone.length,
        newExamples: found.newExamples,
        goneExamples: gone.slice(0, 5),
        previousTop,
    };
}
/**
 * Puts the report in its issue. The export is done and written: a failing report issue must not
 * lose it, so the reason goes into the result, for main.ts to fail the step after it has set the
 * outputs and written the summary.
 */
async function reportInIssue(result, title, github, log) {
    try {
        const found = await (0,report_issue/* findReportIssue */.FR)(github, title);
        const { issue } = await (0,report_issue/* writeReportIssue */.Fy)(github, title, result.summaryMarkdown, found);
        result.reportUrl = issue.htmlUrl;
        log.info(`Report issue: ${result.reportUrl}`);
    }
    catch (error) {
        result.reportError = `could not update the report issue '${title}': ${(0,errors/* describeError */.Uc)(error)}`;
        const hint = (0,errors/* hintOf */.$z)(error);
        if (hint)
            result.reportError += ` (${hint})`;
        log.warning(result.reportError);
    }
}

;// CONCATENATED MODULE: ./src/flows/visitors/entry.ts
/** `mode: visitors`, wired: the row writer, the GitHub client when a report issue is asked for. */




// Loaded on demand (import()), which ts-unused-exports does not follow:
// ts-unused-exports:disable-next-line
async function run(mode) {
    const { settings, platform, log, signal } = mode;
    // The report issue is the only GitHub request of this mode.
    const github = settings.visitors.reportIssue ? mode.github((0,src_event/* readRunContext */.$p)(mode.env)) : null;
    const result = await runVisitors({
        settings: settings.visitors,
        platform,
        github,
        clock: clock/* systemClock */.m,
        log,
        signal,
        now: mode.now,
        openRowWriter: openRowWriter,
    });
    if (result.partial) {
        // Loud, not silent: a partial export is a warning annotation, and the outputs say so.
        log.warning(`The export is partial: ${result.partialReason ?? 'it did not reach the last page'}.`);
    }
    const totals = result.totals;
    return {
        outputs: {
            total: totals ? String(totals.total) : '',
            human: totals ? String(totals.human) : '',
            ai: totals ? String(totals.ai) : '',
            rows: String(result.rows),
            requests: String(result.requests),
            partial: String(result.partial),
            'output-file': result.outputFile ?? '',
            'date-from': result.window.dateFrom,
            'date-to': result.window.dateTo,
            'report-url': result.reportUrl ?? '',
        },
        summary: result.summaryMarkdown,
        failure: result.reportError,
    };
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
