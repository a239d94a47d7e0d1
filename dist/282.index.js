export const id = 282;
export const ids = [282];
export const modules = {

/***/ 4282:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   csvField: () => (/* binding */ csvField),
/* harmony export */   openRowWriter: () => (/* binding */ openRowWriter)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8474);
/* harmony import */ var node_events__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_events__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
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
        await (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(stream, 'drain');
}
/** Opens `path` for `format` (`csv`, `ndjson` or `json`). */
async function openRowWriter(path, format) {
    const stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createWriteStream)(path, { encoding: 'utf8' });
    let failure = null;
    stream.on('error', (error) => (failure = error));
    try {
        await (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(stream, 'open');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ActionError */ .lZ(`input 'output-file' names a file that cannot be written ('${path}'): ${error.message}`, { hint: 'use a path inside the workspace, e.g. `visitors.csv`; its folder must exist' });
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
            await (0,node_events__WEBPACK_IMPORTED_MODULE_1__.once)(stream, 'finish');
            check();
        },
    };
}


/***/ })

};
