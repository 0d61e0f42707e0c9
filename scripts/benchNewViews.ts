import type { Browser, Page } from 'playwright-core';
import { LARGE_BOOK_AGENT, largeBookEnrollments } from '../mocks/db/largeBook';
import { lastMonths } from '../src/domain/calendarMonths';
import { signedInContext } from './benchContext';

/**
 * Bench rows of the SOA check (agent 101's large book: 320 enrollments that need an SOA over the last 12 months)
 * and of rapid disenrollments for agency 201 (the last 12 months): from navigation to the page's answer complete,
 * the calls of that load and the most in flight at once.
 */

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const apiCall = (url: string) => /^\/(t|api)\//.test(new URL(url).pathname);

/** Counts a page's calls as it makes them: all of them, those `matching`, and the most of those in flight at once. */
const watchCalls = (page: Page, matching: (url: string) => boolean) => {
    const seen = { calls: 0, matching: 0, inFlight: 0, peak: 0 };
    page.on('request', request => {
        if (!apiCall(request.url())) return;
        seen.calls += 1;
        if (!matching(request.url())) return;
        seen.matching += 1;
        seen.peak = Math.max(seen.peak, ++seen.inFlight);
    });
    const ended = (request: { url: () => string }) => {
        if (apiCall(request.url()) && matching(request.url())) seen.inFlight -= 1;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    return seen;
};

const SEARCHES = /^\/t\/agents\/\d+\/enrollments$/;

export const benchSoaCheck = async (
    browser: Browser,
    baseUrl: string,
    runs: number
): Promise<Array<[string, string]>> => {
    const { from } = lastMonths(12);
    const count = largeBookEnrollments().filter(row => row.AgentReceivedAppDate >= `${from}-01`).length;
    const times: number[] = [];
    let last = { calls: 0, matching: 0, peak: 0 };
    let narrowings = 0;
    for (let run = 0; run < runs; run += 1) {
        const context = await signedInContext(browser, baseUrl);
        await context.addCookies([{ name: 'demo_scenario', value: 'large-book', url: baseUrl }]);
        const page = await context.newPage();
        const seen = watchCalls(page, url => SEARCHES.test(new URL(url).pathname));
        let asked = 0;
        page.on('request', request => {
            if (SEARCHES.test(new URL(request.url()).pathname) && request.url().includes('CustomerLastName='))
                asked += 1;
        });
        await page.goto(`${baseUrl}/scopes/check?agentId=${LARGE_BOOK_AGENT}`);
        await page
            .getByText(`Checked ${count} enrollments with an application received in these months`)
            .waitFor({ timeout: 300_000 });
        times.push(await page.evaluate(() => performance.now()));
        last = seen;
        narrowings = asked;
        await context.close();
    }
    return [
        [`SOA check over ${count} enrollments to complete, median of ${runs}`, `${Math.round(median(times))} ms`],
        [
            'API requests on that load (enrollment searches: months + narrowings)',
            `${last.calls} (${last.matching}: 12 + ${narrowings})`,
        ],
        ['Peak enrollment searches in flight during that check', `${last.peak}`],
    ];
};

export const benchDisenrollments = async (
    browser: Browser,
    baseUrl: string,
    runs: number
): Promise<Array<[string, string]>> => {
    const times: number[] = [];
    let last = { calls: 0, matching: 0, peak: 0 };
    for (let run = 0; run < runs; run += 1) {
        const context = await signedInContext(browser, baseUrl);
        const page = await context.newPage();
        const seen = watchCalls(page, () => true);
        await page.goto(`${baseUrl}/enrollments/disenrollments?agencyId=201`);
        // Complete: the rates, the producers' table and the chargebacks' chart drawn from its own chunk.
        await page.getByRole('table', { name: 'By producer' }).waitFor({ timeout: 120_000 });
        await page.locator('.MuiChartsSurface-root').first().waitFor({ timeout: 120_000 });
        times.push(await page.evaluate(() => performance.now()));
        last = seen;
        await context.close();
    }
    return [
        [`Rapid disenrollments for an agency to complete, median of ${runs}`, `${Math.round(median(times))} ms`],
        ['API requests on that load', `${last.calls}`],
        ['Peak calls in flight during that load', `${last.peak}`],
    ];
};
