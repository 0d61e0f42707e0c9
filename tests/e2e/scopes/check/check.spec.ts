import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { currentMonth, shiftMonth } from '../../../../src/domain/calendarMonths';
import { browserPerFile, expectAccessible, openApp } from '../../harness';
import { expectFits, expectFitsOnPhone, narrowToPhone } from '../../walkSteps';

const browser = browserPerFile();

const TEXT = {
    en: {
        list: 'Check SOAs against enrollments',
        title: 'SOA check',
        done: /^Checked \d+ enrollments with an application received in these months$/,
        headline: /^\d+ of \d+ enrollments need your attention$/,
        noSoa: /^\d+ No SOA on file$/,
        noSoaResult: 'No SOA on file',
        completedAfter: /^\d+ SOA completed after the application$/,
        next: /^Request an SOA for the next appointment with /,
        table: 'Enrollments and their SOAs',
        request: /^Request an SOA for /,
        requestTitle: 'Request a scope of appointment',
        firstName: 'First name',
    },
    es: {
        list: 'Comprobar los SOA de las inscripciones',
        title: 'Comprobación de SOA',
        done: /^Se comprobaron \d+ inscripciones con una solicitud recibida en estos meses$/,
        headline: /^\d+ de \d+ inscripciones requieren su atención$/,
        noSoa: /^\d+ Sin SOA registrado$/,
        noSoaResult: 'Sin SOA registrado',
        completedAfter: /^\d+ SOA completado después de la solicitud$/,
        next: /^Solicitar un SOA para la próxima cita con /,
        table: 'Inscripciones y sus SOA',
        request: /^Solicitar un SOA para /,
        requestTitle: 'Solicitar un alcance de la cita',
        firstName: 'Nombre',
    },
};

/** The table's header row is still at the top of its box once the box has scrolled down. */
const expectHeaderKeptInView = async (page: Page, table: string) => {
    const box = page.getByRole('region', { name: table });
    const scrolled = await box.evaluate(element => {
        element.scrollTop = 300;
        return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    const [boxTop, headerTop] = await Promise.all([
        box.evaluate(element => element.getBoundingClientRect().top),
        box
            .locator('thead th')
            .first()
            .evaluate(element => element.getBoundingClientRect().top),
    ]);
    expect(Math.abs(headerTop - boxTop)).toBeLessThan(2);
};

/**
 * As agent 101 (Maria Lopez): from the SOA list to the check, the counts first, one flag chosen (kept in the
 * address), a row's "Request an SOA" to the form filled with the customer's names; axe at each state, the page
 * on a phone.
 */
const walk = (language: 'en' | 'es') => async () => {
    const text = TEXT[language];
    const session = await openApp(browser(), { language });
    const { page } = session;
    await session.goto('/scopes?agentId=101');
    await page.getByRole('link', { name: text.list }).click();
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.getByText(text.done).waitFor();
    await page.getByRole('heading', { level: 2, name: text.headline }).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: text.noSoa }).click();
    await expect.poll(() => new URL(page.url()).searchParams.getAll('flag')).toEqual(['noSoa']);
    const rows = page.getByRole('table', { name: text.table }).locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) expect(await row.textContent()).toContain(text.noSoaResult);
    await expectAccessible(page);

    await narrowToPhone(page);
    await expectFits(page);
    await expectAccessible(page);
    await expectFitsOnPhone(page);
    // An application taken with an SOA completed after it: documenting it and the next appointment's SOA fit too.
    await page.getByRole('button', { name: text.completedAfter }).click();
    await page.getByRole('link', { name: text.next }).first().waitFor();
    await expectAccessible(page);
    await expectFitsOnPhone(page);

    const request = page.getByRole('link', { name: text.request }).first();
    const customer = (await request.getAttribute('aria-label'))!.replace(text.request, '');
    await request.click();
    await page.getByRole('heading', { level: 1, name: text.requestTitle }).waitFor();
    expect(await page.getByRole('textbox', { name: text.firstName, exact: true }).inputValue()).toBe(
        customer.split(' ')[0]
    );
    await session.close();
};

describe('the SOA check', () => {
    it('walk in English', walk('en'));
    it('walk in Spanish', walk('es'));

    it('keeps the table’s header row in view on a long table', async () => {
        const session = await openApp(browser(), { language: 'en' });
        const to = currentMonth();
        await session.goto(`/scopes/check?agentId=101&from=${shiftMonth(to, -23)}&to=${to}&perPage=50`);
        await session.page.getByText(TEXT.en.done).waitFor();
        await expectHeaderKeptInView(session.page, TEXT.en.table);
        await session.close();
    });
});
