import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, DESKTOP, expectAccessible, openApp } from '../harness';
import { choose, expectFits, expectFitsOnPhone, narrowToPhone } from '../walkSteps';
import { defaultPlanYear } from '../../../src/domain/readiness';

const browser = browserPerFile();
// The plan year the page answers when none is asked (the tests' day is in the annual enrollment period).
const YEAR = defaultPlanYear();
const SUMMIT = 'Summit Life & Health';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const search = (page: Page) => new URL(page.url()).searchParams;

/** The element's top is on the first screen: seen without scrolling the page. */
const onFirstScreen = async (page: Page, element: Locator) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await element.boundingBox())!;
    return box.y >= 0 && box.y + 40 <= page.viewportSize()!.height;
};

/** Where an element is inside the box that scrolls it, in px from that box's top and left edges. */
const placeIn = async (region: Locator, element: Locator) => {
    const [outer, inner] = [(await region.boundingBox())!, (await element.boundingBox())!];
    return { top: Math.round(inner.y - outer.y), left: Math.round(inner.x - outer.x) };
};

describe('readiness to sell', () => {
    it('as the agent Maria Lopez: the question and what to do next first, then every carrier and state', async () => {
        const session = await openApp(browser(), { language: 'en' });
        const { page } = session;
        await session.goto('/?agentId=101');
        await page.getByRole('menuitem', { name: 'Readiness' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Readiness to sell');

        // The first screen: the question, and the count with the things to fix.
        const question = page.getByRole('region', { name: 'Can you sell it?' });
        const next = page.getByRole('region', { name: 'What to do next' });
        await next
            .getByText(/^(Ready to sell \d+ carriers? in \d+ states?|Not ready to sell anywhere yet); /)
            .waitFor();
        expect(await onFirstScreen(page, question)).toBe(true);
        expect(await onFirstScreen(page, next.getByRole('listitem').first())).toBe(true);
        await expect
            .poll(() => page.getByRole('region', { name: 'E&O' }).textContent())
            .toMatch(/Valid until|Expire|No E&O/);

        // Every carrier and state: the state column and the carriers' header stay while the table scrolls,
        // by the keyboard too.
        const table = page.getByRole('region', { name: new RegExp(`Readiness for plan year ${YEAR}`) });
        await table.getByRole('table').waitFor();
        const firstState = table.getByRole('rowheader').first();
        const firstCarrier = table.getByRole('columnheader').nth(1);
        const [stateBefore, carrierBefore] = [await placeIn(table, firstState), await placeIn(table, firstCarrier)];
        await table.focus();
        // The keys scroll the region only once it holds the focus (on a busy machine the focus may come later).
        await expect.poll(() => table.evaluate(element => element === document.activeElement)).toBe(true);
        await page.keyboard.press('PageDown');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => table.evaluate(element => element.scrollTop > 0 && element.scrollLeft > 0)).toBe(true);
        expect((await placeIn(table, firstCarrier)).top).toBe(carrierBefore.top);
        expect((await placeIn(table, table.getByRole('rowheader').last())).left).toBe(stateBefore.left);
        await expectAccessible(page);

        // The question, asked with the carrier and state choices: the answer, and the matrix narrowed below.
        await choose(page, /^Carrier/, SUMMIT);
        await choose(page, /^State/, 'West Virginia (WV)');
        await question.getByText(/^(Yes|Partly|Not yet): /).waitFor();
        expect(search(page).get('carrier')).toBe(SUMMIT);
        expect(search(page).get('state')).toBe('WV');
        await table.getByRole('rowheader', { name: /^West Virginia \(WV\)/ }).waitFor();

        // Only ready, then only not ready.
        const show = page.getByRole('group', { name: 'Show' });
        await show.getByRole('button', { name: 'Only ready' }).click();
        await expect.poll(() => search(page).get('only')).toBe('ready');
        await show.getByRole('button', { name: 'Only not ready' }).click();
        await expect.poll(() => search(page).get('only')).toBe('notReady');
        await expect.poll(() => table.getByText('Ready', { exact: true }).count()).toBe(0);
        await expectAccessible(page);

        // The phone: a list of states, one line each, opened one at a time by the keyboard.
        await show.getByRole('button', { name: 'All' }).click();
        await choose(page, /^State/, 'All states');
        await narrowToPhone(page);
        const states = page.getByRole('region', { name: /by state/ });
        const california = states.getByRole('button', { name: /^California \(CA\)/ });
        const westVirginia = states.getByRole('button', { name: /^West Virginia \(WV\)/ });
        await california.focus();
        await page.keyboard.press('Enter');
        await states.getByRole('list', { name: 'California (CA)' }).waitFor();
        await westVirginia.focus();
        await page.keyboard.press('Enter');
        await states.getByRole('list', { name: 'West Virginia (WV)' }).waitFor();
        expect(await california.getAttribute('aria-expanded')).toBe('false');
        expect(await page.getByRole('table').count()).toBe(0);
        await expectFits(page);
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);

        // California's license, from the question: the license form with California chosen.
        await choose(page, /^State/, 'California (CA)');
        await question.getByRole('link', { name: 'Submit a license' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/licenses/submission');
        await expect.poll(() => page.getByRole('combobox', { name: /^State/ }).textContent()).toBe('California');
        await page.goBack();

        // A missing contract's fix: the request wizard with the carrier.
        await question.getByRole('link', { name: 'Request a contract' }).first().click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/contracts/request');
        expect(search(page).get('carrier')).toBe(SUMMIT);
        await session.close();
    });

    it('as the agency Sunshine: a producer from the detail, then searched by name at /readiness', async () => {
        const session = await openApp(browser(), { language: 'en' });
        const { page } = session;
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

        // A producer who is not in the downline, then one searched by name.
        await session.goto('/readiness?agencyId=201&producer=999999');
        await page.getByText('Producer 999999 is not in your downline. Choose one of your producers above.').waitFor();
        const producer = page.getByRole('combobox', { name: 'Producer' });
        await producer.fill('lopez');
        await page.getByRole('option', { name: 'Maria Lopez' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Readiness to sell: Maria Lopez');
        expect(search(page).get('producer')).toBe('101');
        await expectAccessible(page);
        await session.close();
    });

    it('speaks Spanish: an agency picks a producer, within 390 px', async () => {
        const session = await openApp(browser(), { language: 'es' });
        const { page } = session;
        await session.goto('/?agencyId=201');
        await page.getByRole('menuitem', { name: 'Preparación' }).click();
        await page.getByText('Elija un productor para ver su preparación para vender.').waitFor();
        await page.getByRole('combobox', { name: 'Productor' }).fill('maria lopez');
        await page.getByRole('option', { name: 'Maria Lopez' }).click();
        await expect.poll(() => heading(page).textContent()).toBe('Preparación para vender: Maria Lopez');
        expect(search(page).get('producer')).toBe('101');
        await page.getByText(/^(Listo para vender|Todavía no está listo)/).waitFor();
        await choose(page, /^Aseguradora/, SUMMIT);
        await expectAccessible(page);
        await expectFitsOnPhone(page);
        await narrowToPhone(page);
        await page.getByRole('region', { name: /por estado/ }).waitFor();
        expect(await onFirstScreen(page, page.getByRole('region', { name: '¿Puede venderlo este productor?' }))).toBe(
            true
        );
        await expectAccessible(page);
        await session.close();
    });
});
