import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_SCOPE_COOKIE } from '../../mocks/db';
import { parseFaultRule } from '../../mocks/faults/rules';
import type { Scenario } from '../../mocks/scenarios';
import { launchChromium } from './browser';
import { watchDelivery } from './privacy';
import { TEST_NOW } from '../testDay';
import { STRESS_SLOWDOWN } from './stress';
import { runAxeInPage } from './axeInPage';

/**
 * The worker's Chromium of each kind, started by its first test file and kept for the next files of the worker
 * (they share their modules: isolate false in vitest.e2e.config.ts), closed when the worker ends, so a browser
 * start is paid once per worker, not once per file. Files never share contexts: each file's are closed after it.
 */
const workerBrowsers = new Map<boolean, Promise<Browser>>();
const workerBrowser = (shortPages: boolean) => {
    const started = workerBrowsers.get(shortPages);
    if (started) return started;
    const launching = launchChromium({ shortPages });
    workerBrowsers.set(shortPages, launching);
    // A browser that went away (it crashed) is started afresh for the next file.
    void launching.then(
        browser => browser.on('disconnected', () => workerBrowsers.delete(shortPages)),
        () => workerBrowsers.delete(shortPages)
    );
    return launching;
};

/**
 * The file's Chromium (the worker's, see workerBrowser). A session (openApp) goes back to the worker's tabs
 * after its test; any other context a file opens is closed after each test.
 */
export const browserPerFile = ({
    shortPages = false,
}: {
    /** Pages loaded, read and left, no axe check (browser.ts SHORT_PAGES_ARGS). */
    shortPages?: boolean;
} = {}) => {
    const holder: { browser?: Browser } = {};
    const closeOwnContexts = () =>
        Promise.all(
            holder.browser?.contexts().flatMap(context => (tabOfContext.has(context) ? [] : [context.close()])) ?? []
        );
    beforeAll(async () => {
        contrastChecked.clear();
        holder.browser = await workerBrowser(shortPages);
    });
    // A test that fails before its session.close() would leave its page running into the next tests; what its
    // sessions did against the delivery rules still fails it (a test that never closes its session too).
    afterEach(async () => {
        const problems = await deliveryProblemsOfOpenSessions();
        await releaseOpenTabs();
        await closeOwnContexts();
        expect(problems, DELIVERY_PROBLEMS).toEqual([]);
    });
    afterAll(closeOwnContexts);
    return () => {
        if (!holder.browser) throw new Error('The browser is not started yet');
        return holder.browser;
    };
};

export interface RecordedRequest {
    method: string;
    /** Path and query, e.g. "/t/agents/101/contracts?Filter=Active". */
    url: string;
    path: string;
    query: URLSearchParams;
    headers: Record<string, string>;
}

export interface OpenAppOptions {
    scenario?: Scenario;
    /** false: no session cookie, the visitor is signed out. */
    signedIn?: boolean;
    language?: 'en' | 'es';
    /** A phone is 390 px wide. */
    viewport?: { width: number; height: number };
    /**
     * 'reduce' (the default): the browser asks for less motion, so the app's menus, dialogs and toasts appear at
     * once (theme motion.reducedMotion 'system') and a test does not wait out their transitions. 'full' walks the
     * app as most people see it, transitions included.
     */
    motion?: 'reduce' | 'full';
}

export interface AppSession {
    page: Page;
    context: BrowserContext;
    baseUrl: string;
    /** Calls to the product API (/t/*, /api/*) the page has made so far. */
    apiRequests: RecordedRequest[];
    /** Goes to an in-app path and waits until the page has settled (see settle). */
    goto: (path: string) => Promise<void>;
    /** Reloads the page and waits until it has settled. */
    reload: () => Promise<void>;
    /**
     * Waits until the page's requests (its API calls and the chunks they follow) have all answered and the
     * page, idle again, has started no new one.
     */
    settle: () => Promise<void>;
    close: () => Promise<void>;
}

/**
 * The one place that says how long a browser test waits for the page (every locator action and wait, and every
 * navigation). Generous on purpose: a passing wait ends as soon as the page is there, so the bound costs nothing
 * then, and a machine busy with other jobs must not fail a test. Specs carry no timeouts of their own;
 * vitest.e2e.config.ts's testTimeout is larger than a few of these in a row.
 */
