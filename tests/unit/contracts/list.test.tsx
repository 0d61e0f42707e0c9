import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { contractsOf } from '../../../mocks/db/portfolio';
import { config } from '../../../src/config';
import { ContractList } from '../../../resources/contracts/ContractList';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    recordRequests,
    renderApp,
    renderScreen,
    silenceExpectedErrors,
} from '../harness';
import { clock } from '../../../src/clock';

// The "Recent" status button depends on the deployment setting: each test chooses it. The setting is read when
// the page renders, so switching it on the shared config module is enough (no module mock: the test files of a
// worker share their modules).
const setRecentFilter = (on: boolean) => {
    (config as { recentContractsFilter: boolean }).recentContractsFilter = on;
};

const sent = recordRequests();
// The error tests make the list fail on purpose, and the app logs it.
silenceExpectedErrors();
const contractCalls = () => sent.filter(request => /\/contracts(\?|$)/.test(request.url)).map(request => request.url);
const cards = () => within(screen.getByRole('list', { name: 'Contracts' })).getAllByRole('heading', { level: 2 });

afterEach(() => {
    setRecentFilter(false);
});

describe('contracts list', () => {
    it('loads the Active contracts by default and asks the server for each status button', async () => {
        setRecentFilter(true);
        const user = userEvent.setup();
        const { history } = renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeInTheDocument();
        const active = contractsOf('agent', '101').filter(contract => contract.Status === 'Active');
        await waitFor(() => expect(cards()).toHaveLength(active.length));
        expect(screen.getByRole('button', { name: 'Active', pressed: true })).toBeInTheDocument();

        for (const [button, filter] of [
            ['Recent', 'RecentlyActivated'],
            ['Pending', 'Pending'],
            ['Terminated', 'Terminated'],
            ['Active', 'Active'],
        ] as const) {
            await user.click(screen.getByRole('button', { name: button }));
            expect(await screen.findByRole('button', { name: button, pressed: true })).toBeInTheDocument();
            await waitFor(() => expect(contractCalls()).toContain(`/t/agents/101/contracts?Filter=${filter}`));
            // The status is kept on the address, beside the portal.
            const search = new URLSearchParams(history.location.search);
            expect(search.get('status')).toBe(filter);
            expect(search.get('agentId')).toBe('101');
        }
        expect(new Set(contractCalls())).toEqual(
            new Set(
                ['Active', 'RecentlyActivated', 'Pending', 'Terminated'].map(
                    filter => `/t/agents/101/contracts?Filter=${filter}`
                )
            )
        );
    });

    it('hides the Recent button unless the deployment enables it, and restores a status from the address', async () => {
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts?status=Terminated' });
        expect(await screen.findByRole('button', { name: 'Terminated', pressed: true })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Recent' })).not.toBeInTheDocument();
        await waitFor(() => expect(contractCalls()).toEqual(['/t/agents/101/contracts?Filter=Terminated']));
    });

    it('filters by carrier name on the loaded list after a 500 ms pause, without a request', async () => {
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        await waitFor(() => expect(cards().length).toBeGreaterThan(2));
        const before = cards().length;
        const callsBefore = sent.length;

        // An active carrier whose first word no other active carrier of Maria's shares.
        const active = contractsOf('agent', '101').filter(contract => contract.Status === 'Active');
        const firstWord = (insurer: string) => insurer.split(' ')[0].toLowerCase();
        const sample = active.find(
            contract => active.filter(other => firstWord(other.Insurer) === firstWord(contract.Insurer)).length === 1
        )!;
        fireEvent.change(screen.getByRole('searchbox', { name: 'Carrier name' }), {
            target: { value: firstWord(sample.Insurer) },
        });
        const typedAt = Date.now();
        // Not yet: the filter waits for typing to pause.
        expect(cards()).toHaveLength(before);
        await waitFor(() => expect(cards()).toHaveLength(1));
        expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450);
        expect(cards()[0]).toHaveTextContent(sample.Insurer);
        expect(screen.getByText(`Showing 1 of ${before} contracts`)).toBeInTheDocument();
        expect(sent.length).toBe(callsBefore);

        fireEvent.change(screen.getByRole('searchbox', { name: 'Carrier name' }), {
            target: { value: 'no such carrier' },
        });
        expect(await screen.findByText('No contracts found')).toBeInTheDocument();
        expect(sent.length).toBe(callsBefore);
    });

    it('shows an agent contract card: insurer, policy types, writing number, upline, dates and RTS', async () => {
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        const contract = contractsOf('agent', '101').find(candidate => candidate.Status === 'Active')!;
        const link = await screen.findByRole('link', { name: contract.Insurer });
        const card = link.closest('li')!;
        expect(card).toHaveTextContent(contract.PolicyTypes.map(type => type.Abbreviation).join(', '));
        expect(card).toHaveTextContent(contract.WritingNumber);
        expect(card).toHaveTextContent(contract.UplineAgency);
        expect(card).toHaveTextContent(/Since \w{3} \d{1,2}, \d{4}/);
        expect(within(card).getByText(new RegExp(`^RTS ${clock.now().getFullYear()}: `))).toBeInTheDocument();
        expect(link).toHaveAttribute(
            'href',
            expect.stringMatching(new RegExp(`^/contracts/${contract.Id}\\?agentId=101`))
        );
        expect(screen.queryByRole('link', { name: 'Add agent contracts' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Request agent contracts' })).toHaveAttribute(
            'href',
            '/contracts/request?agentId=101'
        );
    });

    it('shows the marketing level and the add button for an agency, and no RTS', async () => {
        renderScreen(<ContractList />, { portal: AGENCY_SUNSHINE, path: '/contracts' });
        const contract = contractsOf('agency', '201').find(candidate => candidate.Status === 'Active')!;
        const link = await screen.findByRole('link', { name: `${contract.Insurer} (${contract.MarketingLevel})` });
        expect(link.closest('li')).not.toHaveTextContent(/RTS/);
        expect(screen.getByRole('link', { name: 'Add agent contracts' })).toHaveAttribute(
            'href',
            '/contracts/downlinerequest?agencyId=201'
        );
        expect(screen.getByRole('link', { name: 'Request agent contracts' })).toBeInTheDocument();
        const terminated = contractsOf('agency', '201').find(candidate => candidate.Status === 'Terminated')!;
        await userEvent.setup().click(screen.getByRole('button', { name: 'Terminated' }));
        const card = (await screen.findByRole('link', { name: new RegExp(`^${terminated.Insurer}`) })).closest('li')!;
        expect(card).toHaveTextContent(/\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}/);
        expect(contractCalls()).toContain('/t/agencies/201/contracts?Filter=Terminated');
    });

    it('opens the detail from a card', async () => {
        const user = userEvent.setup();
        const { history } = renderApp('/contracts', { portal: AGENT_MARIA });
        const contract = contractsOf('agent', '101').find(candidate => candidate.Status === 'Active')!;
        await user.click(await screen.findByRole('link', { name: contract.Insurer }));
        expect(await screen.findByRole('heading', { level: 1, name: contract.Insurer })).toBeInTheDocument();
        expect(history.location.pathname).toBe(`/contracts/${contract.Id}`);
    });

    it('shows the error state when the list fails or the owner type is unusable', async () => {
        server.use(http.get('*/t/agents/:id/contracts', () => new HttpResponse(null, { status: 500 })));
        const { unmount } = renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        expect(await screen.findByText('Error loading contracts')).toBeInTheDocument();
        unmount();

        server.use(
            http.get('*/t/agents/:id/contracts', () => HttpResponse.json({ ownerType: 'broker', contracts: [] }))
        );
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        // Answered 200: the error state comes from the owner type the answer names (tests/unit/platform/wireMapping).
        expect(await screen.findByText('Error loading contracts')).toBeInTheDocument();
    });

    it('shows the empty state when there are no contracts', async () => {
        server.use(
            http.get('*/t/agents/:id/contracts', () => HttpResponse.json({ ownerType: 'agent', contracts: [] }))
        );
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        expect(await screen.findByText('No contracts found')).toBeInTheDocument();
    });

    it('reads in Spanish', async () => {
        renderScreen(<ContractList />, { portal: AGENCY_SUNSHINE, path: '/contracts', language: 'es' });
        expect(await screen.findByRole('heading', { level: 1, name: 'Contratos' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Activos', pressed: true })).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Agregar contratos de agentes' })).toBeInTheDocument();
        expect(screen.getByRole('searchbox', { name: 'Nombre de la aseguradora' })).toBeInTheDocument();
    });

    it('opens the request wizard at /contracts/request inside the layout, never as a contract id', async () => {
        renderApp('/contracts/request', { portal: AGENT_MARIA });
        expect(await screen.findByRole('heading', { level: 1, name: 'Request contracts' })).toBeInTheDocument();
        expect(await screen.findByRole('radio', { name: /^Sunshine Benefits Group/ })).toBeInTheDocument();
        expect(sent.filter(request => request.url.startsWith('/t/agentcontracts'))).toEqual([]);
    });
});

describe('contracts list and the Back button', () => {
    it('keeps the carrier text in the address, so a reload or a link shows the same cards', async () => {
        const active = contractsOf('agent', '101').filter(contract => contract.Status === 'Active');
        const carrier = active[0].Insurer.split(' ')[0];
        const { history } = renderScreen(<ContractList />, {
            portal: AGENT_MARIA,
            path: `/contracts?status=Active&carrier=${encodeURIComponent(carrier)}`,
        });
        expect(await screen.findByRole('searchbox', { name: 'Carrier name' })).toHaveValue(carrier);
        const matching = active.filter(contract => contract.Insurer.toLowerCase().includes(carrier.toLowerCase()));
        await waitFor(() => expect(cards()).toHaveLength(matching.length));

        fireEvent.change(screen.getByRole('searchbox', { name: 'Carrier name' }), { target: { value: '' } });
        await waitFor(() => expect(new URLSearchParams(history.location.search).has('carrier')).toBe(false));
        await waitFor(() => expect(cards()).toHaveLength(active.length));
        // The status survives the carrier's change.
        expect(new URLSearchParams(history.location.search).get('status')).toBe('Active');
    });

    it('makes each status a step, and Back returns to the previous one', async () => {
        const user = userEvent.setup();
        const { history } = renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts' });
        await user.click(await screen.findByRole('button', { name: 'Pending' }));
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('status')).toBe('Pending'));
        await user.click(screen.getByRole('button', { name: 'Terminated' }));
        expect(await screen.findByRole('button', { name: 'Terminated', pressed: true })).toBeInTheDocument();

        act(() => history.go(-1));
        expect(await screen.findByRole('button', { name: 'Pending', pressed: true })).toBeInTheDocument();
        act(() => history.go(-1));
        expect(await screen.findByRole('button', { name: 'Active', pressed: true })).toBeInTheDocument();
    });
});
