import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractOptionsOf, downlineAgenciesOf } from '../../../../mocks/db/contracts/requests';
import { states } from '../../../../mocks/db/dictionaries';
import { downlineAgentsOf } from '../../../../mocks/db/portfolio';
import { AGENCY_SUNSHINE, recordRequests, renderScreen, silenceExpectedErrors } from '../../harness';
import { RequestSuccessPage } from '../../../../resources/contracts/requests/RequestSuccessPage';
import {
    back,
    chooseUpline,
    contractLabel,
    licensedStateNames,
    next,
    openDownlineRequest,
    openRequest,
    optionsIn,
    stateId,
    stepHeading,
    tick,
    waitForFormLists,
    statesNote,
} from './wizard';

const sent = recordRequests();
silenceExpectedErrors();

const AGENT = downlineAgentsOf('201')[0];
const AGENT_NAME = `${AGENT.FirstName} ${AGENT.LastName}`;
const NATIONAL_OPTIONS = contractOptionsOf('1');
const SUNSHINE_OPTIONS = contractOptionsOf('201');

const posted = async () => {
    const posts = sent.filter(request => request.method === 'POST');
    return Promise.all(posts.map(async request => ({ url: request.url, body: await request.request.clone().json() })));
};

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });

const fillPerson = async (user: UserEvent, person: { first: string; last: string; email: string; npn: string }) => {
    await user.type(textbox(/^First name/), person.first);
    await user.type(textbox(/^Last name/), person.last);
    await user.type(textbox(/^Email/), person.email);
    const npns = screen.getAllByRole('textbox', { name: /^NPN/ });
    await user.type(npns[npns.length - 1], person.npn);
};

