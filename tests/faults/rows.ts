import { parseFaultRule, type FaultKind, type FaultRule } from '../../mocks/faults/rules';
import { expect } from 'vitest';
import en from '../../i18n/en';
import es from '../../i18n/es';

/**
 * The fault matrix: each row is a route, one call it makes, a fault on that call, what a person must then see,
 * and the runner that checks it. Every case also checks what must never be seen (expectNothingWrongSaid). Rows
 * are data; each area keeps its own in tests/e2e/<area>/faults.ts, run by both tests/e2e/<area>/faults.spec.ts
 * (the browser takes the rows whose runner is 'browser') and tests/unit/<area>/faults.test.tsx (Vitest takes the
 * rest). docs/testing.md says which runner a row picks.
 */

export type FaultExpectation =
    /** The screen's error state, in catalogue words, on the page (not on a status page). */
    | { text: string }
    /** Landed on the account login path with a returnUrl back to the route. */
    | { signIn: true }
    /** A status page showing this text. */
    | { statusPage: string }
    /** A slow answer: a progress indicator shows, and nothing fails while the other calls finish. */
    | { loading: true }
    /** A form kept on its page with what was typed (a submission refused by an expired session). */
    | { fieldValue: { label: string | RegExp; value: string } }
    /** An action refused by an expired session: the page stays, and the dialog offers to sign in again. */
    | { sessionExpired: true }
    /**
     * A submission the server took (a 2xx whose body the page does not read: `{}`, null, not JSON): once every call
     * has answered, no failure text shows, and `shows` (its success toast or page), when given, does.
     */
    | { sent: true; shows?: string };

/**
 * Who checks a row. 'browser': Playwright and Chromium against the production build behind nginx, over real HTTP
 * (a real navigation to the account's sign-in page and back, the session dialog, the CSP). 'unit': Vitest renders
 * the whole app at the route through the production providers and client, with the demo handlers over msw/node,
 * at a fraction of a page load's CPU. Both check the same expectation and the same never-seen list.
 */
export type FaultRunner = 'browser' | 'unit';

export interface FaultRow {
    /** The in-app address, portal included, e.g. '/contracts?agentId=101'. */
    route: string;
    /** The call as `METHOD path-glob`, e.g. 'GET /t/agents/*\/contracts' (mocks/faults/rules.ts). */
    call: string;
    fault: FaultKind;
    expect: FaultExpectation;
    runner: FaultRunner;
    /** For calls made by a button (download, export, submit): the steps done once the page is there. */
    action?: Action;
    /** A success (or all-clear) text that must not appear, or several. */
    notText?: string | readonly string[];
    language?: 'en' | 'es';
    /** Why the row expects what it does, when it is not obvious (shown in the case's name). */
    note?: string;
    /** Set by sideBySide: rows with the same key, fault and language run as one case, in one page load. */
    loadsWith?: string;
}

/**
 * The faults every call is tried with. Two are left out where they would only repeat another row:
 * - 503: neither the API nor the client tell one server error from another (every 5xx is an HttpError with its
 *   status, and screens look only at 401, 403 and 404), so its rows repeated the 500 ones. The sign-in calls,
 *   where 'unavailable' is the whole point, keep 503 rows of their own (shell/faults.ts).
 * - malformed (a body that is not JSON): the client raises the same MalformedAnswerError for it as for a body
 *   its schema refuses (tests/unit/shell/httpAnswers.test.ts), so a call's wrong-shape row covers it. It is tried
 *   where `{}` is a valid answer (a dictionary read as empty: the caller gives wrong-shape its own outcome), and
 *   on the sign-in calls.
 * The Demo panel still offers both.
 */
export const EVERY_FAULT: readonly FaultKind[] = ['401', '403', '404', '500', 'wrong-shape', 'null', 'abort', 'delay'];

type Outcomes = Partial<Record<FaultKind, FaultExpectation>>;

/** A row without its fault, outcome and runner, and the faults of it the browser checks (the rest: Vitest). */
export type RowBase = Omit<FaultRow, 'fault' | 'expect' | 'runner'> & { inBrowser?: readonly FaultKind[] };

