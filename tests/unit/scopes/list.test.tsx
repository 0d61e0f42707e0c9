import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { scopesOf } from '../../../mocks/db/scopes';
import { ScopeList } from '../../../resources/scopes/ScopeList';
import { today } from '../../../src/forms/dates';
import { AGENT_MARIA, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';
import { clock } from '../../../src/clock';

const sent = recordRequests();
const listCalls = () =>
    sent.filter(call => call.method === 'GET' && call.url.startsWith('/t/v2/agents/101/scopes?')).map(call => call.url);
const FIRST_PAGE = '/t/v2/agents/101/scopes?sort=DateRequested-desc&page=1&pageSize=25';

const table = () => screen.getByRole('table');
const dataRows = () => within(table()).getAllByRole('row').slice(1);

const openList = async (path = '/scopes', language: 'en' | 'es' = 'en') => {
    const user = userEvent.setup();
    const rendered = renderScreen(<ScopeList />, { portal: AGENT_MARIA, path, language });
    await within(await screen.findByRole('table')).findAllByRole('row');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    return { user, ...rendered };
};

/** A day among the fixtures' requests, so that a range ending there still finds SOAs. */
const dayOf = (index: number) => scopesOf('101')[index].date_requested.slice(0, 10);

const address = (history: { location: { search: string } }) =>
    Object.fromEntries(new URLSearchParams(history.location.search));
const back = (history: { go: (delta: number) => void }) => act(() => history.go(-1));

silenceExpectedErrors();

describe('SOA list', () => {
    it('asks for the newest 25 by date requested and shows each SOA’s columns, status written beside its icon', async () => {
        await openList();
        expect(listCalls()).toEqual([FIRST_PAGE]);
        const soas = scopesOf('101');
        expect(dataRows()).toHaveLength(25);
        expect(screen.getByText(`1-25 of ${soas.length}`)).toBeInTheDocument();
        expect(screen.getByText(`${soas.length} SOAs found`)).toBeInTheDocument();
        const headers = within(table())
            .getAllByRole('columnheader')
            .map(header => header.textContent);
        expect(headers).toEqual(['Customer', 'Email', 'Date requested', 'Date completed', 'Status', 'Actions']);
        const first = soas[0];
        expect(dataRows()[0]).toHaveTextContent(`${first.first_name} ${first.last_name}`);
        expect(dataRows()[0]).toHaveTextContent(first.email);
        expect(dataRows()[0]).toHaveTextContent(first.status);
    });

    it('sends the filters under the API’s names, keeps the portal’s own names in the address, and goes back to page 1', async () => {
        const { user, history } = await openList();
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(address(history).page).toBe('2'));
        expect(listCalls().at(-1)).toBe('/t/v2/agents/101/scopes?sort=DateRequested-desc&page=2&pageSize=25');

        // Typing sends once, after a pause, not a call per letter.
        await user.type(screen.getByLabelText('Last name'), 'ez');
        await waitFor(() => expect(address(history).lastName).toBe('ez'));
        expect(address(history).page).toBeUndefined();
        await user.type(screen.getByLabelText('First name'), 'a');
        await user.type(screen.getByLabelText('Email'), 'example');
        await user.type(screen.getByLabelText('Date requested from'), '2025-01-15');
        await user.type(screen.getByLabelText('Date requested to'), today());
        await waitFor(() =>
            expect(address(history)).toEqual({
                agentId: '101',
                firstName: 'a',
                lastName: 'ez',
                email: 'example',
                from: '2025-01-15',
                to: today(),
            })
        );
        await waitFor(() =>
            expect(listCalls().at(-1)).toBe(
                `/t/v2/agents/101/scopes?sort=DateRequested-desc&page=1&pageSize=25&first_name=a&last_name=ez&email=example&date_requested_start=2025-01-15&date_requested_end=${today()}`
            )
        );
        expect(listCalls().filter(url => url.includes('last_name=e&'))).toEqual([]);

        await user.click(screen.getByRole('button', { name: 'Clear filters' }));
        await waitFor(() => expect(address(history)).toEqual({ agentId: '101' }));
        expect(screen.getByLabelText('Last name')).toHaveValue('');
        expect(screen.getByLabelText('Date requested from')).toHaveValue('');
    });

    it('reproduces a link: filters and page from the address, a later day read as today', async () => {
        const { history } = await openList(`/scopes?agentId=101&lastName=%20a%20&to=2099-01-01&page=2`);
        // The one rule of every date filter: a day after today is today, in the call, the address and the field.
        expect(listCalls()).toEqual([
            `/t/v2/agents/101/scopes?sort=DateRequested-desc&page=2&pageSize=25&last_name=a&date_requested_end=${today()}`,
        ]);
        await waitFor(() => expect(address(history).to).toBe(today()));
        expect(address(history).page).toBe('2');
        const matching = scopesOf('101').filter(soa => soa.last_name.toLowerCase().includes('a')).length;
        expect(screen.getByText(`26-${Math.min(50, matching)} of ${matching}`)).toBeInTheDocument();
        expect(screen.getByLabelText('Last name')).toHaveValue('a');
        expect(screen.getByLabelText('Date requested to')).toHaveValue(today());
        expect(screen.getByLabelText('Date requested to')).toHaveAccessibleDescription('Date cannot be in the future');
    });

    it('takes a typed later date as today and asks for a from after the to as shown, each field saying why', async () => {
        const { user, history } = await openList(`/scopes?agentId=101&to=${dayOf(30)}`);
        const next = clock.now();
        next.setDate(next.getDate() + 2);
        const from = screen.getByLabelText('Date requested from');
        await user.type(from, today(next));
        await waitFor(() => expect(from).toHaveValue(today()));
        expect(await screen.findByText('Date cannot be in the future')).toBeInTheDocument();
        expect(from).toHaveAccessibleDescription('Date cannot be in the future');
        // Today is after the to: the to says the range is backwards (the from says first why it shows today).
        const to = screen.getByLabelText('Date requested to');
        expect(to).toHaveAccessibleDescription('Start date cannot be after end date');
        await waitFor(() => expect(address(history).from).toBe(today()));
        await user.clear(from);
        await user.type(from, dayOf(5));
        await waitFor(() => expect(from).toHaveAccessibleDescription('Start date cannot be after end date'));
        expect(to).toHaveAccessibleDescription('Start date cannot be after end date');
        await waitFor(() => expect(address(history).from).toBe(dayOf(5)));
        await waitFor(() =>
            expect(listCalls().at(-1)).toBe(
                `${FIRST_PAGE}&date_requested_start=${dayOf(5)}&date_requested_end=${dayOf(30)}`
            )
        );
        expect(await screen.findByText('No SOAs found')).toBeInTheDocument();
    });

    it('makes a page and a filter a step each, and Back returns to each previous list', async () => {
        const { user, history } = await openList();
        const total = scopesOf('101').length;
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(address(history).page).toBe('2'));
        await user.type(screen.getByLabelText('Last name'), 'ez');
        await waitFor(() => expect(address(history).lastName).toBe('ez'));
        expect(address(history).page).toBeUndefined();

        back(history);
        await waitFor(() => expect(address(history).lastName).toBeUndefined());
        expect(address(history).page).toBe('2');
        await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue(''));
        expect(await screen.findByText(`26-50 of ${total}`)).toBeInTheDocument();
        back(history);
        await waitFor(() => expect(address(history).page).toBeUndefined());
        expect(await screen.findByText(`1-25 of ${total}`)).toBeInTheDocument();
    });

    it('keeps a name typed in pauses as one step, so Back returns to the list before it', async () => {
        const { user, history } = await openList();
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(address(history).page).toBe('2'));
        const field = screen.getByLabelText('First name');
        await user.type(field, 'Lo');
        await waitFor(() => expect(address(history).firstName).toBe('Lo'));
        await user.type(field, 'pez');
        await waitFor(() => expect(address(history).firstName).toBe('Lopez'));

        back(history);
        await waitFor(() => expect(address(history).firstName).toBeUndefined());
        expect(address(history).page).toBe('2');
        await waitFor(() => expect(field).toHaveValue(''));
    });

    it('refreshes the same page on Refresh', async () => {
        const { user } = await openList('/scopes?agentId=101&page=3');
        await user.click(screen.getByRole('button', { name: 'Refresh' }));
        await waitFor(() => expect(listCalls()).toHaveLength(2));
        expect(new Set(listCalls())).toEqual(
            new Set(['/t/v2/agents/101/scopes?sort=DateRequested-desc&page=3&pageSize=25'])
        );
    });

    it('says when no SOA is found, and when the list cannot be loaded', async () => {
        server.use(http.get('*/t/v2/agents/101/scopes', () => HttpResponse.json({ Data: [], Total: 0 })));
        const { unmount } = renderScreen(<ScopeList />, { portal: AGENT_MARIA, path: '/scopes' });
        expect(await screen.findByText('No SOAs found')).toBeInTheDocument();
        unmount();
        server.use(http.get('*/t/v2/agents/101/scopes', () => HttpResponse.json([])));
        renderScreen(<ScopeList />, { portal: AGENT_MARIA, path: '/scopes' });
        expect(await screen.findByText('Error loading SOAs')).toBeInTheDocument();
    });

    it('offers Try again when the list did not load: the same search, its rows once they come', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/v2/agents/101/scopes', () => new HttpResponse(null, { status: 500 }), { once: true }));
        const { history } = renderScreen(<ScopeList />, { portal: AGENT_MARIA, path: '/scopes?lastName=a' });
        const error = (await screen.findByText('Error loading SOAs')).closest('[role="alert"]') as HTMLElement;
        await user.click(within(error).getByRole('button', { name: 'Try again' }));
        const table = await screen.findByRole('table');
        expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
        expect(history.location.search).toContain('lastName=a');
    });

    it('speaks Spanish', async () => {
        await openList('/scopes', 'es');
        expect(screen.getByRole('heading', { level: 1, name: 'Alcance de la cita (SOA)' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Filtrar SOA' })).toBeInTheDocument();
        expect(screen.getByLabelText('Fecha de solicitud desde')).toBeInTheDocument();
        expect(screen.getAllByText('Enviado').length).toBeGreaterThan(0);
    });
});