export const WAIT_MS = 30_000 * STRESS_SLOWDOWN;

/**
 * A call to the demo server's controls (faults, reset). A pooled connection the server has already closed (an
 * abort fault closes it; an idle one times out) is only noticed on its next use, as ECONNRESET: that one call
 * is tried again. Every test file that sets faults goes through this.
 */
export const demoControl = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
        return await call();
    } catch (error) {
        if (!/ECONNRESET|socket hang up/.test(String(error))) throw error;
        return call();
    }
};
/** Adds fault rules, written as the Demo panel writes them ("POST /t/activitynotes 500 once"), to the session's scope. */
export const addFaults = async (session: Pick<AppSession, 'context' | 'baseUrl'>, ...rules: string[]) => {
    const parsed = rules.map(rule => parseFaultRule(rule) ?? expect.fail(`Not a fault rule: ${rule}`));
    const answer = await demoControl(() =>
        session.context.request.post(`${session.baseUrl}/__demo/faults`, { data: parsed })
    );
    expect(answer.status()).toBe(200);
};

/** Drops every fault rule of the session's scope. */
export const clearFaults = async (session: Pick<AppSession, 'context' | 'baseUrl'>) => {
    const answer = await demoControl(() => session.context.request.delete(`${session.baseUrl}/__demo/faults`));
    expect(answer.ok()).toBe(true);
};

/** More screens than any page of the portal is long: a page still growing past them is a defect. */
const MOST_SCREENS = 50;

/**
 * Scrolls the page down a screen at a time to its end, a frame apart, then back to the top, as a reader does: the
 * parts that load once the reader comes near (the dashboard's later cards) load.
 */
export const readToTheEnd = async (page: Page) => {
    for (let screens = 0; ; screens += 1) {
        if (screens > MOST_SCREENS) throw new Error(`readToTheEnd: no end after ${MOST_SCREENS} screens`);
        const atTheEnd = await page.evaluate(async () => {
            await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
            window.scrollBy(0, window.innerHeight);
            return end;
        });
        if (atTheEnd) break;
    }
    await page.evaluate(() => window.scrollTo(0, 0));
};

const NAVIGATION_MS = 60_000 * STRESS_SLOWDOWN;
/** A busy machine may hold the page's idle callback back; past this the request count is looked at anyway. */
const IDLE_CALLBACK_MS = 1_000;

/** A calendar date in each language's medium style, as the app shows dates ("Mar 1, 2026", "1 mar 2026"). */
export const MEDIUM_DATE = {
    en: /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    es: /^\d{1,2} [a-z]{3,4}\.? \d{4}$/,
} as const;

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
/** A 1366 × 768 laptop zoomed to 200%: the CSS pixels a page then has (text twice as large, the menu beside it). */
export const ZOOMED_LAPTOP = { width: 683, height: 384 };
/** The narrowest width a page must reflow to without sideways scrolling (WCAG 1.4.10: 1280 px at 400%). */
export const NARROWEST = { width: 320, height: 640 };

/** The open sessions' delivery watches (privacy.ts watchDelivery), looked at when a session or its test ends. */
const openSessionWatches = new Map<BrowserContext, () => Promise<string[]>>();
const DELIVERY_PROBLEMS = 'CSP violations, personal data in addresses, storage or the title, requests to other hosts';
const deliveryProblemsOfOpenSessions = async () => {
    const problems = await Promise.all([...openSessionWatches.values()].map(problems => problems()));
    openSessionWatches.clear();
    return problems.flat();
};

/** Each openApp page's settle, so that axe looks at a page whose calls have answered, not at a loading state. */
const settlers = new WeakMap<Page, () => Promise<void>>();

/** A call to the product API (the rest are the app's own files). */
export const isApiPath = (pathname: string) => pathname.startsWith('/t/') || pathname.startsWith('/api/');

/**
 * Watches a page's requests and returns its settle: a wait until the page's requests (its API calls and the
 * chunks they follow) have all answered and the page, idle again, has started no new one. Every request counts,
 * not only API calls: a route's chunk must arrive before it asks for its data.
 */
