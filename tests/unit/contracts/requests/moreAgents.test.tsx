import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { states } from '../../../../mocks/db/dictionaries';
import { downlineAgentsOf, licensesOf } from '../../../../mocks/db/portfolio';
import type { RequestSummary } from '../../../../resources/contracts/requests/payload';
import { RequestSuccessPage } from '../../../../resources/contracts/requests/RequestSuccessPage';
import { AGENCY_SUNSHINE, recordRequests, renderScreen, settle, silenceExpectedErrors } from '../../harness';
import { stateId } from './wizard';
import { today } from '../../../../src/forms';

const sent = recordRequests();
silenceExpectedErrors();

const nameOf = (agent: { FirstName: string; LastName: string }) => `${agent.FirstName} ${agent.LastName}`;
// Agents whose names no other agent of the agency shares, so each can be found by name.
const AGENTS = downlineAgentsOf('201');
const UNIQUE = AGENTS.filter(agent => AGENTS.filter(other => nameOf(other) === nameOf(agent)).length === 1);
const [ORIGINAL, FIRST, SECOND, THIRD] = UNIQUE;
/** The states an agent holds a license in that has not expired at the test day, by abbreviation. */
const heldBy = (agent: typeof FIRST) =>
    new Set(
        licensesOf('agent', agent.AgentId)
            .filter(license => license.ExpirationDate.slice(0, 10) >= today())
            .map(license => license.StateProvince)
    );
/** A state the first three agents all hold a current license in: their requests name it. */
const SHARED = ['New York'];

