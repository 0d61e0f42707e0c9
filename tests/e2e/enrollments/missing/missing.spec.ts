import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp, ZOOMED_LAPTOP } from '../../harness';
import { expectFits, expectFitsOnPhone } from '../../walkSteps';

const browser = browserPerFile();

const TEXT = {
    en: {
        check: 'Check for missed commissions',
        title: 'Missed-commission check',
        done: /^Checked (\d+) of \1 enrollments$/,
        table: 'Enrollments without a commission payment',
        apply: 'Check',
        byProducer: /^By producer \(\d+\)$/,
    },
    es: {
        check: 'Comprobar comisiones no pagadas',
        title: 'Comprobación de comisiones no pagadas',
        done: /^Comprobadas (\d+) de \1 inscripciones$/,
        table: 'Inscripciones sin pago de comisión',
        apply: 'Comprobar',
        byProducer: /^Por productor \(\d+\)$/,
    },
};

/**
 * Agent 101 from the enrollments list to the missed-commission check, then an agency's counts per producer; axe at
 * each new state, each page on a phone.
 */
const walk = (language: 'en' | 'es') => async () => {
    const text = TEXT[language];
    const session = await openApp(browser(), { language });
    const { page } = session;
    await session.goto('/enrollments?agentId=101');
    await page.getByRole('link', { name: text.check }).click();
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.getByText(text.done).waitFor();
    await page.getByRole('table', { name: text.table }).waitFor();
    // At a laptop's 1366 px the window's button shows its whole word (Spanish "COMPROBAR" was cut to "OMPROBA").
    await page.setViewportSize({ width: 1366, height: 768 });
    const apply = page.getByRole('button', { name: text.apply, exact: true });
    expect(await apply.evaluate(button => button.scrollWidth - button.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await expectFitsOnPhone(page);

    // An agency: the count per producer first, each count a button that filters the list.
    await session.goto('/enrollments/missing-commissions?agencyId=201');
    await page.getByText(text.done).waitFor();
    const byProducer = page.getByRole('region', { name: text.byProducer });
    await byProducer.getByRole('button', { pressed: false }).first().click();
    await byProducer.getByRole('button', { pressed: true }).waitFor();
    await expectAccessible(page);
    // Zoomed to 200% with the menu open beside it, only the table's own box scrolls sideways, not the page.
    await page.setViewportSize(ZOOMED_LAPTOP);
    await expectFits(page);
    await expectFitsOnPhone(page);
    await session.close();
};

describe('the missed-commission check', () => {
    it('walk in English', walk('en'));
    it('walk in Spanish', walk('es'));
});
