/**
 * `npm run bench`: builds the app, then measures it in headless Chromium against the production build with
 * the demo handlers over HTTP (as the browser tests do). A benchmark: it prints a table and the waterfall of
 * the two landing pages, and fails only when their JS before the first data grows past the one bound both are
 * held to (benchLanding.ts).
 * See docs/bench.md for what each figure means.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { largeStatement } from '../mocks/db/statements';
import { startDemoHttpServer } from '../mocks/http-server';
import { launchChromium } from '../tests/e2e/browser';
import { startAnchor } from './benchAnchor';
import { benchMissedCommissions } from './benchMissedCommissions';
import { benchDisenrollments, benchSoaCheck } from './benchNewViews';
import { benchRenewals } from './benchRenewals';
import { addLatency, signedInContext } from './benchContext';
import {
    DASHBOARD_CARDS,
    describeJs,
    jsBefore,
    KEEP_RESOURCE_TIMINGS,
    landingCutOff,
    firstDataAgainst,
    LANDING_JS_BOUND,
    landingDataWatch,
    loadEntries,
    overBound,
    waterfall,
    type JsBefore,
    type LoadEntry,
} from './benchLanding';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LATENCY_MS = 60;
/**
 * An init script: from the first frame with the dashboard's card grid, the page scrolls down a screen each frame
 * until every card shows its data. A string, as the other init scripts.
 */
const READ_DOWN = `{
    const down = () => {
        if ('dashLast' in (window.benchSeen ?? {})) return;
        if (document.querySelector('main section[aria-labelledby]')) window.scrollBy(0, window.innerHeight);
        requestAnimationFrame(down);
    };
    requestAnimationFrame(down);
}`;
const distDir = path.resolve('dist');
const assetsDir = path.join(distDir, 'assets');

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const times = (ms: number, anchorMs: number) => `${(ms / anchorMs).toFixed(2)}x (${Math.round(ms)} ms)`;
const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const sizeOf = (file: string) => {
    const content = readFileSync(file);
    return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
};

const totalJs = () =>
    readdirSync(assetsDir)
        .filter(name => name.endsWith('.js'))
        .map(name => sizeOf(path.join(assetsDir, name)))
        .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });

const newSession = async (browser: Browser, baseUrl: string) => {
    const context = await signedInContext(browser, baseUrl);
    const page = await context.newPage();
    // Each frame, the page notes when the first contract card, the dashboard's cards and the 100th table row
    // first appear, so the figures are the page's own clock and not the test driver's polling.
    // A string, not a function: tsx's compiled functions reference helpers that do not exist in the page.
    await page.addInitScript(KEEP_RESOURCE_TIMINGS);
    await page.addInitScript(landingDataWatch(DASHBOARD_CARDS));
    await page.addInitScript(`{
        const seen = (window.benchSeen ??= {});
        const check = () => {
            if (!('rows' in seen) && document.querySelectorAll('tbody tr').length >= 100) seen.rows = performance.now();
            if (!('enrollment' in seen) && document.querySelector('tbody tr a[href^="/enrollments/"]'))
                seen.enrollment = performance.now();
            if (!('payment' in seen) && document.querySelector('table[aria-label^="Commission payments"] tbody tr'))
                seen.payment = performance.now();
            requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
    }`);
    const api: string[] = [];
    const scripts: string[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/t/') || url.pathname.startsWith('/api/'))
            api.push(`${request.method()} ${url.pathname}${url.search}`);
        if (request.resourceType() === 'script') scripts.push(url.pathname);
    });
    return { context, page, api, scripts };
};

/** The most files and the most bytes over the runs (a race may let a script in before the data on one run). */
const larger = (a: JsBefore | undefined, b: JsBefore): JsBefore =>
    a ? { files: Math.max(a.files, b.files), raw: Math.max(a.raw, b.raw), gzip: Math.max(a.gzip, b.gzip) } : b;

const duplicatesIn = (requests: string[]) => requests.filter((request, index) => requests.indexOf(request) !== index);

/** Time from navigation start to the first contract card, as the page's own clock sees it. */
const firstContractCard = async (page: Page, baseUrl: string) => {
    await page.goto(`${baseUrl}/contracts?agentId=101`);
    // Each contract card's title is an h2 holding the link to its detail.
    await page.getByRole('heading', { level: 2 }).getByRole('link').first().waitFor();
    return page.evaluate(() => (window as unknown as { benchSeen: Record<string, number> }).benchSeen.card);
};

/** An enrollments search as a shared link would carry it: a name, active only, newest effective date first. */
const ENROLLMENT_SEARCH = '/enrollments?agentId=101&last=a&activeOnly=true&sort=EffectiveDate&order=DESC';

