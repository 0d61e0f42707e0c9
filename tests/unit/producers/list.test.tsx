import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { downlineAgentsOf, downlineContractsOf } from '../../../mocks/db/portfolio';
import { ProducerList } from '../../../resources/producers/ProducerList';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderApp,
    renderScreen,
    settle,
    silenceExpectedErrors,
    stubDownloads,
} from '../harness';

const ROWS = '/t/v2/agencies/201/downlineagentcontracts';
const sent = recordRequests();
const rowCalls = () => sent.filter(request => request.url.startsWith(`${ROWS}?`)).map(request => request.url);
const lastRowCall = () => rowCalls().at(-1);
const expectLastCall = (query: string) => waitFor(() => expect(lastRowCall()).toBe(`${ROWS}?${query}`));

const search = (history: { location: { search: string } }) => new URLSearchParams(history.location.search);
const table = () => screen.getByRole('table', { name: 'Producer contracts' });
const firstAgentLink = async () =>
    within(await screen.findByRole('table', { name: 'Producer contracts' })).findAllByRole('link');

/** One of Sunshine's agents who shares a name with another (Carmen Rodriguez, id 20113). */
const agent = downlineAgentsOf('201').find(candidate => candidate.AgentId === '20113')!;
const agentName = `${agent.FirstName} ${agent.LastName}`;

const renderList = (path = '/producers') => renderScreen(<ProducerList />, { portal: AGENCY_SUNSHINE, path });

