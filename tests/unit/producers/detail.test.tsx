import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { downlineAgentsOf, downlineContractsOf, licensesOf } from '../../../mocks/db/portfolio';
import { states } from '../../../mocks/db/dictionaries';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { ProducerShow } from '../../../resources/producers/ProducerShow';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    recordRequests,
    renderApp,
    renderScreen,
    settle,
    silenceExpectedErrors,
} from '../harness';

const sent = recordRequests();
const urls = () => sent.map(request => request.url);
const ROWS = '/t/v2/agencies/201/downlineagentcontracts';
const lastRowCall = () =>
    urls()
        .filter(url => url.startsWith(`${ROWS}?`))
        .at(-1);

/** Carmen Rodriguez: two phones (the mobile one primary) and licenses, the first expired, the second expiring soon. */
const agent = downlineAgentsOf('201').find(candidate => candidate.AgentId === '20113')!;
const agentName = `${agent.FirstName} ${agent.LastName}`;
const contracts = downlineContractsOf('201').filter(contract => contract.ownerId === agent.AgentId);
const licenses = licensesOf('agent', agent.AgentId);

const openProducer = async (agentId = agent.AgentId, language: 'en' | 'es' = 'en') => {
    const user = userEvent.setup();
    const rendered = renderScreen(<ProducerShow />, {
        portal: AGENCY_SUNSHINE,
        path: `/producers/${agentId}`,
        route: '/producers/:id',
        language,
    });
    return { user, ...rendered };
};

// Error answers are logged by the app.
silenceExpectedErrors();