/** Time from navigation start to the first enrollment row's link, with the search in the address. */
const firstEnrollmentRow = async (page: Page, baseUrl: string) => {
    await page.goto(`${baseUrl}${ENROLLMENT_SEARCH}`);
    await page.locator('tbody tr a[href^="/enrollments/"]').first().waitFor();
    return page.evaluate(() => (window as unknown as { benchSeen: Record<string, number> }).benchSeen.enrollment);
};

/**
 * The expiry forecast of agency 201 in the large-downline scenario (200 producers): from navigation to "All 200
 * producers checked." on the page's clock, and the most API calls in flight at once during that load (the
 * producers' details and contract rows, and every call of the page).
 */
const FORECAST_RUNS = Math.min(RUNS, 3);
const expiryForecastRuns = async (browser: Browser, baseUrl: string): Promise<Array<[string, string]>> => {
    const times: number[] = [];
    let peakProducers = 0;
    let peakAll = 0;
    let calls = 0;
    for (let run = 0; run < FORECAST_RUNS; run += 1) {
        const session = await newSession(browser, baseUrl);
        await session.context.addCookies([{ name: 'demo_scenario', value: 'large-downline', url: baseUrl }]);
        const producerCall = (url: string) =>
            /^\/t\/v2\/agencies\/\d+\/(agents\/|downlineagentcontracts)/.test(new URL(url).pathname);
        const apiCall = (url: string) => /^\/(t|api)\//.test(new URL(url).pathname);
        let inFlight = { producers: 0, all: 0 };
        let runCalls = 0;
        session.page.on('request', request => {
            if (!apiCall(request.url())) return;
            runCalls += 1;
            inFlight = { all: inFlight.all + 1, producers: inFlight.producers + (producerCall(request.url()) ? 1 : 0) };
            peakAll = Math.max(peakAll, inFlight.all);
            peakProducers = Math.max(peakProducers, inFlight.producers);
        });
        const ended = (request: { url: () => string }) => {
            if (!apiCall(request.url())) return;
            inFlight = { all: inFlight.all - 1, producers: inFlight.producers - (producerCall(request.url()) ? 1 : 0) };
        };
        session.page.on('requestfinished', ended);
        session.page.on('requestfailed', ended);
        await session.page.goto(`${baseUrl}/expiring?agencyId=201`);
        const done = await session.page.waitForFunction(
            () => document.body.textContent?.includes('All 200 producers checked.') && performance.now(),
            undefined,
            { timeout: 300_000 }
        );
        times.push(Number(await done.jsonValue()));
        calls = runCalls;
        await session.context.close();
    }
    return [
        [
            `Expiry forecast for 200 producers to complete, median of ${FORECAST_RUNS}`,
            `${Math.round(median(times))} ms`,
        ],
        ['API requests on that load', `${calls}`],
        ['Peak calls in flight (producers / all API calls)', `${peakProducers} / ${peakAll}`],
    ];
};

