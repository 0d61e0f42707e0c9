import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseFaultRule } from '../../../mocks/faults/rules';
import { faultState } from '../../../mocks/faults/state';
import { ContractList } from '../../../resources/contracts/ContractList';
import { DashboardPage } from '../../../resources/dashboard/DashboardPage';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { producersPendingAddress } from '../../../resources/contracts/ProducersPendingNote';
import { downlineAgentsOf, downlineContractsOf } from '../../../mocks/db/portfolio';
import { pendingAge } from '../../../src/domain/pendingAge';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();

silenceExpectedErrors();

/** The dashboard's aging card once its code is there: a busy card holds its place until the page's first answer. */
const agingCard = async () => {
    await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Aging pending contracts' })).not.toHaveAttribute('aria-busy')
    );
    return screen.getByRole('region', { name: 'Aging pending contracts' });
};

/** The agency's producers' pending contracts in the server's order: start date, then producer, carrier, number. */
const producersPendingLongestFirst = () => {
    const names = new Map(
        downlineAgentsOf(AGENCY_SUNSHINE.id).map(agent => [agent.AgentId, `${agent.FirstName} ${agent.LastName}`])
    );
    return downlineContractsOf(AGENCY_SUNSHINE.id)
        .filter(contract => contract.Status === 'Pending')
        .map(contract => ({ ...contract, agentName: names.get(contract.ownerId) ?? '' }))
        .sort(
            (a, b) =>
                a.StartDate.localeCompare(b.StartDate) ||
                a.agentName.localeCompare(b.agentName) ||
                a.Insurer.localeCompare(b.Insurer) ||
                a.WritingNumber.localeCompare(b.WritingNumber)
        );
};

describe('aging pending contracts', () => {
    it('show each pending contract’s wait on the Pending list, longest first, with the manager to follow up with', async () => {
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts?status=Pending' });
        const list = await screen.findByRole('list', { name: 'Contracts' });
        const waits = within(list)
            .getAllByText(/^Waiting \d+ days?/)
            .map(node => Number(/\d+/.exec(node.textContent ?? '')?.[0]));
        expect(waits).toEqual([...waits].sort((a, b) => b - a));
        expect(waits).toEqual(expect.arrayContaining([20, 9, 3]));
        // A portal's pending contracts have waited days to weeks, not years.
        expect(Math.max(...waits)).toBeLessThanOrEqual(42);
        expect(screen.getByText(`${waits.length} contracts, longest wait first`)).toBeInTheDocument();
        expect(within(list).getByText('Waiting 9 days · Over a week: worth a follow-up')).toBeInTheDocument();
        expect(within(list).getByText('Waiting 20 days · Over two weeks: follow up now')).toBeInTheDocument();
        expect(await screen.findByText('To follow up, contact Olivia Bennett')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'olivia.bennett@example.com' })).toHaveAttribute(
            'href',
            'mailto:olivia.bennett@example.com'
        );
    });

    it('tell an agency how many pending contracts its producers have, and open them longest wait first', async () => {
        const producersPending = producersPendingLongestFirst();
        const longest = producersPending[0];
        const longestDays = pendingAge(longest.StartDate)!.days;
        renderScreen(<ContractList />, { portal: AGENCY_SUNSHINE, path: '/contracts?status=Pending' });
        const title = `Your producers have ${producersPending.length} pending contracts`;
        await screen.findByText(title);
        const note = screen.getByRole('note', { name: title });
        expect(within(note).getByText(`Waiting longest: ${longest.agentName}, ${longest.Insurer}`)).toBeInTheDocument();
        expect(within(note).getByText(new RegExp(`^Waiting ${longestDays} days`))).toBeInTheDocument();
        const link = within(note).getByRole('link', { name: "View your producers' pending contracts" });
        expect(link).toHaveAttribute('href', `${producersPendingAddress()}&agencyId=201`);
    });

    it('show each producer pending contract’s wait, longest first, from the agency’s Pending list link', async () => {
        const longest = producersPendingLongestFirst()[0];
        renderScreen(<ProducerList />, {
            portal: AGENCY_SUNSHINE,
            path: producersPendingAddress(),
            resource: 'producers/contracts',
        });
        const table = await screen.findByRole('table');
        await within(table).findByText(longest.WritingNumber);
        const waits = within(table)
            .getAllByText(/^Waiting \d+ days?/)
            .map(node => Number(/\d+/.exec(node.textContent ?? '')?.[0]));
        expect(waits[0]).toBe(pendingAge(longest.StartDate)!.days);
        expect(waits).toEqual([...waits].sort((a, b) => b - a));
    });

    it('say nothing of waiting on the Active list', async () => {
        renderScreen(<ContractList />, { portal: AGENT_MARIA, path: '/contracts?status=Active' });
        await screen.findByRole('list', { name: 'Contracts' });
        expect(screen.queryByText(/^Waiting/)).toBeNull();
        expect(screen.queryByText(/To follow up/)).toBeNull();
        expect(screen.queryByText(/longest wait first/)).toBeNull();
        expect(screen.queryByText(/Your producers/)).toBeNull();
    });

    it('fill the dashboard card longest wait first, sharing the manager call with the manager card', async () => {
        renderScreen(<DashboardPage />, { portal: AGENCY_SUNSHINE, path: '/', resource: 'dashboard' });
        const card = await agingCard();
        const list = await within(card).findByRole('list', { name: 'Pending contracts, longest wait first' });
        const waits = within(list)
            .getAllByText(/^Waiting \d+ days?/)
            .map(node => Number(/\d+/.exec(node.textContent ?? '')?.[0]));
        expect(waits).toEqual([...waits].sort((a, b) => b - a));
        expect(waits).toEqual(expect.arrayContaining([20, 9, 3]));
        expect(within(card).getByRole('link', { name: 'View pending contracts' })).toHaveAttribute(
            'href',
            '/contracts?status=Pending&agencyId=201'
        );
        await within(card).findByText(/^To follow up, contact /);
        expect(sent.filter(request => request.url.endsWith('/accountmanager'))).toHaveLength(1);
    });

    it.each([
        ['the Pending list', '500', () => <ContractList />, '/contracts?status=Pending'],
        ['the dashboard card', 'abort', () => <DashboardPage />, '/'],
    ] as const)(
        'on %s, with the manager call answering %s, still name the support team',
        async (_, fault, page, path) => {
            faultState.add([parseFaultRule(`GET /t/*/*/accountmanager ${fault}`)!]);
            renderScreen(page(), { portal: AGENT_MARIA, path, resource: path === '/' ? 'dashboard' : 'contracts' });
            const region = path === '/' ? await agingCard() : document.body;
            expect(
                await within(region).findByText('Meanwhile, to follow up, contact Producer Support Team')
            ).toBeInTheDocument();
            expect(within(region).getByText('Error loading your relationship manager')).toBeInTheDocument();
            expect(within(region).getByRole('link', { name: 'producersupport@example.com' })).toHaveAttribute(
                'href',
                'mailto:producersupport@example.com'
            );
        }
    );
});