describe('contract request, agency portal', () => {
    it('asks this agency for its upline and its agent count, with its own licensed states, and sends targetAgency', async () => {
        const user = userEvent.setup();
        openRequest(AGENCY_SUNSHINE);
        await stepHeading('Who for');
        expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: 'This agency (Sunshine Benefits Group)' })).toBeChecked();
        await next(user);
        await chooseUpline(user, 'National Senior Marketing Partners');
        expect(optionsIn(/^Which upline agency/, 'radio')).toEqual([
            'National Senior Marketing PartnersDirect upline',
            'Summit Regional Health Alliance',
        ]);
        await next(user);
        await waitForFormLists();
        const agencyStates = licensedStateNames('agency', '201');
        expect(optionsIn(/^States/)).toEqual(agencyStates);
        const count = screen.getByRole('spinbutton', { name: 'Estimated number of agents' });
        await tick(user, contractLabel(NATIONAL_OPTIONS[0]), agencyStates[0]);
        await user.type(count, '2.5');
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(await screen.findByText('Enter a whole number of 1 or more')).toBeInTheDocument();
        await user.clear(count);
        await user.type(count, '12');
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(
            await screen.findByText('Your request is under review by your relationship manager.')
        ).toBeInTheDocument();
        expect(await posted()).toEqual([
            {
                url: '/t/agencies/201/contractrequests',
                body: {
                    requestForm: {
                        contracts: [NATIONAL_OPTIONS[0].AgencyContractId],
                        states: [stateId(agencyStates[0])],
                        comments: '',
                        agentCount: 12,
                    },
                    uplineAgency: { id: '1', name: 'National Senior Marketing Partners', type: 'agency' },
                    targetAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
                },
            },
        ]);
    });

    it('takes a new agency’s details (NPN digits only, email shape, optional E&O), places it under this agency or a downline agency, and offers every state', async () => {
        const user = userEvent.setup();
        openRequest(AGENCY_SUNSHINE);
        await stepHeading('Who for');
        await user.click(screen.getByRole('radio', { name: /^A new agency/ }));
        expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
        await next(user);
        await stepHeading('Agency details');
        expect(screen.getAllByText('National Producer Number: digits only')).toHaveLength(2);
        await next(user);
        expect(await screen.findAllByText('Required')).toHaveLength(6);
        await user.type(textbox(/^Agency name/), '  Bright Path Advisors  ');
        await user.type(screen.getAllByRole('textbox', { name: /^NPN/ })[0], '12ab');
        await fillPerson(user, { first: 'Lena', last: 'Ortiz', email: 'lena@', npn: '778899' });
        await next(user);
        expect(await screen.findByText('Use digits only')).toBeInTheDocument();
        expect(screen.getByText('Enter an email address such as name@example.com')).toBeInTheDocument();
        await user.clear(screen.getAllByRole('textbox', { name: /^NPN/ })[0]);
        await user.type(screen.getAllByRole('textbox', { name: /^NPN/ })[0], '445566');
        await user.type(textbox(/^Email/), 'example.com');
        await user.click(screen.getByRole('switch', { name: 'Add E&O insurance details' }));
        await next(user);
        expect(await screen.findAllByText('Required')).toHaveLength(4);
        await user.type(textbox(/^Issued by/), 'Shield Mutual');
        // Too many cents is said, never rounded; an amount with thousands commas goes out as the E&O form's number.
        await user.type(textbox(/^Coverage limits/), '1000000.555');
        await user.type(screen.getByLabelText(/^Expiration date/), '2031-06-30');
        await user.type(textbox(/^Policy number/), 'EO-55');
        await next(user);
        expect(await screen.findByText('Enter at most 2 decimal places (cents)')).toBeInTheDocument();
        await user.clear(textbox(/^Coverage limits/));
        await user.type(textbox(/^Coverage limits/), '1,000,000');
        await next(user);
        await chooseUpline(user, 'Sunshine Benefits Group');
        expect(optionsIn(/^Which upline agency/, 'radio')).toEqual([
            'Sunshine Benefits GroupDirect upline',
            ...downlineAgenciesOf('201')
                .map(agency => agency.Name)
                .sort((a, b) => a.localeCompare(b)),
        ]);
        await next(user);
        await waitForFormLists();
        expect(optionsIn(/^States/)).toHaveLength(states.length);
        expect(
            screen.getByText('A new agent or agency has no licenses on file yet, so every state is listed.')
        ).toBeInTheDocument();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]), states[0].Name);
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(await screen.findByText('Bright Path Advisors (new agency)')).toBeInTheDocument();
        const [{ body }] = await posted();
        expect(body.targetAgency).toEqual({
            type: 'new',
            name: 'Bright Path Advisors',
            npn: '445566',
            principalAgent: { firstName: 'Lena', lastName: 'Ortiz', email: 'lena@example.com', npn: '778899' },
            eAndO: {
                issuedBy: 'Shield Mutual',
                coverageLimits: 1000000,
                expirationDate: '2031-06-30',
                policyNumber: 'EO-55',
            },
        });
        expect(body.uplineAgency).toEqual({ id: '201', name: 'Sunshine Benefits Group', type: 'agency' });
        expect(body.requestForm.agentCount).toBeNull();
    });

    it('asks before taking a new agency’s E&O expiration date that is already past, and sends it once confirmed', async () => {
        const user = userEvent.setup();
        openRequest(AGENCY_SUNSHINE);
        await stepHeading('Who for');
        await user.click(screen.getByRole('radio', { name: /^A new agency/ }));
        await next(user);
        await stepHeading('Agency details');
        await user.type(textbox(/^Agency name/), 'Bright Path Advisors');
        await user.type(screen.getAllByRole('textbox', { name: /^NPN/ })[0], '445566');
        await fillPerson(user, { first: 'Lena', last: 'Ortiz', email: 'lena@example.com', npn: '778899' });
        await user.click(screen.getByRole('switch', { name: 'Add E&O insurance details' }));
        await user.type(textbox(/^Issued by/), 'Shield Mutual');
        await user.type(textbox(/^Coverage limits/), '1000000');
        await user.type(screen.getByLabelText(/^Expiration date/), '2020-01-01');
        await user.type(textbox(/^Policy number/), 'EO-55');
        expect(await screen.findByText('Jan 1, 2020 is already past. Is that the right date?')).toBeInTheDocument();
        await next(user);
        expect(
            await screen.findByText('This date is already past: confirm it below, or correct it')
        ).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 2, name: 'Agency details' })).toBeInTheDocument();
        expect(textbox(/^Policy number/)).toHaveValue('EO-55');
        await user.click(screen.getByRole('checkbox', { name: 'Yes, this date is right' }));
        await next(user);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]), states[0].Name);
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(await screen.findByText('Bright Path Advisors (new agency)')).toBeInTheDocument();
        const [{ body }] = await posted();
        expect(body.targetAgency.eAndO).toEqual({
            issuedBy: 'Shield Mutual',
            coverageLimits: 1000000,
            expirationDate: '2020-01-01',
            policyNumber: 'EO-55',
        });
        expect(JSON.stringify(body)).not.toMatch(/confirm/i);
    });

    it('goes back one step at a time, keeping the new agency’s details', async () => {
        const user = userEvent.setup();
        openRequest(AGENCY_SUNSHINE);
        await stepHeading('Who for');
        await user.click(screen.getByRole('radio', { name: /^A new agency/ }));
        await next(user);
        await stepHeading('Agency details');
        await user.type(textbox(/^Agency name/), 'Bright Path');
        await back(user);
        await stepHeading('Who for');
        expect(screen.getByRole('radio', { name: /^A new agency/ })).toBeChecked();
        await next(user);
        expect(textbox(/^Agency name/)).toHaveValue('Bright Path');
    });
});

