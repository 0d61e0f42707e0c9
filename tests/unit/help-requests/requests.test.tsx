import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, helpRequestsOf, lastUpdatedOf } from '../../../mocks/db/help-requests';
import { server } from '../../../mocks/node';
import { defaultType, offeredTypes, ownerField } from '../../../resources/help-requests/api';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    answerAfterHandling,
    holdRequests,
    recordRequests,
    renderApp,
    silenceExpectedErrors,
    expectFailureSaid,
    expectFormKept,
} from '../harness';
import { openHelpRequests } from './helpers';

const sent = recordRequests();
const posts = () => sent.filter(request => request.method === 'POST' && request.url === '/t/activities');

silenceExpectedErrors();

const table = () => screen.getByRole('table', { name: 'Help requests' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const typeField = () => screen.getByRole('combobox', { name: /^Type of request/ });
const descriptionField = () => screen.getByRole('textbox', { name: /^Description/ });

const openList = async (portal: Portal = AGENT_MARIA) => {
    const query = portal.type === 'agent' ? `agentId=${portal.id}` : `agencyId=${portal.id}`;
    const opened = openHelpRequests(`/help-requests?${query}`, portal);
    await within(await screen.findByRole('table', { name: 'Help requests' })).findAllByRole('link');
    return opened;
};

const openForm = async (portal: Portal = AGENT_MARIA) => {
    const query = portal.type === 'agent' ? `agentId=${portal.id}` : `agencyId=${portal.id}`;
    const opened = openHelpRequests(`/help-requests/new?${query}`, portal);
    await waitFor(() => expect(typeField()).toHaveTextContent('Agent Service'));
    return opened;
};

describe('activity types', () => {
    it('offers only Agent Service and Compliance, whatever else the CRM knows, and defaults to the service one', () => {
        const offered = offeredTypes([
            { Id: 1, Name: 'Contracting' },
            { Id: 2, Name: ' compliance ' },
            { Id: 3, Name: 'Licensing' },
            { Id: 4, Name: 'AGENT SERVICE' },
        ]);
        expect(offered.map(type => type.Id)).toEqual([4, 2]);
        expect(defaultType(offered)?.Id).toBe(4);
        expect(defaultType(offeredTypes([{ Id: 2, Name: 'Compliance' }]))).toBeUndefined();
    });

    it('shows the two types in the form, the service one chosen', async () => {
        const { user } = await openForm();
        expect(ACTIVITY_TYPES.length).toBeGreaterThan(2);
        await user.click(typeField());
        const options = await screen.findAllByRole('option');
        expect(options.map(option => option.textContent)).toEqual(['Agent Service', 'Compliance']);
    });

    it('says "Error loading types" on the field when the types cannot be loaded, and sends nothing', async () => {
        server.use(http.get('*/t/activities/new', () => new HttpResponse(null, { status: 500 })));
        const { user } = openHelpRequests('/help-requests/new?agentId=101');
        await waitFor(() => expect(typeField()).toHaveAccessibleDescription('Error loading types'));
        await user.type(descriptionField(), 'Need help');
        await user.click(screen.getByRole('button', { name: 'Submit help request' }));
        await waitFor(() => expect(typeField()).toHaveAccessibleDescription('Error loading types'));
        expect(posts()).toEqual([]);
    });
});

describe('owners', () => {
    it('lists and creates for agent and agency portals only', () => {
        expect(ownerField(AGENT_MARIA)).toEqual({ AgentId: 101 });
        expect(ownerField(AGENCY_SUNSHINE)).toEqual({ AgencyId: 201 });
        expect(() => ownerField({ ...AGENT_MARIA, type: 'broker' as never })).toThrow('Unusable owner type');
    });
});

describe('help request list', () => {
    it('lists the portal’s requests, newest activity first, 25 a page, each linked to its detail', async () => {
        await openList();
        expect(sent.filter(request => request.method === 'GET').map(request => request.url)).toContain(
            '/t/agents/101/activities'
        );
        const all = helpRequestsOf('agent', '101');
        expect(dataRows()).toHaveLength(25);
        expect(screen.getByText(`1-25 of ${all.length}`)).toBeInTheDocument();
        expect(screen.getByRole('status')).toHaveTextContent(`${all.length} help requests`);
        const newest = [...all].sort((a, b) => lastUpdatedOf(b).localeCompare(lastUpdatedOf(a)))[0];
        const link = within(dataRows()[0]).getByRole('link');
        expect(link).toHaveTextContent(newest.ActivityTypeName);
        expect(link.getAttribute('href')).toBe(`/help-requests/${newest.Id}?agentId=101`);
        // The first line of the description only; the status in words.
        expect(dataRows()[0]).toHaveTextContent(newest.Description.split('\n')[0]);
        expect(dataRows()[0]).not.toHaveTextContent(newest.Description.split('\n')[1] ?? '@@');
        expect(dataRows()[0]).toHaveTextContent(newest.IsCompleted ? 'Completed' : 'In progress');
    });

    it('makes a page and a sort a history step each, and Back returns to each previous view', async () => {
        const { user, history } = await openList();
        const param = (name: string) => new URLSearchParams(history.location.search).get(name);
        const all = helpRequestsOf('agent', '101');
        await user.click(screen.getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(param('page')).toBe('2'));
        expect(screen.getByText(`26-${Math.min(50, all.length)} of ${all.length}`)).toBeInTheDocument();
        await user.click(within(table()).getByRole('button', { name: 'Created' }));
        await waitFor(() => expect(param('sort')).toBe('CreatedDateTime'));
        expect(param('page')).toBe('1');

        act(() => history.go(-1));
        await waitFor(() => expect(param('sort')).not.toBe('CreatedDateTime'));
        expect(param('page')).toBe('2');
        act(() => history.go(-1));
        await waitFor(() => expect(param('page')).toBeNull());
        expect(screen.getByText(`1-25 of ${all.length}`)).toBeInTheDocument();
    });

    it('asks the agency’s requests for an agency portal', async () => {
        await openList(AGENCY_SUNSHINE);
        expect(sent.map(request => request.url)).toContain('/t/agencies/201/activities');
    });

    it('says "No help requests found" and "Error loading help requests"', async () => {
        server.use(http.get('*/t/agents/:id/activities', () => HttpResponse.json([])));
        openHelpRequests('/help-requests?agentId=101');
        expect(await screen.findByText('No help requests found')).toBeInTheDocument();
        server.use(http.get('*/t/agents/:id/activities', () => HttpResponse.json(null)));
        openHelpRequests('/help-requests?agentId=101');
        expect(await screen.findByText('Error loading help requests')).toBeInTheDocument();
    });
});

describe('new help request', () => {
    it('posts the owner, type, trimmed description and IsAgentViewable, and shows it on the list at once', async () => {
        const { user, history } = await openForm();
        const release = holdRequests('post', '*/t/activities');
        expect(descriptionField()).toHaveAttribute('rows', '10');
        await user.type(descriptionField(), '  Please check my Humana contract.{enter}It is still pending.  ');
        await user.click(screen.getByRole('button', { name: 'Submit help request' }));
        await waitFor(() => expect(history.location.pathname).toBe('/help-requests'));
        const table = await screen.findByRole('table', { name: 'Help requests' });
        const first = await waitFor(() => within(table).getAllByRole('row')[1]);
        expect(first).toHaveTextContent('Please check my Humana contract.');
        expect(first).toHaveTextContent('Sending...');
        release();
        await waitFor(() => expect(screen.getByText('Help request submitted successfully')).toBeInTheDocument());
        expect(await posts()[0].request.json()).toEqual({
            AgentId: 101,
            ActivityTypeId: 12,
            Description: 'Please check my Humana contract.\nIt is still pending.',
            IsAgentViewable: true,
        });
        await waitFor(() => expect(within(dataRows()[0]).getByRole('link')).toHaveTextContent('Agent Service'));
        expect(dataRows()[0]).toHaveTextContent('In progress');
        expect(helpRequestsOf('agent', '101').at(-1)?.Description).toBe(
            'Please check my Humana contract.\nIt is still pending.'
        );
    });

    it('sends AgencyId for an agency, with the type chosen', async () => {
        const { user } = await openForm(AGENCY_SUNSHINE);
        await user.click(typeField());
        await user.click(await screen.findByRole('option', { name: 'Compliance' }));
        await user.type(descriptionField(), 'Can we use this flyer?');
        await user.click(screen.getByRole('button', { name: 'Submit help request' }));
        await waitFor(() => expect(posts()).toHaveLength(1));
        expect(await posts()[0].request.json()).toEqual({
            AgencyId: 201,
            ActivityTypeId: 14,
            Description: 'Can we use this flyer?',
            IsAgentViewable: true,
        });
    });

    it('is submitted when the server takes it but answers {}: the success, the list as the server has it', async () => {
        answerAfterHandling('post', '*/t/activities', {});
        const { user, history } = await openForm();
        await user.type(descriptionField(), 'Taken without a word');
        await user.click(screen.getByRole('button', { name: 'Submit help request' }));
        expect(await screen.findByText('Help request submitted successfully')).toBeInTheDocument();
        await waitFor(() => expect(dataRows()[0]).toHaveTextContent('Taken without a word'));
        await waitFor(() => expect(dataRows()[0]).not.toHaveTextContent('Sending...'));
        expect(history.location.pathname).toBe('/help-requests');
        expect(screen.queryByText('Failed to submit help request')).not.toBeInTheDocument();
    });

    it('takes a failed request off the list, says so, and opens the form again with what was typed', async () => {
        const { user, history } = await openForm();
        let fail = () => undefined as void;
        const gate = new Promise<void>(resolve => (fail = resolve));
        server.use(
            http.post('*/t/activities', async () => {
                await gate;
                return new HttpResponse(null, { status: 500 });
            })
        );
        await user.click(typeField());
        await user.click(await screen.findByRole('option', { name: 'Compliance' }));
        await user.type(descriptionField(), 'This request will fail');
        await user.click(screen.getByRole('button', { name: 'Submit help request' }));
        const table = await screen.findByRole('table', { name: 'Help requests' });
        await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sending...'));
        fail();
        await waitFor(() => expect(history.location.pathname).toBe('/help-requests/new'));
        // By its toast and by the form opened again, beside Send.
        await expectFailureSaid('Failed to submit help request');
        await waitFor(() =>
            expectFormKept({
                values: [[descriptionField(), 'This request will fail']],
                choices: [[typeField(), 'Compliance']],
            })
        );
        expect(screen.queryByText('Help request submitted successfully')).not.toBeInTheDocument();
        expect(helpRequestsOf('agent', '101').some(request => request.Description === 'This request will fail')).toBe(
            false
        );
    });

    it('requires both fields', async () => {
        const { user } = await openForm();
        await user.type(descriptionField(), '   ');
        await user.click(screen.getByRole('button', { name: 'Submit help request' }));
        await waitFor(() => expect(descriptionField()).toHaveAccessibleDescription('Required'));
        expect(posts()).toEqual([]);
    });
});

describe('legacy help request address', () => {
    it('/Agent/Activities/Manage/{id} opens the help request, portal kept', async () => {
        const request = helpRequestsOf('agent', '101')[0];
        const { history } = renderApp(`/Agent/Activities/Manage/${request.Id}?agentId=101`, { portal: AGENT_MARIA });
        expect(
            await screen.findByRole('heading', { level: 1, name: `${request.ActivityTypeName} help request` })
        ).toBeInTheDocument();
        expect(history.location.pathname).toBe(`/help-requests/${request.Id}`);
        expect(history.location.search).toBe('?agentId=101');
    });
});
