import type { Page } from 'playwright-core';
import { parseFaultRule, type FaultKind, type FaultRule } from '../../mocks/faults/rules';
import en from '../../i18n/en';
import es from '../../i18n/es';

/**
 * The fault matrix: each row is a route, one call it makes, a fault on that call and what a person
 * must then see. Every case also checks what must never be seen: an uncaught error, react-admin's crash
 * screen, raw technical text, a success toast. Rows are data; each area keeps its own in
 * tests/e2e/<area>/faults.ts and runs them from its faults.spec.ts.
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

export interface FaultRow {
    /** The in-app address, portal included, e.g. '/contracts?agentId=101'. */
    route: string;
    /** The call as `METHOD path-glob`, e.g. 'GET /t/agents/*\/contracts' (mocks/faults/rules.ts). */
    call: string;
    fault: FaultKind;
    expect: FaultExpectation;
    /** For calls made by a button (download, export, submit): performs the click(s) once the page is there. */
    action?: PageAction;
    /**
     * The action tried again on the page a failed attempt left (its toast closed), where that is what a person
     * would do: a download or an export pressed again. Rows with it run on one page load (continuesOn).
     */
    repeat?: PageAction;
    /** A success text that must not appear. */
    notText?: string;
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

/**
 * Rows of every fault on one call: the outcome most faults share (`otherwise`), and the faults that
 * differ. Reads: 401 is sign-in and back, a delay is loading; the caller overrides where its screen differs.
 */
export const faultRows = (
    base: Omit<FaultRow, 'fault' | 'expect'>,
    otherwise: FaultExpectation,
    outcomes: Outcomes = {}
): FaultRow[] =>
    [...EVERY_FAULT, ...(outcomes['wrong-shape'] ? (['malformed'] as const) : [])].map(fault => ({
        ...base,
        fault,
        expect:
            outcomes[fault] ?? (fault === '401' ? { signIn: true } : fault === 'delay' ? { loading: true } : otherwise),
    }));

/**
 * One thing a person does on a page, said as data so that both runners can do it: Playwright in the browser
 * (doStep) and Testing Library in Vitest (tests/unit/harness/steps.ts). Fields and buttons are found by their
 * role and name, or their label; each step waits for its element (a list that loads, a button enabled once the
 * form is valid).
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

const doStep = async (page: Page, step: Step) => {
    if ('press' in step)
        return (step.inDialog ? page.getByRole('dialog') : page)
            .getByRole('button', { name: step.press })
            .first()
            .click();
    if ('fill' in step) {
        const { fill: name, field = 'textbox' } = step;
        const element = field === 'date' ? page.getByLabel(name) : page.getByRole(field, { name });
        return element.first().fill(step.value);
    }
    if ('choose' in step) {
        await page.getByRole('combobox', { name: step.choose }).click();
        return page.getByRole('option', { name: step.option, exact: true }).click();
    }
    if ('checkFirst' in step)
        return (step.inGroup === undefined ? page : page.getByRole('group', { name: step.inGroup }))
            .getByRole(step.checkFirst)
            .first()
            .check();
    return page.getByLabel(step.upload).setInputFiles(step.file);
};

/** A row's action made of steps, which Vitest can do as well as the browser (inBrowser). */
export const steps = (...list: Step[]): PageAction =>
    Object.assign(
        async (page: Page) => {
            for (const step of list) await doStep(page, step);
        },
        { steps: list }
    );

/** A row's action: clicks the first button of that name (it waits for the button to be there). */
export const clickButton = (name: string | RegExp): PageAction => steps({ press: name });

/** What a row does on the page; an action made of steps says which, so Vitest can do it too. */
export type PageAction = ((page: Page) => Promise<void>) & { steps?: readonly Step[] };

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
 * tab, then come back to it (nothing on the page is lost to an expired session).
 */
