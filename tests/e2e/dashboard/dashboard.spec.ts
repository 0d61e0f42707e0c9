import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
    addFaults,
    browserPerFile,
    clearFaults,
    DESKTOP,
    expectAccessible,
    openApp,
    PHONE,
    readToTheEnd,
    requestsTo,
    type OpenAppOptions,
} from '../harness';
import { expectCardsKeepTheirPlaces, expectFits, narrowToPhone } from '../walkSteps';

const browser = browserPerFile();
const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Each card's call, the card's title, what it says when its call fails, and what it shows otherwise. */
const AGENT_CARDS = [
    { call: 'GET /t/agents/*/enrollments/recent', card: 'Recent enrollments', error: 'Error loading enrollments' },
    { call: 'GET /t/agents/*/dashboard', card: 'Enrollments', error: 'Error loading dashboard' },
    { call: 'GET /t/agents/*/statements', card: 'Recent statements', error: 'Error loading statements' },
    { call: 'GET /t/v2/agents/*/scopes', card: 'Recent scope of appointments', error: 'Error loading recent SOAs' },
    {
        call: 'GET /t/agents/*/accountmanager',
        card: 'Your relationship manager',
        error: 'Error loading your relationship manager',
    },
    {
        call: 'GET /api/content/calendar',
        card: 'Training calendar',
        error: 'Unable to load the training calendar at this time. Please try again later.',
    },
    // The expiry forecast's card: one of its three sources failing leaves the others' counts and says so.
    {
        call: 'GET /t/agents/*/eandos',
        card: 'Expiry forecast',
        error: 'Some of the data could not be loaded: the forecast page says which.',
    },
    // The videos area's cards in the dashboard's slots.
    { call: 'GET /api/feeds/news', card: 'News', error: 'Error loading feed' },
    // Aging contracts: the contracts area's Pending list, read by the aging card. The expiry forecast's card reads the
    // agent's contracts too (its certifications), so the two fail in the same half below (even places).
    { call: 'GET /t/agents/*/contracts', card: 'Aging pending contracts', error: 'Error loading pending contracts' },
    { call: 'GET /api/videos', card: 'Videos', error: 'Error loading videos' },
    // Renewals at risk's card reads the agent's contracts too: its place is in the even half, as the aging card's.
    {
        call: 'GET /t/agents/*/enrollments',
        card: 'Renewals at risk',
        error: 'Renewals could not be checked: the renewals page says why.',
    },
];

/** The agency's cards: as many as the agent's, the producer summary in place of recent SOAs. */
const AGENCY_CARDS = AGENT_CARDS.length;

