import { createTheme } from '@mui/material/styles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { chartOf } from '../../../mocks/db/dashboard';
import { api } from '../../../mocks/handlers/shared';
import { server } from '../../../mocks/node';
import { DashboardPage } from '../../../resources/dashboard/DashboardPage';
import { chartViewsFor } from '../../../resources/dashboard/EnrollmentChartCard';
import { theme } from '../../../src/layout/theme';
import {
    AGENCY_SUNSHINE,
    AGENT_JAMES,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderScreen,
    showStyles,
    silenceExpectedErrors,
} from '../harness';

const sent = recordRequests();
silenceExpectedErrors();

const openAs = (portal: typeof AGENT_MARIA, language: 'en' | 'es' = 'en') =>
    renderScreen(<DashboardPage />, { portal, path: '/', resource: 'dashboard', language });

/** A card once its code is there: a card whose code loads after the page's first answer is busy until then. */
const card = async (name: string) => {
    await waitFor(() => expect(screen.getByRole('region', { name })).not.toHaveAttribute('aria-busy'));
    return screen.getByRole('region', { name });
};

describe('the dashboard’s cards', () => {
    it('show an agent’s recent enrollments, statements, SOAs, calendar and manager, each calling once', async () => {
        openAs(AGENT_MARIA);
        const enrollments = await card('Recent enrollments');
        const list = await within(enrollments).findByRole('list', { name: 'Recent enrollments' });
        const links = within(list).getAllByRole('link');
        expect(links).toHaveLength(10);
        expect(links[0].getAttribute('href')).toMatch(/^\/enrollments\/\d+\?agentId=101$/);
        expect(within(enrollments).queryByText(/Producer:/)).toBeNull();
        const statements = await card('Recent statements');
        expect(await within(statements).findAllByRole('link', { name: /^Statement of / })).toHaveLength(5);
        const soas = await card('Recent scope of appointments');
        expect(await within(soas).findAllByRole('listitem')).toHaveLength(5);
        const manager = await card('Your relationship manager');
        expect(await within(manager).findByText('Olivia Bennett')).toBeInTheDocument();
        expect(within(manager).getByRole('link', { name: 'olivia.bennett@example.com' })).toHaveAttribute(
            'href',
            'mailto:olivia.bennett@example.com'
        );
        expect(within(manager).getByRole('link', { name: '(305) 555-0187' })).toHaveAttribute('href', 'tel:3055550187');
        expect(within(manager).getByRole('img', { name: 'Photo of Olivia Bennett' })).toBeInTheDocument();
        expect(within(manager).getByText('Direct')).toBeInTheDocument();
        const calendar = await card('Training calendar');
        expect(await within(calendar).findAllByRole('listitem')).toHaveLength(5);
        expect(screen.queryByRole('region', { name: 'Producer enrollment summary' })).toBeNull();

        const gets = sent.filter(call => call.method === 'GET').map(call => call.url.split('?')[0]);
        expect(gets.filter(path => path.endsWith('/enrollments/recent'))).toHaveLength(1);
        expect(new Set(gets).size).toBe(gets.length);
    });

    it('name the producer of each recent enrollment for an agency, and add the producer summary', async () => {
        openAs(AGENCY_SUNSHINE);
        const enrollments = await card('Recent enrollments');
        expect((await within(enrollments).findAllByText(/Producer: /)).length).toBeGreaterThan(0);
        expect(await card('Producer enrollment summary')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Recent scope of appointments' })).toBeNull();
    });

    it('keep the other cards when one card’s call fails', async () => {
        server.use(http.get('*/t/agents/:id/enrollments/recent', () => new HttpResponse(null, { status: 500 })));
        openAs(AGENT_MARIA);
        expect(await within(await card('Recent enrollments')).findByText('Error loading enrollments')).toBeVisible();
        expect(await within(await card('Your relationship manager')).findByText('Olivia Bennett')).toBeVisible();
        expect(
            await within(await card('Recent statements')).findAllByRole('link', { name: /^Statement of / })
        ).toHaveLength(5);
    });

    it('show the later cards while the first cards’ answers are late', async () => {
        const firstCalls = ['*/t/alerts', '*/t/agents/:id/enrollments/recent', '*/t/agents/:id/dashboard'];
        for (const path of [...firstCalls, '*/api/content/calendar']) holdRequests('get', path);
        openAs(AGENT_MARIA);
        expect(
            await within(await card('Recent statements')).findAllByRole('link', { name: /^Statement of / })
        ).toHaveLength(5);
        expect(await within(await card('Your relationship manager')).findByText('Olivia Bennett')).toBeVisible();
        expect(within(await card('Recent enrollments')).getByRole('progressbar')).toBeInTheDocument();
    });

    it('say so when there are no recent enrollments or SOAs', async () => {
        server.use(
            http.get('*/t/agents/:id/enrollments/recent', () => HttpResponse.json([])),
            http.get('*/t/v2/agents/:id/scopes', () => HttpResponse.json({ Data: [], Total: 0 }))
        );
        openAs(AGENT_MARIA);
        expect(await within(await card('Recent enrollments')).findByText('No recent enrollments')).toBeVisible();
        expect(
            await within(await card('Recent scope of appointments')).findByText('No recent scope of appointments found')
        ).toBeVisible();
    });

    it('show the training calendar’s own failure text', async () => {
        server.use(http.get('*/api/content/calendar', () => new HttpResponse(null, { status: 500 })));
        openAs(AGENT_MARIA);
        expect(
            await within(await card('Training calendar')).findByText(
                'Unable to load the training calendar at this time. Please try again later.'
            )
        ).toBeVisible();
    });

    it('show the SOA failure text', async () => {
        server.use(http.get('*/t/v2/agents/:id/scopes', () => new HttpResponse(null, { status: 500 })));
        openAs(AGENT_MARIA);
        expect(
            await within(await card('Recent scope of appointments')).findByText('Error loading recent SOAs')
        ).toBeVisible();
    });
});

describe('the relationship manager tile', () => {
    it('shows the fallback team contact when the portal has no manager', async () => {
        openAs(AGENT_JAMES);
        const manager = await card('Your relationship manager');
        expect(await within(manager).findByText('Producer Support Team')).toBeVisible();
        expect(within(manager).getByRole('link', { name: 'producersupport@example.com' })).toHaveAttribute(
            'href',
            'mailto:producersupport@example.com'
        );
        expect(within(manager).getByText('PT')).toBeInTheDocument();
    });
});

describe('the enrollment chart', () => {
    it('offers 6 and 12 months to agents, and producers to agencies too', () => {
        expect(chartViewsFor('agent')).toEqual(['sixMonths', 'twelveMonths']);
        expect(chartViewsFor('agency')).toEqual(['sixMonths', 'twelveMonths', 'producers']);
    });

    it('keeps the drawing out of the tab order: its words and its table carry the figures', async () => {
        openAs(AGENT_MARIA);
        const chart = await card('Enrollments');
        const drawing = await within(chart).findByRole('img', { name: 'Enrollments' });
        // An element the keyboard reaches is one with a tab index of 0 or more outside an inert subtree: MUI X
        // Charts gives its surface one, with no focus ring and nothing to do there.
        const tabStops = [...drawing.querySelectorAll('[tabindex]')].filter(
            element => element.getAttribute('tabindex') !== '-1' && !element.closest('[inert]')
        );
        expect(tabStops).toEqual([]);
    });

    it('shows an agent this year against last year by month, as a table too, in Spanish month names', async () => {
        const user = userEvent.setup();
        openAs(AGENT_MARIA, 'es');
        const chart = await card('Inscripciones');
        expect(within(chart).queryByRole('button', { name: 'Productores' })).toBeNull();
        await user.click(within(chart).getByRole('button', { name: 'Ver como tabla' }));
        const table = await within(chart).findByRole('table', { name: 'Inscripciones por mes' });
        expect(within(table).getAllByRole('row')).toHaveLength(7);
        expect(within(table).getByRole('columnheader', { name: 'Este año' })).toBeInTheDocument();
        expect(within(table).getByRole('columnheader', { name: 'Año pasado' })).toBeInTheDocument();
        await user.click(within(chart).getByRole('button', { name: '12 meses' }));
        expect(within(table).getAllByRole('row')).toHaveLength(13);
        const months = within(table)
            .getAllByRole('rowheader')
            .map(cell => cell.textContent);
        expect(months).toContain('ene');
        expect(months).not.toContain('Jan');
    });

    it('says a month’s count last year is not known when the answer lacks it, never 0', async () => {
        const user = userEvent.setup();
        const answer = chartOf('agent', '101');
        const lacking = <Item extends object>(items: Item[]) =>
            items.map((item, index) =>
                index === items.length - 1 ? { ...item, LastYearEnrollmentCount: null } : item
            );
        server.use(
            http.get(api('/t/agents/101/dashboard'), () =>
                HttpResponse.json({
                    EnrollmentsChart6Months: lacking(answer.EnrollmentsChart6Months),
                    EnrollmentsChart12Months: lacking(answer.EnrollmentsChart12Months),
                })
            )
        );
        openAs(AGENT_MARIA);
        const chart = await card('Enrollments');
        await user.click(within(chart).getByRole('button', { name: 'Show as a table' }));
        const table = await within(chart).findByRole('table', { name: 'Enrollments per month' });
        const lastRow = within(table).getAllByRole('row').at(-1)!;
        const [thisYear, lastYear] = within(lastRow).getAllByRole('cell');
        expect(thisYear).toHaveTextContent(String(answer.EnrollmentsChart6Months.at(-1)!.EnrollmentCount));
        expect(lastYear).toHaveTextContent('–Not known');
    });

    it.each([
        ['an agent', AGENT_MARIA],
        ['an agency', AGENCY_SUNSHINE],
    ])('shows %s its enrollments while the announcements fail', async (_who, portal) => {
        server.use(http.get('*/t/alerts', () => new HttpResponse(null, { status: 500 })));
        const user = userEvent.setup();
        openAs(portal);
        expect(await screen.findByText('Announcements could not be loaded.')).toBeVisible();
        const chart = await card('Enrollments');
        await user.click(await within(chart).findByRole('button', { name: 'Show as a table' }));
        const table = await within(chart).findByRole('table', { name: 'Enrollments per month' });
        expect(within(table).getAllByRole('row')).toHaveLength(7);
    });

    it('shows an agency its producers', async () => {
        const user = userEvent.setup();
        openAs(AGENCY_SUNSHINE);
        const chart = await card('Enrollments');
        await user.click(within(chart).getByRole('button', { name: 'Producers' }));
        await user.click(within(chart).getByRole('button', { name: 'Show as a table' }));
        const table = await within(chart).findByRole('table', { name: 'Enrollments per producer' });
        const counts = within(table)
            .getAllByRole('row')
            .slice(1)
            .map(row => Number(within(row).getAllByRole('cell').at(-1)!.textContent));
        expect(counts.length).toBeGreaterThan(0);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
});

describe('producers who share a name, on an agency’s home', () => {
    const MARIAS = [
        { AgentId: 20121, AgentName: 'Maria Garcia', EnrollmentCount: 50 },
        { AgentId: 20195, AgentName: 'Maria Garcia', EnrollmentCount: 40 },
    ];

    /** The chart's producers as a table, over a producer summary of these rows: its row headers. */
    const chartProducers = async (rows: object[]) => {
        const user = userEvent.setup();
        server.use(http.get(api('/t/agencies/201/producersummary'), () => HttpResponse.json(rows)));
        openAs(AGENCY_SUNSHINE);
        const chart = await card('Enrollments');
        await user.click(within(chart).getByRole('button', { name: 'Producers' }));
        await user.click(within(chart).getByRole('button', { name: 'Show as a table' }));
        const table = await within(chart).findByRole('table', { name: 'Enrollments per producer' });
        return () =>
            within(table)
                .getAllByRole('rowheader')
                .map(cell => cell.textContent);
    };

    it('are told apart by their agent id in the chart’s producers and the producer summary', async () => {
        const headers = await chartProducers([
            ...MARIAS,
            { AgentId: 20101, AgentName: 'Daniel Ramirez', EnrollmentCount: 30 },
        ]);
        await waitFor(() =>
            expect(headers()).toEqual([
                'Maria Garcia (Agent ID 20121)',
                'Maria Garcia (Agent ID 20195)',
                'Daniel Ramirez',
            ])
        );
        const summary = await card('Producer enrollment summary');
        expect(await within(summary).findByRole('link', { name: 'Maria Garcia (Agent ID 20195)' })).toBeInTheDocument();
    });

    it('are still told apart among the chart’s producers without the agency’s downline', async () => {
        server.use(http.get(api('/t/agencies/201/downlineagents'), () => new HttpResponse(null, { status: 500 })));
        const headers = await chartProducers(MARIAS);
        expect(headers()).toEqual(['Maria Garcia (Agent ID 20121)', 'Maria Garcia (Agent ID 20195)']);
    });
});

describe('the recent statements', () => {
    const ledger = (Payout: number) => ({
        BeginningBalance: 0,
        Earned: Math.max(Payout, 0),
        Chargeback: Math.min(Payout, 0),
        EndingBalance: Payout,
        StatementBalance: Payout,
        Payout,
    });

    it('show each payout as every amount is shown: its sign, its colour, and credit or debit said', async () => {
        showStyles(); // the colours are the theme's, through MUI's styles
        server.use(
            http.get('*/t/agents/:id/statements', () =>
                HttpResponse.json([
                    { PaymentRunId: 2, StatementDate: '2025-02-07T00:00:00', StatementLedger: ledger(5065.91) },
                    { PaymentRunId: 1, StatementDate: '2025-01-24T00:00:00', StatementLedger: ledger(-42.5) },
                ])
            )
        );
        openAs(AGENT_MARIA);
        const list = await within(await card('Recent statements')).findByRole('list', { name: 'Latest statements' });
        const [credit, debit] = within(list).getAllByRole('listitem');
        expect(credit).toHaveTextContent('Payout: +$5,065.91 (credit)');
        expect(debit).toHaveTextContent('Payout: −$42.50 (debit)');
        const { palette } = createTheme(theme);
        expect(within(credit).getByText('+$5,065.91')).toHaveStyle({ color: palette.success.dark });
        expect(within(debit).getByText('−$42.50')).toHaveStyle({ color: palette.error.dark });
    });
});
