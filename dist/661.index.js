export const id = 661;
export const ids = [661];
export const modules = {

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


/***/ })

};
