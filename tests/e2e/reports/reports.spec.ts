import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
    browserPerFile,
    expectAccessible,
    openApp,
    overflowing,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type OpenAppOptions,
} from '../harness';
import { choose } from '../walkSteps';
import { clock } from '../../../src/clock';

const browser = browserPerFile();
const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });
const YEAR = clock.now().getFullYear();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

describe('RTS report', () => {
    it('as the agency Sunshine Benefits Group: downloads the report of a plan year from the Reports menu (not offered to an agent)', async () => {
        const session = await open('en');
        const { page } = session;
        await session.goto('/reports/rts?agentId=101');
        await page.getByText(/This page is for agency portals only/).waitFor();
        expect(await page.getByRole('menuitem', { name: 'Reports' }).count()).toBe(0);

        await session.goto('/?agencyId=201');
        await page.getByRole('menuitem', { name: 'Reports' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('RTS report');
        expect(new URL(page.url()).pathname).toBe('/reports/rts');
        await page.getByRole('combobox', { name: /^Carrier/ }).waitFor();
        await expectAccessible(page);

        await choose(page, /^Plan year/, String(YEAR - 1), { exact: false });
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download report' }).click();
        expect((await download).suggestedFilename()).toBe(`Sunshine Benefits Group RTS report ${YEAR - 1}.xlsx`);
        await page.getByText('Report generated successfully').waitFor();
        expect(requestsTo(session, '/t/agencies/201/reports').map(request => request.url)).toEqual([
            `/t/agencies/201/reports/rtsreport/excel?PlanYear=${YEAR - 1}`,
        ]);
        await session.close();
    });

    it('speaks Spanish, within 390 px', async () => {
        const session = await open('es', { viewport: PHONE });
        const { page } = session;
        await session.goto('/reports/rts?agencyId=201');
        await expect.poll(() => heading(page).textContent()).toBe('Informe RTS');
        await page.getByRole('combobox', { name: /^Aseguradora/ }).waitFor();
        const download = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Descargar informe' }).click();
        expect((await download).suggestedFilename()).toBe(`Sunshine Benefits Group RTS report ${YEAR}.xlsx`);
        await page.getByText('El informe se generó correctamente').waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        expect(await overflowing(page)).toEqual([]);
        await expectAccessible(page);
        await session.close();
    });
});
