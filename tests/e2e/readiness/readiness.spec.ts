import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp } from '../harness';
import { expectFits, expectFitsOnPhone, narrowToPhone, choose } from '../walkSteps';

const browser = browserPerFile();
const YEAR = new Date().getFullYear();
const SUMMIT = 'Summit Life & Health';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const search = (page: Page) => new URL(page.url()).searchParams;

describe('readiness to sell', () => {
    it('as the agent Maria Lopez, then as the agency Sunshine for her: matrix, filters, fixes, phone', async () => {
        const session = await openApp(browser(), { language: 'en' });
        const { page } = session;
        await session.goto('/?agentId=101');
        await page.getByRole('menuitem', { name: 'Readiness' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Readiness to sell');
        const table = page.getByRole('table', { name: new RegExp(`Readiness for plan year ${YEAR}`) });
        await table.waitFor();
        await page.getByText(new RegExp(`^\\d+ of \\d+ cells ready for plan year ${YEAR}$`)).waitFor();
        await expect
            .poll(() => page.getByRole('region', { name: 'E&O' }).textContent())
            .toMatch(/Valid until|Expire|No E&O/);

        // Filters go into the address; only what is not ready hides the ready cells.
        await choose(page, /^Carrier/, SUMMIT);
        await choose(page, /^State/, 'West Virginia (WV)');
        await table.getByText('Ready').first().waitFor();
        await page.getByRole('checkbox', { name: 'Only what is not ready' }).check();
        await expect.poll(() => search(page).get('notReady')).toBe('1');
        expect(search(page).get('carrier')).toBe(SUMMIT);
        expect(search(page).get('state')).toBe('WV');
        await expect.poll(() => table.getByText('Ready', { exact: true }).count()).toBe(0);
        await expectAccessible(page);

        // The phone: a list grouped by state.
        await narrowToPhone(page);
        await page.getByRole('heading', { name: 'West Virginia (WV)' }).waitFor();
        expect(await page.getByRole('table').count()).toBe(0);
        await expectFits(page);
        await expectAccessible(page);
        await page.setViewportSize({ width: 1280, height: 800 });

        // A missing contract's fix: the request wizard with the carrier.
        await page.getByRole('checkbox', { name: 'Only what is not ready' }).uncheck();
        await page.getByRole('link', { name: 'Request a contract' }).first().click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/contracts/request');
        expect(search(page).get('carrier')).toBe(SUMMIT);
        await page.goBack();
        await table.waitFor();

        // The agency: from Maria's producer detail to her matrix.
        await session.goto('/producers/101?agencyId=201');
        await page.getByRole('link', { name: 'Readiness to sell' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Readiness to sell: Maria Lopez');
        expect(new URL(page.url()).pathname).toBe('/producers/101/readiness');
        await page.getByText(/An agency portal does not see a producer’s E&O records/).waitFor();
        await choose(page, /^Carrier/, SUMMIT);
        const request = page.getByRole('table').getByRole('link', { name: 'Request a contract' }).first();
        expect(await request.getAttribute('href')).toMatch(/^\/contracts\/downlinerequest\?forAgentId=101&/);
        await expectAccessible(page);
        await page.getByRole('link', { name: 'Back to the producer' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/producers/101');
        await session.close();
    });

    it('speaks Spanish: an agency picks a producer, within 390 px', async () => {
        const session = await openApp(browser(), { language: 'es' });
        const { page } = session;
        await session.goto('/?agencyId=201');
        await page.getByRole('menuitem', { name: 'Preparación' }).click();
        await page.getByText('Elija un productor para ver su preparación para vender.').waitFor();
        await choose(page, /^Productor/, 'Maria Lopez');
        await expect.poll(() => heading(page).textContent()).toBe('Preparación para vender: Maria Lopez');
        expect(search(page).get('producer')).toBe('101');
        await choose(page, /^Aseguradora/, SUMMIT);
        await page.getByText(/^\d+ de \d+ celdas listas para el año del plan/).waitFor();
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        await narrowToPhone(page);
        await page.getByRole('region', { name: /por estado/ }).waitFor();
        await expectAccessible(page);
        await session.close();
    });
});