const settlerFor = (page: Page) => {
    const inFlight = new Set<Request>();
    let started = 0;
    let onIdle: Array<() => void> = [];
    page.on('request', (request: Request) => {
        inFlight.add(request);
        started += 1;
    });
    const answered = (request: Request) => {
        inFlight.delete(request);
        if (inFlight.size > 0) return;
        const waiting = onIdle;
        onIdle = [];
        for (const resolve of waiting) resolve();
    };
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    const noneInFlight = () =>
        inFlight.size === 0 ? Promise.resolve() : new Promise<void>(resolve => onIdle.push(resolve));
    // The page's main thread has run what it had queued (React's effects start their fetches there).
    const pageIdle = () =>
        page
            .evaluate(
                ms =>
                    new Promise<void>(resolve =>
                        requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: ms }))
                    ),
                IDLE_CALLBACK_MS
            )
            // A navigation replaced the document: its requests are counted, the loop looks again.
            .catch(() => undefined);
    return async () => {
        const deadline = Date.now() + WAIT_MS;
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<never>((_, reject) => {
            timer = setTimeout(
                () =>
                    reject(
                        new Error(
                            `The page did not settle; still waiting for ${[...inFlight].map(request => request.url()).join(', ')}`
                        )
                    ),
                Math.max(0, deadline - Date.now())
            );
        });
        try {
            for (;;) {
                const before = started;
                await Promise.race([noneInFlight(), late]);
                await Promise.race([pageIdle(), late]);
                if (inFlight.size === 0 && started === before) return;
            }
        } finally {
            clearTimeout(timer);
        }
    };
};

/**
 * A tab of the worker's browser that walks reuse: a context with one page, kept from session to session of the
 * same language. A new context costs its window, a renderer process and a cold start of the app (every chunk
 * fetched and compiled again), which every session would pay otherwise.
 * A session's tab starts as a new one would for the app (cookies, local and session storage
 * emptied; routes, listeners and extra pages gone), with the browser's cache and compiled code kept, as for a
 * person who used the portal before.
 */
interface WorkerTab {
    context: BrowserContext;
    page: Page;
    locale: string;
    inUse: boolean;
    /** The delivery watch of the context, kept with it (privacy.ts watchDelivery). */
    deliveryProblems: () => Promise<string[]>;
}

const workerTabs = new WeakMap<Browser, WorkerTab[]>();
const tabOfContext = new WeakMap<BrowserContext, WorkerTab>();

/** Set with a session's cookies: the tab's first document of the session empties the storage, then drops it. */
const STORAGE_RESET_COOKIE = 'e2e_storage_reset';

/**
 * The page's Date, moved by the given shift from the machine's, before the app's scripts. Only Date:
 * Playwright's clock would fake the timers and `performance` too, whose timings the checks of loading read.
 */
const movePageDate = (shift: number) => {
    const RealDate = Date;
    function TestDate(this: unknown, ...args: unknown[]) {
        if (!new.target) return new RealDate(RealDate.now() + shift).toString();
        return args.length === 0 ? new RealDate(RealDate.now() + shift) : new RealDate(...(args as [number]));
    }
    TestDate.prototype = RealDate.prototype;
    Object.assign(TestDate, { now: () => RealDate.now() + shift, parse: RealDate.parse, UTC: RealDate.UTC });
    globalThis.Date = TestDate as unknown as DateConstructor;
};

/**
 * What every test context gets before its first page: the page's clock starts at the tests' instant, as the demo
 * server's data does (tests/testDay.ts), so the page and its data agree on "today" whatever the machine's date;
 * under STRESS, each page's CPU is slowed down. The clock runs on across the context's page loads, as a
 * browser's does: restarted at each load, a reload went back in time, and what the first visit stored with
 * its time (a dismissed alert) was from the future on the next.
 */
export const prepareContext = async (context: BrowserContext) => {
    await context.addInitScript(movePageDate, new Date(TEST_NOW).getTime() - Date.now());
    if (STRESS_SLOWDOWN === 1) return;
    const slowDown = async (page: Page) => {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: STRESS_SLOWDOWN });
    };
    context.on('page', page => void slowDown(page).catch(() => undefined));
};