describe('the dashboard', () => {
    it('as the agent Maria Lopez: alerts, every card with its data, the chart’s views and table, one call each; every card keeps its place while loading', async () => {
        const session = await open('en');
        const { page } = session;
        await session.goto('/?agentId=101');
        await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
        await page.getByRole('region', { name: 'Announcements' }).getByRole('note').first().waitFor();
        await card(page, 'Recent enrollments').getByRole('list').getByRole('link').first().waitFor();
        await card(page, 'Your relationship manager').getByText('Olivia Bennett').waitFor();
        await card(page, 'Training calendar').getByRole('listitem').first().waitFor();
        // Landing asks only what the first screen shows; the cards below load as the reader comes near, or all at
        // once when the keyboard reaches the cards (Tab would skip a card with nothing to focus yet).
        expect(requestsTo(session, '/t/agents/101/statements')).toEqual([]);
        expect(requestsTo(session, '/t/agents/101/licenses')).toEqual([]);
        await card(page, 'Recent enrollments').getByRole('link').first().focus();
        await expect.poll(() => requestsTo(session, '/t/agents/101/statements').length).toBe(1);
        await readToTheEnd(page);
        await card(page, 'Recent statements')
            .getByRole('link', { name: /^Statement of / })
            .first()
            .waitFor();
        await card(page, 'Recent scope of appointments').getByRole('listitem').first().waitFor();
        await session.settle();
        await expectAccessible(page);

        // Every card's call once, none twice.
        const calls = session.apiRequests.map(request => `${request.method} ${request.url}`);
        expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
        expect(calls).toContain('GET /t/agents/101/enrollments/recent?maxResults=10');

        const chart = card(page, 'Enrollments');
        expect(await chart.getByRole('button', { name: 'Producers' }).count()).toBe(0);
        await chart.getByRole('button', { name: '12 months' }).click();
        await chart.getByRole('button', { name: 'Show as a table' }).click();
        const table = chart.getByRole('table', { name: 'Enrollments per month' });
        await expect.poll(() => table.getByRole('row').count()).toBe(13);
        await expectAccessible(page);

        // Dismissing an alert hides it, also on the next visit.
        const alerts = page.getByRole('region', { name: 'Announcements' }).getByRole('note');
        const before = await alerts.count();
        await page
            .getByRole('button', { name: /^Dismiss the announcement / })
            .first()
            .click();
        await expect.poll(() => alerts.count()).toBe(before - 1);
        // The next visit, with every card's call held at first: no card moves or grows when its answer arrives.
        await expectCardsKeepTheirPlaces(session, '/?agentId=101', AGENT_CARDS.length);
        await card(page, 'Recent enrollments').getByRole('list').waitFor();
        await expect.poll(() => alerts.count()).toBe(before - 1);

        // A recent enrollment opens its detail.
        await card(page, 'Recent enrollments').getByRole('list').getByRole('link').first().click();
        await page.waitForURL(url => /^\/enrollments\/\d+$/.test(url.pathname));

        // Half the cards' calls failing, then the other half: each failing card says so, the others show their
        // data (two page loads, not one per card).
        const halves = [
            AGENT_CARDS.filter((_, index) => index % 2 === 0),
            AGENT_CARDS.filter((_, index) => index % 2 === 1),
        ];
        for (const failing of halves) {
            await clearFaults(session);
            await addFaults(session, ...failing.map(entry => `${entry.call} 500`));
            await session.goto('/?agentId=101');
            await readToTheEnd(page);
            for (const entry of failing) await card(page, entry.card).getByText(entry.error, { exact: true }).waitFor();
            await session.settle();
            for (const other of AGENT_CARDS.filter(entry => !failing.includes(entry)))
                expect(await card(page, other.card).getByText(other.error, { exact: true }).count()).toBe(0);
            expect(await page.getByRole('heading', { level: 2 }).count()).toBe(AGENT_CARDS.length);
        }
        await clearFaults(session);
        await session.close();
    });

    it('as the agency Sunshine Benefits Group, in Spanish: every card keeps its place while loading on a phone; producers in the chart and the summary table, every card within 390 px', async () => {
        const session = await open('es', { viewport: PHONE });
        const { page } = session;
        // The producer summary's table turns into a card per producer on a phone: the tallest reservation.
        await expectCardsKeepTheirPlaces(session, '/?agencyId=201', AGENCY_CARDS);
        await page.setViewportSize(DESKTOP);
        await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor();
        const summary = card(page, 'Resumen de inscripciones por productor');
        await summary.getByRole('table').getByRole('row').nth(1).waitFor();
        await card(page, 'Inscripciones recientes')
            .getByText(/^Productor/)
            .first()
            .waitFor();
        expect(await card(page, 'Alcances de cita recientes').count()).toBe(0);
        const chart = card(page, 'Inscripciones');
        await chart.getByRole('button', { name: 'Productores' }).click();
        await chart.getByRole('button', { name: 'Ver como tabla' }).click();
        await chart.getByRole('table', { name: 'Inscripciones por productor' }).getByRole('row').nth(1).waitFor();
        await session.settle();
        await expectAccessible(page);

        // On a phone every card fits the width, the summary as cards and the manager's card included.
        await narrowToPhone(page);
        await summary.getByRole('list').getByRole('listitem').first().waitFor();
        await card(page, 'Su gerente de relaciones').getByText('Marcus Reed').waitFor();
        await expectFits(page);
        await session.close();
    });
});
