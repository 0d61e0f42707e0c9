import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { contractOptionsOf } from '../../../../mocks/db/contracts/requests';
import { AGENT_MARIA, expectFormKept, recordRequests, silenceExpectedErrors, expectFailureSaid } from '../../harness';
import {
    back,
    chooseUpline,
    contractLabel,
    group,
    licensedStateNames,
    next,
    openRequest,
    optionsIn,
    stateId,
    stepHeading,
    tick,
    waitForFormLists,
    statesNote,
    expiredStateNames,
} from './wizard';

const sent = recordRequests();
silenceExpectedErrors();

const SUNSHINE_OPTIONS = contractOptionsOf('201');
const MARIA_STATES = licensedStateNames('agent', '101');

describe('contract request, agent portal', () => {
    it('asks for the upline first, direct ones first, and does not let Next pass without one', async () => {
        const user = userEvent.setup();
        openRequest(AGENT_MARIA);
        await stepHeading('Upline');
        expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
        await screen.findByRole('radio', { name: /^Sunshine Benefits Group/ });
        const radios = optionsIn(/^Which upline agency/, 'radio');
        expect(radios).toEqual([
            'Harbor Point Insurance MarketingDirect upline',
            'Sunshine Benefits GroupDirect upline',
            'National Senior Marketing Partners',
        ]);
        await next(user);
        expect(await screen.findByText('Choose an upline agency')).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'Upline' })).toBeInTheDocument();
        // Cancel on the first step returns to contracts.
        expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    });

    it('offers the upline’s contracts and only the states where the agent holds a license, without agent count', async () => {
        const user = userEvent.setup();
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
        expect(optionsIn(/^Contracts/)).toEqual(SUNSHINE_OPTIONS.map(contractLabel).sort((a, b) => a.localeCompare(b)));
        expect(optionsIn(/^States/)).toEqual(MARIA_STATES);
        expect(screen.getByText(statesNote('Maria Lopez'))).toBeInTheDocument();
        // A state whose license has expired is not offered, and the note says why it is missing.
        const expired = expiredStateNames('agent', '101');
        expect(expired.length).toBeGreaterThan(0);
        expect(optionsIn(/^States/)).not.toEqual(expect.arrayContaining([expired[0]]));
        expect(screen.getByText(statesNote('Maria Lopez'))).toHaveTextContent(
            expired.length === 1
                ? `Not listed, as the license there has expired: ${expired[0]}.`
                : `Not listed, as the licenses there have expired: ${expired.join(', ')}.`
        );
        expect(screen.queryByRole('spinbutton', { name: /agents/ })).toBeNull();
        expect(sent.map(request => request.url)).toEqual(
            expect.arrayContaining([
                '/t/agents/101/uplines',
                '/t/agencies/201/contractoptions',
                '/t/agents/101/licenses',
                '/t/states',
            ])
        );
    });

    it('counts the contracts on the submit button, selects and deselects all states, and clears the form', async () => {
        const user = userEvent.setup();
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        expect(screen.getByRole('button', { name: 'Request contracts' })).toBeInTheDocument();
        const [first, second, third] = SUNSHINE_OPTIONS.map(contractLabel);
        await tick(user, first);
        expect(screen.getByRole('button', { name: 'Request 1 contract' })).toBeInTheDocument();
        await tick(user, second, third);
        expect(screen.getByRole('button', { name: 'Request 3 contracts' })).toBeInTheDocument();
        const statesGroup = group(/^States/);
        await user.click(within(statesGroup).getByRole('button', { name: 'Select all' }));
        expect(
            within(statesGroup)
                .getAllByRole('checkbox')
                .every(box => (box as HTMLInputElement).checked)
        ).toBe(true);
        await user.click(within(statesGroup).getByRole('button', { name: 'Deselect all' }));
        expect(
            within(statesGroup)
                .getAllByRole('checkbox')
                .some(box => (box as HTMLInputElement).checked)
        ).toBe(false);
        await tick(user, MARIA_STATES[0]);
        await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Please hurry');
        await user.click(screen.getByRole('button', { name: 'Clear' }));
        expect(screen.getByRole('button', { name: 'Request contracts' })).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
        expect(screen.getAllByRole('checkbox').some(box => (box as HTMLInputElement).checked)).toBe(false);
        // The upline, an earlier step's choice, is kept.
        await back(user);
        expect(screen.getByRole('radio', { name: /^Sunshine Benefits Group/ })).toBeChecked();
    });

    it('asks for at least one contract and one state before sending', async () => {
        const user = userEvent.setup();
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        await user.click(screen.getByRole('button', { name: 'Request contracts' }));
        expect(await screen.findByText('Choose at least one contract')).toBeInTheDocument();
        expect(screen.getByText('Choose at least one state')).toBeInTheDocument();
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });

    it('keeps every choice when stepping back and forth, and clears the contracts when the upline changes', async () => {
        const user = userEvent.setup();
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]), MARIA_STATES[0]);
        await back(user);
        await stepHeading('Upline');
        await next(user);
        await waitForFormLists();
        expect(screen.getByRole('checkbox', { name: contractLabel(SUNSHINE_OPTIONS[0]) })).toBeChecked();
        expect(screen.getByRole('checkbox', { name: MARIA_STATES[0] })).toBeChecked();
        await back(user);
        await chooseUpline(user, 'Harbor Point Insurance Marketing');
        await next(user);
        await waitForFormLists();
        expect(screen.getByRole('button', { name: 'Request contracts' })).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: MARIA_STATES[0] })).toBeChecked();
    });

    it('sends the exact request, trimmed, and shows what was requested on the success page', async () => {
        const user = userEvent.setup();
        const { history } = openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        const [first, second] = SUNSHINE_OPTIONS;
        await tick(user, contractLabel(first), contractLabel(second), MARIA_STATES[0], MARIA_STATES[1]);
        await user.type(screen.getByRole('textbox', { name: 'Comments' }), '   Starting in March   ');
        await user.click(screen.getByRole('button', { name: 'Request 2 contracts' }));
        expect(await screen.findByText('Contract request sent')).toBeInTheDocument();
        const posts = sent.filter(request => request.method === 'POST');
        expect(posts.map(request => request.url)).toEqual(['/t/agents/101/contractrequests']);
        expect(await posts[0].request.json()).toEqual({
            requestForm: {
                contracts: [first.AgencyContractId, second.AgencyContractId],
                states: [stateId(MARIA_STATES[0]), stateId(MARIA_STATES[1])],
                comments: 'Starting in March',
                agentCount: null,
            },
            uplineAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
        });
        expect(
            await screen.findByText('Your request is under review by your relationship manager.')
        ).toBeInTheDocument();
        expect(history.location.pathname).toBe('/contracts/request/success');
        expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
        expect(screen.getByText(`${contractLabel(first)}, ${contractLabel(second)}`)).toBeInTheDocument();
        expect(screen.getByText(`${MARIA_STATES[0]}, ${MARIA_STATES[1]}`)).toBeInTheDocument();
        expect(screen.getByText('Starting in March')).toBeInTheDocument();
        // Agents get no "apply to more agents".
        expect(screen.queryByRole('button', { name: 'Apply to more agents' })).toBeNull();
    });

    it.each([
        ['[]', () => HttpResponse.json([])],
        [
            'a body that is not JSON',
            () => new HttpResponse('{"Id":', { headers: { 'Content-Type': 'application/json' } }),
        ],
    ])('is sent when a 2xx answers %s: the status decides', async (_body, answer) => {
        const user = userEvent.setup();
        server.use(http.post('*/t/agents/:id/contractrequests', answer));
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]), MARIA_STATES[0]);
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(await screen.findByText('Contract request sent')).toBeInTheDocument();
        expect(screen.queryByText('Failed to submit contract request')).toBeNull();
    });

    it('keeps everything when the request fails, with the failure toast and no success', async () => {
        const user = userEvent.setup();
        server.use(http.post('*/t/agents/:id/contractrequests', () => new HttpResponse(null, { status: 500 })));
        const { history } = openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]), MARIA_STATES[0]);
        await user.type(screen.getByRole('textbox', { name: 'Comments' }), 'Kept');
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        await expectFailureSaid('Failed to submit contract request');
        expect(screen.queryByText('Contract request sent')).toBeNull();
        expect(history.location.pathname).toBe('/contracts/request');
        expectFormKept({
            checked: [screen.getByRole('checkbox', { name: contractLabel(SUNSHINE_OPTIONS[0]) })],
            values: [[screen.getByRole('textbox', { name: 'Comments' }), 'Kept']],
        });
    });

    it('says "Error loading states" on the field when the licenses call fails, and cannot be sent', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/agents/:id/licenses', () => new HttpResponse(null, { status: 500 })));
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        expect(within(group(/^States/)).getByText('Error loading states')).toBeInTheDocument();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]));
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        await waitFor(() =>
            expect(within(group(/^States/)).getAllByText('Error loading states').length).toBeGreaterThan(0)
        );
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });

    it('offers Try again on a lookup that failed, on the step where it is, keeping the choices made', async () => {
        const user = userEvent.setup();
        server.use(
            http.get('*/t/agents/:id/uplines', () => new HttpResponse(null, { status: 500 }), { once: true }),
            http.get('*/t/agents/:id/licenses', () => new HttpResponse(null, { status: 500 }), { once: true })
        );
        openRequest(AGENT_MARIA);
        await stepHeading('Upline');
        const uplineError = (await screen.findByText('Error loading agencies')).closest('[role="alert"]');
        await user.click(within(uplineError as HTMLElement).getByRole('button', { name: 'Try again' }));
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]));
        expect(within(group(/^States/)).getByText('Error loading states')).toBeInTheDocument();
        await user.click(within(group(/^States/)).getByRole('button', { name: 'Try again' }));
        await tick(user, MARIA_STATES[0]);
        expect(screen.getByRole('checkbox', { name: contractLabel(SUNSHINE_OPTIONS[0]) })).toBeChecked();
        expect(screen.getByRole('heading', { level: 2, name: 'Contracts and states' })).toBeInTheDocument();
        expect(within(group(/^States/)).queryByText('Error loading states')).toBeNull();
    });

    it('says when the upline has no contracts to offer', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/agencies/:id/contractoptions', () => HttpResponse.json([])));
        openRequest(AGENT_MARIA);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        expect(within(group(/^Contracts/)).getByText('No contracts available')).toBeInTheDocument();
    });

    it('cancels back to contracts from the first step', async () => {
        const user = userEvent.setup();
        const { history } = openRequest(AGENT_MARIA);
        await stepHeading('Upline');
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(history.location.pathname).toBe('/contracts');
        expect(history.location.search).toContain('agentId=101');
    });
});
