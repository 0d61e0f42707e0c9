import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen } from '../harness';
import type { Portal } from '../../../src/portal/types';

const AGENT_ROWS = '/t/agents/101/enrollments';
const sent = recordRequests();
const calls = (path: string) => sent.filter(request => request.url.startsWith(`${path}?`)).map(request => request.url);
const lastCall = (path: string) => calls(path).at(-1);
const expectLastCall = (path: string, query: string) => waitFor(() => expect(lastCall(path)).toBe(`${path}?${query}`));

const renderList = (path = '/enrollments', portal: Portal = AGENT_MARIA) =>
    renderScreen(<EnrollmentList />, { portal, path });

const openList = async (path?: string, portal?: Portal) => {
    const user = userEvent.setup();
    const rendered = renderList(path, portal);
    await screen.findByRole('table', { name: 'Enrollments' });
    return { user, ...rendered };
};

const choose = async (user: ReturnType<typeof userEvent.setup>, field: string, option: string) => {
    await user.click(screen.getByRole('combobox', { name: field }));
    await user.click(await screen.findByRole('option', { name: option }));
};

const search = (history: { location: { search: string } }) => new URLSearchParams(history.location.search);

describe('enrollments list', () => {
    it('asks for the first page by customer last name ascending, with the paged header', async () => {
        await openList();
        await expectLastCall(AGENT_ROWS, 'page=1&pageSize=25&sort=CustomerLastName-asc');
        const request = sent.find(call => call.url.startsWith(`${AGENT_ROWS}?`))!.request;
        expect(request.headers.get('X-Paged')).toBe('1');
        const total = enrollmentsOf('agent', '101').length;
        expect(screen.getByText(`${total} enrollments found`)).toBeInTheDocument();
    });

    it('reproduces the view from the portal’s own query parameters, sending the API’s filter names', async () => {
        renderList(
            '/enrollments?first=an&last=Lo&policyTypeId=2&insurerId=3&stateId=10&countyId=10001&termReasonId=1' +
                '&activeOnly=true&effDateStart=2024-01-01&effDateEnd=2025-01-01&appDateStart=2023-06-01' +
                '&appDateEnd=2024-06-01&agentDateStart=2023-05-01&agentDateEnd=2024-05-01&selectedAgentId=7' +
                '&page=2&perPage=50&sort=EffectiveDate&order=DESC'
        );
        await expectLastCall(
            AGENT_ROWS,
            'CustomerFirstName=an&CustomerLastName=Lo&PolicyTypeId=2&InsurerId=3&CustomerStateId=10' +
                '&CustomerCountyId=10001&TermReasonId=1&ActiveOnly=true&BeginningEffectiveDate=2024-01-01' +
                '&EndingEffectiveDate=2025-01-01&BeginningFmoReceivedDate=2023-06-01&EndingFmoReceivedDate=2024-06-01' +
                '&BeginningAgentReceivedAppDate=2023-05-01&EndingAgentReceivedAppDate=2024-05-01' +
                '&page=2&pageSize=50&sort=EffectiveDate-desc'
        );
    });

    it('sends the agent filter for agencies only', async () => {
        renderList('/enrollments?selectedAgentId=20113', AGENCY_SUNSHINE);
        await expectLastCall(
            '/t/agencies/201/enrollments',
            'AgentId=20113&page=1&pageSize=25&sort=CustomerLastName-asc'
        );
    });

    it('drops a filter the address asks for in vain, from the search and the address, and says so', async () => {
        const { history } = await openList('/enrollments?stateId=abc&insurerId=3&first=an');
        await expectLastCall(
            AGENT_ROWS,
            'CustomerFirstName=an&InsurerId=3&page=1&pageSize=25&sort=CustomerLastName-asc'
        );
        expect(calls(AGENT_ROWS).some(url => url.includes('abc'))).toBe(false);
        await waitFor(() => expect(search(history).get('stateId')).toBeNull());
        expect(search(history).get('insurerId')).toBe('3');
        expect(search(history).get('first')).toBe('an');
        expect(
            screen.getByText(
                'A filter in the address was not a choice the search offers, so it was removed and the list shows enrollments without it.'
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('combobox', { name: 'State' })).not.toHaveTextContent('abc');
    });

    it('clamps a date later than today in an address to today', async () => {
        renderList('/enrollments?effDateEnd=2999-01-01');
        await waitFor(() => expect(lastCall(AGENT_ROWS)).toMatch(/EndingEffectiveDate=\d{4}-\d{2}-\d{2}&/));
        const sentDate = new URL(`http://x${lastCall(AGENT_ROWS)}`).searchParams.get('EndingEffectiveDate')!;
        expect(sentDate < '2999-01-01').toBe(true);
    });

    it('goes back to page 1 on a filter change and clears the county when the state changes', async () => {
        const { user, history } = await openList('/enrollments?page=2');
        await choose(user, 'State', 'Florida');
        await waitFor(() => expect(search(history).get('stateId')).toBe('10'));
        expect(search(history).get('page')).toBeNull();
        await waitFor(() =>
            expect(screen.getByRole('combobox', { name: 'County' })).not.toHaveAttribute('aria-disabled')
        );
        await user.click(screen.getByRole('combobox', { name: 'County' }));
        const county = (await screen.findAllByRole('option'))[1];
        await user.click(county);
        await waitFor(() => expect(search(history).get('countyId')).not.toBeNull());
        await choose(user, 'State', 'Georgia');
        await waitFor(() => expect(search(history).get('stateId')).toBe('11'));
        expect(search(history).get('countyId')).toBeNull();
        await expectLastCall(AGENT_ROWS, 'CustomerStateId=11&page=1&pageSize=25&sort=CustomerLastName-asc');
    });

    it('waits for a pause in typing before searching by name', async () => {
        const { user, history } = await openList();
        await expectLastCall(AGENT_ROWS, 'page=1&pageSize=25&sort=CustomerLastName-asc');
        const before = calls(AGENT_ROWS).length;
        await user.type(screen.getByRole('textbox', { name: 'Customer last name' }), 'Lop');
        await waitFor(() => expect(search(history).get('last')).toBe('Lop'));
        await expectLastCall(AGENT_ROWS, 'CustomerLastName=Lop&page=1&pageSize=25&sort=CustomerLastName-asc');
        expect(calls(AGENT_ROWS).length).toBe(before + 1);
    });

    it('sorts by a column header, kept in the address', async () => {
        const { user, history } = await openList();
        await user.click(within(screen.getByRole('table', { name: 'Enrollments' })).getByText('Effective date'));
        await waitFor(() => expect(search(history).get('sort')).toBe('EffectiveDate'));
        await expectLastCall(AGENT_ROWS, 'page=1&pageSize=25&sort=EffectiveDate-asc');
    });

    it('links each row to its detail and offers app submission', async () => {
        await openList();
        const first = enrollmentsOf('agent', '101')
            .slice()
            .sort(
                (a, b) =>
                    a.CustomerLastName.localeCompare(b.CustomerLastName) ||
                    a.CustomerFirstName.localeCompare(b.CustomerFirstName) ||
                    a.PolicyId - b.PolicyId
            )[0];
        const link = await screen.findByRole('link', { name: `${first.CustomerLastName}, ${first.CustomerFirstName}` });
        expect(link.getAttribute('href')).toContain(`/enrollments/${first.PolicyId}`);
        expect(screen.getByRole('link', { name: 'Submit an application' }).getAttribute('href')).toContain(
            '/enrollments/app-submission'
        );
    });

    it('opens an enrollment from anywhere in its row, not only from its link', async () => {
        const { user, history } = await openList();
        const firstRow = within(screen.getByRole('table', { name: 'Enrollments' })).getAllByRole('row')[1];
        const link = within(firstRow).getAllByRole('link')[0];
        await user.click(within(firstRow).getAllByRole('cell')[2]);
        await waitFor(() => expect(history.location.pathname).toMatch(/^\/enrollments\/\d+$/));
        expect(link.getAttribute('href')).toContain(history.location.pathname);
    });

    it('lets an agency choose either of two producers of one name, told apart by their agent id', async () => {
        const { user, history } = await openList('/enrollments', AGENCY_SUNSHINE);
        await waitFor(() =>
            expect(screen.getByRole('combobox', { name: 'Agent' })).not.toHaveAttribute('aria-disabled')
        );
        await choose(user, 'Agent', 'Maria Garcia (Agent ID 20195)');
        await waitFor(() => expect(search(history).get('selectedAgentId')).toBe('20195'));
        await user.click(screen.getByRole('combobox', { name: 'Agent' }));
        expect(await screen.findByRole('option', { name: 'Maria Garcia (Agent ID 20121)' })).toBeInTheDocument();
    });

    it('says when nothing matches', async () => {
        renderList('/enrollments?last=Zzzzzz');
        expect(await screen.findByText('No enrollments found')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Export the enrollments found to Excel' })).toBeDisabled();
    });
});

describe('enrollments list and the Back button', () => {
    const back = (history: { go: (delta: number) => void }) => act(() => history.go(-1));

    it('makes a page, a select and a sort a step each, and Back returns to each previous search', async () => {
        const { user, history } = await openList();
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(search(history).get('page')).toBe('2'));
        await choose(user, 'State', 'Florida');
        await waitFor(() => expect(search(history).get('stateId')).toBe('10'));
        await user.click(within(screen.getByRole('table', { name: 'Enrollments' })).getByText('Effective date'));
        await waitFor(() => expect(search(history).get('sort')).toBe('EffectiveDate'));

        back(history);
        await waitFor(() => expect(search(history).get('sort')).toBeNull());
        expect(search(history).get('stateId')).toBe('10');
        expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Florida');
        back(history);
        await waitFor(() => expect(search(history).get('stateId')).toBeNull());
        expect(search(history).get('page')).toBe('2');
        expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent('Any');
        const total = enrollmentsOf('agent', '101').length;
        expect(await screen.findByText(`26-${Math.min(50, total)} of ${total}`)).toBeInTheDocument();
        back(history);
        await waitFor(() => expect(search(history).get('page')).toBeNull());
    });

    it('keeps a name typed in pauses as one step, so Back returns to the search before it', async () => {
        const { user, history } = await openList();
        await choose(user, 'State', 'Florida');
        await waitFor(() => expect(search(history).get('stateId')).toBe('10'));
        const field = screen.getByRole('textbox', { name: 'Customer last name' });
        await user.type(field, 'Lo');
        await waitFor(() => expect(search(history).get('last')).toBe('Lo'));
        await user.type(field, 'pez');
        await waitFor(() => expect(search(history).get('last')).toBe('Lopez'));

        back(history);
        await waitFor(() => expect(search(history).get('last')).toBeNull());
        expect(search(history).get('stateId')).toBe('10');
        await waitFor(() => expect(field).toHaveValue(''));
    });
});
