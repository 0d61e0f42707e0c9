import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAULT_SCOPE_COOKIE } from '../../mocks/faults/state';
import { parseFaultRule, ruleMatches, type FaultKind, type FaultRule } from '../../mocks/faults/rules';
import { browserPerFile, WAIT_MS } from './harness';

/**
 * The fault matrix (issue 7): each row is a route, one call it makes, a fault on that call and what a person
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
    | { sessionExpired: true };

export interface FaultRow {
    /** The in-app address, portal included, e.g. '/contracts?agentId=101'. */
    route: string;
    /** The call as `METHOD path-glob`, e.g. 'GET /t/agents/*\/contracts' (mocks/faults/rules.ts). */
    call: string;
    fault: FaultKind;
    expect: FaultExpectation;
    /** For calls made by a button (download, export, submit): performs the click(s) once the page is there. */
    action?: (page: Page) => Promise<void>;
    /** A success text that must not appear. */
    notText?: string;
    language?: 'en' | 'es';
    /** Why the row expects what it does, when it is not obvious (shown in the case's name). */
    note?: string;
}

export const EVERY_FAULT: readonly FaultKind[] = [
    '401',
    '403',
    '404',
    '500',
    '503',
    'malformed',
    'wrong-shape',
    'null',
    'abort',
    'delay',
];

type Outcomes = Partial<Record<FaultKind, FaultExpectation>>;

/**
 * Rows of every fault on one call: what the spec gives for most faults (`otherwise`), and the faults that
 * differ. Reads: 401 is sign-in and back, a delay is loading; the caller overrides where the spec says so.
 */
export const faultRows = (
    base: Omit<FaultRow, 'fault' | 'expect'>,
    otherwise: FaultExpectation,
    outcomes: Outcomes = {}
): FaultRow[] =>
    EVERY_FAULT.map(fault => ({
        ...base,
        fault,
        expect:
            outcomes[fault] ?? (fault === '401' ? { signIn: true } : fault === 'delay' ? { loading: true } : otherwise),
    }));

/** A row's action: clicks the first button of that name (it waits for the button to be there). */
export const clickButton = (name: string | RegExp) => async (page: Page) => {
    await page.getByRole('button', { name }).first().click();
};

/**
 * The rows of an action's call (download, export): its error toast for every failure and never its success
 * toast; a late answer shows its pending toast; a 401 keeps the page and offers to sign in again in another
 * tab, then come back to it (issue 7 items 2 and 11: nothing on the page is lost to an expired session).
 */
export const actionRows = (
    route: string,
    call: string,
    action: (page: Page) => Promise<void>,
    texts: { error: string; pending: string; success: string }
): FaultRow[] =>
    faultRows(
        { route, call, action, notText: texts.success },
        { text: texts.error },
        { delay: { text: texts.pending }, '401': { sessionExpired: true } }
    );

/** Success toasts of every action in both languages (catalogue texts): none may show after a failure. */
const SUCCESS_TEXTS = [
    'File downloaded successfully',
    'Policies exported successfully',
    'Hierarchy exported successfully',
    'License submitted successfully',
    'Submitted successfully',
    'Producer contracts exported successfully',
    'El archivo se descargó correctamente',
    'Las pólizas se exportaron correctamente',
    'La jerarquía se exportó correctamente',
    'La licencia se envió correctamente',
    'Enviado correctamente',
    'Los contratos de productores se exportaron correctamente',
];

/** react-admin's crash screen (its ra.message.error in English and in i18n/ra-es.ts). */
const CRASH_TEXTS = [
    "A client error occurred and your request couldn't be completed.",
    'Ocurrió un error en el cliente y no se pudo completar su solicitud.',
];

/** Text a person must never read: the client's error wording, code words, status lines. */
const RAW_TEXT = [
    /Failed to fetch/i,
    /HttpError/,
    /\bundefined\b/,
    /\[object Object\]/,
    /\bNaN\b/,
    /\b(400|401|403|404|500|503)\s+(Bad Request|Unauthorized|Forbidden|Not Found|Internal|Service Unavailable)/i,
    /SyntaxError|Unexpected token|is not valid JSON/,
];

const STATUS_PATHS = ['/unauthorized-portal', '/system-unavailable', '/unrecognized-user', '/login-error'];

const LOGIN_PATH = '/account/login';