/**
 * Rows of every fault on one call: the outcome most faults share (`otherwise`), and the faults that
 * differ. Reads: 401 is sign-in and back, a delay is loading; the caller overrides where its screen differs.
 * The faults listed in `inBrowser` run in the browser, every other one in Vitest.
 */
export const faultRows = (
    { inBrowser = [], ...base }: RowBase,
    otherwise: FaultExpectation,
    outcomes: Outcomes = {}
): FaultRow[] =>
    [...EVERY_FAULT, ...(outcomes['wrong-shape'] ? (['malformed'] as const) : [])].map(fault => ({
        ...base,
        fault,
        expect:
            outcomes[fault] ?? (fault === '401' ? { signIn: true } : fault === 'delay' ? { loading: true } : otherwise),
        runner: inBrowser.includes(fault) ? 'browser' : 'unit',
    }));

/**
 * One thing a person does on a page, said as data so that both runners can do it: Playwright in the browser
 * (tests/e2e/faultMatrix.ts) and Testing Library in Vitest (tests/unit/harness/steps.ts). Fields and buttons are
 * found by their role and name, or their label; each step waits for its element (a list that loads, a button
 * enabled once the form is valid).
 */
export type Step =
    /** Clicks the first button of that name, in the open dialog when inDialog. */
    | { press: string | RegExp; inDialog?: boolean }
    /** Types a value into a text field (a textbox, a search box, a number's spinbutton) or a date field (by its label). */
    | { fill: string | RegExp; value: string; field?: 'textbox' | 'searchbox' | 'spinbutton' | 'date' }
    /** Opens a select and picks the option of that name. */
    | { choose: string | RegExp; option: string }
    /** Checks the first radio button or checkbox of the page, or of the group of that name. */
    | { checkFirst: 'radio' | 'checkbox'; inGroup?: string | RegExp }
    /** Puts a file into the file field of that label. */
    | { upload: string | RegExp; file: { name: string; mimeType: string; buffer: Buffer } };

/** What a row does on the page, step by step. */
export type Action = readonly Step[];

/** A row's action made of these steps, in order. */
export const steps = (...list: Step[]): Action => list;

/** A row's action: clicks the first button of that name (it waits for the button to be there). */
export const clickButton = (name: string | RegExp): Action => [{ press: name }];

/**
 * What the faults that answer a 2xx with a body the page does not read (`{}`, null, JSON that does not parse) mean
 * for a submission: the status decides, so the server took it (src/api/httpClient.ts `submit`). Give them to
 * faultRows as its outcomes, with the faults that differ.
 */
export const takenAsSent = (shows?: string): Outcomes => {
    const sent: FaultExpectation = { sent: true, shows };
    return { 'wrong-shape': sent, null: sent, malformed: sent };
};

/**
 * The rows of an action's call (download, export): its error toast for every failure and never its success
 * toast; a late answer shows its pending toast; a 401 keeps the page and offers to sign in again in another
 * tab, then come back to it: nothing on the page is lost to an expired session.
 */
export const actionRows = (
    base: RowBase & { action: Action },
    texts: {
        error: string;
        pending: string;
        success: string;
        /** A submission (a resend, a void): a 2xx the page does not read is taken, its success shown. */
        submission?: true;
    }
): FaultRow[] =>
    faultRows(
        { notText: texts.success, ...base },
        { text: texts.error },
        {
            delay: { text: texts.pending },
            '401': { sessionExpired: true },
            ...(texts.submission ? takenAsSent(texts.success) : {}),
        }
    );

/**
 * The rows of calls a page makes independently of one another (its sections, a list and its filters' choices):
 * each fault is set on all of them at once, in one page load, and each call's own state must show (a text two
 * of them show must be there twice). Calls whose outcome depends on another's (a section shown once its record
 * has come, a list that reads another's answer) stay in rows of their own. Rows with an action never join.
 */
export const sideBySide = (...rowSets: FaultRow[][]): FaultRow[] => {
    const rows = rowSets.flat();
    const key = [...new Set(rows.map(row => row.call))].join(' + ');
    for (const row of rows)
        if (row.action || row.route !== rows[0].route)
            throw new Error(`sideBySide takes page-load rows of one route: ${nameOf(caseOf(row))}`);
    // The browser leaves the page at the first call's 401: the sign-in of the load's other calls is seen in Vitest,
    // where each such row is a case of its own (casesFor).
    const leaves = rows[0].call;
    return rows.map(row => ({
        ...row,
        loadsWith: key,
        ...(row.runner === 'browser' && 'signIn' in row.expect && row.call !== leaves
            ? { runner: 'unit' as const }
            : {}),
    }));
};

