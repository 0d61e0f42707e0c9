import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { downlineAgentsOf } from '../../../mocks/db/portfolio';
import type { RequestSummary } from '../../../resources/contracts/requests/payload';
import { RequestSuccessPage } from '../../../resources/contracts/requests/RequestSuccessPage';
import { AGENCY_SUNSHINE, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();
silenceExpectedErrors();

const nameOf = (agent: { FirstName: string; LastName: string }) => `${agent.FirstName} ${agent.LastName}`;
// Agents whose names no other agent of the agency shares, so each can be found by name.
const AGENTS = downlineAgentsOf('201');
const [ORIGINAL, FIRST, SECOND, THIRD] = AGENTS.filter(
    agent => AGENTS.filter(other => nameOf(other) === nameOf(agent)).length === 1
);

const SUMMARY: RequestSummary = {
    kind: 'downline',
    targetName: nameOf(ORIGINAL),
    targetType: 'agent',
    targetAgentId: ORIGINAL.AgentId,
    upline: 'Sunshine Benefits Group',
    contracts: ['Blue Harbor Health (MA, MAPD)'],
    states: ['Florida', 'Texas'],
    agentCount: null,
    comments: '',
    requestForm: { contracts: [5001], states: [10, 43], comments: '', agentCount: null },
    uplineAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
};

/** The success page as the wizard leaves it: the summary in the navigation state. */
const openSuccess = (summary: RequestSummary = SUMMARY) => {
    const screenResult = renderScreen(<></>, {
        portal: AGENCY_SUNSHINE,
        path: '/contracts/downlinerequest',
        resource: 'contracts',
        routes: { '/contracts/downlinerequest/success': <RequestSuccessPage /> },
    });
    act(() => screenResult.history.push('/contracts/downlinerequest/success', { summary }));
    return screenResult;
};

const pick = async (user: UserEvent, agent: typeof FIRST) => {
    const search = screen.getByRole('searchbox', { name: 'Search agents' });
    await user.clear(search);
    await user.type(search, nameOf(agent));
    await user.click(
        await screen.findByRole('checkbox', { name: new RegExp(`^${nameOf(agent)}\\s*Agent ID ${agent.AgentId}$`) })
    );
};

const posts = async () =>
    Promise.all(
        sent
            .filter(request => request.method === 'POST')
            .map(async request => ({ url: request.url, body: await request.request.clone().json() }))
    );

describe('apply to more agents', () => {
    it('sends one request per agent with "None provided" and a note naming the original agent; a failure keeps the card and the retry sends only the rest', async () => {
        const user = userEvent.setup();
        let failing: string | undefined = SECOND.AgentId;
        server.use(
            http.post('*/t/agencies/201/contractrequests', async ({ request }) => {
                const body = (await request.clone().json()) as { targetAgent: { id: string } };
                return body.targetAgent.id === failing
                    ? new HttpResponse(null, { status: 500 })
                    : HttpResponse.json({ Id: 1 });
            })
        );
        openSuccess();
        expect(
            await screen.findByText('Your request is under review by your relationship manager.')
        ).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Apply to more agents' }));
        const card = screen.getByRole('region', { name: 'Apply the same request to more agents' });
        expect(within(card).getByText('Please enter search term(s) above to get results')).toBeInTheDocument();
        // The original agent is not offered.
        await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), nameOf(ORIGINAL));
        expect(await screen.findByText(`No matching agents for "${nameOf(ORIGINAL)}"`)).toBeInTheDocument();
        await pick(user, FIRST);
        await pick(user, SECOND);
        await pick(user, THIRD);
        expect(screen.getByText('3 agents selected')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Send 3 requests' }));
        expect(await screen.findByText('Failed to submit one or more contract requests.')).toBeInTheDocument();
        expect(screen.getByText('2 of 3 sent')).toBeInTheDocument();
        expect(screen.getByText(`${nameOf(FIRST)}: Sent`)).toBeInTheDocument();
        expect(screen.getByText(`${nameOf(SECOND)}: Not sent`)).toBeInTheDocument();
        const first = await posts();
        expect(first.map(post => post.body.targetAgent.id)).toEqual([FIRST.AgentId, SECOND.AgentId, THIRD.AgentId]);
        expect(first[0]).toEqual({
            url: '/t/agencies/201/contractrequests',
            body: {
                requestForm: {
                    contracts: [5001],
                    states: [10, 43],
                    comments: `None provided\n\nNote: the same request was first made for ${nameOf(ORIGINAL)}.`,
                    agentCount: null,
                },
                uplineAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
                targetAgent: { id: FIRST.AgentId, name: nameOf(FIRST), type: 'agent' },
            },
        });
        expect(screen.queryByText(/Contract requests sent for/)).toBeNull();

        failing = undefined;
        sent.length = 0;
        await user.click(screen.getByRole('button', { name: 'Send 1 request' }));
        expect(await screen.findByText('Contract requests sent for 3 agents')).toBeInTheDocument();
        expect((await posts()).map(post => post.body.targetAgent.id)).toEqual([SECOND.AgentId]);
        expect(screen.queryByRole('region', { name: 'Apply the same request to more agents' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Apply to more agents' })).toBeNull();
    });

    it('asks for at least one agent, and keeps a typed comment before the note', async () => {
        const user = userEvent.setup();
        openSuccess({
            ...SUMMARY,
            comments: 'Start in March',
            requestForm: { ...SUMMARY.requestForm, comments: 'Start in March' },
        });
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        await user.click(screen.getByRole('button', { name: 'Send requests' }));
        expect(
            screen.getByText('Please select at least one agent and ensure all required fields are filled out.')
        ).toBeInTheDocument();
        await pick(user, FIRST);
        await user.click(screen.getByRole('button', { name: 'Send 1 request' }));
        expect(await screen.findByText('Contract request sent for 1 agent')).toBeInTheDocument();
        const [post] = await posts();
        expect(post.body.requestForm.comments).toBe(
            `Start in March\n\nNote: the same request was first made for ${nameOf(ORIGINAL)}.`
        );
    });
});