export const actionRows = (
    route: string,
    call: string,
    action: PageAction,
    texts: {
        error: string;
        pending: string;
        success: string;
        /** A submission (a resend, a void): a 2xx the page does not read is taken, its success shown. */
        submission?: true;
    },
    /** Pressing again after a failure, when it differs from the first action (a dialog already open). */
    repeat: PageAction = action
): FaultRow[] =>
    faultRows(
        { route, call, action, repeat, notText: texts.success },
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
    return rows.map(row => ({ ...row, loadsWith: key }));
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

export const casesOf = (rows: readonly FaultRow[]): FaultCase[] => {
    const cases: FaultCase[] = [];
    const together = new Map<string, FaultCase>();
    for (const row of rows) {
        const key = row.loadsWith && `${row.loadsWith}|${row.fault}|${row.language ?? 'en'}`;
        const joined = key ? together.get(key) : undefined;
        if (joined) {
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

const languageOf = (row: FaultRow) => row.language ?? 'en';
const outcomeKind = (row: FaultRow) => Object.keys(row.expect)[0];

const sameCall = (row: FaultRow, other: FaultRow) =>
    other.route === row.route &&
    other.call === row.call &&
    other.action === row.action &&
    languageOf(other) === languageOf(row);

/**
 * The route's first case of this fault and kind of outcome (its page load's 500 and error text, say): it runs
 * in the browser too, so each route's failure states are seen once in the production build over real HTTP. Rows
 * of one page load (sideBySide) count as one.
 */
const firstOfRoute = (row: FaultRow, rows: readonly FaultRow[]) => {
    const first = rows.find(
        other =>
            other.route === row.route &&
            other.fault === row.fault &&
            languageOf(other) === languageOf(row) &&
            outcomeKind(other) === outcomeKind(row)
    );
    return first === row || (first?.loadsWith !== undefined && first.loadsWith === row.loadsWith);
};

/** The file's first case that leaves for sign-in: one real navigation to the account's page and back per area. */
const firstSignIn = (row: FaultRow, rows: readonly FaultRow[]) => {
    const first = rows.find(other => 'signIn' in other.expect && (!other.action || other.action.steps));
    return first === row || (first?.loadsWith !== undefined && first.loadsWith === row.loadsWith);
};

/**
 * Where a row runs. Every row runs in one of the two runners, never in both. The browser runs what only a browser
 * does or shows: an action Playwright performs but Vitest cannot (not made of steps), each file's first 401 that
 * leaves for the account's sign-in page (a real navigation there, with the way back), and each route's first 500
 * and first 401 that keeps the page (the route's failure states and its session dialog in the production build
 * over real HTTP); and every fault whose outcome differs from the call's 500 (a 404's "not found", a
 * dictionary's `{}` read as empty). Vitest cannot navigate: there, a 401 that leaves for sign-in shows as the
 * auth provider's redirect to the sign-in page with the route to come back to, and react-admin's assignment of
 * that address (tests/unit/harness/faultCases.tsx).
 * The other rows end in the same text, status page, dialog or kept form as those: they run in Vitest through the
 * whole app (tests/unit/harness/faultCases.tsx: the same routes, rules, steps, production providers and client,
 * the demo handlers over msw/node) at a fraction of a browser page load's CPU. So do the Spanish rows (other than
 * those two kinds): Vitest renders the app with the Spanish catalogue the browser loads, and each area's Spanish
 * walk already shows its pages in Spanish in the production build. In the browser, each file's first Spanish
 * row cost a browser context of its own for a text Vitest checks far more cheaply.
 */
export const inBrowser = (row: FaultRow, rows: readonly FaultRow[]) => {
    if (row.action && !row.action.steps) return true;
    // A submission taken ends as its success does, which each area's walk shows in the production build.
    if ('sent' in row.expect) return false;
    if ('signIn' in row.expect) return firstSignIn(row, rows);
    if (languageOf(row) !== 'en') return false;
    if (row.fault === '401' || row.fault === '500') return firstOfRoute(row, rows);
    if (row.fault === 'delay') return !('loading' in row.expect || 'text' in row.expect);
    if (!('text' in row.expect || 'statusPage' in row.expect)) return true;
    const at500 = rows.find(other => other.fault === '500' && sameCall(row, other));
    return !at500 || JSON.stringify(at500.expect) !== JSON.stringify(row.expect) || at500.note !== row.note;
};
