export const id = 661;
export const ids = [661];
export const modules = {

/***/ 6397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AQ: () => (/* binding */ interruptedText),
/* harmony export */   Fg: () => (/* binding */ noJobForStatusText),
/* harmony export */   QH: () => (/* binding */ describeWho),
/* harmony export */   Qp: () => (/* binding */ unknownSendText),
/* harmony export */   TP: () => (/* binding */ lostCreationText),
/* harmony export */   bg: () => (/* binding */ NO_NEW_TEXT),
/* harmony export */   pr: () => (/* binding */ busyText),
/* harmony export */   qD: () => (/* binding */ unknownCreateText),
/* harmony export */   rC: () => (/* binding */ stayedBusyText),
/* harmony export */   yF: () => (/* binding */ noJobText)
/* harmony export */ });
/**
 * Why a run ended before its outcome: `cancelled` (the run saw the signal and wrote this itself),
 * or `stopped` (the runner ended the step; the post step writes it).
 */
function interruptedText(was, cause) {
    const lead = cause === 'cancelled'
        ? 'the run was cancelled'
        : 'the run was stopped before it finished (the runner ended the step)';
    if (was.creates && was.jobId === null) {
        return was.sent
            ? `${lead}, while a job was being created: a job may have been created, and a re-run will not create another.`
            : `${lead}, before a job was created.`;
    }
    if (!was.sent)
        return `${lead}, before the message was sent.`;
    const job = was.jobId === null ? 'the job' : `job \`${was.jobId}\``;
    const what = was.creates
        ? `The job was created (${job})`
        : `The message to ${job} was ${was.confirmed ? 'sent' : 'possibly sent'}`;
    return `${lead}. ${what}; the job may still be running.`;
}
function unknownCreateText(reason, command) {
    return (`outcome unknown: the platform's answer to the job creation was lost (${reason}). ` +
        'A job may have been created; it was not created again, and a re-run will not create one either. ' +
        "The platform has no list of jobs to find it by: look on the platform's dashboard, then name it " +
        `with \`${command} job=<id> …\`, or write \`${command} new …\` to start another.`);
}
function unknownSendText(jobId) {
    return (`outcome unknown: the platform's answer to the message was lost and job \`${jobId}\` was never seen taking it up. ` +
        'The message was not resent (it may have arrived). Check the job on the platform before sending it again.');
}
/** A resumed creation whose answer an earlier attempt lost: the job cannot be found again. */
function lostCreationText(command) {
    return ("an earlier attempt of this run started creating a job and lost the platform's answer, so a job may exist that no request can find (the platform has no list of jobs). " +
        "It was not created again. Look for it on the platform's dashboard and name it with " +
        `\`${command} job=<id> …\`, or write \`${command} new …\` to start another.`);
}
const NO_NEW_TEXT = 'this workflow does not create jobs (its `create-job` input is `never`), so `new` is not available here. Name an existing job with `job=<id>`.';
function noJobText(command) {
    return (`no agent job to send to. Name one in the command (\`${command} job=<id> …\`), ` +
        "set the action's `job-id` input, or reply on a pull request where this action already reported on a job.");
}
function noJobForStatusText(command) {
    return `no job is known here. Name one (\`${command} job=<id> status\`), or set the action's \`job-id\` input.`;
}
function busyText(jobId) {
    return `job \`${jobId}\` is busy (\`active\`) and \`if-busy\` is \`fail\`; the message was not sent.`;
}
function stayedBusyText(jobId) {
    return `job \`${jobId}\` stayed \`active\` for the whole timeout; the message was not sent.`;
}
/** Who passes the gate, in words, for the usage text. */
function describeWho(ms) {
    const people = `people with \`${ms.minPermission}\` permission${ms.minPermission === 'admin' ? '' : ' or more'} on this repository`;
    const extra = [...ms.allowedUsers, ...ms.allowedBots];
    return extra.length === 0 ? people : `${people}, and ${extra.map((l) => `\`${l}\``).join(', ')}`;
}


/***/ }),

/***/ 6661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   finishPending: () => (/* binding */ finishPending)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3218);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _event_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(807);
/* harmony import */ var _adapters_github_on_demand_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3733);
/* harmony import */ var _interface_state_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6094);
/* harmony import */ var _lib_redact_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(310);
/* harmony import */ var _render_status_comment_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1500);
/* harmony import */ var _flows_message_texts_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6397);
/* harmony import */ var _trigger_key_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8341);
/**
 * The post step. The main step saves the status comment's state (core.saveState) each time it
 * writes the comment and clears it once the comment shows a final outcome. When the runner killed
 * the main step (SIGKILL after a cancel, a crash, an OOM), the state is still there: this step
 * edits the comment to say the run was interrupted, so that no comment is left saying "working".
 */









/** The post step as the runner starts it. */
function runnerDeps() {
    return {
        pending: _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getState */ .Gu(_interface_state_js__WEBPACK_IMPORTED_MODULE_5__/* .PENDING_STATE */ .g),
        input: (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name),
        env: process.env,
        github: _adapters_github_on_demand_js__WEBPACK_IMPORTED_MODULE_6__/* .createGitHubClientOnDemand */ .T,
        log: { info: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(m), warning: (m) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(m) },
        setSecret: (secret) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setSecret */ .Pq(secret),
    };
}
/** Finishes the pending status comment, if any. Never fails the job: it only reports. */
async function finishPending(deps = runnerDeps()) {
    const raw = deps.pending;
    if (!raw)
        return;
    const token = deps.input('github-token').trim();
    const apiKey = deps.input('api-key').trim();
    const secrets = [token, apiKey].filter(Boolean);
    for (const secret of secrets)
        deps.setSecret(secret);
    try {
        const pending = JSON.parse(raw);
        const context = (0,_event_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunContext */ .$p)(deps.env);
        const github = deps.github({ token, apiUrl: context.apiUrl, repo: context.repo, secrets });
        const { view, marker } = pending;
        const was = {
            creates: marker.create === true,
            jobId: marker.jobId,
            sent: marker.sent,
            confirmed: marker.confirmed === true,
        };
        view.phase = 'final';
        view.outcome = 'cancelled';
        view.detail = (0,_flows_message_texts_js__WEBPACK_IMPORTED_MODULE_7__/* .interruptedText */ .AQ)(was, 'stopped');
        view.maybeSent = was.sent && !was.confirmed;
        view.elapsedMs = null;
        marker.outcome = 'cancelled';
        await github.updateComment(pending.commentId, (0,_render_status_comment_js__WEBPACK_IMPORTED_MODULE_3__/* .renderStatusComment */ .u)(view, marker));
        const target = (0,_trigger_key_js__WEBPACK_IMPORTED_MODULE_4__/* .reactionTargetOf */ .C1)(marker.trigger);
        const reaction = (0,_trigger_key_js__WEBPACK_IMPORTED_MODULE_4__/* .finalReactionOf */ .N0)('cancelled');
        if (target && reaction)
            await github.addReaction(target.id, reaction, target.on).catch(() => undefined);
        deps.log.info(`Marked status comment ${pending.commentId} as cancelled: the main step did not finish it.`);
    }
    catch (error) {
        deps.log.warning((0,_lib_redact_js__WEBPACK_IMPORTED_MODULE_8__/* .redact */ .E)(`Could not finish the status comment: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error)}`, secrets));
    }
}


/***/ })

};
