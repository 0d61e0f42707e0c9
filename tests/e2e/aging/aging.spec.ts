import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp } from '../harness';
import { expectFitsOnPhone } from '../walkSteps';

const browser = browserPerFile();

const TEXT = {
    en: {
        home: 'Aging pending contracts',
        viewAll: 'View pending contracts',
        overdue: 'Waiting 20 days · Over two weeks: follow up now',
        aging: 'Waiting 9 days · Over a week: worth a follow-up',
        followUp: 'To follow up, contact Olivia Bennett',
        check: 'Check for missed commissions',
        title: 'Missed-commission check',
        done: /^Checked (\d+) of \1 enrollments$/,
        table: 'Enrollments without a commission payment',
        apply: 'Check',
        byProducer: /^By producer \(\d+\)$/,
    },
    es: {
        home: 'Contratos pendientes con demora',
        viewAll: 'Ver contratos pendientes',
        overdue: 'En espera desde hace 20 días · Más de dos semanas: haga seguimiento ya',
        aging: 'En espera desde hace 9 días · Más de una semana: conviene hacer seguimiento',
        followUp: 'Para hacer seguimiento, comuníquese con Olivia Bennett',
        check: 'Comprobar comisiones no pagadas',
        title: 'Comprobación de comisiones no pagadas',
        done: /^Comprobadas (\d+) de \1 inscripciones$/,
        table: 'Inscripciones sin pago de comisión',
        apply: 'Comprobar',
        byProducer: /^Por productor \(\d+\)$/,
    },
};

/**
 * Aging contracts and missed commissions as agent 101 walks them: the dashboard's aging card to the Pending contracts
 * with their waits and whom to ask, then the enrollments list to the missed-commission check; axe at each new state,
 * each page on a phone.
 */
const walk = (language: 'en' | 'es') => async () => {
    const text = TEXT[language];
    const session = await openApp(browser(), { language });
    const { page } = session;
    await session.goto('/?agentId=101');
    const card = page.getByRole('region', { name: text.home });
    await card.getByText(text.overdue).waitFor();
    await expectAccessible(page);
    await card.getByRole('link', { name: text.viewAll }).click();
    await page.getByText(text.aging).waitFor();
    await page.getByText(text.followUp).waitFor();
    await expectAccessible(page);
    await expectFitsOnPhone(page);

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
    await expectFitsOnPhone(page);
    await session.close();
};

describe('aging pending contracts and the missed-commission check', () => {
    it('walk in English', walk('en'));
    it('walk in Spanish', walk('es'));
});