const describeExpectation = (expected: FaultExpectation) =>
    'text' in expected
        ? `"${expected.text}"`
        : 'signIn' in expected
          ? 'sign-in and back'
          : 'statusPage' in expected
            ? `status page "${expected.statusPage}"`
            : 'fieldValue' in expected
              ? `the form keeps "${expected.fieldValue.value}"`
              : 'loading';

export const caseName = (row: FaultRow) =>
    `${row.route} ${row.call} ${row.fault}${row.action ? ' (action)' : ''}${row.language === 'es' ? ' [es]' : ''} -> ${describeExpectation(row.expect)}${row.note ? ` (${row.note})` : ''}`;

const ruleOf = (row: FaultRow): FaultRule => {
    const rule = parseFaultRule(`${row.call} ${row.fault}`);
    if (!rule) throw new Error(`Not a fault rule: ${row.call} ${row.fault}`);
    return rule;
};

/** One context and page per language for the whole file: cases reset data and faults over HTTP instead. */
interface Tab {
    context: BrowserContext;
    page: Page;
    errors: string[];
    /** API requests still waiting for their answer. */
    pending: Set<Request>;
}

const isApi = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/t/') || pathname.startsWith('/api/');
};

const openTab = async (browser: Browser, baseUrl: string, language: 'en' | 'es'): Promise<Tab> => {
    const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        baseURL: baseUrl,
        locale: language === 'es' ? 'es-MX' : 'en-US',
        acceptDownloads: true,
    });
    await context.addCookies(
        [
            ['demo_scenario', 'default'],
            ['lng', language],
            ['demo_session', '1'],
            ['XSRF-TOKEN', 'e2e-xsrf-token'],
            // Its own fault rules on the shared demo server: the other worker's file sets and resets its own.
            [FAULT_SCOPE_COOKIE, `matrix-${randomUUID()}`],
        ].map(([name, value]) => ({ name, value, url: baseUrl }))
    );
    const page = await context.newPage();
    // A click on a button that never comes fails the case as fast as a state that never shows.
    page.setDefaultTimeout(WAIT_MS);
    const tab: Tab = { context, page, errors: [], pending: new Set() };
    page.on('pageerror', error => tab.errors.push(error.message));
    page.on('request', request => isApi(request) && tab.pending.add(request));
    page.on('requestfinished', request => tab.pending.delete(request));
    page.on('requestfailed', request => tab.pending.delete(request));
    return tab;
};

/** The session-expired dialog's title (i18n app.session.expiredTitle). */
const SESSION_EXPIRED_TITLE = 'Your session has expired';

const visibleText = (page: Page) => page.locator('body').innerText();

/** A delayed call: the spinner shows, and once every other call has answered, no error took its place. */
const expectLoading = async (tab: Tab, rule: FaultRule) => {
    const { page } = tab;
    const delayed = (request: Request) => ruleMatches(rule, request.method(), new URL(request.url()).pathname);
    // The delayed call may be a later one (a card that loads once its page's record is there): wait for it.
    await expect
        .poll(() => [...tab.pending].some(delayed), { timeout: WAIT_MS, message: 'the delayed call is sent' })
        .toBe(true);
    await page.getByRole('progressbar').first().waitFor({ state: 'visible', timeout: WAIT_MS });
    const others = () =>
        [...tab.pending].filter(request => !delayed(request)).map(request => new URL(request.url()).pathname);
    await expect.poll(others, { timeout: WAIT_MS, message: 'the other calls answer' }).toEqual([]);
    expect([...tab.pending].some(delayed), 'the delayed call is still waiting').toBe(true);
    expect(
        await page.getByRole('progressbar').count(),
        'a progress indicator while the answer is late'
    ).toBeGreaterThan(0);
    expect(await page.getByRole('alert').count(), 'no error while the answer is only late').toBe(0);
};

