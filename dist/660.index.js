export const id = 660;
export const ids = [660];
export const modules = {

/***/ 7660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// UNUSED EXPORTS: createLogger, inertLogText

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 21 modules
var core = __webpack_require__(3426);
// EXTERNAL MODULE: ./src/clock.ts
var src_clock = __webpack_require__(9373);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/event.ts
var src_event = __webpack_require__(807);
// EXTERNAL MODULE: ./src/github/marker.ts
var github_marker = __webpack_require__(4329);
// EXTERNAL MODULE: ./src/types.ts
var types = __webpack_require__(6141);
;// CONCATENATED MODULE: ./src/settings.ts
/**
 * Every input of the action, parsed and validated into one typed `Settings` object before any
 * request is made. Only this module knows input names; an error names the input, what it accepts
 * and what it got.
 */


/**
 * Defaults of the inputs that have one, as `action.yml` must declare them. `fail-on` is special:
 * an explicitly empty value means "never fail", so its default can only come from `action.yml`
 * (an absent input and an empty one look the same through `core.getInput`).
 */
const INPUT_DEFAULTS = {
    mode: 'message',
    'base-url': 'https://api.mintlify.com',
    command: '/docs-agent',
    'min-permission': 'write',
    wait: 'true',
    timeout: '30m',
    'poll-interval': '10s',
    'if-busy': 'wait',
    'fail-on': 'failed,timed-out,error',
    'page-size': '250',
    'max-pages': '100',
    compare: 'false',
    top: '10',
};
/** Characters of a job id (`job-id` input and `job=<id>` in a command). */
const JOB_ID_PATTERN = /^[A-Za-z0-9_.-]{1,200}$/;
/** Longest prompt accepted, from the `prompt` input or a comment. */
const MAX_PROMPT_LENGTH = 20_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;
// Control characters never belong in a single-line input; a pasted newline is a common mistake.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * Parses and validates every input that matters for the chosen mode. Inputs of the other mode are
 * not read; their settings hold the defaults.
 *
 * @param getInput returns an input's value, '' when absent (as `core.getInput` does).
 * @param now the moment the run started; date windows are computed from it in UTC.
 * @throws InputError for the first invalid input.
 */
function parseSettings(getInput, now) {
    const read = (name) => (getInput(name) ?? '').trim();
    const warnings = [];
    const apiKey = parseApiKey(read('api-key'), warnings);
    const projectId = parseProjectId(read('project-id'));
    const mode = parseChoice('mode', read('mode'), ['message', 'visitors'], 'message');
    const baseUrl = parseBaseUrl(read('base-url'));
    const githubToken = read('github-token');
    const common = { apiKey, projectId, mode, baseUrl, githubToken };
    if (mode === 'message') {
        return {
            ...common,
            message: parseMessageSettings(read),
            visitors: defaultVisitorsSettings(now),
            warnings,
        };
    }
    return {
        ...common,
        message: defaultMessageSettings(),
        visitors: parseVisitorsSettings(read, now),
        warnings,
    };
}
function parseApiKey(key, warnings) {
    // The key itself never appears in a message: every `got` here is a description of it.
    if (key === '') {
        throw new errors/* InputError */.dz('api-key', 'is required: the admin API key of the platform', '');
    }
    if (/\s/.test(key) || CONTROL.test(key)) {
        throw new errors/* InputError */.dz('api-key', 'must not contain white space or control characters (check the secret for a pasted newline)', 'a value with white space, hidden');
    }
    if (key.startsWith('mint_dsc_')) {
        warnings.push("input 'api-key' looks like an assistant API key (it starts with 'mint_dsc_'); this action " +
            "needs an admin API key (it starts with 'mint_'), so the platform will likely refuse it");
    }
    else if (key.startsWith('mint_us_')) {
        warnings.push("input 'api-key' looks like an index API key (it starts with 'mint_us_'); this action " +
            "needs an admin API key (it starts with 'mint_'), so the platform will likely refuse it");
    }
    else if (!key.startsWith('mint_')) {
        warnings.push("input 'api-key' does not start with 'mint_' as admin API keys do; check that it is the " +
            'admin key from the API keys page of the dashboard');
    }
    return key;
}
function parseProjectId(id) {
    if (id === '')
        throw new errors/* InputError */.dz('project-id', 'is required: the project identifier', '');
    // The id becomes a URL path segment: anything that could change the path is refused.
    if (/[\s/\\?#%]/.test(id) || CONTROL.test(id) || id === '.' || id === '..') {
        throw new errors/* InputError */.dz('project-id', "must be a project identifier without slashes, white space, '?', '#' or '%'", id);
    }
    return id;
}
function parseBaseUrl(text) {
    const value = text === '' ? INPUT_DEFAULTS['base-url'] : text;
    const accepts = 'must be an https:// URL (http:// only for a loopback host) without query or fragment';
    let url;
    try {
        url = new URL(value);
    }
    catch {
        throw new errors/* InputError */.dz('base-url', accepts, value);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new errors/* InputError */.dz('base-url', accepts, value);
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
        throw new errors/* InputError */.dz('base-url', 'must use https://; http:// is allowed only for 127.0.0.0/8, localhost or [::1]', value);
    }
    // A bare '?' or '#' leaves search/hash empty, so look at the text too.
    if (url.search !== '' || url.hash !== '' || /[?#]/.test(value)) {
        throw new errors/* InputError */.dz('base-url', accepts, value);
    }
    if (url.username !== '' || url.password !== '') {
        throw new errors/* InputError */.dz('base-url', 'must not carry credentials', url.host);
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
/**
 * True for a loopback host as `URL.hostname` spells it: `localhost`, 127.0.0.0/8 in dotted
 * decimal, or `[::1]` (brackets optional).
 */
function isLoopbackHost(host) {
    const h = host.toLowerCase();
    if (h === 'localhost' || h === '[::1]' || h === '::1')
        return true;
    const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
    if (!octets)
        return false;
    const parts = octets.slice(1).map(Number);
    return parts[0] === 127 && parts.every((p) => p <= 255);
}
function parseMessageSettings(read) {
    const jobIdText = read('job-id');
    if (jobIdText !== '' && !JOB_ID_PATTERN.test(jobIdText)) {
        throw new errors/* InputError */.dz('job-id', 'must be 1 to 200 characters of letters, digits, _ . or -', jobIdText);
    }
    const promptText = read('prompt');
    if (promptText.length > MAX_PROMPT_LENGTH) {
        throw new errors/* InputError */.dz('prompt', `must be at most ${MAX_PROMPT_LENGTH} characters long`, `${promptText.length} characters`);
    }
    const command = parseCommandName(read('command'));
    const minPermission = parseChoice('min-permission', read('min-permission'), types/* PERMISSIONS */.Jj, 'write');
    const allowedUsers = parseLogins('allowed-users', read('allowed-users'), false);
    const allowedBots = parseLogins('allowed-bots', read('allowed-bots'), true);
    const wait = parseBoolean('wait', read('wait'), true);
    const timeoutMs = parseDurationInput('timeout', read('timeout'), INPUT_DEFAULTS.timeout, {
        min: SECOND,
        max: 6 * HOUR,
        range: '1s to 6h',
    });
    const pollIntervalMs = parseDurationInput('poll-interval', read('poll-interval'), INPUT_DEFAULTS['poll-interval'], { min: SECOND, max: 10 * MINUTE, range: '1s to 10m' });
    if (pollIntervalMs > timeoutMs) {
        throw new errors/* InputError */.dz('poll-interval', `must not be longer than 'timeout' (${formatDuration(timeoutMs)})`, read('poll-interval') || INPUT_DEFAULTS['poll-interval']);
    }
    const ifBusy = parseChoice('if-busy', read('if-busy'), ['wait', 'send', 'fail'], 'wait');
    const failOn = parseFailOn(read('fail-on'));
    const issueNumber = parseOptionalInteger('issue-number', read('issue-number'));
    return {
        jobId: jobIdText === '' ? undefined : jobIdText,
        prompt: promptText === '' ? undefined : promptText,
        command,
        minPermission,
        allowedUsers,
        allowedBots,
        wait,
        timeoutMs,
        pollIntervalMs,
        ifBusy,
        failOn,
        issueNumber,
    };
}
function parseCommandName(text) {
    const value = text === '' ? INPUT_DEFAULTS.command : text;
    if (!/^\/\S+$/.test(value) || CONTROL.test(value)) {
        throw new errors/* InputError */.dz('command', "must be '/' followed by a name without white space, such as /docs-agent", value);
    }
    return value;
}
// GitHub logins: letters, digits and hyphens, not starting with a hyphen, at most 39 characters.
// Hyphen rules are kept loose on purpose: some old accounts break the newer ones.
const USER_LOGIN = /^[a-z0-9][a-z0-9-]{0,38}$/;
// Bot logins are an app slug with `[bot]` appended.
const BOT_LOGIN = /^[a-z0-9][a-z0-9_-]{0,99}\[bot\]$/;
function parseLogins(input, text, bots) {
    const logins = new Set();
    for (const raw of text.split(/[,\n]/)) {
        const login = raw.trim().toLowerCase();
        if (login === '')
            continue;
        if (bots && !BOT_LOGIN.test(login)) {
            throw new errors/* InputError */.dz(input, 'must list bot logins ending in [bot], such as renovate[bot], separated by commas or newlines', raw.trim());
        }
        if (!bots && !USER_LOGIN.test(login)) {
            const accepts = login.endsWith('[bot]')
                ? "must list user logins; put bots such as this one in 'allowed-bots'"
                : 'must list GitHub logins (letters, digits and hyphens) separated by commas or newlines';
            throw new errors/* InputError */.dz(input, accepts, raw.trim());
        }
        logins.add(login);
    }
    return [...logins];
}
function parseFailOn(text) {
    // Empty means "never fail" (interface spec); the default is supplied by action.yml.
    if (text === '' || text.toLowerCase() === 'none')
        return [];
    const outcomes = new Set();
    for (const raw of text.split(/[,\n]/)) {
        const name = raw.trim().toLowerCase();
        if (name === '')
            continue;
        const outcome = types/* OUTCOMES */.im.find((o) => o === name);
        if (outcome === undefined) {
            throw new errors/* InputError */.dz('fail-on', `must be a comma-separated list of outcomes from ${types/* OUTCOMES */.im.join(', ')}, or empty`, raw.trim());
        }
        outcomes.add(outcome);
    }
    return [...outcomes];
}
function parseVisitorsSettings(read, now) {
    const window = parseWindow(read('date-from'), read('date-to'), read('period'), now);
    const pageSize = parseIntegerInput('page-size', read('page-size'), 250, 1, 250);
    const maxPages = parseIntegerInput('max-pages', read('max-pages'), 100, 1, 1000);
    const compare = parseBoolean('compare', read('compare'), false);
    const outputFileText = read('output-file');
    if (CONTROL.test(outputFileText)) {
        throw new errors/* InputError */.dz('output-file', 'must be a file path without control characters', outputFileText);
    }
    const outputFile = outputFileText === '' ? undefined : outputFileText;
    const formatText = read('output-format').toLowerCase();
    const outputFormat = formatText === ''
        ? formatFromExtension(outputFile)
        : formatText === 'jsonl'
            ? 'ndjson'
            : parseChoice('output-format', formatText, ['json', 'csv', 'ndjson'], 'json');
    const top = parseIntegerInput('top', read('top'), 10, 1, 100);
    const reportText = read('report-issue');
    if (reportText.length > 256 || CONTROL.test(reportText)) {
        throw new errors/* InputError */.dz('report-issue', 'must be an issue title of at most 256 characters on one line', reportText);
    }
    return {
        window,
        pageSize,
        maxPages,
        compare,
        outputFile,
        outputFormat,
        top,
        reportIssue: reportText === '' ? undefined : reportText,
    };
}
function formatFromExtension(file) {
    const name = (file ?? '').toLowerCase();
    if (name.endsWith('.csv'))
        return 'csv';
    if (name.endsWith('.ndjson') || name.endsWith('.jsonl'))
        return 'ndjson';
    return 'json';
}
const DATE_FORMS = 'must be a date YYYY-MM-DD or an ISO 8601 date-time with Z or an offset';
function parseWindow(fromText, toText, periodText, now) {
    if (periodText !== '' && (fromText !== '' || toText !== '')) {
        throw new errors/* InputError */.dz('period', "must not be given together with 'date-from' or 'date-to'; use either the dates or a period", periodText);
    }
    if (fromText === '' && toText === '') {
        return periodWindow(periodText === '' ? '30d' : periodText, now);
    }
    if (fromText === '') {
        throw new errors/* InputError */.dz('date-from', "is required when 'date-to' is given (or use 'period' without dates)", '');
    }
    const from = parseInstant('date-from', fromText);
    const dateTo = toText === '' ? isoDay(startOfUtcDay(now)) : toText;
    const to = parseInstant('date-to', dateTo);
    if (from >= to) {
        throw new errors/* InputError */.dz('date-from', `must be before 'date-to' (${dateTo}${toText === '' ? ', today: the default' : ''})`, fromText);
    }
    return { dateFrom: fromText, dateTo, source: { kind: 'dates' } };
}
/** The instant a date input stands for (a bare date is UTC midnight), or an InputError. */
function parseInstant(input, text) {
    const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (date) {
        const ms = calendarDay(Number(date[1]), Number(date[2]), Number(date[3]));
        if (ms === undefined)
            throw new errors/* InputError */.dz(input, `${DATE_FORMS} (a real calendar date)`, text);
        return ms;
    }
    const dt = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))$/.exec(text);
    if (!dt)
        throw new errors/* InputError */.dz(input, DATE_FORMS, text);
    const day = calendarDay(Number(dt[1]), Number(dt[2]), Number(dt[3]));
    const [hour, minute, second] = [Number(dt[4]), Number(dt[5]), Number(dt[6] ?? '0')];
    const offsetOk = dt[7] === 'Z' || (Number(dt[8]) <= 23 && Number(dt[9]) <= 59);
    if (day === undefined || hour > 23 || minute > 59 || second > 59 || !offsetOk) {
        throw new errors/* InputError */.dz(input, `${DATE_FORMS} (a real calendar date and time)`, text);
    }
    return Date.parse(text);
}
/** UTC midnight of a calendar day, or undefined when the day does not exist (2026-02-30). */
function calendarDay(year, month, day) {
    const ms = Date.UTC(year, month - 1, day);
    const d = new Date(ms);
    // Date.UTC maps 0–99 to 1900–1999, so compare the year too.
    if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
        return undefined;
    }
    return ms;
}
const PERIOD_FORMS = 'must be Nd (1 to 366 days), Nw (1 to 52 weeks), last-week or last-month, such as 30d';
function periodWindow(text, now) {
    const period = text.toLowerCase();
    const today = startOfUtcDay(now);
    const source = { kind: 'period', period };
    if (period === 'last-week') {
        // getUTCDay: 0 is Sunday; days since Monday are (day + 6) % 7.
        const thisMonday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
        return { dateFrom: isoDay(thisMonday - 7 * DAY_MS), dateTo: isoDay(thisMonday), source };
    }
    if (period === 'last-month') {
        const d = new Date(today);
        const thisFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
        const previousFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
        return { dateFrom: isoDay(previousFirst), dateTo: isoDay(thisFirst), source };
    }
    const match = /^(\d{1,3})([dw])$/.exec(period);
    if (!match)
        throw new errors/* InputError */.dz('period', PERIOD_FORMS, text);
    const count = Number(match[1]);
    const max = match[2] === 'd' ? 366 : 52;
    if (count < 1 || count > max)
        throw new errors/* InputError */.dz('period', PERIOD_FORMS, text);
    const days = match[2] === 'd' ? count : count * 7;
    return {
        dateFrom: isoDay(today - days * DAY_MS),
        dateTo: isoDay(today),
        source: { kind: 'period', period: `${count}${match[2]}` },
    };
}
function startOfUtcDay(now) {
    return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}
function isoDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
/**
 * Parses a duration: plain seconds (`600`) or hours, minutes and seconds in that order (`90s`,
 * `15m`, `1h`, `1h30m`, `1h0m5s`), case-insensitive. Returns milliseconds, or undefined when the
 * text is not a duration. Range checks are the caller's.
 */
function parseDuration(text) {
    const value = text.trim().toLowerCase();
    if (/^\d{1,9}$/.test(value))
        return Number(value) * SECOND;
    const match = /^(?:(\d{1,9})h)?(?:(\d{1,9})m)?(?:(\d{1,9})s)?$/.exec(value);
    if (!match || value === '')
        return undefined;
    const [h, m, s] = [match[1], match[2], match[3]].map((part) => Number(part ?? '0'));
    return (h ?? 0) * HOUR + (m ?? 0) * MINUTE + (s ?? 0) * SECOND;
}
function formatDuration(ms) {
    const total = Math.round(ms / SECOND);
    const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
    const text = `${h ? `${h}h` : ''}${m ? `${m}m` : ''}${s ? `${s}s` : ''}`;
    return text || '0s';
}
function parseDurationInput(input, text, fallback, bounds) {
    const value = text === '' ? fallback : text;
    const ms = parseDuration(value);
    if (ms === undefined || ms < bounds.min || ms > bounds.max) {
        throw new errors/* InputError */.dz(input, `must be a duration from ${bounds.range}, such as 90s, 15m, 1h30m or plain seconds (600)`, value);
    }
    return ms;
}
function parseChoice(input, text, choices, fallback) {
    if (text === '')
        return fallback;
    const value = text.toLowerCase();
    const choice = choices.find((c) => c === value);
    if (choice === undefined)
        throw new errors/* InputError */.dz(input, `must be one of ${choices.join(', ')}`, text);
    return choice;
}
function parseBoolean(input, text, fallback) {
    if (text === '')
        return fallback;
    const value = text.toLowerCase();
    if (value === 'true' || value === 'yes' || value === '1')
        return true;
    if (value === 'false' || value === 'no' || value === '0')
        return false;
    throw new errors/* InputError */.dz(input, 'must be true or false (yes/no and 1/0 are accepted too)', text);
}
function parseIntegerInput(input, text, fallback, min, max) {
    if (text === '')
        return fallback;
    const value = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(value >= min && value <= max)) {
        throw new errors/* InputError */.dz(input, `must be an integer from ${min} to ${max}`, text);
    }
    return value;
}
function parseOptionalInteger(input, text) {
    if (text === '')
        return undefined;
    const value = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
    if (!(value >= 1 && Number.isSafeInteger(value))) {
        throw new errors/* InputError */.dz(input, 'must be a positive integer (an issue or pull request number)', text);
    }
    return value;
}
/** Message settings when the mode is `visitors` (inputs not read). */
function defaultMessageSettings() {
    return {
        jobId: undefined,
        prompt: undefined,
        command: INPUT_DEFAULTS.command,
        minPermission: 'write',
        allowedUsers: [],
        allowedBots: [],
        wait: true,
        timeoutMs: 30 * MINUTE,
        pollIntervalMs: 10 * SECOND,
        ifBusy: 'wait',
        failOn: ['failed', 'timed-out', 'error'],
        issueNumber: undefined,
    };
}
/** Visitors settings when the mode is `message` (inputs not read). */
function defaultVisitorsSettings(now) {
    return {
        window: periodWindow('30d', now),
        pageSize: 250,
        maxPages: 100,
        compare: false,
        outputFile: undefined,
        outputFormat: 'json',
        top: 10,
        reportIssue: undefined,
    };
}

;// CONCATENATED MODULE: ./src/command.ts
/**
 * Pure parsing of a comment body into a command for this action. A comment is untrusted text:
 * look-alike characters never make a command, and the prompt is cleaned of invisible characters.
 */


// Zero-width and bidi controls: they can hide or reorder text on screen.
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
// C0/C1 controls except tab and newline (CR is normalised away before this applies).
// eslint-disable-next-line no-control-regex
const command_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
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
        if (!JOB_ID_PATTERN.test(id)) {
            return {
                kind: 'invalid',
                reason: `\`job=\` must be followed by a job id of 1 to 200 letters, digits, \`_\`, \`.\` or \`-\` (got \`${sample(id)}\`)`,
            };
        }
        jobId = id;
        promptText = args.slice(token.length);
    }
    const prompt = promptText.replace(command_CONTROL, '').replace(INVISIBLE, '').trim();
    if (prompt === '') {
        return {
            kind: 'invalid',
            reason: `the command has no instruction: write it after the command, e.g. \`${command} Fix the typo in quickstart.mdx\``,
        };
    }
    if (prompt.length > MAX_PROMPT_LENGTH) {
        return {
            kind: 'invalid',
            reason: `the instruction is ${prompt.length} characters long; the limit is ${MAX_PROMPT_LENGTH}`,
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
    const clean = text.replace(command_CONTROL, '').replace(INVISIBLE, '').replaceAll('`', "'");
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

;// CONCATENATED MODULE: ./src/github/gate.ts
/**
 * Who may trigger a command. Only the collaborator-permission API decides, plus the explicit
 * allow-lists: `author_association` is never used (it says nothing reliable about write access,
 * and is absent for some events), bots need an exact listing, and a failed look-up refuses.
 */


/** A bot by its account type, or by the `[bot]` suffix only GitHub Apps can have. */
function isBot(login, userType) {
    return userType.toLowerCase() === 'bot' || /\[bot\]$/i.test(login);
}
const listed = (list, login) => list.some((entry) => entry.trim().toLowerCase() === login.toLowerCase());
/**
 * Decides whether `login` may run the command. Never throws: an error while looking up the
 * permission refuses (fails closed), and the reason says why.
 */
async function authorize(input, github) {
    const login = input.login.trim();
    if (!login) {
        return {
            allowed: false,
            reason: "The commenter's login is unknown, so the command was refused.",
        };
    }
    const who = `@${login}`;
    if (isBot(login, input.userType)) {
        // An app's permission says what its installation may do, not who asked it to comment: a bot
        // could relay anyone's text. So bots pass only by name, whatever permission they hold.
        return listed(input.allowedBots, login)
            ? { allowed: true, reason: `${who} is listed in \`allowed-bots\`.` }
            : {
                allowed: false,
                reason: `${who} is a bot account; bots may run this command only when their exact login is listed in \`allowed-bots\`.`,
            };
    }
    if (listed(input.allowedUsers, login)) {
        return { allowed: true, reason: `${who} is listed in \`allowed-users\`.` };
    }
    let permission;
    try {
        permission = await github.getPermission(login);
    }
    catch (error) {
        const why = (0,errors/* describeError */.Uc)(error)
            .trim()
            .replace(/[^.!?]$/, '$&.');
        const hint = error instanceof errors/* ActionError */.lZ && error.hint ? ` To fix it: ${error.hint}.` : '';
        return {
            allowed: false,
            reason: `The repository permission of ${who} could not be checked, so the command was refused; the look-up failed: ${why}${hint}`,
        };
    }
    const needed = types/* PERMISSIONS */.Jj.indexOf(input.minPermission);
    const has = types/* PERMISSIONS */.Jj.indexOf(permission);
    const needs = `this command needs \`${input.minPermission}\` or higher`;
    // An unknown level on either side refuses rather than compares.
    if (needed >= 0 && has >= needed) {
        return { allowed: true, reason: `${who} has \`${permission}\` permission; ${needs}.` };
    }
    return {
        allowed: false,
        reason: has < 0
            ? `${who} has no permission on this repository; ${needs}.`
            : `${who} has \`${permission}\` permission; ${needs}.`,
    };
}

// EXTERNAL MODULE: ./src/github/errors.ts
var github_errors = __webpack_require__(3116);
;// CONCATENATED MODULE: ./src/github/status-comment.ts
/**
 * The one status comment of a command, found again by its hidden marker. Exactly one remains even
 * when a create's answer is lost (look it up before creating again; duplicates collapse, the
 * oldest wins), a comment deleted mid-run is put back, and markers in comments by anyone but this
 * action are ignored (anyone can paste a marker into a comment to steer a re-run).
 */


/** GitHub's limit on a comment body. */
const MAX_COMMENT_CHARS = 65_536;
const SHORTENED_NOTE = '\n\n… (shortened: GitHub limits comments to 65,536 characters)';
/** Creates tried in all when each may or may not have been applied and none is found after. */
const MAX_CREATE_ATTEMPTS = 2;
/**
 * Shortens a body to GitHub's limit with a note saying so. The marker is kept whole (and first):
 * without it a re-run could not find the comment, and might send the message again.
 */
function fitCommentBody(body, max = MAX_COMMENT_CHARS) {
    if (body.length <= max)
        return body;
    const span = markerSpan(body);
    const marker = span ? body.slice(span.start, span.end) : '';
    const rest = span ? body.slice(0, span.start) + body.slice(span.end) : body;
    // Room for a closing fence too, should the cut fall inside a code block.
    const room = Math.max(0, max - marker.length - SHORTENED_NOTE.length - 4);
    let kept = rest.slice(0, room);
    // Never leave half of a surrogate pair.
    if (/[\uD800-\uDBFF]$/.test(kept))
        kept = kept.slice(0, -1);
    if ((kept.match(/^ {0,3}(```|~~~)/gm) ?? []).length % 2 === 1)
        kept += '\n```';
    return `${marker}${kept}${SHORTENED_NOTE}`;
}
/** Where the first valid marker of a body is (an HTML comment that `readMarker` accepts). */
function markerSpan(body) {
    for (const match of body.matchAll(/<!--[\s\S]*?-->/g)) {
        if ((0,github_marker/* readMarker */.t7)(match[0]) !== null)
            return { start: match.index, end: match.index + match[0].length };
    }
    return null;
}
/**
 * A store for the status comment(s) of one issue or pull request. `selfLogin` is the login the
 * token writes as, when known (a PAT); otherwise comments by any bot account are trusted (the
 * workflow token writes as `github-actions[bot]`, an app token as its app's bot).
 */
function createStatusCommentStore(github, issueNumber, options = {}) {
    const max = options.maxBodyChars ?? MAX_COMMENT_CHARS;
    const self = options.selfLogin?.toLowerCase() || null;
    /** Per trigger: its comment and the body last written or read. */
    const known = new Map();
    /** Triggers already looked up, so that a write after `find` lists nothing again. */
    const lookedUp = new Set();
    let current = null;
    let edits = 0;
    const trusted = (comment) => self ? comment.userLogin.toLowerCase() === self : comment.userType === 'Bot';
    /** Trusted status comments, oldest first. */
    async function ours() {
        const found = [];
        for (const comment of await github.listComments(issueNumber)) {
            if (!trusted(comment))
                continue;
            const marker = (0,github_marker/* readMarker */.t7)(comment.body);
            if (marker?.kind === 'status')
                found.push({ comment, marker });
        }
        // Ids grow with time on GitHub; a list is oldest first already, but order must not rest on it.
        return found.sort((a, b) => a.comment.id - b.comment.id);
    }
    function remember(trigger, comment, body) {
        known.set(trigger, { comment, body });
        current = comment;
        return comment;
    }
    async function find(trigger) {
        const [oldest, ...extra] = (await ours()).filter((m) => m.marker.trigger === trigger);
        lookedUp.add(trigger);
        for (const duplicate of extra) {
            // Best effort: a duplicate left behind is untidy, not wrong (the oldest is the one used).
            await github.deleteComment(duplicate.comment.id).catch(() => undefined);
        }
        if (!oldest) {
            known.delete(trigger);
            return null;
        }
        remember(trigger, oldest.comment, oldest.comment.body);
        return oldest;
    }
    /** Creates the comment; after a failure that may have applied, looks before creating again. */
    async function create(trigger, body) {
        for (let attempt = 1;; attempt++) {
            try {
                const created = await github.createComment(issueNumber, body);
                edits++;
                return remember(trigger, created, body);
            }
            catch (error) {
                if (!mayHaveApplied(error))
                    throw error;
                let found;
                try {
                    found = await find(trigger);
                }
                catch {
                    // Unknown whether it exists: make the next write look again instead of creating blindly.
                    lookedUp.delete(trigger);
                    throw error;
                }
                if (found) {
                    edits++;
                    // What was found is normally what was sent; if not (another run's), bring it up to date.
                    return found.comment.body === body ? found.comment : update(trigger, found.comment, body);
                }
                if (attempt >= MAX_CREATE_ATTEMPTS)
                    throw error;
            }
        }
    }
    async function update(trigger, comment, body) {
        const updated = await github.updateComment(comment.id, body);
        edits++;
        return remember(trigger, updated, body);
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
            // A write without a find first must not create a second comment beside an existing one.
            if (!known.has(trigger) && !lookedUp.has(trigger))
                await find(trigger);
            const entry = known.get(trigger);
            if (entry) {
                if (entry.body === body) {
                    current = entry.comment;
                    return entry.comment;
                }
                try {
                    return await update(trigger, entry.comment, body);
                }
                catch (error) {
                    // Deleted mid-run: put it back, so that the run still ends in one visible outcome.
                    if (!(error instanceof github_errors/* GitHubError */.y_ && error.status === 404))
                        throw error;
                    known.delete(trigger);
                }
            }
            return create(trigger, body);
        },
    };
}
/**
 * Whether a failed create may have been applied: no answer (lost, cut, timed out) or a 5xx. A 4xx
 * (refused, rate-limited, invalid) was not. An error of unknown kind is treated as a maybe.
 */
function mayHaveApplied(error) {
    if (!(error instanceof github_errors/* GitHubError */.y_))
        return true;
    return error.status === null || error.status >= 500;
}

;// CONCATENATED MODULE: ./src/platform/errors.ts
/**
 * Typed errors of the platform client. Each says what went wrong in the user's terms and, in
 * `hint`, what to do about it. Their texts are built already redacted by the client.
 */

const API_KEYS_PAGE = 'https://app.mintlify.com/settings/organization/api-keys';
/** Any failure of a platform call. `status` is the HTTP status, or null when none arrived. */
class PlatformError extends errors/* ActionError */.lZ {
    status;
    constructor(message, status, options) {
        super(message, options);
        this.status = status;
    }
}
/** 401: the key is missing, invalid or expired. */
class AuthError extends PlatformError {
    constructor(message, options) {
        super(message, 401, {
            ...options,
            hint: `Admin API keys expire after 7–90 days: create a new one on the API keys page ` +
                `(${API_KEYS_PAGE}) and update the secret given as 'api-key'.`,
        });
    }
}
/** 403: the key lacks the scope, or is restricted to IP ranges the runner is not in. */
class ForbiddenError extends PlatformError {
    constructor(message, options) {
        super(message, 403, {
            ...options,
            hint: `Give the key the scope it needs (read for GET, write for the rest) on the API keys page ` +
                `(${API_KEYS_PAGE}), or lift its IP restriction: hosted runners use changing addresses ` +
                `(use a self-hosted runner with a fixed address otherwise).`,
        });
    }
}
/** 404: the job or the project does not exist (for this key). */
class NotFoundError extends PlatformError {
    /** What was not found, as far as the answer tells. */
    resource;
    constructor(message, resource, options) {
        super(message, 404, {
            ...options,
            hint: resource === 'job'
                ? `Check the job id ('job=<id>' in the command or the 'job-id' input) and 'project-id'.`
                : `Check 'project-id': copy it from the API keys page (${API_KEYS_PAGE}).`,
        });
        this.resource = resource;
    }
}
/** 400: the platform refused the request; the message carries the platform's own text. */
class BadRequestError extends PlatformError {
    /** The platform's explanation, shortened and redacted. */
    platformText;
    constructor(message, platformText, options) {
        super(message, 400, options);
        this.platformText = platformText;
    }
}
/** 429, after the retries allowed, or with a wait longer than we accept. */
class RateLimitedError extends PlatformError {
    /** The wait the platform asked for (Retry-After / X-RateLimit-Reset), when it said. */
    retryAfterMs;
    constructor(message, retryAfterMs, options) {
        super(message, 429, options);
        this.retryAfterMs = retryAfterMs;
    }
}
/** 5xx (or 408) after the retries allowed. */
class ServerError extends PlatformError {
    constructor(message, status, options) {
        super(message, status, options);
    }
}
/** No answer arrived (connection refused or cut, DNS failure, deadline), after the retries allowed. */
class NetworkError extends PlatformError {
    /** The transport's error code, e.g. 'ECONNREFUSED' or 'ETIMEDOUT'. */
    code;
    constructor(message, code, options) {
        super(message, null, options);
        this.code = code;
    }
}
/** The platform answered, but not with what the API describes (not JSON, wrong shape). */
class MalformedResponseError extends PlatformError {
    constructor(message, status, options) {
        super(message, status, options);
    }
}
/** A job whose status is none of the documented ones: never read as success. */
class UnknownStatusError extends MalformedResponseError {
    /** The status as the platform sent it. */
    rawStatus;
    constructor(message, rawStatus, status, options) {
        super(message, status, options);
        this.rawStatus = rawStatus;
    }
}

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
    return (error instanceof NetworkError ||
        error instanceof ServerError ||
        error instanceof RateLimitedError ||
        error instanceof MalformedResponseError);
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
                if (error instanceof MalformedResponseError && ++malformedInARow >= MAX_MALFORMED_IN_A_ROW)
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

// EXTERNAL MODULE: ./src/github/client.ts
var client = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/http/request.ts + 1 modules
var request = __webpack_require__(137);
// EXTERNAL MODULE: ./src/http/retry.ts
var retry = __webpack_require__(8902);
;// CONCATENATED MODULE: ./src/platform/types.ts
/**
 * Validating parsers of the platform's answers. The API declares no field required, so parsing is
 * tolerant of extra and missing fields, but what the action relies on (a job's `id` and `status`,
 * every count of a visitors page) is checked: a wrong shape is an error, never a guess.
 */



/**
 * An AgentJob from a decoded JSON answer. Requires a non-empty string `id` and a documented
 * `status`; other fields become null when missing or of the wrong type.
 * @throws UnknownStatusError when `status` is a string the API does not document
 * @throws MalformedResponseError for any other shape problem
 */
function parseAgentJob(value) {
    if (!isRecord(value))
        throw malformed(`the job is ${describe(value)}, not an object`);
    const { id, status } = value;
    if (typeof id !== 'string' || id === '') {
        throw malformed(`the job has no string 'id' (got ${describe(id)})`);
    }
    if (status === undefined || status === null)
        throw malformed(`job '${id}' has no 'status'`);
    if (typeof status !== 'string') {
        throw malformed(`job '${id}' has a 'status' that is ${describe(status)}, not a string`);
    }
    if (!isJobStatus(status)) {
        throw new UnknownStatusError(`job '${id}' has the status '${(0,errors/* shorten */.ml)(status, 60)}', which is none of ` +
            `${types/* JOB_STATUSES */.nE.join(', ')}`, status, null);
    }
    const source = isRecord(value.source)
        ? { repository: stringOrNull(value.source.repository), ref: stringOrNull(value.source.ref) }
        : null;
    return {
        id,
        status,
        model: stringOrNull(value.model),
        prLink: stringOrNull(value.prLink),
        createdAt: stringOrNull(value.createdAt),
        archivedAt: stringOrNull(value.archivedAt),
        source,
    };
}
/**
 * A visitors page from a decoded JSON answer: `totals` with numeric human/ai/total, `visitors`
 * rows with a string `path` and numeric counts, and a boolean `hasMore`.
 * @throws MalformedResponseError on any other shape
 */
function parseVisitorsPage(value) {
    if (!isRecord(value))
        throw malformed(`the visitors page is ${describe(value)}, not an object`);
    const totals = parseCounts(value.totals, 'totals');
    if (!Array.isArray(value.visitors)) {
        throw malformed(`'visitors' is ${describe(value.visitors)}, not an array`);
    }
    const visitors = value.visitors.map((row, index) => {
        const where = `visitors[${index}]`;
        if (!isRecord(row))
            throw malformed(`${where} is ${describe(row)}, not an object`);
        if (typeof row.path !== 'string') {
            throw malformed(`${where}.path is ${describe(row.path)}, not a string`);
        }
        return { path: row.path, ...parseCounts(row, where) };
    });
    if (typeof value.hasMore !== 'boolean') {
        throw malformed(`'hasMore' is ${describe(value.hasMore)}, not a boolean`);
    }
    return { totals, visitors, hasMore: value.hasMore };
}
function parseCounts(value, where) {
    if (!isRecord(value))
        throw malformed(`'${where}' is ${describe(value)}, not an object`);
    const counts = { human: 0, ai: 0, total: 0 };
    for (const key of ['human', 'ai', 'total']) {
        const n = value[key];
        // Counts are approximate distinct counts: any finite number, not only integers.
        if (typeof n !== 'number' || !Number.isFinite(n)) {
            throw malformed(`${where}.${key} is ${describe(n)}, not a number`);
        }
        counts[key] = n;
    }
    return counts;
}
function isJobStatus(value) {
    return types/* JOB_STATUSES */.nE.includes(value);
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function stringOrNull(value) {
    return typeof value === 'string' ? value : null;
}
/** A short description of a value for an error: its type, and its text when short. */
function describe(value) {
    if (value === undefined)
        return 'missing';
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'object')
        return 'an object';
    if (typeof value === 'string')
        return `the string '${(0,errors/* shorten */.ml)(value, 40)}'`;
    return `${typeof value} ${(0,errors/* shorten */.ml)(String(value), 40)}`;
}
function malformed(message) {
    return new MalformedResponseError(message, null);
}

;// CONCATENATED MODULE: ./src/platform/client.ts
/**
 * The platform API client: auth, deadlines, retries by meaning, error mapping and redaction.
 *
 * GETs are retried on transport failures, 429 and 5xx. The message POST is not idempotent: it is
 * resent only when the platform provably did not apply it (the connection was never made, or a
 * 429); any other doubt is reported as `unknown` so that the caller reads the job instead.
 */







const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** Three tries in all: the message budget (100 per project per hour) is too small to spend more. */
const DEFAULT_SEND_RETRY_POLICY = {
    maxAttempts: 3,
    baseDelayMs: 2_000,
    maxDelayMs: 15_000,
    maxRetryAfterMs: 60_000,
};
const USER_AGENT = 'docs-agent-action/1 (GitHub Action; +https://github.com/features/actions)';
const MAX_PLATFORM_TEXT = 300;
/**
 * A PlatformClient over undici. Every error text is redacted of the API key (in every spelling)
 * and of `options.secrets`.
 */
function createPlatformClient(settings, options = {}) {
    const baseUrl = settings.baseUrl.replace(/\/+$/, '');
    const projectId = settings.projectId;
    const secrets = [settings.apiKey, ...(options.secrets ?? [])].filter((s) => s !== '');
    const clock = options.clock ?? src_clock/* systemClock */.m;
    const random = options.random ?? Math.random;
    const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
    const getPolicy = options.retryPolicy ?? retry/* DEFAULT_RETRY_POLICY */.cO;
    const sendPolicy = options.sendRetryPolicy ?? DEFAULT_SEND_RETRY_POLICY;
    const headers = {
        authorization: `Bearer ${settings.apiKey}`,
        accept: 'application/json',
        'user-agent': USER_AGENT,
    };
    let requestCount = 0;
    const clean = (text) => (0,redact/* redact */.E)(text, secrets);
    const jobUrl = (jobId) => `${baseUrl}/v2/agent/${encodeURIComponent(projectId)}/job/${encodeURIComponent(jobId)}`;
    /** One attempt; counts it unless it provably never left (the only case nothing was spent). */
    async function attempt(call) {
        try {
            const answer = await (0,request/* sendOnce */.E4)(options.dispatcher, call);
            requestCount++;
            return answer;
        }
        catch (error) {
            if (!(error instanceof request/* TransportError */.wX) || !error.notSent)
                requestCount++;
            throw error;
        }
    }
    /** A GET with retries; resolves with the first 2xx answer, throws the typed error otherwise. */
    async function getWithRetry(url, op, signal) {
        const policy = getPolicy;
        let lastTransport;
        for (let n = 1; n <= policy.maxAttempts; n++) {
            signal?.throwIfAborted();
            let answer;
            try {
                answer = await attempt({ method: 'GET', url, headers, timeoutMs, signal });
            }
            catch (error) {
                if (!(error instanceof request/* TransportError */.wX))
                    throw error;
                if (error.aborted)
                    throw signal?.reason ?? error;
                lastTransport = error;
                if (n < policy.maxAttempts) {
                    await clock.sleep((0,retry/* retryDelay */.a2)(n, policy, random, undefined), signal);
                }
                continue;
            }
            const status = answer.status;
            if (status >= 200 && status < 300)
                return answer;
            if (!(0,retry/* isRetryableStatus */.PS)(status))
                throw errorFor(answer, op);
            const wait = serverWait(answer);
            if (wait !== undefined && wait > policy.maxRetryAfterMs)
                throw errorFor(answer, op, wait, n);
            if (n >= policy.maxAttempts)
                throw errorFor(answer, op, wait, n);
            await clock.sleep((0,retry/* retryDelay */.a2)(n, policy, random, wait), signal);
        }
        throw networkError(lastTransport, op, policy.maxAttempts);
    }
    /** The wait the server asked for: Retry-After, else (on a 429) X-RateLimit-Reset. */
    function serverWait(answer) {
        const now = clock.now();
        const retryAfter = (0,retry/* parseRetryAfter */.mu)(answer.headers['retry-after'], now);
        if (retryAfter !== undefined)
            return retryAfter;
        // The reset time comes on every answer from some servers; it is a wait only on a 429.
        if (answer.status !== 429)
            return undefined;
        return (0,retry/* parseRateLimitReset */.yq)(answer.headers['x-ratelimit-reset'], now);
    }
    function decodeJson(answer, op) {
        try {
            return JSON.parse(answer.text);
        }
        catch {
            const type = answer.headers['content-type'] ?? 'none';
            const jsonType = /\bjson\b/i.test(type);
            const what = jsonType ? 'was not valid JSON' : 'was not JSON';
            const snippet = answer.text.trim() === '' ? 'an empty body' : `"${plainText(answer, 80)}"`;
            throw new MalformedResponseError(clean(`the platform's answer to ${op.label} ${what} (HTTP ${answer.status}, ` +
                `content-type ${(0,errors/* shorten */.ml)(type, 60)}): ${snippet}`), answer.status, {
                hint: jsonType
                    ? 'The answer was cut short or garbled; try again later.'
                    : `Check 'base-url': it must be the API address (default https://api.mintlify.com), ` +
                        `not the dashboard or a proxy's sign-in page.`,
            });
        }
    }
    /** Runs a parser, putting the call and status in front of what it found wrong. */
    function validate(answer, op, parse) {
        const value = decodeJson(answer, op);
        try {
            return parse(value);
        }
        catch (error) {
            if (!(error instanceof MalformedResponseError))
                throw error;
            const message = clean(`the platform's answer to ${op.label} is not as documented: ${error.message}`);
            const hint = 'The platform may have changed its API; please report this with the run log.';
            if (error instanceof UnknownStatusError) {
                throw new UnknownStatusError(message, clean(error.rawStatus), answer.status, { hint });
            }
            throw new MalformedResponseError(message, answer.status, { hint, cause: error });
        }
    }
    /** The typed error for an answer that is not a success. */
    function errorFor(answer, op, waitMs, attempts) {
        const status = answer.status;
        const said = platformText(answer);
        const saidPart = quoteSaid(said);
        const head = `the platform answered ${status} to ${op.label}`;
        switch (true) {
            case status === 401:
                return new AuthError(clean(`${head}: the API key is invalid or expired (admin keys expire after 7–90 days; ` +
                    `create a new one on the API keys page and update the secret)${saidPart}`));
            case status === 403:
                return new ForbiddenError(clean(`${head}: the key lacks the scope (read for GET, write for the rest), or is ` +
                    `restricted to IP ranges the runner is not in (common on hosted runners)${saidPart}`));
            case status === 404: {
                // Both a missing job and a missing project answer 404; the body tells which.
                const project = op.jobId === undefined || /project/i.test(said);
                const what = project
                    ? `project '${projectId}' was not found (or the key belongs to another project)`
                    : `job '${op.jobId ?? ''}' was not found in project '${projectId}'`;
                return new NotFoundError(clean(`${head}: ${what}${saidPart}`), project ? 'project' : 'job');
            }
            case status === 400:
                return new BadRequestError(clean(`${head}: ${said === '' ? 'the request was refused' : said}`), clean(said));
            case status === 429:
                return rateLimited(op, waitMs, attempts ?? 1, saidPart);
            case status >= 500 || status === 408:
                return new ServerError(clean(`${head}${attempts && attempts > 1 ? ` ${attempts} times in a row` : ''}` +
                    `${waitMs !== undefined ? ` and asked to wait ${humanWait(waitMs)}` : ''}${saidPart}`), status, { hint: 'The platform is having trouble; try again later.' });
            default:
                return new PlatformError(clean(`${head}, which was not expected${saidPart}`), status);
        }
    }
    function rateLimited(op, waitMs, attempts, saidPart, outcome = '') {
        const budget = op.budget === undefined ? '' : ` (the platform allows ${op.budget})`;
        const asked = waitMs === undefined ? '' : `; it asked to wait ${humanWait(waitMs)}`;
        const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
        return new RateLimitedError(clean(`the platform refused ${op.label} as rate limited (429)${tries}${budget}${asked}` +
            `${saidPart}${outcome}`), waitMs, {
            hint: `Wait for the rate limit to reset (it is a rolling window) and run again ` +
                `${waitMs === undefined ? 'later' : `in ${humanWait(waitMs)} or later`}; spend fewer ` +
                `requests if it keeps happening.`,
        });
    }
    function networkError(error, op, attempts, outcome = '') {
        const code = error?.code ?? 'UNKNOWN';
        const why = error?.timedOut
            ? `no complete answer within ${humanWait(timeoutMs)}`
            : (error?.message ?? 'no answer');
        return new NetworkError(clean(`could not reach the platform to ${op.label} after ${attempts} attempt(s): ${why}${outcome}`), code, {
            hint: `Check 'base-url' (${baseUrl}) and the runner's network access to it.`,
            cause: error,
        });
    }
    /** The platform's explanation in an error answer: `error`, then `message`, then the raw text. */
    function platformText(answer) {
        let text;
        try {
            const body = JSON.parse(answer.text);
            if (typeof body === 'object' && body !== null) {
                const record = body;
                text = messageOf(record.error) ?? messageOf(record.message);
                // Analytics errors list what was wrong with each parameter in `details`.
                if (Array.isArray(record.details)) {
                    const details = record.details
                        .map((d) => messageOf(d))
                        .filter((d) => d !== undefined);
                    if (details.length > 0)
                        text = [text, details.join('; ')].filter(Boolean).join(': ');
                }
            }
            else if (typeof body === 'string') {
                text = body;
            }
        }
        catch {
            // Not JSON: the raw text below.
        }
        return clean((0,errors/* shorten */.ml)((text ?? plainText(answer, MAX_PLATFORM_TEXT)).trim(), MAX_PLATFORM_TEXT));
    }
    /** The body as one line of plain text (an HTML error page reduced to its words). */
    function plainText(answer, max) {
        let text = answer.text;
        if (/html/i.test(answer.headers['content-type'] ?? '') || /^\s*</.test(text)) {
            text = text.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
        }
        return clean((0,errors/* shorten */.ml)(text.replace(/\s+/g, ' ').trim(), max));
    }
    const client = {
        get requestCount() {
            return requestCount;
        },
        async getJob(jobId, signal) {
            const op = { label: `get job '${jobId}'`, jobId };
            const url = jobUrl(jobId);
            return validate(await getWithRetry(url, op, signal), op, parseAgentJob);
        },
        async getVisitors(query, signal) {
            const op = {
                label: `get visitors (offset ${query.offset}, limit ${query.limit})`,
                budget: '100 analytics requests per organization per hour',
            };
            const search = new URLSearchParams({
                dateFrom: query.dateFrom,
                dateTo: query.dateTo,
                limit: String(query.limit),
                offset: String(query.offset),
            });
            const url = `${baseUrl}/v1/analytics/${encodeURIComponent(projectId)}/visitors?${search}`;
            return validate(await getWithRetry(url, op, signal), op, parseVisitorsPage);
        },
        async sendMessage(jobId, prompt, signal) {
            const op = {
                label: `send the message to job '${jobId}'`,
                jobId,
                budget: '100 messages per project per hour',
            };
            const url = `${jobUrl(jobId)}/message`;
            const policy = sendPolicy;
            let lastTransport;
            for (let n = 1; n <= policy.maxAttempts; n++) {
                signal?.throwIfAborted();
                let answer;
                try {
                    answer = await attempt({
                        method: 'POST',
                        url,
                        headers,
                        json: { prompt },
                        timeoutMs,
                        signal,
                    });
                }
                catch (error) {
                    if (!(error instanceof request/* TransportError */.wX))
                        throw error;
                    if (!error.notSent)
                        return { kind: 'unknown', reason: clean(unknownReason(error)) };
                    // The connection was never made: nothing reached the platform, so trying again is safe.
                    lastTransport = error;
                    if (n < policy.maxAttempts) {
                        await clock.sleep((0,retry/* retryDelay */.a2)(n, policy, random, undefined), signal);
                    }
                    continue;
                }
                const status = answer.status;
                if (status >= 200 && status < 300) {
                    // Applied, whatever the body says: a body we cannot read must not lead to a resend.
                    try {
                        return { kind: 'sent', job: validate(answer, op, parseAgentJob) };
                    }
                    catch (error) {
                        if (error instanceof MalformedResponseError)
                            return { kind: 'sent', job: null };
                        throw error;
                    }
                }
                if (status === 429) {
                    // A 429 is refused before any work: the message was not applied.
                    const wait = serverWait(answer);
                    const saidPart = quoteSaid(platformText(answer));
                    if ((wait !== undefined && wait > policy.maxRetryAfterMs) || n >= policy.maxAttempts) {
                        throw rateLimited(op, wait, n, saidPart, '; the message was not sent');
                    }
                    await clock.sleep((0,retry/* retryDelay */.a2)(n, policy, random, wait), signal);
                    continue;
                }
                if (status >= 400 && status < 500 && status !== 408)
                    throw errorFor(answer, op);
                // 5xx, 408 and anything unexpected: the platform may have applied it before failing.
                const said = platformText(answer);
                return {
                    kind: 'unknown',
                    reason: clean(`the platform answered ${status}${said === '' ? '' : ` ("${said}")`}; ` +
                        `the message may have been applied`),
                };
            }
            throw networkError(lastTransport, op, policy.maxAttempts, '; the message was not sent');
        },
    };
    return client;
    function unknownReason(error) {
        if (error.aborted)
            return 'the run was cancelled while the message was being sent';
        if (error.timedOut) {
            return `no complete answer within ${humanWait(timeoutMs)}; the message may have been applied`;
        }
        return `the connection failed after the message was sent (${error.code}); it may have been applied`;
    }
}
function quoteSaid(said) {
    return said === '' ? '' : ` (platform said: "${said}")`;
}
function messageOf(value) {
    if (typeof value === 'string' && value.trim() !== '')
        return value;
    if (typeof value === 'object' && value !== null) {
        const inner = value.message;
        if (typeof inner === 'string' && inner.trim() !== '')
            return inner;
    }
    return undefined;
}
/** A wait in words: `45 s`, `12 min`, `2 h`. */
function humanWait(ms) {
    const s = Math.ceil(ms / 1000);
    if (s < 120)
        return `${s} s`;
    if (s < 7200)
        return `${Math.ceil(s / 60)} min`;
    return `${Math.ceil(s / 3600)} h`;
}

// EXTERNAL MODULE: ./src/render/markdown.ts
var markdown = __webpack_require__(2495);
;// CONCATENATED MODULE: ./src/render/message-summary.ts


const OUTCOME_ICON = {
    completed: '✅',
    failed: '❌',
    archived: '🗄️',
    'timed-out': '⌛',
    cancelled: '🛑',
    sent: '📨',
    rejected: '🚫',
    skipped: '⏭️',
    error: '⚠️',
};
/** Renders the summary as Markdown. */
function renderMessageSummary(report, context) {
    const pr = (0,markdown/* safeHttpsUrl */.Wb)(report.prLink);
    const lines = [
        `## ${OUTCOME_ICON[report.outcome] ?? ''} Docs agent: ${report.outcome}`,
        '',
        '| | |',
        '|---|---|',
        `| Trigger | \`${report.trigger.replace(/[`|]/g, '')}\` |`,
        `| Actor | ${(0,markdown/* escapeMarkdown */.FV)(report.actor)} |`,
        `| Job | ${report.jobId ? `\`${report.jobId}\`` : '—'} |`,
        `| Last status | ${report.status ? `\`${report.status.replace(/[`|]/g, '')}\`` : '—'} |`,
        `| Model | ${report.model ? (0,markdown/* escapeMarkdown */.FV)(report.model) : '—'} |`,
        `| Pull request | ${pr ? `<${pr}>` : report.prLink ? (0,markdown/* escapeMarkdown */.FV)(report.prLink) : '—'} |`,
        `| Duration | ${(0,status_comment/* formatDuration */.a)(report.endedAt - report.startedAt)} |`,
        `| Status comment | ${report.commentUrl ? `[comment](${report.commentUrl})` : '—'} |`,
        `| Workflow run | [${(0,markdown/* escapeMarkdown */.FV)(context.workflow || 'run')}](${context.runUrl}) |`,
    ];
    if (report.detail)
        lines.push('', (0,markdown/* escapeMarkdown */.FV)(report.detail));
    if (report.prompt)
        lines.push('', '**Prompt**', '', (0,markdown/* quoteUntrusted */.X0)(report.prompt, 2_000));
    if (report.timeline.length > 0) {
        lines.push('', '### Status timeline', '', '| After | Status |', '|---|---|');
        for (const entry of report.timeline) {
            const note = entry.note ? ` (${(0,markdown/* escapeMarkdown */.FV)(entry.note)})` : '';
            lines.push(`| ${(0,status_comment/* formatDuration */.a)(entry.at - report.startedAt)} | \`${entry.status.replace(/[`|]/g, '')}\`${note} |`);
        }
    }
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/state.ts
var state = __webpack_require__(2462);
;// CONCATENATED MODULE: ./src/main.ts
/**
 * Reads settings, builds the adapters, dispatches on mode, and is the one place that fails the step.
 */