const SUMMARY: RequestSummary = {
    kind: 'downline',
    targetName: nameOf(ORIGINAL),
    targetType: 'agent',
    targetAgentId: ORIGINAL.AgentId,
    upline: 'Sunshine Benefits Group',
    contracts: ['Blue Harbor Health (MA, MAPD)'],
    states: SHARED,
    agentCount: null,
    comments: '',
    requestForm: { contracts: [5001], states: SHARED.map(stateId), comments: '', agentCount: null },
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
                    states: SHARED.map(stateId),
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

    // The first request went; only the card's own answers fail (the fault matrix cannot fail one POST of two).
    // One agent's request goes, the other's fails: the run is over, so nothing may look as if it still went on.
    it.each([
        ['404', () => new HttpResponse(null, { status: 404 })],
        ['500', () => new HttpResponse(null, { status: 500 })],
        ['a network error', () => HttpResponse.error()],
    ] as const)('ends in its error state, nothing still in progress, when a request meets %s', async (_, answer) => {
        const user = userEvent.setup();
        server.use(
            http.post('*/t/agencies/201/contractrequests', async ({ request }) => {
                const body = (await request.clone().json()) as { targetAgent: { id: string } };
                return body.targetAgent.id === SECOND.AgentId ? answer() : HttpResponse.json({ Id: 1 });
            })
        );
        const { queryClient } = openSuccess();
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        await pick(user, FIRST);
        await pick(user, SECOND);
        await user.click(screen.getByRole('button', { name: 'Send 2 requests' }));
        expect(await screen.findByText('Failed to submit one or more contract requests.')).toBeInTheDocument();
        await settle(queryClient);
        expect(screen.getByText(`${nameOf(FIRST)}: Sent`)).toBeInTheDocument();
        expect(screen.getByText(`${nameOf(SECOND)}: Not sent`)).toBeInTheDocument();
        expect(screen.getByText('1 of 2 sent')).toBeInTheDocument();
        expect(screen.queryAllByRole('progressbar')).toEqual([]);
        expect(screen.getByRole('button', { name: 'Send 1 request' })).toBeEnabled();
        expect(screen.queryByText(/Contract requests sent for/)).toBeNull();
    });

    it('names a producer who shares a name by agent id on its chip, and sends its name as the downline gives it', async () => {
        const user = userEvent.setup();
        const namesake = AGENTS.find(agent => !UNIQUE.includes(agent) && heldBy(agent).size > 0)!;
        const [abbreviation] = heldBy(namesake);
        const held = states.find(state => state.Abbreviation === abbreviation)!.Name;
        server.use(http.post('*/t/agencies/201/contractrequests', () => HttpResponse.json({ Id: 1 })));
        openSuccess({ ...SUMMARY, states: [held], requestForm: { ...SUMMARY.requestForm, states: [stateId(held)] } });
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        await pick(user, namesake);
        expect(screen.getByText(`${nameOf(namesake)} (Agent ID ${namesake.AgentId})`)).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Send 1 request' }));
        expect(await screen.findByText('Contract request sent for 1 agent')).toBeInTheDocument();
        expect((await posts()).map(post => post.body.targetAgent)).toEqual([
            { id: namesake.AgentId, name: nameOf(namesake), type: 'agent' },
        ]);
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
    it('sends each agent only the states they hold a license in, says per agent what was left out, and sends nothing to an agent licensed in none', async () => {
        const user = userEvent.setup();
        // Ana Diaz holds current licenses in CT, IL and WY only: none of the states the first agent was asked for.
        // The first agent's Missouri license has expired: it asks for nothing there.
        const ana = UNIQUE.find(agent => nameOf(agent) === 'Ana Diaz')!;
        const requested = ['Arizona', 'Rhode Island', 'Missouri', 'Florida'];
        const abbreviations = ['AZ', 'RI', 'MO', 'FL'];
        expect(licensesOf('agent', FIRST.AgentId).map(license => license.StateProvince)).toContain('MO');
        expect(abbreviations.filter(state => heldBy(FIRST).has(state))).toEqual(['AZ', 'RI']);
        expect(abbreviations.filter(state => heldBy(SECOND).has(state))).toEqual(['MO']);
        expect(abbreviations.filter(state => heldBy(ana).has(state))).toEqual([]);
        // The second agent's licenses fail to load once: that agent's request fails, and goes on the next press.
        let licensesFail = true;
        server.use(
            http.get(`*/t/v2/agencies/201/agents/${SECOND.AgentId}`, () =>
                licensesFail ? new HttpResponse(null, { status: 500 }) : undefined
            )
        );
        openSuccess({
            ...SUMMARY,
            states: requested,
            requestForm: { ...SUMMARY.requestForm, states: requested.map(stateId) },
        });
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        await pick(user, FIRST);
        await pick(user, SECOND);
        await pick(user, ana);
        await user.click(screen.getByRole('button', { name: 'Send 3 requests' }));
        expect(await screen.findByText('Failed to submit one or more contract requests.')).toBeInTheDocument();
        expect(screen.getByText(`${nameOf(FIRST)}: Sent`)).toBeInTheDocument();
        expect(screen.getByText(`${nameOf(SECOND)}: Not sent`)).toBeInTheDocument();
        expect(screen.getByText('Ana Diaz: Not sent, no license in these states')).toBeInTheDocument();
        expect(
            screen.getByText(`${nameOf(FIRST)}: sent without Missouri, Florida, where the agent holds no license.`)
        ).toBeInTheDocument();
        expect(
            screen.getByText(
                'Ana Diaz: nothing sent, as the agent holds no license in Arizona, Rhode Island, Missouri, Florida.'
            )
        ).toBeInTheDocument();
        expect((await posts()).map(post => [post.body.targetAgent.id, post.body.requestForm.states])).toEqual([
            [FIRST.AgentId, ['Arizona', 'Rhode Island'].map(stateId)],
        ]);

        // Again: only the agent who failed, with the one state they hold.
        licensesFail = false;
        sent.length = 0;
        await user.click(screen.getByRole('button', { name: 'Send 1 request' }));
        expect(await screen.findByText('Contract requests sent for 2 agents')).toBeInTheDocument();
        expect((await posts()).map(post => [post.body.targetAgent.id, post.body.requestForm.states])).toEqual([
            [SECOND.AgentId, [stateId('Missouri')]],
        ]);
        // The card is gone; what was left out stays said.
        expect(screen.queryByRole('region', { name: 'Apply the same request to more agents' })).toBeNull();
        const leftOut = screen.getByRole('region', { name: 'States left out' });
        expect(
            within(leftOut)
                .getAllByRole('listitem')
                .map(item => item.textContent)
        ).toEqual([
            `${nameOf(FIRST)}: sent without Missouri, Florida, where the agent holds no license.`,
            `${nameOf(SECOND)}: sent without Arizona, Rhode Island, Florida, where the agent holds no license.`,
            'Ana Diaz: nothing sent, as the agent holds no license in Arizona, Rhode Island, Missouri, Florida.',
        ]);
    });

    it('asks before leaving with agents chosen but not sent, by a link or Back, and stays with them when told no', async () => {
        const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
        const user = userEvent.setup();
        const { history } = openSuccess();
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        // The card open with nothing chosen holds nothing to lose.
        act(() => history.push('/contracts'));
        expect(confirm).not.toHaveBeenCalled();
        act(() => history.go(-1));
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        await pick(user, FIRST);

        act(() => history.push('/contracts'));
        expect(confirm).toHaveBeenCalledTimes(1);
        act(() => history.go(-1));
        expect(confirm).toHaveBeenCalledTimes(2);
        expect(history.location.pathname).toBe('/contracts/downlinerequest/success');
        expect(screen.getByText('1 agent selected')).toBeInTheDocument();
        // Enter in the search sends nothing: only the button does.
        await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), '{Enter}');
        expect(await posts()).toEqual([]);

        // Once sent, nothing is left to lose.
        await user.click(screen.getByRole('button', { name: 'Send 1 request' }));
        expect(await screen.findByText('Contract request sent for 1 agent')).toBeInTheDocument();
        act(() => history.push('/contracts'));
        expect(confirm).toHaveBeenCalledTimes(2);
        expect(history.location.pathname).toBe('/contracts');
    });

    it('says nothing was sent when no chosen agent holds a license in the requested states', async () => {
        const user = userEvent.setup();
        const ana = UNIQUE.find(agent => nameOf(agent) === 'Ana Diaz')!;
        openSuccess({
            ...SUMMARY,
            states: ['Arkansas'],
            requestForm: { ...SUMMARY.requestForm, states: [stateId('Arkansas')] },
        });
        await user.click(await screen.findByRole('button', { name: 'Apply to more agents' }));
        await pick(user, ana);
        await user.click(screen.getByRole('button', { name: 'Send 1 request' }));
        expect(
            await screen.findByText(
                'No request was sent: none of the chosen agents holds a license in the requested states.'
            )
        ).toBeInTheDocument();
        expect(screen.queryByText(/Contract requests? sent for/)).toBeNull();
        expect(await posts()).toEqual([]);
    });
});
