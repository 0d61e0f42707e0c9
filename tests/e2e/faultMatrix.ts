import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SCOPE_COOKIE } from '../../mocks/db';
import { ruleMatches, type FaultRule } from '../../mocks/faults/rules';
import {
    casesFor,
    expectNothingWrongSaid,
    LOGIN_PATH,
    nameOf,
    ruleOf,
    SESSION_EXPIRED_TITLE,
    STATUS_PATHS,
    SUCCESS_TEXTS,
    textsWanted,
    type FaultCase,
    type FaultRow,
    type Step,
} from './faultRows';
import { browserPerFile, demoControl, isApiPath, keepForWorker, settlerFor, WAIT_MS } from './harness';
import { watchDelivery } from './privacy';

/**
 * One context and page per language, kept for the worker's next matrix files (harness keepForWorker): a new
 * context costs its window, a renderer and a cold start of the app, about 2.3 s of CPU. Cases reset data and
 * faults over HTTP and start each first visit with empty storage instead (visitFresh).
 */
interface Tab {
    context: BrowserContext;
    page: Page;
    errors: string[];
    /** API requests still waiting for their answer. */
    pending: Set<Request>;
    /** API requests sent since the current case set its faults. */
    sent: Request[];
    /** Waits until the page's requests have answered and it started no new one (harness settlerFor). */
    settle: () => Promise<void>;
    /** CSP violations, personal data, outside requests since it last looked (privacy.ts watchDelivery). */
    deliveryProblems: () => Promise<string[]>;
}

const isApi = (request: Request) => isApiPath(new URL(request.url()).pathname);

const openTab = async (browser: Browser, baseUrl: string, language: 'en' | 'es'): Promise<Tab> => {
    const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        baseURL: baseUrl,
        locale: language === 'es' ? 'es-MX' : 'en-US',
        acceptDownloads: true,
        // Menus and toasts without their transitions (harness openApp's motion): a case waits for answers, not for them.
        reducedMotion: 'reduce',
    });
    await context.addCookies(
        [
            ['demo_scenario', 'default'],
            ['lng', language],
            ['demo_session', '1'],
            ['XSRF-TOKEN', 'e2e-xsrf-token'],
            // Its own data and fault rules on the shared demo server: other files set and reset their own.
            [DEMO_SCOPE_COOKIE, `matrix-${randomUUID()}`],
        ].map(([name, value]) => ({ name, value, url: baseUrl }))
    );
    const delivery = await watchDelivery(context, new URL(baseUrl).origin);
    keepForWorker(context);
    const page = await context.newPage();
    // A click on a button that never comes fails the case as fast as a state that never shows.
    page.setDefaultTimeout(WAIT_MS);
    const tab: Tab = {
        context,
        page,
        errors: [],
        pending: new Set(),
        sent: [],
        settle: settlerFor(page),
        deliveryProblems: delivery.problems,
    };
    page.on('pageerror', error => tab.errors.push(error.message));
    page.on('request', request => {
        if (!isApi(request)) return;
        tab.pending.add(request);
        tab.sent.push(request);
    });
    page.on('requestfinished', request => tab.pending.delete(request));
    page.on('requestfailed', request => tab.pending.delete(request));
    return tab;
};

const visibleText = (page: Page) => page.locator('body').innerText();

const matches = (rule: FaultRule, request: Request) =>
    ruleMatches(rule, request.method(), new URL(request.url()).pathname);

