import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENCY_SUNSHINE, AGENT_JAMES, recordRequests, renderApp } from '../../harness';
import {
    chooseUpline,
    licensedStateNames,
    next,
    openDownlineRequest,
    stepHeading,
    tick,
    waitForFormLists,
    statesNote,
} from './wizard';

// The downline agent a link names by id is named by the agency's agent list, never by the address.

const sent = recordRequests();

const postedBody = async () => {
    const post = sent.find(request => request.method === 'POST');
    return post && (await post.request.clone().json());
};

/** From the agent step, preselected, to a sent request for the first contract and the agent's first state. */
const sendForPreselectedAgent = async (agentName: string) => {
    const user = userEvent.setup();
    await next(user);
    await chooseUpline(user, 'Sunshine Benefits Group');
    await next(user);
    await waitForFormLists();
    expect(screen.getByText(statesNote(agentName))).toBeInTheDocument();
    await user.click(screen.getAllByRole('checkbox', { name: /\(/ })[0]);
    await tick(user, licensedStateNames('agent', AGENT_JAMES.id)[0]);
    await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
    await screen.findByText('Your request is under review by your relationship manager.');
};

describe('the downline agent of a link', () => {
    it('is named by the data, not by the address: agent 102 is James Carter whatever forAgentName says', async () => {
        const { history } = openDownlineRequest(AGENCY_SUNSHINE, '?forAgentId=102&forAgentName=Maria%20Lopez');
        await stepHeading('Agent');
        expect(await screen.findByText('Chosen agent: James Carter')).toBeInTheDocument();
        expect(screen.queryByText(/Maria Lopez/)).toBeNull();
        expect(history.location.search).not.toContain('forAgentName');
        await sendForPreselectedAgent('James Carter');
        expect((await postedBody()).targetAgent).toEqual({ id: '102', name: 'James Carter', type: 'agent' });
        expect(screen.getByText('James Carter')).toBeInTheDocument();
        expect(screen.queryByText(/Maria Lopez/)).toBeNull();
    });

    it('is named with forAgentId alone, on the page, in the request and on the success page', async () => {
        openDownlineRequest(AGENCY_SUNSHINE, '?forAgentId=102');
        expect(await screen.findByText('Chosen agent: James Carter')).toBeInTheDocument();
        await sendForPreselectedAgent('James Carter');
        expect((await postedBody()).targetAgent).toEqual({ id: '102', name: 'James Carter', type: 'agent' });
        expect(screen.getByText('James Carter')).toBeInTheDocument();
    });

    it('not among the agency’s agents: says so and offers the choice, never a dead end', async () => {
        const user = userEvent.setup();
        const { history } = openDownlineRequest(AGENCY_SUNSHINE, '?forAgentId=999999&forAgentName=Nobody%20Known');
        expect(
            await screen.findByText(
                'Agent 999999 is not among this agency’s downline agents. Choose one of your agents below, or a new agent.'
            )
        ).toBeInTheDocument();
        expect(screen.queryByText(/Chosen agent/)).toBeNull();
        await waitFor(() => expect(history.location.search).not.toContain('999999'));
        await next(user);
        expect(await screen.findByText('Choose an agent')).toBeInTheDocument();
        await user.type(screen.getByRole('searchbox', { name: 'Search agents' }), 'James Carter');
        await user.click(await screen.findByRole('radio', { name: /^James Carter/ }));
        expect(screen.getByText('Chosen agent: James Carter')).toBeInTheDocument();
        await next(user);
        await stepHeading('Upline');
        expect(screen.queryByText('Error loading states')).toBeNull();
    });

    it('from a producer’s detail, with the agency’s agents already loaded by the producers list', async () => {
        const user = userEvent.setup();
        renderApp('/producers?agencyId=201', { portal: AGENCY_SUNSHINE });
        const link = within(await screen.findByRole('table')).getAllByRole('link')[0];
        const name = link.textContent!;
        await user.click(link);
        await user.click(await screen.findByRole('link', { name: 'Add contracts' }));
        expect(await screen.findByText(`Chosen agent: ${name}`)).toBeInTheDocument();
        await next(user);
        await stepHeading('Upline');
    });
});
