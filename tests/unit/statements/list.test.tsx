import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { statementsOf } from '../../../mocks/db/statements';
import { StatementList } from '../../../resources/statements/StatementList';
import { today } from '../../../src/forms/dates';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();
const listCalls = (ownerPath: string) =>
    sent.filter(request => request.url.startsWith(`${ownerPath}/statements`)).map(request => request.url);

const table = () => screen.getByRole('table', { name: 'Statements' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

const openList = async (portal: Portal = AGENT_MARIA, path = '/statements', language: 'en' | 'es' = 'en') => {
    const user = userEvent.setup();
    const rendered = renderScreen(<StatementList />, { portal, path, language });
    await within(await screen.findByRole('table')).findAllByRole('link');
    return { user, ...rendered };
};

const choose = async (user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) => {
    await user.click(screen.getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
};

const dateOf = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}Z`));

silenceExpectedErrors();

describe('statements list', () => {
    it('asks for the agent’s statements without filters and shows the newest first, 25 a page, each linked', async () => {
        await openList();
        expect(listCalls('/t/agents/101')).toEqual(['/t/agents/101/statements']);
        const statements = statementsOf('agent', '101');
        expect(dataRows()).toHaveLength(25);
        expect(screen.getByText(`1-25 of ${statements.length}`)).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(`${statements.length} statements found`);
        // The page buttons' landmark is named after its table (a page may hold two).
        expect(screen.getByRole('navigation', { name: 'Pages of Statements' })).toBeInTheDocument();
        const first = within(dataRows()[0]).getByRole('link');
        expect(first).toHaveTextContent(dateOf(statements[0].StatementDate));
        expect(first.getAttribute('href')).toBe(`/statements/${statements[0].PaymentRunId}?agentId=101`);
        // Every ledger value in USD with its sign.
        const ledger = statements[0].StatementLedger;
        const money = (value: number) =>
            `${value > 0 ? '+' : value < 0 ? '−' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(dataRows()[0]).toHaveTextContent(money(ledger.Earned));
        expect(dataRows()[0]).toHaveTextContent(money(ledger.EndingBalance));
    });

    it('sends each filter under the API’s names, keeps the portal’s own names in the address, and goes back to page 1', async () => {
        const { user, history } = await openList(AGENCY_SUNSHINE);
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('page')).toBe('2'));
        await choose(user, /Carrier/, 'Summit Life & Health');
        await waitFor(() => expect(listCalls('/t/agencies/201').at(-1)).toBe('/t/agencies/201/statements?InsurerId=2'));
        await choose(user, /Policy type/, 'Dental');
        await waitFor(() =>
            expect(listCalls('/t/agencies/201').at(-1)).toBe('/t/agencies/201/statements?InsurerId=2&PolicyTypeId=5')
        );
        // The filtered count (one page of rows at most) is said to screen readers.
        const shown = () => (screen.queryByRole('table', { name: 'Statements' }) ? dataRows().length : 0);
        await waitFor(() =>
            expect(screen.getByText(new RegExp(`^${shown()} statements? found$`))).toHaveAttribute('role', 'status')
        );
        const start = screen.getByLabelText('Statement date from');
        await user.type(start, '2025-01-15');
        const end = screen.getByLabelText('Statement date to');
        await user.type(end, '2025-12-31');
        await waitFor(() =>
            expect(listCalls('/t/agencies/201').at(-1)).toBe(
                '/t/agencies/201/statements?InsurerId=2&PolicyTypeId=5&StartStatementDateRange=2025-01-15&EndStatementDateRange=2025-12-31'
            )
        );
        const search = new URLSearchParams(history.location.search);
        expect(Object.fromEntries(search)).toEqual({
            agencyId: '201',
            insurerId: '2',
            policyTypeId: '5',
            statementDateStart: '2025-01-15',
            statementDateEnd: '2025-12-31',
            page: '1',
            perPage: '25',
            sort: 'StatementDate',
            order: 'DESC',
        });
        await user.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() =>
            expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
                agencyId: '201',
                page: '1',
                perPage: '25',
                sort: 'StatementDate',
                order: 'DESC',
            })
        );
        expect(screen.getByLabelText('Statement date from')).toHaveValue('');
        expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('All carriers');
    });

    it('reproduces a shared link: filters, page, page size and sort; sorting happens in the table', async () => {
        const { user, history } = await openList(
            AGENCY_SUNSHINE,
            '/statements?agencyId=201&page=2&perPage=25&sort=Payout&order=ASC&statementDateEnd=2099-01-01&insurerId=abc'
        );
        // Junk (a non-numeric id) is not sent; a later date is today (dateFilters.test.tsx).
        expect(listCalls('/t/agencies/201')).toEqual([`/t/agencies/201/statements?EndStatementDateRange=${today()}`]);
        const statements = statementsOf('agency', '201');
        expect(screen.getByText(`26-${Math.min(50, statements.length)} of ${statements.length}`)).toBeInTheDocument();
        const payouts = dataRows().map(row => row.textContent);
        expect(payouts).toHaveLength(Math.min(25, statements.length - 25));
        await user.click(within(table()).getByText('Statement date'));
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('sort')).toBe('StatementDate'));
        const search = new URLSearchParams(history.location.search);
        expect(search.get('order')).toBe('ASC');
        expect(search.get('page')).toBe('1');
        const oldest = [...statements].sort((a, b) => a.StatementDate.localeCompare(b.StatementDate))[0];
        expect(within(dataRows()[0]).getByRole('link')).toHaveTextContent(dateOf(oldest.StatementDate));
        // One call for the filter: paging and sorting do not ask again.
        expect(listCalls('/t/agencies/201')).toHaveLength(1);
        await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
        await user.click(await screen.findByRole('option', { name: '100' }));
        await waitFor(() => expect(dataRows()).toHaveLength(statements.length));
        expect(new URLSearchParams(history.location.search).get('perPage')).toBe('100');
    });

    it('says when there are no statements, and when they cannot be loaded', async () => {
        server.use(http.get('*/t/agents/101/statements', () => HttpResponse.json([])));
        renderScreen(<StatementList />, { portal: AGENT_MARIA, path: '/statements' });
        expect(await screen.findByText('No statements found')).toBeInTheDocument();
    });

    it('shows the error text for a failed or malformed answer', async () => {
        server.use(http.get('*/t/agents/101/statements', () => HttpResponse.json({ nope: true })));
        renderScreen(<StatementList />, { portal: AGENT_MARIA, path: '/statements' });
        expect(await screen.findByText('Error loading statements')).toBeInTheDocument();
    });

    it('speaks Spanish', async () => {
        await openList(AGENT_MARIA, '/statements', 'es');
        expect(screen.getByRole('heading', { level: 1, name: 'Estados de cuenta' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Filtrar estados de cuenta' })).toBeInTheDocument();
        expect(screen.getByLabelText('Fecha del estado de cuenta desde')).toBeInTheDocument();
    });
});

describe('statements list and the Back button', () => {
    it('makes a page, a select and a date a step each, and Back returns to each previous search', async () => {
        const { user, history } = await openList(AGENCY_SUNSHINE);
        const param = (name: string) => new URLSearchParams(history.location.search).get(name);
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(param('page')).toBe('2'));
        await choose(user, /Carrier/, 'Summit Life & Health');
        await waitFor(() => expect(param('insurerId')).toBe('2'));
        await user.type(screen.getByLabelText('Statement date from'), '2025-01-15');
        await waitFor(() => expect(param('statementDateStart')).toBe('2025-01-15'));

        act(() => history.go(-1));
        await waitFor(() => expect(param('statementDateStart')).toBeNull());
        expect(param('insurerId')).toBe('2');
        act(() => history.go(-1));
        await waitFor(() => expect(param('insurerId')).toBeNull());
        expect(param('page')).toBe('2');
        expect(screen.getByRole('combobox', { name: /Carrier/ })).toHaveTextContent('All carriers');
        const statements = statementsOf('agency', '201');
        expect(screen.getByText(`26-${Math.min(50, statements.length)} of ${statements.length}`)).toBeInTheDocument();
    });
});