/** After a cancellation the step must end soon: the runner kills it a few seconds later. */
const CANCEL_EXIT_MS = 5_000;
/**
 * A log line built from untrusted text must not start a workflow command (`::add-mask::`,
 * `::stop-commands::`…): a line that starts with `::` gets a zero-width space after its first colon.
 */
function inertLogText(text) {
    return text.replace(/^(\s*):(?=:)/gm, '$1:\u200b');
}
/** A logger that keeps secrets and workflow commands out of every line. */
function createLogger(secrets) {
    const clean = (message) => inertLogText((0,redact/* redact */.E)(message, secrets));
    return {
        info: (m) => core/* info */.pq(clean(m)),
        warning: (m) => core/* warning */.$e(clean(m)),
        debug: (m) => core/* debug */.Yz(clean(m)),
    };
}
/** Runs the action. Never throws: any failure ends up in `core.setFailed`. */
async function run() {
    const secrets = [];
    const controller = new AbortController();
    const onSignal = (name) => {
        if (controller.signal.aborted)
            return;
        core/* info */.pq(`Received ${name}: cancelling and reporting the run.`);
        controller.abort(new Error(`cancelled by ${name}`));
        // Whatever happens next, the step ends in time with a failure.
        setTimeout(() => process.exit(1), CANCEL_EXIT_MS).unref();
    };
    const onSigint = () => onSignal('SIGINT');
    const onSigterm = () => onSignal('SIGTERM');
    process.on('SIGINT', onSigint);
    process.on('SIGTERM', onSigterm);
    try {
        // Mask the secrets before anything else can print them.
        for (const name of ['api-key', 'github-token']) {
            const value = core/* getInput */.V4(name).trim();
            if (value) {
                core/* setSecret */.Pq(value);
                secrets.push(value);
            }
        }
        const settings = parseSettings((name) => core/* getInput */.V4(name), new Date());
        const log = createLogger(secrets);
        for (const warning of settings.warnings)
            log.warning(warning);
        const platform = createPlatformClient(settings, { secrets });
        if (settings.mode === 'visitors') {
            await runVisitorsMode(settings, platform, log, controller.signal, secrets);
        }
        else {
            await runMessageMode(settings, platform, log, controller.signal, secrets);
        }
    }
    catch (error) {
        core/* setFailed */.C1(inertLogText((0,redact/* redact */.E)((0,errors/* describeError */.Uc)(error), secrets)));
        const hint = error?.hint;
        if (typeof hint === 'string')
            core/* info */.pq(inertLogText((0,redact/* redact */.E)(`What to do: ${hint}`, secrets)));
    }
    finally {
        process.off('SIGINT', onSigint);
        process.off('SIGTERM', onSigterm);
    }
}
async function runMessageMode(settings, platform, log, signal, secrets) {
    const { context, trigger } = await (0,src_event/* loadEvent */.Ds)(process.env);
    const github = githubFor(settings, context, secrets);
    const report = await runMessage({
        settings,
        context,
        trigger,
        platform,
        github,
        clock: src_clock/* systemClock */.m,
        random: Math.random,
        log,
        signal,
        secrets,
        saveState: (pending) => core/* saveState */.LZ(state/* PENDING_STATE */.g, pending ? JSON.stringify(pending) : ''),
    });
    setMessageOutputs(report);
    if (report.outcome !== 'skipped') {
        await core/* summary */.z.addRaw((0,redact/* redact */.E)(renderMessageSummary(report, context), secrets)).write();
    }
    const line = `Outcome: ${report.outcome}${report.detail ? ` (${report.detail})` : ''}`;
    if (report.outcome === 'cancelled') {
        core/* setFailed */.C1(inertLogText((0,redact/* redact */.E)(line, secrets)));
    }
    else if (settings.message.failOn.includes(report.outcome)) {
        core/* setFailed */.C1(inertLogText((0,redact/* redact */.E)(`${line}; 'fail-on' includes '${report.outcome}'.`, secrets)));
    }
    else {
        log.info(line);
    }
}
function githubFor(settings, context, secrets) {
    return (0,client/* createGitHubClient */.L)({
        token: settings.githubToken,
        apiUrl: context.apiUrl,
        repo: context.repo,
        secrets,
    });
}
function setMessageOutputs(report) {
    core/* setOutput */.uH('outcome', report.outcome);
    core/* setOutput */.uH('job-id', report.jobId ?? '');
    core/* setOutput */.uH('status', report.status ?? '');
    core/* setOutput */.uH('pr-link', report.prLink ?? '');
    core/* setOutput */.uH('model', report.model ?? '');
    core/* setOutput */.uH('comment-id', report.commentId === null ? '' : String(report.commentId));
    core/* setOutput */.uH('comment-url', report.commentUrl ?? '');
    core/* setOutput */.uH('skip-reason', report.skipReason ?? '');
}
async function runVisitorsMode(settings, platform, log, signal, secrets) {
    // Loaded on demand: message mode, the common case, does not pay for it.
    const { runVisitors } = await __webpack_require__.e(/* import() */ 801).then(__webpack_require__.bind(__webpack_require__, 3801));
    let github = null;
    if (settings.visitors.reportIssue) {
        github = githubFor(settings, (0,src_event/* readRunContext */.$p)(process.env), secrets);
    }
    const result = await runVisitors({
        settings: settings.visitors,
        platform,
        github,
        clock: src_clock/* systemClock */.m,
        log,
        signal,
        now: new Date(),
    });
    core/* setOutput */.uH('total', result.totals ? String(result.totals.total) : '');
    core/* setOutput */.uH('human', result.totals ? String(result.totals.human) : '');
    core/* setOutput */.uH('ai', result.totals ? String(result.totals.ai) : '');
    core/* setOutput */.uH('rows', String(result.rows));
    core/* setOutput */.uH('requests', String(result.requests));
    core/* setOutput */.uH('partial', String(result.partial));
    core/* setOutput */.uH('output-file', result.outputFile ?? '');
    core/* setOutput */.uH('date-from', result.window.dateFrom);
    core/* setOutput */.uH('date-to', result.window.dateTo);
    core/* setOutput */.uH('report-url', result.reportUrl ?? '');
    await core/* summary */.z.addRaw((0,redact/* redact */.E)(result.summaryMarkdown, secrets)).write();
    if (result.partial) {
        // Loud, not silent: a partial export is a warning annotation, and the outputs say so.
        log.warning(`The export is partial: ${result.partialReason ?? 'it did not reach the last page'}.`);
    }
    if (result.reportError)
        throw new errors/* ActionError */.lZ(result.reportError);
}


/***/ })

};