const openWorkerTab = async (browser: Browser, baseUrl: string, locale: string): Promise<WorkerTab> => {
    const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl, locale });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_MS);
    await prepareContext(context);
    // Before the app's scripts: what the previous session left in local and session storage goes.
    await context.addInitScript(cookieName => {
        if (!document.cookie.split('; ').includes(`${cookieName}=1`)) return;
        localStorage.clear();
        sessionStorage.clear();
        document.cookie = `${cookieName}=; Path=/; Max-Age=0`;
    }, STORAGE_RESET_COOKIE);
    // Every walk is also a check of the delivery: no CSP violation, nothing personal leaking, no
    // request outside the hosts the settings name. It fails the test at session.close() (or after the test).
    const delivery = await watchDelivery(context, new URL(baseUrl).origin);
    const tab: WorkerTab = {
        context,
        page: await context.newPage(),
        locale,
        inUse: false,
        deliveryProblems: delivery.problems,
    };
    tabOfContext.set(context, tab);
    const tabs = workerTabs.get(browser) ?? [];
    workerTabs.set(browser, [...tabs, tab]);
    return tab;
};

/** A free tab of this language, or a new one (a test may hold two sessions at once). */
const takeWorkerTab = async (browser: Browser, baseUrl: string, locale: string) => {
    const tab =
        workerTabs.get(browser)?.find(candidate => !candidate.inUse && candidate.locale === locale) ??
        (await openWorkerTab(browser, baseUrl, locale));
    tab.inUse = true;
    if (tab.page.isClosed()) tab.page = await tab.context.newPage();
    return tab;
};

/**
 * Leaves the session's page for a blank one (its timers and calls stop; a form's "leave this page?" is
 * answered yes) and takes off what the session added. A tab that cannot be cleaned is closed.
 */
const releaseWorkerTab = async (tab: WorkerTab) => {
    const { context, page } = tab;
    try {
        await Promise.all(context.pages().flatMap(other => (other === page ? [] : [other.close()])));
        page.removeAllListeners();
        page.on('dialog', dialog => void dialog.accept());
        await Promise.all([
            page.unrouteAll({ behavior: 'ignoreErrors' }),
            context.unrouteAll({ behavior: 'ignoreErrors' }),
        ]);
        if (!page.isClosed()) await page.goto('about:blank');
        page.removeAllListeners();
        await tab.deliveryProblems();
        tab.inUse = false;
    } catch {
        tabOfContext.delete(context);
        const browser = context.browser();
        if (browser) workerTabs.set(browser, workerTabs.get(browser)?.filter(other => other !== tab) ?? []);
        await context.close().catch(() => undefined);
    }
};

/** The tabs of the sessions not closed yet. */
const openTabs = new Set<WorkerTab>();

/** The tabs of sessions a test left open (it failed before session.close()). */
const releaseOpenTabs = () =>
    Promise.all(
        [...openTabs].map(tab => {
            openTabs.delete(tab);
            return releaseWorkerTab(tab);
        })
    );

/**
 * A session in a worker tab (see WorkerTab) on the demo server, with its own demo data (reset), the scenario
 * and language cookies set, and every product API request recorded.
 */
