import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp } from '../../harness';
import { expectFits, expectFitsOnPhone, narrowToPhone } from '../../walkSteps';

const browser = browserPerFile();

const TEXT = {
    en: {
        open: 'Rapid disenrollments',
        title: 'Rapid disenrollments and chargebacks',
        headline: /^All products: \d+ of \d+ enrollments effective from .+ ended within 3 months: [\d.]+%$/,
        chargeback:
            /^Medicare Advantage and Part D: \d+ of \d+ enrollments effective from .+ ended within 3 months: [\d.]+%$/,
        causes: 'Why they ended',
        carriers: 'By carrier',
        producers: 'By producer',
        rapid: 'Enrollments that ended within 3 months',
        chargebacks: 'Chargebacks by month',
        showTable: 'Show as a table',
        showChart: 'Show as a chart',
    },
    es: {
        open: 'Bajas rápidas',
        title: 'Bajas rápidas y contracargos',
        headline:
            /^Todos los productos: \d+ de \d+ inscripciones en vigencia de .+ terminaron dentro de 3 meses: [\d.,]+\s?%$/,
        chargeback:
            /^Medicare Advantage y Parte D: \d+ de \d+ inscripciones en vigencia de .+ terminaron dentro de 3 meses: [\d.,]+\s?%$/,
        causes: 'Por qué terminaron',
        carriers: 'Por aseguradora',
        producers: 'Por productor',
        rapid: 'Inscripciones que terminaron dentro de 3 meses',
        chargebacks: 'Contracargos por mes',
        showTable: 'Ver como tabla',
        showChart: 'Ver como gráfico',
    },
};

/**
 * From the enrollments list to the rapid-disenrollment view: the rate first, the tables by carrier (and for an
 * agency by producer, each enrollment naming its producer), the chargebacks' chart with its table, an enrollment
 * opened from its row; axe at each state, the page on a phone.
 */
const walk = (language: 'en' | 'es', portal: 'agentId=101' | 'agencyId=201') => async () => {
    const text = TEXT[language];
    const agency = portal.startsWith('agency');
    const session = await openApp(browser(), { language });
    const { page } = session;
    await session.goto(`/enrollments?${portal}`);
    await page.getByRole('link', { name: text.open, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: text.headline }).waitFor();
    await page.getByRole('heading', { level: 2, name: text.chargeback }).waitFor();
    await page.getByRole('region', { name: text.causes }).waitFor();
    await page.getByRole('table', { name: text.carriers }).waitFor();
    expect(await page.getByRole('table', { name: text.producers }).count()).toBe(agency ? 1 : 0);
    const rapid = page.getByRole('table', { name: text.rapid });
    await rapid.waitFor();
    if (agency) {
        const producerCells = rapid.locator('tbody tr td:nth-child(2) a[href^="/producers/"]');
        expect(await producerCells.count()).toBe(await rapid.locator('tbody tr').count());
    }
    // The chart draws once its own chunk is in; its table is there for screen readers, and on demand in view.
    await page.locator('.MuiChartsSurface-root').first().waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: text.showTable }).click();
    await page.getByRole('table', { name: text.chargebacks }).waitFor();
    await page.getByRole('button', { name: text.showChart }).waitFor();
    await expectAccessible(page);

    await narrowToPhone(page);
    await expectFits(page);
    await expectAccessible(page);
    await expectFitsOnPhone(page);

    const first = rapid.locator('tbody tr').first().getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href.split('?')[0]);
    await session.close();
};

describe('rapid disenrollments and chargebacks', () => {
    it('walk as agent 101 in English', walk('en', 'agentId=101'));
    it('walk as agency 201 in Spanish', walk('es', 'agencyId=201'));
    it('walk as agency 201 in English', walk('en', 'agencyId=201'));
    it('walk as agent 101 in Spanish', walk('es', 'agentId=101'));
});