describe('producer detail', () => {
    it('shows the contact card, the license cards and the contracts by insurer name, 15 a page', async () => {
        await openProducer();
        expect(await screen.findByRole('heading', { level: 1, name: agentName })).toBeInTheDocument();
        expect(urls()).toContain(`/t/v2/agencies/201/agents/${agent.AgentId}`);

        const contact = screen.getByRole('region', { name: 'Contact' });
        expect(within(contact).getByRole('link', { name: agent.Email })).toHaveAttribute(
            'href',
            `mailto:${agent.Email}`
        );
        expect(contact).toHaveTextContent(`NPN${agent.Npn}`);
        const phones = within(contact).getAllByRole('listitem');
        expect(phones.map(phone => phone.textContent)).toEqual(
            agent.Phones.map(phone => `${phone.PhoneNumber}${phone.PhoneType}${phone.IsPrimary ? 'Primary' : ''}`)
        );

        // As on the Licenses page: a card per state, named "Maryland (MD)", in alphabetical order.
        const stateLabel = (abbreviation: string) =>
            `${states.find(state => state.Abbreviation === abbreviation)!.Name} (${abbreviation})`;
        const licenseRegion = screen.getByRole('region', { name: 'Licenses' });
        await waitFor(() =>
            expect(
                within(licenseRegion)
                    .getAllByRole('heading', { level: 3 })
                    .map(h => h.textContent)
            ).toEqual(
                [...new Set(licenses.map(license => stateLabel(license.StateProvince)))].sort((a, b) =>
                    a.localeCompare(b)
                )
            )
        );
        const cardOf = (index: number) =>
            within(licenseRegion).getByRole('region', { name: stateLabel(licenses[index].StateProvince) });
        expect(cardOf(0)).toHaveTextContent(`License number: ${licenses[0].LicenseNumber}`);
        expect(cardOf(0)).toHaveTextContent('Resident');
        expect(cardOf(0)).toHaveTextContent('Expired on');
        expect(cardOf(1)).toHaveTextContent('Non-resident');
        expect(cardOf(1)).toHaveTextContent('Expires on');
        expect(cardOf(2)).not.toHaveTextContent(/Expired on|Expires on/);

        const table = await screen.findByRole('table', { name: 'Producer contracts' });
        await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(contracts.length + 1));
        expect(lastRowCall()).toBe(
            `${ROWS}?Status=All&AgentId=${agent.AgentId}&page=1&pageSize=15&sort=insurer_name-asc`
        );
        const insurers = within(table)
            .getAllByRole('row')
            .slice(1)
            .map(row => within(row).getAllByRole('cell')[0].textContent);
        expect(insurers).toEqual(contracts.map(contract => contract.Insurer).sort((a, b) => a.localeCompare(b)));
        // One agent's table leaves the agent column out.
        expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    });

    it('links "Add contracts" to the downline request for this agent', async () => {
        await openProducer();
        const add = await screen.findByRole('link', { name: 'Add contracts' });
        const target = new URL(add.getAttribute('href')!, 'http://localhost');
        expect(target.pathname).toBe('/contracts/downlinerequest');
        expect(target.searchParams.get('forAgentId')).toBe(agent.AgentId);
        expect(target.searchParams.get('forAgentName')).toBe(agentName);
        expect(target.searchParams.get('agencyId')).toBe('201');
    });

    it('changes the page size and the sort of the contracts on the server', async () => {
        const { user } = await openProducer();
        await screen.findByRole('table', { name: 'Producer contracts' });
        await user.click(await screen.findByRole('combobox', { name: /Rows per page/ }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['15', '25', '50']);
        await user.click(screen.getByRole('option', { name: '25' }));
        await waitFor(() =>
            expect(lastRowCall()).toBe(
                `${ROWS}?Status=All&AgentId=${agent.AgentId}&page=1&pageSize=25&sort=insurer_name-asc`
            )
        );
        await user.click(within(screen.getByRole('table')).getByText('Policies'));
        await waitFor(() =>
            expect(lastRowCall()).toBe(
                `${ROWS}?Status=All&AgentId=${agent.AgentId}&page=1&pageSize=25&sort=policy_count-asc`
            )
        );
    });

    it("says 'Unable to retrieve agent details.' for an agent outside the agency's downline (404)", async () => {
        const outsider = downlineAgentsOf('1000')[0].AgentId;
        await openProducer(outsider);
        expect(await screen.findByText('Unable to retrieve agent details.')).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: 'Producer details' })).toBeInTheDocument();
        expect(urls()).toContain(`/t/v2/agencies/201/agents/${outsider}`);
        expect(lastRowCall()).toBeUndefined();
    });

    it('says the generic message for any other failure', async () => {
        server.use(
            http.get('*/t/v2/agencies/:agencyId/agents/:agentId', () => new HttpResponse(null, { status: 500 }))
        );
        await openProducer();
        expect(await screen.findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        expect(screen.queryByText('Unable to retrieve agent details.')).not.toBeInTheDocument();
    });

    it('says the generic message for an answer without the producer’s licenses, never that there are none', async () => {
        server.use(
            http.get('*/t/v2/agencies/:agencyId/agents/:agentId', ({ params }) =>
                HttpResponse.json({ id: Number(params.agentId), first_name: 'Ana', last_name: 'Diaz', npn: '1234567' })
            )
        );
        await openProducer();
        expect(await screen.findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        expect(screen.queryByText('No licenses found')).toBeNull();
    });

    it("says 'Error loading producer contracts' when only the contracts fail", async () => {
        server.use(http.get(`*${ROWS}`, () => new HttpResponse(null, { status: 503 })));
        const { queryClient } = await openProducer();
        expect(await screen.findByText('Error loading producer contracts')).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Contact' })).toBeInTheDocument();
        await settle(queryClient);
        expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    });

    it('opens from the list and goes back to the list as it was left', async () => {
        const user = userEvent.setup();
        const filter = encodeURIComponent(JSON.stringify({ Status: 'All', AgentId: agent.AgentId }));
        const { history } = renderApp(`/producers?agencyId=201&filter=${filter}`, { portal: AGENCY_SUNSHINE });
        const table = await screen.findByRole('table', { name: 'Producer contracts' });
        // Another of the agency's producers is a Carmen Rodriguez too: the list tells them apart.
        const [link] = await within(table).findAllByRole('link', { name: `${agentName} (Agent ID ${agent.AgentId})` });
        await user.click(link);
        expect(await screen.findByRole('heading', { level: 1, name: agentName })).toBeInTheDocument();
        expect(history.location.pathname).toBe(`/producers/${agent.AgentId}`);
        await user.click(screen.getByRole('link', { name: 'Back to producers' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Producers' })).toBeInTheDocument();
        const search = new URLSearchParams(history.location.search);
        expect(JSON.parse(search.get('filter')!)).toEqual({ Status: 'All', AgentId: agent.AgentId });
    });

    it('speaks Spanish', async () => {
        await openProducer(agent.AgentId, 'es');
        expect(await screen.findByRole('heading', { level: 1, name: agentName })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Contacto' })).toHaveTextContent('Principal');
        expect(screen.getByRole('region', { name: 'Licencias' })).toHaveTextContent('Vencida');
        expect(screen.getByRole('link', { name: 'Agregar contratos' })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Volver a productores' })).toBeInTheDocument();
    });

    it('is for agency portals only: an agent portal goes to the unauthorized page', async () => {
        renderApp(`/producers/${agent.AgentId}`, { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
        expect(urls().some(url => url.startsWith('/t/v2/'))).toBe(false);
    });
    it('opened from the list, asks for its own record and shows its error when that fails', async () => {
        server.use(http.get('*/t/v2/agencies/201/agents/:agentId', () => new HttpResponse(null, { status: 500 })));
        const user = userEvent.setup();
        renderScreen(<ProducerList />, {
            portal: AGENCY_SUNSHINE,
            path: '/producers',
            routes: { '/producers/:id': <ProducerShow /> },
        });
        const table = await screen.findByRole('table', { name: 'Producer contracts' });
        await user.click((await within(table).findAllByRole('link'))[0]);
        expect(await screen.findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        expect(urls().some(url => /^\/t\/v2\/agencies\/201\/agents\/\d+$/.test(url))).toBe(true);
    });
});