const main = async () => {
    const server = await startDemoHttpServer({ distDir });
    const anchor = await startAnchor();
    const browser = await launchChromium();
    try {
        const total = totalJs();

        const loadTimes: number[] = [];
        const anchorTimes: number[] = [];
        let firstLoad: { api: string[]; scripts: string[]; entries: LoadEntry[]; card: number } | undefined;
        let contractsJsBefore: JsBefore | undefined;
        for (let run = 0; run < RUNS; run += 1) {
            anchorTimes.push(await anchor.firstRow(browser));
            const session = await newSession(browser, server.url);
            const card = await firstContractCard(session.page, server.url);
            loadTimes.push(card);
            await session.page.waitForLoadState('networkidle');
            const entries = await loadEntries(session.page);
            contractsJsBefore = larger(contractsJsBefore, jsBefore(entries, card, distDir));
            firstLoad ??= { api: [...session.api], scripts: [...new Set(session.scripts)], entries, card };
            await session.context.close();
        }
        // Over a network, each round of requests costs its latency: the anchor has one script and one call.
        const latentCards: number[] = [];
        const latentAnchor: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
            latentAnchor.push(await anchor.firstRow(browser, LATENCY_MS));
            const session = await newSession(browser, server.url);
            await addLatency(session.page, LATENCY_MS);
            latentCards.push(await firstContractCard(session.page, server.url));
            await session.context.close();
        }
        const contractsJs = firstLoad!.scripts
            .map(script => sizeOf(path.join(distDir, script)))
            .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });

        const typing = await newSession(browser, server.url);
        await firstContractCard(typing.page, server.url);
        await typing.page.waitForLoadState('networkidle');
        const before = typing.api.length;
        await typing.page.getByLabel('Carrier name').pressSequentially('Blue Harbo', { delay: 60 });
        await typing.page.waitForTimeout(800);
        const typingRequests = typing.api.length - before;
        await typing.context.close();

        const tableTimes: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
            const session = await newSession(browser, server.url);
            await session.page.goto(`${server.url}/producers?agencyId=201&perPage=100`);
            await session.page.locator('tbody tr').nth(99).waitFor();
            tableTimes.push(
                await session.page.evaluate(
                    () => (window as unknown as { benchSeen: Record<string, number> }).benchSeen.rows
                )
            );
            await session.context.close();
        }

        const enrollmentTimes: number[] = [];
        let enrollmentLoad: string[] | undefined;
        for (let run = 0; run < RUNS; run += 1) {
            const session = await newSession(browser, server.url);
            enrollmentTimes.push(await firstEnrollmentRow(session.page, server.url));
            await session.page.waitForLoadState('networkidle');
            enrollmentLoad ??= [...session.api];
            await session.context.close();
        }

        // The statement with 1,234 commissions on hold (the tab it opens on), as agency 201.
        const statementTimes: number[] = [];
        for (let run = 0; run < RUNS; run += 1) {
            const session = await newSession(browser, server.url);
            await session.page.goto(`${server.url}/statements/${largeStatement().PaymentRunId}?agencyId=201`);
            await session.page.locator('table[aria-label^="Commission payments"] tbody tr').first().waitFor();
            statementTimes.push(
                await session.page.evaluate(
                    () => (window as unknown as { benchSeen: Record<string, number> }).benchSeen.payment
                )
            );
            await session.context.close();
        }

        // The dashboard as agent 101: its first card with data, the last one, and the calls of that load.
        const dashboardFirst: number[] = [];
        const dashboardLast: number[] = [];
        let dashboardLoad: string[] | undefined;
        let dashboardScripts: string[] | undefined;
        let dashboardEntries: { entries: LoadEntry[]; first: number } | undefined;
        let dashboardJsBefore: JsBefore | undefined;
        for (let run = 0; run < RUNS; run += 1) {
            const session = await newSession(browser, server.url);
            // The later cards load as the reader comes near them: this reader scrolls straight down, a screen a frame.
            await session.page.addInitScript(READ_DOWN);
            await session.page.goto(`${server.url}/?agentId=101`);
            await session.page.waitForFunction(
                () => 'dashLast' in (window as unknown as { benchSeen: object }).benchSeen
            );
            const seen = await session.page.evaluate(
                () => (window as unknown as { benchSeen: Record<string, number> }).benchSeen
            );
            dashboardFirst.push(seen.dashFirst);
            dashboardLast.push(seen.dashLast);
            await session.page.waitForLoadState('networkidle');
            const entries = await loadEntries(session.page);
            const cutOff = await landingCutOff(session.page, seen.dashFirst);
            dashboardJsBefore = larger(dashboardJsBefore, jsBefore(entries, cutOff, distDir));
            dashboardEntries ??= { entries, first: seen.dashFirst };
            dashboardLoad ??= [...session.api];
            dashboardScripts ??= [...session.scripts];
            await session.context.close();
        }
        // What landing on a laptop asks: the first screen's cards.
        const laptop = await newSession(browser, server.url);
        await laptop.page.goto(`${server.url}/?agentId=101`);
        await laptop.page.waitForFunction(() => 'dashFirst' in (window as unknown as { benchSeen: object }).benchSeen);
        await laptop.page.waitForLoadState('networkidle');
        const landingCalls = [...laptop.api];
        await laptop.context.close();
        const dashboardJs = dashboardScripts!
            .map(script => sizeOf(path.join(distDir, script)))
            .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });

        // Readiness: agent 101's matrix to its first cell, and the calls of that load.
        const readinessTimes: number[] = [];
        let readinessLoad: string[] | undefined;
        for (let run = 0; run < RUNS; run += 1) {
            const session = await newSession(browser, server.url);
            await session.page.addInitScript(`
                const watch = () => document.querySelector('td .readiness-cell')
                    ? (window.readinessCell = performance.now())
                    : requestAnimationFrame(watch);
                requestAnimationFrame(watch);
            `);
            await session.page.goto(`${server.url}/readiness?agentId=101`);
            await session.page.waitForFunction(() => 'readinessCell' in window);
            readinessTimes.push(
                await session.page.evaluate(() => (window as unknown as { readinessCell: number }).readinessCell)
            );
            await session.page.waitForLoadState('networkidle');
            readinessLoad ??= [...session.api];
            await session.context.close();
        }
        const forecast = await expiryForecastRuns(browser, server.url);

        const anchorFirstRow = median(anchorTimes);
        const rows: Array<[string, string]> = [
            ['Production JS, all chunks (raw / gzip)', `${kB(total.raw)} / ${kB(total.gzip)}`],
            ['JS loaded for the contracts list (raw / gzip)', `${kB(contractsJs.raw)} / ${kB(contractsJs.gzip)}`],
            ['JS before the first contract card (raw / gzip)', describeJs(contractsJsBefore!)],
            [`Navigation to first contract card, median of ${RUNS}`, `${Math.round(median(loadTimes))} ms`],
            [
                `At ${LATENCY_MS} ms of network latency, the first contract card against the anchor's first row, median of ${RUNS}`,
                `${times(median(latentCards), median(latentAnchor))} against ${Math.round(median(latentAnchor))} ms`,
            ],
            ['API requests on that load', `${firstLoad!.api.length} (${firstLoad!.api.join(', ')})`],
            ['Duplicate requests on that load', `${duplicatesIn(firstLoad!.api).length}`],
            ['Requests while typing a 10-letter carrier name', `${typingRequests}`],
            [`Producers table at 100 rows, median of ${RUNS}`, `${Math.round(median(tableTimes))} ms`],
            [
                `Navigation to first enrollment row (search in address), median of ${RUNS}`,
                `${Math.round(median(enrollmentTimes))} ms`,
            ],
            ['API requests on that load', `${enrollmentLoad!.length} (${enrollmentLoad!.join(', ')})`],
            ['Duplicate requests on that load', `${duplicatesIn(enrollmentLoad!).length}`],
            [
                `Statement with 1,000+ payments to first row, median of ${RUNS}`,
                `${Math.round(median(statementTimes))} ms`,
            ],
            ['JS loaded for the dashboard (raw / gzip)', `${kB(dashboardJs.raw)} / ${kB(dashboardJs.gzip)}`],
            ["JS before the dashboard's first card with data (raw / gzip)", describeJs(dashboardJsBefore!)],
            [
                `Navigation to the dashboard's first card with data, median of ${RUNS}`,
                `${Math.round(median(dashboardFirst))} ms`,
            ],
            [
                "The dashboard's first card against the contracts list's first card (medians)",
                firstDataAgainst(median(dashboardFirst), median(loadTimes)),
            ],
            [
                'API requests on landing at 1280 × 800 (the first screen)',
                `${landingCalls.length} (${landingCalls.join(', ')})`,
            ],
            [
                `Navigation to the dashboard's last card with data, read straight down, median of ${RUNS}`,
                `${Math.round(median(dashboardLast))} ms`,
            ],
            ['API requests on that load', `${dashboardLoad!.length} (${dashboardLoad!.join(', ')})`],
            ['Duplicate requests on that load', `${duplicatesIn(dashboardLoad!).length}`],
            [
                `The anchor (the smallest react-admin app, one list, same API) to its first row, median of ${RUNS}`,
                `${Math.round(anchorFirstRow)} ms`,
            ],
            ["The first contract card against the anchor's first row", times(median(loadTimes), anchorFirstRow)],
            [
                "The dashboard's last card with data against the anchor's first row",
                times(median(dashboardLast), anchorFirstRow),
            ],
            [
                `Readiness matrix to first cell for an agent, median of ${RUNS}`,
                `${Math.round(median(readinessTimes))} ms`,
            ],
            ['API requests on that load (readiness)', `${readinessLoad!.length} (${readinessLoad!.join(', ')})`],
            ['Duplicate requests on that load (readiness)', `${duplicatesIn(readinessLoad!).length}`],
            ...forecast,
            ...(await benchMissedCommissions(browser, server.url, Math.min(RUNS, 3))),
            ...(await benchSoaCheck(browser, server.url, Math.min(RUNS, 3))),
            ...(await benchDisenrollments(browser, server.url, Math.min(RUNS, 3))),
            ...(await benchRenewals(browser, server.url, Math.min(RUNS, 3))),
        ];
        const width = Math.max(...rows.map(([name]) => name.length));
        console.log(`\n| ${'measure'.padEnd(width)} | value |\n| ${'-'.repeat(width)} | ----- |`);
        for (const [name, value] of rows) console.log(`| ${name.padEnd(width)} | ${value} |`);
        console.log(waterfall('One load of /contracts?agentId=101', firstLoad!.entries, firstLoad!.card));
        console.log(
            waterfall('One load of /?agentId=101 (the dashboard)', dashboardEntries!.entries, dashboardEntries!.first)
        );
        const over = [
            overBound('The contracts list', contractsJsBefore!, LANDING_JS_BOUND),
            overBound('The dashboard', dashboardJsBefore!, LANDING_JS_BOUND),
        ].filter(Boolean);
        for (const problem of over) console.error(`\nBENCH FAILED: ${problem}`);
        if (over.length) process.exitCode = 1;
    } finally {
        await browser.close();
        await server.close();
        await anchor.close();
    }
};

await main();
