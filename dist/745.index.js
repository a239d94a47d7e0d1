export const id = 745;
export const ids = [745];
export const modules = {

/***/ 745:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderReconcileSummary: () => (/* binding */ renderReconcileSummary)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2495);

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
        lines.push('', `> [!CAUTION]`, `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTableCell */ .aL)(report.failed)}`);
    if (report.stoppedEarly)
        lines.push('', `> [!NOTE]`, `> Stopped early: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTableCell */ .aL)(report.stoppedEarly)}.`);
    if (report.errors.length > 0) {
        lines.push('', '### Errors', '');
        for (const error of report.errors.slice(0, MAX_ROWS))
            lines.push(`- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTableCell */ .aL)(error)}`);
    }
    if (report.comments.length > 0) {
        lines.push('', '### Comments', '', '| Comment | Job | Result | Status or error |', '|---|---|---|---|');
        for (const c of report.comments.slice(0, MAX_ROWS)) {
            const url = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .safeHttpsUrl */ .Wb)(c.url);
            const link = url ? `[${c.commentId}](${url})` : String(c.commentId);
            lines.push(`| ${link} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(c.jobId)} | ${RESULT_TEXT[c.result]} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeTableCell */ .aL)(c.detail)} |`);
        }
        if (report.comments.length > MAX_ROWS)
            lines.push('', `… and ${report.comments.length - MAX_ROWS} more.`);
    }
    return lines.join('\n') + '\n';
}


/***/ })

};
