import type { Browser, Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
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
} from '../faults/rows';
import { browserPerFile, demoControl, isApiPath, openApp, readToTheEnd, WAIT_MS, type AppSession } from './harness';
import { choose } from './walkSteps';

/** A case's session (harness openApp: a worker tab, its own demo data) and what its page does during the case. */
interface Tab {
    session: AppSession;
    page: Page;
    errors: string[];
    /** API requests still waiting for their answer. */
    pending: Set<Request>;
    /** API requests sent during the case. */
    sent: Request[];
}

const isApi = (request: Request) => isApiPath(new URL(request.url()).pathname);

const openTab = async (browser: Browser, language: 'en' | 'es'): Promise<Tab> => {
    const session = await openApp(browser, { language });
    const { page } = session;
    const tab: Tab = { session, page, errors: [], pending: new Set(), sent: [] };
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
        await tab.session.settle();
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

/** No uncaught error, and nothing on screen that no case may show (the session's close checks the delivery). */
const expectNothingWrong = async (tab: Tab, rows: FaultRow[]) => {
    expect(tab.errors, 'uncaught errors in the page').toEqual([]);
    if (new URL(tab.page.url()).pathname === LOGIN_PATH) return;
    expectNothingWrongSaid(await visibleText(tab.page), rows);
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
    if ('choose' in step) return choose(page, page.getByRole('combobox', { name: step.choose }), step.option);
    if ('checkFirst' in step)
        return (step.inGroup === undefined ? page : page.getByRole('group', { name: step.inGroup }))
            .getByRole(step.checkFirst)
            .first()
            .check();
    return page.getByLabel(step.upload).setInputFiles(step.file);
};

/**
 * Every faulted call of the case went out during it, and has been answered unless it is delayed: a case that
 * never sent its call (an answer kept from before, an early answer used twice) faulted nothing. A case that leads
 * to sign-in has one call (casesFor), so leaving the page cannot keep another from being sent.
 */
const expectCallsSent = async (tab: Tab, rules: FaultRule[]) => {
    const answered = (rule: FaultRule) =>
        tab.sent.some(request => matches(rule, request)) &&
        (rule.kind === 'delay' || ![...tab.pending].some(request => matches(rule, request)));
    await expect
        .poll(() => rules.filter(rule => !answered(rule)).map(rule => `${rule.method} ${rule.path}`), {
            timeout: WAIT_MS,
            message: 'each faulted call is sent (and answered, unless delayed) during the case',
        })
        .toEqual([]);
};

/**
 * Runs the rows whose runner is 'browser' as one test each (rows of one page load as one), each in a session of
 * its own (harness openApp: a reused tab, fresh demo data and storage): set the row's faults, load the route, act
 * if the row says so, then check the outcome and the never-seen list.
 */
export const runFaultMatrix = (title: string, rows: readonly FaultRow[]) => {
    const browser = browserPerFile({ shortPages: true });

    beforeAll(() => {
        expect(SUCCESS_TEXTS, 'success texts found in the catalogues').toContain('File downloaded successfully');
        expect(SUCCESS_TEXTS).toContain('El archivo se descargó correctamente');
    });

    describe(title, () => {
        it.each(casesFor('browser', rows).map(faultCase => [nameOf(faultCase), faultCase] as const))(
            '%s',
            async (_name, faultCase) => {
                const tab = await openTab(browser(), faultCase.language);
                const rules = faultCase.rows.map(ruleOf);
                const { action } = faultCase.rows[0];
                const { baseUrl, context } = tab.session;
                const set = await demoControl(() => context.request.post(`${baseUrl}/__demo/faults`, { data: rules }));
                expect(set.status(), 'the fault rules are accepted').toBe(200);
                await tab.page.goto(faultCase.route, { waitUntil: 'domcontentloaded' });
                if (action) {
                    // A person acts on a page that has loaded, its calls and the calls they led to answered: no
                    // section still arriving moves a button between Playwright's checks and its click (a busy run
                    // once lost an export's click so).
                    await tab.session.settle();
                    for (const step of action) await doStep(tab.page, step);
                }
                // The home page's later cards ask their calls as the reader comes near them.
                if (new URL(faultCase.route, baseUrl).pathname === '/' && 'text' in faultCase.rows[0].expect) {
                    await tab.session.settle();
                    await readToTheEnd(tab.page);
                }
                const checks = async () => {
                    await expectCallsSent(tab, rules);
                    await expectOutcome(tab, faultCase, rules);
                };
                await checks().catch(async (error: unknown) => {
                    throw new Error(`${String(error)}\n${await whatShows(tab.page)}`);
                });
                await expectNothingWrong(tab, faultCase.rows);
                await tab.session.close();
            }
        );
    });
};
