import type { Browser } from 'playwright-core';
import { enrollmentsOf } from '../mocks/db/enrollments';
import { commissionDue, DEFAULT_WINDOW, inWindow, type CheckWindow } from '../resources/enrollments/missing/check';
import { signedInContext } from './benchContext';

/**
 * Bench rows of the missed-commission check: agency 201 over a window holding 300+ enrollments, and agent 101's
 * default window, from navigation to "Checked N of N", with the calls each source took (the old method asked one
 * payment call per enrollment) and the most enrollment payment calls the page had open at once (at most 4).
 */
const PORTALS: Array<{ name: string; portal: string; ownerType: 'agent' | 'agency'; id: string; window: CheckWindow }> =
    [
        { name: 'agency 201', portal: 'agencyId=201', ownerType: 'agency', id: '201', window: { from: 30, to: 1095 } },
        { name: 'agent 101', portal: 'agentId=101', ownerType: 'agent', id: '101', window: DEFAULT_WINDOW },
    ];
const OWN_PAYMENTS = /\/enrollments\/\d+\/payments\/commissions$/;
const STATEMENT_LISTS = /statements\/\d+\/[^/]+\/payments\/commissions\/(processed|onhold)$/;
const STATEMENTS = /\/statements$/;
const SEARCH = /\/enrollments$/;

export const benchMissedCommissions = async (
    browser: Browser,
    baseUrl: string,
    runs: number
): Promise<Array<[string, string]>> => {
    const rows: Array<[string, string]> = [];
    let peak = 0;
    for (const { name, portal, ownerType, id, window } of PORTALS) {
        // The enrollments the check asks about: those terminated before a commission was due are left out unasked.
        const count = enrollmentsOf(ownerType, id).filter(
            row => inWindow(row.EffectiveDate, window) && commissionDue(row, window)
        ).length;
        const times: number[] = [];
        let calls = { search: 0, statements: 0, lists: 0, own: 0 };
        for (let run = 0; run < runs; run += 1) {
            const context = await signedInContext(browser, baseUrl);
            const page = await context.newPage();
            const counted = { search: 0, statements: 0, lists: 0, own: 0 };
            let inFlight = 0;
            const pathOf = (url: string) => new URL(url).pathname;
            page.on('request', request => {
                const path = pathOf(request.url());
                if (OWN_PAYMENTS.test(path)) {
                    counted.own += 1;
                    peak = Math.max(peak, ++inFlight);
                } else if (STATEMENT_LISTS.test(path)) counted.lists += 1;
                else if (STATEMENTS.test(path)) counted.statements += 1;
                else if (SEARCH.test(path)) counted.search += 1;
            });
            const ended = (request: { url: () => string }) => {
                if (OWN_PAYMENTS.test(pathOf(request.url()))) inFlight -= 1;
            };
            page.on('requestfinished', ended);
            page.on('requestfailed', ended);
            await page.goto(`${baseUrl}/enrollments/missing-commissions?${portal}&from=${window.from}&to=${window.to}`);
            await page.getByText(`Checked ${count} of ${count} enrollments`).waitFor({ timeout: 120_000 });
            times.push(await page.evaluate(() => performance.now()));
            calls = counted;
            await context.close();
        }
        const sorted = [...times].sort((a, b) => a - b);
        const median = sorted[Math.floor(sorted.length / 2)];
        rows.push(
            [
                `Missed-commission check, ${name}, ${count} enrollments, to complete, median of ${runs}`,
                `${Math.round(median)} ms`,
            ],
            [
                `Calls of that check (${count} payment calls by the old method)`,
                `${calls.statements + calls.lists + calls.own} (statements ${calls.statements}, payment lists ${calls.lists}, own payments ${calls.own}; search pages ${calls.search})`,
            ]
        );
    }
    rows.push(['Peak payment calls in flight during those checks', `${peak}`]);
    return rows;
};
