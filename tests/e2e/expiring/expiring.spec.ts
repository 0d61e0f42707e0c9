import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addFaults, browserPerFile, expectAccessible, openApp, readToTheEnd } from '../harness';
import { expectFitsOnPhone } from '../walkSteps';

const browser = browserPerFile();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const windowRegion = (page: Page, name: RegExp) => page.getByRole('region', { name });

/** Counts the producers' calls (details and contract rows) in flight as the page makes them: the most at once. */
const watchInFlight = (page: Page) => {
    const producerCall = (url: string) =>
        /\/t\/v2\/agencies\/\d+\/(agents\/|downlineagentcontracts)/.test(new URL(url).pathname);
    let inFlight = 0;
    let peak = 0;
    page.on('request', request => {
        if (producerCall(request.url())) peak = Math.max(peak, ++inFlight);
    });
    const done = (request: { url: () => string }) => {
        if (producerCall(request.url())) inFlight--;
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    return () => peak;
};

describe('expiry forecast', () => {
    it('as agent James Carter from the dashboard card, then as an agency over 200 producers with one failing', async () => {
        const session = await openApp(browser(), { language: 'en', scenario: 'large-downline' });
        const { page } = session;
        await session.goto('/?agentId=102');
        await readToTheEnd(page);
        const card = page.getByRole('region', { name: 'Expiry forecast', exact: true });
        const counts = card.getByRole('list', { name: 'Items by window' });
        await counts.getByText('Within 30 days').waitFor();
        await expectAccessible(page);
        await card.getByRole('link', { name: 'Open the expiry forecast' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Expiry forecast');
        await windowRegion(page, /^Within 30 days/).waitFor();
        // His one RTS lapse is in a state where he holds no valid license: counted apart, its list closed.
        await page
            .getByRole('link', { name: '1 RTS lapse is not counted above: you hold no valid license in its state.' })
            .waitFor();
        const apart = windowRegion(page, /^RTS lapses without a valid license/);
        await apart.getByRole('button', { name: 'Show this lapse' }).click();
        const lapse = apart.getByRole('link', { name: /^Ready to sell with / }).first();
        await lapse.waitFor();
        await expectAccessible(page);

        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Add to my calendar' }).click();
        const file = await download;
        expect(file.suggestedFilename()).toBe('expiry-forecast.ics');
        const calendar = await readFile((await file.path())!, 'utf8');
        expect(calendar).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(calendar.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThan(0);
        // Each event says what lapses and for whom, with a reminder (never one already past: calendar.test.ts).
        expect(calendar).toMatch(/\r\nTRIGGER:-?P/);
        const unfolded = calendar.replace(/\r\n /g, '');
        expect(unfolded).toMatch(/\r\nSUMMARY:.+ – James Carter\r\n/);
        expect(unfolded).not.toMatch(/\r\nSUMMARY:Ready to sell/);
        // The RTS lapse set apart for want of a license is not in the file either.
        expect(unfolded).not.toMatch(/\r\nSUMMARY:.*RTS \d{4} missing/);
        await page.getByText(/^The calendar file with \d+ dates? was downloaded$/).waitFor();

        await lapse.click();
        await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/contracts\/\d+$/);

        // The agency: 200 producers, one producer at a time, one of them failing.
        await addFaults(session, 'GET /t/v2/agencies/201/agents/30007 500');
        const peak = watchInFlight(page);
        await session.goto('/expiring?agencyId=201');
        await page.getByText('All 200 producers checked.').or(page.getByText('Checked 200 of 200 producers')).waitFor();
        const failures = page.getByRole('alert').filter({ hasText: 'could not be checked' });
        await failures.getByRole('link').waitFor();
        expect(await failures.getByRole('link').count()).toBe(1);
        await windowRegion(page, /^Already expired/)
            .getByText(/^Producer: /)
            .first()
            .waitFor();
        const producerCalls = session.apiRequests.filter(request =>
            /\/t\/v2\/agencies\/201\/agents\/\d+$/.test(request.path)
        );
        expect(new Set(producerCalls.map(request => request.path)).size).toBe(200);
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        expect(peak()).toBeLessThanOrEqual(4);
        expect(peak()).toBeGreaterThan(1);
        await session.close();
    });

    it('speaks Spanish, for the agency and an agent, and fits a phone', async () => {
        const session = await openApp(browser(), { language: 'es' });
        const { page } = session;
        await session.goto('/expiring?agencyId=201');
        await expect.poll(() => heading(page).textContent()).toBe('Pronóstico de vencimientos');
        await page.getByText('Se revisaron los 122 productores.').waitFor();
        await windowRegion(page, /^En 30 días o menos/)
            .getByText(/^Productor: /)
            .first()
            .waitFor();
        await windowRegion(page, /^Certificaciones RTS que terminan sin licencia vigente/)
            .getByRole('button', { name: /^Mostrar estas \d+ certificaciones$/ })
            .click();
        await page
            .getByText(/^Sin licencia vigente en [A-Z]{2}$/)
            .first()
            .waitFor();
        await expectAccessible(page);
        await expectFitsOnPhone(page);

        await session.goto('/expiring?agentId=102');
        await windowRegion(page, /^En 30 días o menos/)
            .getByRole('link', { name: /^Licencia / })
            .waitFor();
        await page.getByRole('button', { name: 'Agregar a mi calendario' }).waitFor();
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        await session.close();
    });
});
