import type { Browser } from 'playwright-core';
import { LARGE_DOWNLINE_SIZE } from '../mocks/db/largeDownline';
import { signedInContext } from './benchContext';

/**
 * Bench rows of renewals at risk: agency 201 in the large-downline scenario (200 producers, three members each),
 * from navigation to "All 200 producers checked." with the answer shown, the calls of that load, and the most
 * calls in flight at once: the producers' details (4 at most by design) and every API call.
 */
const PRODUCER_DETAIL = /^\/t\/v2\/agencies\/\d+\/agents\/\d+$/;
const API = /^\/(t|api)\//;

export const benchRenewals = async (
    browser: Browser,
    baseUrl: string,
    runs: number
): Promise<Array<[string, string]>> => {
    const times: number[] = [];
    let peakProducers = 0;
    let peakAll = 0;
    let calls = 0;
    for (let run = 0; run < runs; run += 1) {
        const context = await signedInContext(browser, baseUrl);
        await context.addCookies([{ name: 'demo_scenario', value: 'large-downline', url: baseUrl }]);
        const page = await context.newPage();
        let inFlight = { producers: 0, all: 0 };
        let runCalls = 0;
        const count = (url: string, step: number) => {
            const path = new URL(url).pathname;
            if (!API.test(path)) return;
            inFlight = {
                all: inFlight.all + step,
                producers: inFlight.producers + (PRODUCER_DETAIL.test(path) ? step : 0),
            };
            peakAll = Math.max(peakAll, inFlight.all);
            peakProducers = Math.max(peakProducers, inFlight.producers);
        };
        page.on('request', request => {
            if (API.test(new URL(request.url()).pathname)) runCalls += 1;
            count(request.url(), 1);
        });
        page.on('requestfinished', request => count(request.url(), -1));
        page.on('requestfailed', request => count(request.url(), -1));
        await page.goto(`${baseUrl}/renewals?agencyId=201`);
        const done = await page.waitForFunction(
            size =>
                document.body.textContent?.includes(`All ${size} producers checked.`) &&
                document.querySelector('h2')?.textContent?.includes('renewing') &&
                performance.now(),
            LARGE_DOWNLINE_SIZE,
            { timeout: 300_000 }
        );
        times.push(Number(await done.jsonValue()));
        calls = runCalls;
        await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return [
        [
            `Renewals at risk for ${LARGE_DOWNLINE_SIZE} producers to complete, median of ${runs}`,
            `${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`,
        ],
        ['API requests on that load (renewals)', `${calls}`],
        ['Peak calls in flight (producers / all API calls)', `${peakProducers} / ${peakAll}`],
    ];
};