/** Delayed calls: the spinner shows, and once every other call has answered, no error took its place. */
const expectLoading = async (tab: Tab, rules: FaultRule[]) => {
    const { page } = tab;
    const delayed = (request: Request) => rules.some(rule => matches(rule, request));
    // A delayed call may be a later one (a card that loads once its page's record is there): wait for each.
    await expect
        .poll(() => rules.every(rule => [...tab.pending].some(request => matches(rule, request))), {
            timeout: WAIT_MS,
            message: 'the delayed calls are sent',
        })
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

const expectOutcome = async (tab: Tab, { rows, route, language }: FaultCase, rules: FaultRule[]) => {
    const { page } = tab;
    if ('text' in rows[0].expect) return expectTexts(page, rows);
    const expected = rows[0].expect;
    const routePath = new URL(route, page.url()).pathname;
    if ('loading' in expected) return expectLoading(tab, rules);
    if ('signIn' in expected) {
        // One navigation however many calls answer 401 (authProvider checkError): a second would abort the first.
        await page.waitForURL(url => url.pathname === LOGIN_PATH, { timeout: WAIT_MS });
        const returnUrl = new URL(page.url()).searchParams.get('returnUrl') ?? '';
        expect(new URL(returnUrl, page.url()).pathname, 'the returnUrl leads back to the route').toBe(routePath);
        return;
    }
    if ('sessionExpired' in expected) {
        await page
            .getByRole('dialog', { name: SESSION_EXPIRED_TITLE[language] })
            .waitFor({ state: 'visible', timeout: WAIT_MS });
        expect(new URL(page.url()).pathname, 'the page stays').toBe(routePath);
        return;
    }
    if ('sent' in expected) {
        if (expected.shows)
            await page
                .getByText(expected.shows, { exact: true })
                .first()
                .waitFor({ state: 'visible', timeout: WAIT_MS });
        await tab.settle();
        return;
    }
    if ('fieldValue' in expected) {
        const { label, value } = expected.fieldValue;
        await expect.poll(() => new URL(page.url()).pathname, { timeout: WAIT_MS }).toBe(routePath);
        await expect.poll(() => page.getByLabel(label).first().inputValue(), { timeout: WAIT_MS }).toBe(value);
        return;
    }
    await page.getByText(expected.statusPage, { exact: true }).first().waitFor({ state: 'visible', timeout: WAIT_MS });
};

/**
 * Each row's text, as many times as rows expect it (two sections of one page load saying the same), on the
 * screen itself, never on a status page.
 */
const expectTexts = async (page: Page, rows: FaultRow[]) => {
    for (const [text, times] of textsWanted(rows))
        await page
            .getByText(text, { exact: true })
            .nth(times - 1)
            .waitFor({ state: 'visible', timeout: WAIT_MS });
    const path = new URL(page.url()).pathname;
    expect(STATUS_PATHS, `the screen's own error, not a status page (${path})`).not.toContain(path);
};

/** For the failure message: where the page is and what it says, so a failing row is its own to-do item. */
const whatShows = async (page: Page) => {
    const text = (await visibleText(page).catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
    return `Page at ${new URL(page.url()).pathname}${new URL(page.url()).search} shows: ${text}`;
};

const expectNothingWrong = async (tab: Tab, rows: FaultRow[]) => {
    const { page } = tab;
    expect(tab.errors, 'uncaught errors in the page').toEqual([]);
    expect(await tab.deliveryProblems(), 'CSP violations, personal data, requests to other hosts').toEqual([]);
    if (new URL(page.url()).pathname === LOGIN_PATH) return;
    expectNothingWrongSaid(await visibleText(page), rows);
};

/** A row's step (faultRows.ts Step) done by Playwright, which waits for its element as a person would. */
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

/**
 * Every faulted call of the case went out during it, and has been answered unless it is delayed: a case that
 * never sent its call (an answer kept from before, an early answer used twice) faulted nothing. Where the case
 * leads to sign-in, one call's 401 leaves the page, and a call of the same load may never be sent: one is enough.
 */
const expectCallsSent = async (tab: Tab, { rows }: FaultCase, rules: FaultRule[]) => {
    const answered = (rule: FaultRule) =>
        tab.sent.some(request => matches(rule, request)) &&
        (rule.kind === 'delay' || ![...tab.pending].some(request => matches(rule, request)));
    const leavesForSignIn = rows.every(row => 'signIn' in row.expect);
    await expect
        .poll(
            () => {
                const missing = rules.filter(rule => !answered(rule)).map(rule => `${rule.method} ${rule.path}`);
                return leavesForSignIn && missing.length < rules.length ? [] : missing;
            },
            { timeout: WAIT_MS, message: 'each faulted call is sent (and answered, unless delayed) during the case' }
        )
        .toEqual([]);
};

/** The worker's matrix tabs, by browser and language (see Tab). */
const matrixTabs = new WeakMap<Browser, Map<'en' | 'es', Tab>>();

/**
 * Runs the rows whose runner is 'browser' as one test each (rows of one page load as one), in one browser, one
 * page per language: reset data and faults over HTTP, set the row's fault, navigate fresh, act if the row says
 * so, then check the outcome and the never-seen list.
 */
export const runFaultMatrix = (title: string, rows: readonly FaultRow[]) => {
    const browser = browserPerFile({ shortPages: true });
    let baseUrl = '';

    beforeAll(() => {
        baseUrl = inject('baseUrl');
        expect(SUCCESS_TEXTS, 'success texts found in the catalogues').toContain('File downloaded successfully');
        expect(SUCCESS_TEXTS).toContain('El archivo se descargó correctamente');
    });

    const tabFor = async (language: 'en' | 'es') => {
        let tabs = matrixTabs.get(browser());
        if (!tabs) matrixTabs.set(browser(), (tabs = new Map()));
        let tab = tabs.get(language);
        // A tab whose page went away (a crash) is opened again.
        if (!tab || tab.page.isClosed()) {
            await tab?.context.close().catch(() => undefined);
            tabs.set(language, (tab = await openTab(browser(), baseUrl, language)));
        }
        tab.errors.length = 0;
        return tab;
    };

    const setFaults = async (tab: Tab, rules: FaultRule[]) => {
        const api = tab.context.request;
        await demoControl(() => api.post(`${baseUrl}/__demo/reset`));
        const set = await demoControl(() => api.post(`${baseUrl}/__demo/faults`, { data: rules }));
        expect(set.status(), 'the fault rules are accepted').toBe(200);
    };

    const visitFresh = async (tab: Tab, route: string, rules: FaultRule[]) => {
        tab.pending.clear();
        tab.sent.length = 0;
        // Each case starts as a first visit: no storage left by the case before (cached portal, session data).
        // Cleared on the page the case before left (a new tab's blank page has none), then the next document loads.
        if (new URL(tab.page.url()).origin === new URL(baseUrl).origin)
            await tab.page.evaluate(() => {
                localStorage.clear();
                sessionStorage.clear();
            });
        await setFaults(tab, rules);
        await tab.page.goto(route, { waitUntil: 'domcontentloaded' });
    };

    describe(title, () => {
        it.each(casesFor('browser', rows).map(faultCase => [nameOf(faultCase), faultCase] as const))(
            '%s',
            async (_name, faultCase) => {
                const tab = await tabFor(faultCase.language);
                const rules = faultCase.rows.map(ruleOf);
                const { action } = faultCase.rows[0];
                await visitFresh(tab, faultCase.route, rules);
                if (action) {
                    // A person acts on a page that has loaded, its calls and the calls they led to answered: no
                    // section still arriving moves a button between Playwright's checks and its click (a busy run
                    // once lost an export's click so).
                    await tab.settle();
                    for (const step of action) await doStep(tab.page, step);
                }
                const checks = async () => {
                    await expectCallsSent(tab, faultCase, rules);
                    await expectOutcome(tab, faultCase, rules);
                };
                await checks().catch(async (error: unknown) => {
                    throw new Error(`${String(error)}\n${await whatShows(tab.page)}`);
                });
                await expectNothingWrong(tab, faultCase.rows);
            }
        );
    });
};