/** One test of the matrix: a row, or rows of one page load (sideBySide) that share a fault and a language. */
export interface FaultCase {
    rows: FaultRow[];
    route: string;
    fault: FaultKind;
    language: 'en' | 'es';
}

const caseOf = (row: FaultRow): FaultCase => ({
    rows: [row],
    route: row.route,
    fault: row.fault,
    language: row.language ?? 'en',
});

/**
 * The cases of one runner: its rows, those of one page load (sideBySide) with the same fault and language joined.
 * A row that leads to sign-in stays a case of its own: the first 401 sends the user away, after which the page may
 * never send the other calls (the dashboard's cards do not), and a redirect cannot tell which call's 401 caused
 * it; alone, each row's call is seen sent and its own 401 seen to lead to sign-in.
 */
export const casesFor = (runner: FaultRunner, rows: readonly FaultRow[]): FaultCase[] => {
    const cases: FaultCase[] = [];
    const together = new Map<string, FaultCase>();
    for (const row of rows.filter(candidate => candidate.runner === runner)) {
        const key =
            row.loadsWith && !('signIn' in row.expect) && `${row.loadsWith}|${row.fault}|${row.language ?? 'en'}`;
        const joined = key ? together.get(key) : undefined;
        if (joined) {
            if (Object.keys(joined.rows[0].expect)[0] !== Object.keys(row.expect)[0])
                throw new Error(`The rows of one page load expect different kinds of outcome: ${nameOf(joined)}`);
            joined.rows.push(row);
            continue;
        }
        const created = caseOf(row);
        cases.push(created);
        if (key) together.set(key, created);
    }
    return cases;
};

/** Every text of the catalogues, shell and areas, in both languages. */
const catalogueTexts = (): string[] => {
    const catalogues = import.meta.glob<Record<string, unknown>>(
        ['../../i18n/en.ts', '../../i18n/es.ts', '../../resources/**/i18n/en.ts', '../../resources/**/i18n/es.ts'],
        { eager: true, import: 'default' }
    );
    const texts = (value: unknown): string[] =>
        typeof value === 'string'
            ? [value]
            : typeof value === 'object' && value
              ? Object.values(value).flatMap(texts)
              : [];
    return Object.values(catalogues).flatMap(texts);
};

/**
 * Success messages of every action in both languages, taken from the catalogues (an area's new toast is covered
 * without a list to keep): none may show after a failure.
 */
export const SUCCESS_TEXTS = catalogueTexts().filter(text => /successfully|correctamente/i.test(text));

/** Failure messages of every action in both languages, from the catalogues: none may show for a submission taken. */
export const FAILURE_TEXTS = catalogueTexts().filter(text => /^(Failed to|No se pud)/.test(text));

/** react-admin's crash screen (its ra.message.error in English and in i18n/ra-es.ts). */
export const CRASH_TEXTS = [
    "A client error occurred and your request couldn't be completed.",
    'Ocurrió un error en el cliente y no se pudo completar su solicitud.',
];

/** Text a person must never read: the client's error wording, code words, status lines. */
export const RAW_TEXT = [
    /Failed to fetch/i,
    /HttpError/,
    /\bundefined\b/,
    /\[object Object\]/,
    /\bNaN\b/,
    /\b(400|401|403|404|413|500|503)\s+(Bad Request|Unauthorized|Forbidden|Not Found|Content Too Large|Request Entity Too Large|Internal|Service Unavailable)/i,
    /SyntaxError|Unexpected token|is not valid JSON/,
];

/**
 * What a submission says when a server refuses its upload as too large (413, from the API, the tracker or the
 * nginx in front), in each language: the form and its files stay for another try.
 */
export const UPLOAD_TOO_LARGE = { en: en.common.forms.uploadTooLarge, es: es.common.forms.uploadTooLarge };