const openList = async (path = '/producers') => {
    const user = userEvent.setup();
    const rendered = renderList(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Producers' })).toBeInTheDocument();
    await firstAgentLink();
    return { user, ...rendered };
};

const choose = async (user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) => {
    await user.click(screen.getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
};

/** A row as the API sends it. */
const SAMPLE_ROW = {
    insurer_name: 'Summit Life & Health',
    policy_types: [{ Id: 1, Abbreviation: 'MA' }],
    agent_id: 20104,
    agent_name: 'Linda Perez',
    upline_agency: 'Sunshine Benefits Group',
    writing_number: 'SU123456',
    start_date: '2025-01-01T00:00:00',
    end_date: null,
    contract_certifications: [],
    policy_count: 3,
};

const rtsGroup = (name: RegExp) => screen.getByRole('group', { name });

// Error answers are logged by the app.
silenceExpectedErrors();

describe('producers list', () => {
    it('asks for the Active rows by agent name, 25 a page, with the paged header, and links each agent', async () => {
        await openList();
        expect(rowCalls()).toEqual([`${ROWS}?Status=Active&page=1&pageSize=25&sort=agent_name-asc`]);
        const call = sent.find(request => request.url.startsWith(ROWS))!;
        expect(call.request.headers.get('X-Paged')).toBe('1');
        expect(sent.map(request => request.url)).toEqual(
            expect.arrayContaining(['/t/agencies/201/downlineagents', '/t/agencies/201/insurers'])
        );
        const active = downlineContractsOf('201').filter(contract => contract.Status === 'Active');
        expect(within(table()).getAllByRole('row')).toHaveLength(26);
        expect(screen.getByText(`1-25 of ${active.length}`)).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(`${active.length} producer contracts found`);
        const [link] = await firstAgentLink();
        expect(link.getAttribute('href')).toMatch(/^\/producers\/\d+\?agencyId=201$/);
        expect(screen.getByRole('combobox', { name: /Contract status/ })).toHaveTextContent('Active');
        // A filter's new count is said again to screen readers.
        await choose(userEvent.setup(), /Contract status/, 'All');
        const all = downlineContractsOf('201').length;
        await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${all} producer contracts found`));
    });

    it('sends each filter as its query parameter and goes back to page 1 on every change', async () => {
        const { user } = await openList();
        const next = () => user.click(screen.getByRole('button', { name: /next page/i }));
        const steps: Array<[() => Promise<void>, string]> = [
            [next, 'Status=Active&page=2'],
            [() => choose(user, /Contract status/, 'All'), 'Status=All&page=1'],
            [next, 'Status=All&page=2'],
            [
                () => user.click(within(rtsGroup(/RTS this year/)).getByRole('button', { name: 'RTS' })),
                'Status=All&RtsCurrentYear=Rts&page=1',
            ],
            [next, 'Status=All&RtsCurrentYear=Rts&page=2'],
            [
                () => user.click(within(rtsGroup(/RTS next year/)).getByRole('button', { name: 'No certifications' })),
                'Status=All&RtsCurrentYear=Rts&RtsNextYear=NoCerts&page=1',
            ],
            [next, 'Status=All&RtsCurrentYear=Rts&RtsNextYear=NoCerts&page=2'],
            [
                () => choose(user, /Carrier/, 'Summit Life & Health'),
                'Status=All&InsurerId=2&RtsCurrentYear=Rts&RtsNextYear=NoCerts&page=1',
            ],
            [
                () => choose(user, /Contract status/, 'Pending'),
                'Status=Pending&InsurerId=2&RtsCurrentYear=Rts&RtsNextYear=NoCerts&page=1',
            ],
            [
                () => user.click(within(rtsGroup(/RTS next year/)).getByRole('button', { name: 'Failed' })),
                'Status=Pending&InsurerId=2&RtsCurrentYear=Rts&RtsNextYear=Failed&page=1',
            ],
            [
                () => user.click(within(rtsGroup(/RTS this year/)).getByRole('button', { name: 'All' })),
                'Status=Pending&InsurerId=2&RtsCurrentYear=All&RtsNextYear=Failed&page=1',
            ],
            [
                () => choose(user, /Contract status/, 'Recently activated'),
                'Status=RecentlyActivated&InsurerId=2&RtsCurrentYear=All&RtsNextYear=Failed&page=1',
            ],
        ];
        for (const [act, query] of steps) {
            await act();
            await expectLastCall(`${query}&pageSize=25&sort=agent_name-asc`);
        }
    });

    it('clears an RTS filter when its selected value is clicked again', async () => {
        const { user, history } = await openList();
        const thisYear = rtsGroup(/RTS this year/);
        await user.click(within(thisYear).getByRole('button', { name: 'Failed' }));
        await expectLastCall('Status=Active&RtsCurrentYear=Failed&page=1&pageSize=25&sort=agent_name-asc');
        expect(within(thisYear).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
        await user.click(within(thisYear).getByRole('button', { name: 'Failed' }));
        // The unfiltered first page is the one the list opened with: shown again from memory, not asked twice.
        await waitFor(() =>
            expect(within(thisYear).getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'false')
        );
        expect(JSON.parse(search(history).get('filter')!)).toEqual({ Status: 'Active' });
        expect(rowCalls()).toEqual([
            `${ROWS}?Status=Active&page=1&pageSize=25&sort=agent_name-asc`,
            `${ROWS}?Status=Active&RtsCurrentYear=Failed&page=1&pageSize=25&sort=agent_name-asc`,
        ]);
    });

    it('sorts by insurer name when filtered by an agent, and by agent name again when the agent is cleared', async () => {
        const { user, history } = await openList();
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await expectLastCall('Status=Active&page=2&pageSize=25&sort=agent_name-asc');
        await user.type(screen.getByRole('combobox', { name: 'Agent' }), agentName.slice(0, -2));
        // Namesakes are told apart by their id.
        await user.click(
            await screen.findByRole('option', { name: new RegExp(`^${agentName}\\s*Agent ID ${agent.AgentId}$`) })
        );
        await expectLastCall(`Status=Active&AgentId=${agent.AgentId}&page=1&pageSize=25&sort=insurer_name-asc`);
        await waitFor(() =>
            within(table())
                .getAllByRole('link')
                .forEach(link => expect(link).toHaveTextContent(agentName))
        );
        await user.click(screen.getByRole('button', { name: 'Clear value' }));
        // Page 1 by agent name again: the rows the list opened with, from memory.
        await waitFor(() => expect(search(history).get('sort')).toBe('agent_name'));
        expect(search(history).get('page')).toBe('1');
        await waitFor(async () => expect((await firstAgentLink())[0]).not.toHaveTextContent(agentName));
    });

    it('changes the page size and the sort on the server', async () => {
        const { user } = await openList();
        await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
        await user.click(await screen.findByRole('option', { name: '100' }));
        await expectLastCall('Status=Active&page=1&pageSize=100&sort=agent_name-asc');
        await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(101));

        await user.click(within(table()).getByText('Carrier'));
        await expectLastCall('Status=Active&page=1&pageSize=100&sort=insurer_name-asc');
        await user.click(within(table()).getByText('Carrier'));
        await expectLastCall('Status=Active&page=1&pageSize=100&sort=insurer_name-desc');
        await user.click(within(table()).getByText('Policies'));
        await expectLastCall('Status=Active&page=1&pageSize=100&sort=policy_count-asc');
        await user.click(within(table()).getByText('Start date'));
        await expectLastCall('Status=Active&page=1&pageSize=100&sort=start_date-asc');
    });

    it('keeps filters, page, page size and sort in the address, and reproduces them from a link', async () => {
        const { user, history } = await openList();
        await choose(user, /Contract status/, 'Terminated');
        await user.click(within(table()).getByText('Writing number'));
        await expectLastCall('Status=Terminated&page=1&pageSize=25&sort=writing_number-asc');
        const search = new URLSearchParams(history.location.search);
        expect(JSON.parse(search.get('filter')!)).toEqual({ Status: 'Terminated' });
        expect(search.get('sort')).toBe('writing_number');
        expect(search.get('order')).toBe('ASC');
        expect(search.get('page')).toBe('1');
        expect(search.get('perPage')).toBe('25');
        expect(search.get('agencyId')).toBe('201');
    });

    it('asks for what a shared link says', async () => {
        const filter = encodeURIComponent(JSON.stringify({ Status: 'All', RtsNextYear: 'Rts' }));
        await openList(`/producers?agencyId=201&filter=${filter}&page=2&perPage=50&sort=policy_count&order=DESC`);
        expect(rowCalls()).toEqual([`${ROWS}?Status=All&RtsNextYear=Rts&page=2&pageSize=50&sort=policy_count-desc`]);
        expect(screen.getByRole('combobox', { name: /Contract status/ })).toHaveTextContent('All');
        expect(screen.getByText(/^51-100 of \d+$/)).toBeInTheDocument();
        expect(within(rtsGroup(/RTS next year/)).getByRole('button', { name: 'RTS' })).toHaveAttribute(
            'aria-pressed',
            'true'
        );
    });

    it('sorts a link filtered by an agent by insurer name when it names no sort', async () => {
        const filter = encodeURIComponent(JSON.stringify({ AgentId: agent.AgentId }));
        await openList(`/producers?agencyId=201&filter=${filter}`);
        expect(rowCalls()).toEqual([
            `${ROWS}?Status=Active&AgentId=${agent.AgentId}&page=1&pageSize=25&sort=insurer_name-asc`,
        ]);
        await waitFor(() => expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveValue(agentName));
    });

    it('exports the same query to Excel with the toasts', async () => {
        const saved = stubDownloads();
        // The export answers when the test says so, after the pending toast was seen.
        const release = holdRequests('get', `*${ROWS}/excel`);
        const { user } = await openList();
        await user.click(within(rtsGroup(/RTS this year/)).getByRole('button', { name: 'RTS' }));
        await expectLastCall('Status=Active&RtsCurrentYear=Rts&page=1&pageSize=25&sort=agent_name-asc');
        await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
        expect(await screen.findByText('Exporting producer contracts...')).toBeInTheDocument();
        release();
        await waitFor(() => expect(saved.map(file => file.name)).toEqual(['ProducerContracts-201.xlsx']));
        expect(sent.map(request => request.url)).toContain(
            `${ROWS}/excel?Status=Active&RtsCurrentYear=Rts&sort=agent_name-asc`
        );
        expect(await screen.findByText('Producer contracts exported successfully')).toBeInTheDocument();
    });

    it('tells when the export fails', async () => {
        server.use(http.get(`*${ROWS}/excel`, () => new HttpResponse(null, { status: 500 })));
        const { user } = await openList();
        const exportButton = screen.getByRole('button', { name: 'Export to Excel' });
        await user.click(exportButton);
        const toast = (await screen.findByText('Error exporting producer contracts')).closest<HTMLElement>(
            '[role="alert"]'
        )!;
        // Closed, the toast gives the focus back to where it came from, not to the page's body.
        await waitFor(() => expect(exportButton).toBeEnabled());
        exportButton.focus();
        await user.click(within(toast).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByText('Error exporting producer contracts')).toBeNull());
        expect(exportButton).toHaveFocus();
    });

    it("says 'No producer contracts found' when nothing matches", async () => {
        server.use(http.get(`*${ROWS}`, () => HttpResponse.json({ Data: [], Total: 0 })));
        renderList();
        expect(await screen.findByText('No producer contracts found')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
    });

    it("says 'Error loading producer contracts' when the call fails, and keeps the filters", async () => {
        server.use(http.get(`*${ROWS}`, () => new HttpResponse(null, { status: 500 })));
        const { queryClient } = renderList();
        expect(await screen.findByText('Error loading producer contracts')).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Filter producer contracts' })).toBeInTheDocument();
        // The catalogue's text only: no raw "Failed to fetch" toast beside it.
        await settle(queryClient);
        expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    });

    it('shows the too-many-results message when the API flags it or the total passes the limit', async () => {
        server.use(
            http.get(`*${ROWS}`, ({ request }) => {
                const flagged = new URL(request.url).searchParams.get('Status') === 'Active';
                return HttpResponse.json(
                    flagged
                        ? { Data: [SAMPLE_ROW], Total: 1, TooManyResults: true }
                        : { Data: [SAMPLE_ROW], Total: 25_000 }
                );
            })
        );
        const user = userEvent.setup();
        renderList();
        const message = 'There were too many results. Try narrowing the results by entering more filter text.';
        expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
        await choose(user, /Contract status/, 'All');
        await expectLastCall('Status=All&page=1&pageSize=25&sort=agent_name-asc');
        expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
        // Paging stops at the 10,000 rows the API lists.
        expect(await screen.findByText('1-25 of 10000')).toBeInTheDocument();
    });

    it('tells when the carriers or the agents cannot be loaded', async () => {
        server.use(
            http.get('*/t/agencies/201/insurers', () => new HttpResponse(null, { status: 500 })),
            http.get('*/t/agencies/201/downlineagents', () => new HttpResponse(null, { status: 500 }))
        );
        renderList();
        expect(await screen.findByText('Error loading insurers')).toBeInTheDocument();
        expect(await screen.findByText('Error loading agents')).toBeInTheDocument();
    });

    it('is for agency portals only: an agent portal goes to the unauthorized page', async () => {
        renderApp('/producers', { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
        expect(rowCalls()).toEqual([]);
    });
});

describe('producers list and the Back button', () => {
    it('makes a page and a select a step each, and Back returns to each previous search', async () => {
        const { user, history } = await openList();
        const param = (name: string) => new URLSearchParams(history.location.search).get(name);
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(param('page')).toBe('2'));
        await choose(user, /Contract status/, 'Terminated');
        await waitFor(() => expect(param('filter')).toBe(JSON.stringify({ Status: 'Terminated' })));

        act(() => history.go(-1));
        await waitFor(() => expect(param('filter')).not.toContain('Terminated'));
        expect(param('page')).toBe('2');
        expect(screen.getByRole('combobox', { name: /Contract status/ })).toHaveTextContent('Active');
        expect(await screen.findByText(/^26-50 of \d+$/)).toBeInTheDocument();
    });
});
