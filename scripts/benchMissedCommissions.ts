import type { Browser } from 'playwright-core';
import { enrollmentsOf } from '../mocks/db/enrollments';
import { commissionDue, inWindow } from '../resources/enrollments/missing/check';
import { signedInContext } from './benchContext';

/**
 * Bench rows of the missed-commission check: agency 201 over a window holding 300+ enrollments, from
 * navigation to "Checked N of N", with the most payment calls the page had open at once (at most 4 by design).
 */
const WINDOW = { from: 30, to: 1095 };
const PAYMENTS = /\/enrollments\/\d+\/payments\/commissions$/;

export const benchMissedCommissions = async (
    browser: Browser,
    baseUrl: string,
    runs: number
): Promise<Array<[string, string]>> => {
    // The enrollments the check asks about: those terminated before a commission was due are left out unasked.
    const count = enrollmentsOf('agency', '201').filter(
        row => inWindow(row.EffectiveDate, WINDOW) && commissionDue(row, WINDOW)
    ).length;
    const times: number[] = [];
    let peak = 0;
    for (let run = 0; run < runs; run += 1) {
        const context = await signedInContext(browser, baseUrl);
        const page = await context.newPage();
        let inFlight = 0;
        const isPayment = (url: string) => PAYMENTS.test(new URL(url).pathname);
        page.on('request', request => {
            if (isPayment(request.url())) peak = Math.max(peak, ++inFlight);
        });
        const ended = (request: { url: () => string }) => {
            if (isPayment(request.url())) inFlight -= 1;
        };
        page.on('requestfinished', ended);
        page.on('requestfailed', ended);
        await page.goto(`${baseUrl}/enrollments/missing-commissions?agencyId=201&from=${WINDOW.from}&to=${WINDOW.to}`);
        await page.getByText(`Checked ${count} of ${count} enrollments`).waitFor({ timeout: 120_000 });
        times.push(await page.evaluate(() => performance.now()));
        await context.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    return [
        [
            `Missed-commission check over ${count} enrollments to complete, median of ${runs}`,
            `${Math.round(median)} ms`,
        ],
        ['Peak payment calls in flight during that check', `${peak}`],
    ];
};