/** What a submission that sends no file says when a server refuses it as too large (413), in each language. */
export const REQUEST_TOO_LARGE = { en: en.common.forms.requestTooLarge, es: es.common.forms.requestTooLarge };

/**
 * The 413 rows of a submission that sends no file, only text and choices: the form says what is too large in
 * its own words (`texts`, by default the request), never that a file is; the form stays for another try. One row
 * per language given its steps: English in the browser, Spanish in Vitest.
 */
export const requestTooLargeRows = (
    base: Pick<FaultRow, 'route' | 'call'>,
    actions: Partial<Record<'en' | 'es', Action>>,
    notTexts: Partial<Record<'en' | 'es', string>>,
    texts: Record<'en' | 'es', string> = REQUEST_TOO_LARGE
): FaultRow[] =>
    (['en', 'es'] as const).flatMap(language => {
        const action = actions[language];
        if (!action) return [];
        return [
            {
                ...base,
                fault: '413',
                language,
                runner: language === 'en' ? 'browser' : 'unit',
                action,
                notText: notTexts[language],
                expect: { text: texts[language] },
            } satisfies FaultRow,
        ];
    });

/** The session-expired dialog's title in each language: an action refused by an expired session opens it. */
export const SESSION_EXPIRED_TITLE = { en: en.app.session.expiredTitle, es: es.app.session.expiredTitle };

export const STATUS_PATHS = ['/unauthorized-portal', '/system-unavailable', '/unrecognized-user', '/login-error'];

export const LOGIN_PATH = '/account/login';

const describeExpectation = (expected: FaultExpectation) =>
    'text' in expected
        ? `"${expected.text}"`
        : 'signIn' in expected
          ? 'sign-in and back'
          : 'statusPage' in expected
            ? `status page "${expected.statusPage}"`
            : 'fieldValue' in expected
              ? `the form keeps "${expected.fieldValue.value}"`
              : 'sessionExpired' in expected
                ? 'the page stays, the session-expired dialog'
                : 'sent' in expected
                  ? `taken as sent${expected.shows ? `: "${expected.shows}"` : ', no failure'}`
                  : 'loading';

/**
 * Each text the case's rows expect on screen (their error text or status page), with how many times: two
 * sections of one page load saying the same must both say it.
 */
export const textsWanted = (rows: readonly FaultRow[]) => {
    const wanted = new Map<string, number>();
    for (const { expect: expected } of rows) {
        const text = 'text' in expected ? expected.text : 'statusPage' in expected ? expected.statusPage : undefined;
        if (text !== undefined) wanted.set(text, (wanted.get(text) ?? 0) + 1);
    }
    return wanted;
};

/** A case's name: its route, call(s), fault and language, and what each row expects. */
export const nameOf = ({ rows, route, fault, language }: FaultCase) =>
    `${route} ${rows.map(row => row.call).join(' + ')} ${fault}${rows[0].action ? ' (action)' : ''}${language === 'es' ? ' [es]' : ''} -> ${rows
        .map(row => describeExpectation(row.expect) + (row.note ? ` (${row.note})` : ''))
        .join(' + ')}`;

export const ruleOf = (row: FaultRow): FaultRule => {
    const rule = parseFaultRule(`${row.call} ${row.fault}`);
    if (!rule) throw new Error(`Not a fault rule: ${row.call} ${row.fault}`);
    return rule;
};

/**
 * What no case may show, whatever its fault and runner: react-admin's crash screen, raw technical text, and a
 * success message after a failure (or, for a submission the server took, a failure message).
 */
export const expectNothingWrongSaid = (text: string, rows: readonly FaultRow[]) => {
    for (const crash of CRASH_TEXTS) expect(text, "react-admin's crash screen").not.toContain(crash);
    for (const raw of RAW_TEXT) expect(text, 'raw technical text').not.toMatch(raw);
    if (rows.every(row => 'sent' in row.expect))
        for (const failure of FAILURE_TEXTS)
            expect(text, 'a failure said of a submission taken').not.toContain(failure);
    else
        for (const success of [...SUCCESS_TEXTS, ...rows.flatMap(row => row.notText ?? [])])
            expect(text, 'a success claimed after a failure').not.toContain(success);
};