const expectOutcome = async (tab: Tab, row: FaultRow, rule: FaultRule) => {
    const { page } = tab;
    const expected = row.expect;
    if ('loading' in expected) return expectLoading(tab, rule);
    if ('signIn' in expected) {
        await page.waitForURL(url => url.pathname === LOGIN_PATH, { timeout: WAIT_MS });
        const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
        const back = new URL(returnUrl, page.url());
        const route = new URL(row.route, page.url());
        expect(back.pathname, 'the returnUrl leads back to the route').toBe(route.pathname);
        return;
    }
    if ('sessionExpired' in expected) {
        await page.getByRole('dialog', { name: SESSION_EXPIRED_TITLE }).waitFor({ state: 'visible', timeout: WAIT_MS });
        expect(new URL(page.url()).pathname, 'the page stays').toBe(new URL(row.route, page.url()).pathname);
        return;
    }
    if ('fieldValue' in expected) {
        const { label, value } = expected.fieldValue;
        await expect
            .poll(() => new URL(page.url()).pathname, { timeout: WAIT_MS })
            .toBe(new URL(row.route, page.url()).pathname);
        await expect.poll(() => page.getByLabel(label).first().inputValue(), { timeout: WAIT_MS }).toBe(value);
        return;
    }
    const text = 'text' in expected ? expected.text : expected.statusPage;
    await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout: WAIT_MS });
    const path = new URL(page.url()).pathname;
    if ('text' in expected)
        expect(STATUS_PATHS, `the screen's own error, not a status page (${path})`).not.toContain(path);
};

/** For the failure message: where the page is and what it says, so a failing row is its own to-do item. */
const whatShows = async (page: Page) => {
    const text = (await visibleText(page).catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
    return `Page at ${new URL(page.url()).pathname}${new URL(page.url()).search} shows: ${text}`;
};

const expectNothingWrong = async (tab: Tab, row: FaultRow) => {
    const { page } = tab;
    expect(tab.errors, 'uncaught errors in the page').toEqual([]);
    if (new URL(page.url()).pathname === LOGIN_PATH) return;
    const text = await visibleText(page);
    for (const crash of CRASH_TEXTS) expect(text, "react-admin's crash screen").not.toContain(crash);
    for (const raw of RAW_TEXT) expect(text, 'raw technical text').not.toMatch(raw);
    for (const success of [...SUCCESS_TEXTS, ...(row.notText ? [row.notText] : [])])
        expect(text, 'a success claimed after a failure').not.toContain(success);
};

/**
 * A call to the demo server's controls. The case before may have ended on an aborted connection (the abort
 * fault closes it), which the pooled connection only notices on its next use: that one call is tried again.
 */
const control = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
        return await call();
    } catch (error) {
        if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
        return call();
    }
};

/**
 * Runs the rows as one test each, in one browser, one page per language: reset data and faults over HTTP, set
 * the row's fault, navigate fresh, act if the row says so, then check the outcome and the never-seen list.
 */
export const runFaultMatrix = (title: string, rows: readonly FaultRow[]) => {
    const browser = browserPerFile({ keepContexts: true });
    const tabs = new Map<'en' | 'es', Tab>();
    let baseUrl = '';

    beforeAll(() => {
        baseUrl = inject('baseUrl');
    });
    afterAll(async () => {
        await Promise.all([...tabs.values()].map(tab => tab.context.close()));
    });

    const tabFor = async (language: 'en' | 'es') => {
        let tab = tabs.get(language);
        // browserPerFile closes every context after each test: open the language's tab again when it was.
        if (!tab || tab.page.isClosed()) tabs.set(language, (tab = await openTab(browser(), baseUrl, language)));
        tab.errors.length = 0;
        tab.pending.clear();
        return tab;
    };

    describe(title, () => {
        it.each(rows.map(row => [caseName(row), row] as const))('%s', async (_name, row) => {
            const tab = await tabFor(row.language ?? 'en');
            const rule = ruleOf(row);
            const api = tab.context.request;
            // Each case starts as a first visit: no storage left by the case before (cached portal, session data).
            await tab.page.goto(`${baseUrl}/favicon.svg`);
            await tab.page.evaluate(() => {
                localStorage.clear();
                sessionStorage.clear();
            });
            await control(() => api.post(`${baseUrl}/__demo/reset`));
            const set = await control(() => api.post(`${baseUrl}/__demo/faults`, { data: [rule] }));
            expect(set.status(), 'the fault rule is accepted').toBe(200);
            await tab.page.goto(row.route, { waitUntil: 'domcontentloaded' });
            await row.action?.(tab.page);
            await expectOutcome(tab, row, rule).catch(async (error: unknown) => {
                throw new Error(`${String(error)}\n${await whatShows(tab.page)}`);
            });
            await expectNothingWrong(tab, row);
        });
    });
};