describe('contract request for a downline agent', () => {
    it('preselects the agent named in the address, limits the states to the agent’s licenses, and sends targetAgent', async () => {
        const user = userEvent.setup();
        const { history } = openDownlineRequest(
            AGENCY_SUNSHINE,
            `?forAgentId=${AGENT.AgentId}&forAgentName=${encodeURIComponent(AGENT_NAME)}`
        );
        await stepHeading('Agent');
        expect(screen.getByText(`Chosen agent: ${AGENT_NAME}`)).toBeInTheDocument();
        expect(screen.getByText('Please enter search term(s) above to get results')).toBeInTheDocument();
        await next(user);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        const agentStates = licensedStateNames('agent', AGENT.AgentId);
        expect(optionsIn(/^States/)).toEqual(agentStates);
        expect(screen.getByText(statesNote(AGENT_NAME))).toBeInTheDocument();
        expect(screen.queryByRole('spinbutton')).toBeNull();
        expect(sent.map(request => request.url)).toContain(`/t/v2/agencies/201/agents/${AGENT.AgentId}`);
        await tick(user, contractLabel(SUNSHINE_OPTIONS[1]), agentStates[0]);
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(
            await screen.findByText('Your request is under review by your relationship manager.')
        ).toBeInTheDocument();
        expect(history.location.pathname).toBe('/contracts/downlinerequest/success');
        const [{ url, body }] = await posted();
        expect(url).toBe('/t/agencies/201/contractrequests');
        expect(body.targetAgent).toEqual({ id: AGENT.AgentId, name: AGENT_NAME, type: 'agent' });
        expect(body.requestForm.agentCount).toBeNull();
    });

    it('searches the agency’s agents: a term first, then matches, or none for the text', async () => {
        const user = userEvent.setup();
        openDownlineRequest(AGENCY_SUNSHINE);
        await stepHeading('Agent');
        expect(screen.getByText('Please enter search term(s) above to get results')).toBeInTheDocument();
        await next(user);
        expect(await screen.findByText('Choose an agent')).toBeInTheDocument();
        const search = screen.getByRole('searchbox', { name: 'Search agents' });
        await user.type(search, 'zzqx');
        expect(await screen.findByText('No matching agents for "zzqx"')).toBeInTheDocument();
        await user.clear(search);
        await user.type(search, `${AGENT.LastName} ${AGENT.FirstName}`);
        await user.click(
            await screen.findByRole('radio', { name: new RegExp(`^${AGENT_NAME}\\s*Agent ID ${AGENT.AgentId}$`) })
        );
        expect(screen.getByText(`Chosen agent: ${AGENT_NAME}`)).toBeInTheDocument();
        await next(user);
        await stepHeading('Upline');
        await back(user);
        await stepHeading('Agent');
        expect(screen.getByText(`Chosen agent: ${AGENT_NAME}`)).toBeInTheDocument();
    });

    it('takes a new agent’s details and offers every state, saying why', async () => {
        const user = userEvent.setup();
        openDownlineRequest(AGENCY_SUNSHINE);
        await stepHeading('Agent');
        await user.click(screen.getByRole('radio', { name: /^A new agent/ }));
        expect(screen.queryByRole('searchbox')).toBeNull();
        await next(user);
        await stepHeading('Agent details');
        await next(user);
        expect(await screen.findAllByText('Required')).toHaveLength(4);
        await fillPerson(user, { first: ' Omar ', last: 'Haddad', email: 'omar@example.com', npn: '3344' });
        await next(user);
        await chooseUpline(user, 'Sunshine Benefits Group');
        await next(user);
        await waitForFormLists();
        expect(optionsIn(/^States/)).toHaveLength(states.length);
        await tick(user, contractLabel(SUNSHINE_OPTIONS[0]), states[2].Name);
        await user.click(screen.getByRole('button', { name: 'Request 1 contract' }));
        expect(await screen.findByText('Omar Haddad (new agent)')).toBeInTheDocument();
        const [{ body }] = await posted();
        expect(body.targetAgent).toEqual({
            type: 'new',
            firstName: 'Omar',
            lastName: 'Haddad',
            email: 'omar@example.com',
            npn: '3344',
            eAndO: null,
        });
    });
});

describe('contract request by keyboard', () => {
    it('takes Enter in a field of an earlier step as Next, never as sending the request', async () => {
        const user = userEvent.setup();
        openDownlineRequest(AGENCY_SUNSHINE);
        await stepHeading('Agent');
        await user.click(screen.getByRole('radio', { name: /^A new agent/ }));
        await next(user);
        await stepHeading('Agent details');
        await user.type(textbox(/^First name/), 'Ines{Enter}');
        expect(await screen.findAllByText('Required')).toHaveLength(3);
        await user.type(textbox(/^Last name/), 'Vega');
        await user.type(textbox(/^Email/), 'ines@example.com');
        await user.type(screen.getByRole('textbox', { name: /^NPN/ }), '5566{Enter}');
        expect(await screen.findByRole('heading', { level: 2, name: 'Upline' })).toHaveFocus();
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });
});

describe('request success page', () => {
    it('opened without a summary (a reload, a typed address) shows a spinner, then the navigation message and the way back', async () => {
        renderScreen(<RequestSuccessPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/contracts/request/success',
            resource: 'contracts',
        });
        expect(await screen.findByRole('progressbar', { name: 'Waiting for the request summary' })).toBeInTheDocument();
        expect(
            await screen.findByText('Could not complete navigation after submissions. Please return to contracts.')
        ).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to contracts' })).toHaveAttribute(
            'href',
            expect.stringContaining('/contracts?agencyId=201')
        );
        await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
        expect(within(document.body).queryByRole('button', { name: 'Apply to more agents' })).toBeNull();
    });
});