export const openApp = async (browser: Browser, options: OpenAppOptions = {}): Promise<AppSession> => {
    const { scenario = 'default', signedIn = true, language = 'en', viewport = DESKTOP, motion = 'reduce' } = options;
    const baseUrl = inject('baseUrl');
    const tab = await takeWorkerTab(browser, baseUrl, language === 'es' ? 'es-MX' : 'en-US');
    openTabs.add(tab);
    const { context, page } = tab;
    const cookies: Array<{ name: string; value: string; url: string }> = [
        // Its own demo data and faults: test files run side by side on one demo server.
        { name: DEMO_SCOPE_COOKIE, value: `test-${randomUUID()}`, url: baseUrl },
        { name: 'demo_scenario', value: scenario, url: baseUrl },
        { name: 'lng', value: language, url: baseUrl },
        { name: STORAGE_RESET_COOKIE, value: '1', url: baseUrl },
    ];
    // As after the demo sign-in: the session and the anti-forgery token the server hands out.
    if (signedIn)
        cookies.push(
            { name: 'demo_session', value: '1', url: baseUrl },
            { name: 'XSRF-TOKEN', value: 'e2e-xsrf-token', url: baseUrl }
        );
    await context.clearCookies();
    await context.addCookies(cookies);
    await Promise.all([
        demoControl(() => context.request.post(`${baseUrl}/__demo/reset`)),
        page.setViewportSize(viewport),
        // 'reduce': menus, dialogs and toasts appear at once (theme motion.reducedMotion 'system'). The light
        // scheme a new tab has: a reused tab keeps the one a session before asked for.
        page.emulateMedia({ reducedMotion: motion === 'reduce' ? 'reduce' : 'no-preference', colorScheme: 'light' }),
    ]);
    openSessionWatches.set(context, tab.deliveryProblems);
    const apiRequests: RecordedRequest[] = [];
    page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (!isApiPath(url.pathname)) return;
        apiRequests.push({
            method: request.method(),
            url: `${url.pathname}${url.search}`,
            path: url.pathname,
            query: url.searchParams,
            headers: request.headers(),
        });
    });
    const settle = settlerFor(page);
    settlers.set(page, settle);
    return {
        page,
        context,
        baseUrl,
        apiRequests,
        goto: async (path: string) => {
            // Not 'networkidle': that waits a further 500 ms of silence after every load.
            await page.goto(path, { waitUntil: 'domcontentloaded' });
            await settle();
        },
        reload: async () => {
            await page.reload({ waitUntil: 'domcontentloaded' });
            await settle();
        },
        settle,
        close: async () => {
            openSessionWatches.delete(context);
            const problems = await tab.deliveryProblems();
            if (openTabs.delete(tab)) await releaseWorkerTab(tab);
            expect(problems, DELIVERY_PROBLEMS).toEqual([]);
        },
    };
};

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** The looks whose colour contrast the file has checked: a later check of a page looks only at what is new there. */
const contrastChecked = new Set<string>();

/**
 * Fails on any serious or critical axe violation, naming each rule and where it occurs. axe runs in the page
 * (runAxeInPage), not through AxeBuilder, which injected axe-core's 1.3 MB source twice per check and finished each
 * run in a new blank page. A page from openApp settles first, and transitions end: a check that ran while the last
 * call was out or a dialog faded in would look at a state a person does not stop at.
 */
export const expectAccessible = async (page: Page) => {
    await settlers.get(page)?.();
    // A dialog or menu fading in is half transparent: its contrast is checked once it has arrived.
    await page.evaluate(() =>
        Promise.all(
            document
                .getAnimations()
                .filter(
                    animation =>
                        animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity
                )
                .map(animation => animation.finished.catch(() => undefined))
        )
    );
    const violations = await runAxeInPage(page, { tags: AXE_TAGS, contrastChecked });
    const blocking = violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .map(violation => `${violation.id} (${violation.impact}): ${violation.targets.join(', ')}`);
    expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
};

/** How far the page scrolls sideways: 0 (or less) when everything fits the window's width. */
export const sidewaysScroll = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Elements whose right edge lies past the viewport's: what a person would have to scroll sideways to see. */
export const overflowing = (page: Page) =>
    page.evaluate(() => {
        const found: string[] = [];
        for (const element of document.body.querySelectorAll('*')) {
            const box = element.getBoundingClientRect();
            if (box.width > 0 && box.right > window.innerWidth + 1)
                found.push(`${element.tagName}.${element.className}`);
        }
        return found;
    });

/** The request lines of calls to a path prefix, e.g. requestsTo(session, '/t/agents/101'). */
export const requestsTo = (session: AppSession, prefix: string) =>
    session.apiRequests.filter(request => request.path.startsWith(prefix));

/** Every product API call carries the anti-forgery token echoed from its cookie and the client id. */
export const expectStandardHeaders = (session: AppSession) => {
    expect(session.apiRequests.length).toBeGreaterThan(0);
    for (const request of session.apiRequests) {
        expect(request.headers['x-xsrf-token'], request.url).toBe('e2e-xsrf-token');
        expect(request.headers['x-client-id'], request.url).toBe('producer-hub-web');
    }
};
