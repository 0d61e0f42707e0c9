import { describe, it } from 'vitest';
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
    },
    es: {
        home: 'Contratos pendientes con demora',
        viewAll: 'Ver contratos pendientes',
        overdue: 'En espera desde hace 20 días · Más de dos semanas: haga seguimiento ya',
        aging: 'En espera desde hace 9 días · Más de una semana: conviene hacer seguimiento',
        followUp: 'Para hacer seguimiento, comuníquese con Olivia Bennett',
    },
};

/**
 * Agent 101 follows up on waiting contracts: the dashboard's aging card to the Pending contracts with their waits
 * and whom to ask; axe at each new state, the list on a phone.
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
    await session.close();
};

describe('aging pending contracts', () => {
    it('walk in English', walk('en'));
    it('walk in Spanish', walk('es'));
});
