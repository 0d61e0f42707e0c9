import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { flattenHierarchy, hierarchyOf } from '../../../mocks/db/hierarchy';
import { contractsOf, downlineContractsOf, type ContractFixture } from '../../../mocks/db/portfolio';
import { contractsApi } from '../../../resources/contracts/api';
import { createPortalDataProvider } from '../../../src/createPortalDataProvider';
import { ContractShow } from '../../../resources/contracts/ContractShow';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    DEFAULT_AGENCY,
    holdRequests,
    recordRequests,
    renderScreen,
    signInAs,
    silenceExpectedErrors,
    stubDownloads,
} from '../harness';

const sent = recordRequests();
const urls = () => sent.map(request => request.url);

const activeDownlines = (contract: ContractFixture) =>
    downlineContractsOf(contract.ownerId).filter(row => row.InsurerId === contract.InsurerId && row.Status === 'Active')
        .length;

/** Sunshine's contract with the most active downline agents: more than one page of 15. */
const busiest = contractsOf('agency', '201').reduce((best, contract) =>
    activeDownlines(contract) > activeDownlines(best) ? contract : best
);
const withPolicies = contractsOf('agency', '201').find(contract => contract.PolicyCount > 0)!;

// Error answers are logged by the app.
silenceExpectedErrors();

const openContract = (id: number, portal: Portal = AGENCY_SUNSHINE, language: 'en' | 'es' = 'en') =>
    renderScreen(<ContractShow />, { portal, path: `/contracts/${id}`, route: '/contracts/:id', language });

describe('agency contract detail', () => {
    it('loads by the agency segment, shows the marketing level and no agent-only parts', async () => {
        openContract(withPolicies.Id);
        const title = `${withPolicies.Insurer} (${withPolicies.MarketingLevel})`;
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(
            `Marketing level${withPolicies.MarketingLevel}`
        );
        expect(urls()).toContain(`/t/agencycontracts/${withPolicies.Id}`);
        expect(screen.queryByRole('region', { name: 'Enrollment link' })).not.toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Certifications by plan year' })).not.toBeInTheDocument();
        expect(await screen.findByRole('region', { name: 'Downline agents' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Hierarchy' })).toBeInTheDocument();
    });

    it('exports the policies to Excel', async () => {
        const user = userEvent.setup();
        const saved = stubDownloads();
        const release = holdRequests('get', '*/t/agencycontracts/:id/policies/excel');
        openContract(withPolicies.Id);
        await user.click(await screen.findByRole('button', { name: 'Export policies' }));
        expect(await screen.findByText('Exporting policies...')).toBeInTheDocument();
        release();
        await waitFor(() => expect(saved.map(file => file.name)).toEqual([`Policies-${withPolicies.Id}.xlsx`]));
        expect(saved[0].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
        expect(urls()).toContain(`/t/agencycontracts/${withPolicies.Id}/policies/excel`);
        expect(await screen.findByText('Policies exported successfully')).toBeInTheDocument();
    });

    it('disables the policy export with "No policies to export" when PolicyCount is 0', async () => {
        server.use(
            http.get('*/t/agencycontracts/:id', () =>
                HttpResponse.json({ ...withPolicies, ownerType: undefined, PolicyCount: 0 })
            )
        );
        openContract(withPolicies.Id);
        expect(await screen.findByRole('button', { name: 'No policies to export' })).toBeDisabled();
        expect(screen.queryByRole('button', { name: 'Export policies' })).not.toBeInTheDocument();
    });

    it('offers no policy export to the default agency, which still sees downlines and hierarchy', async () => {
        const contract = contractsOf('agency', DEFAULT_AGENCY.id)[0];
        openContract(contract.Id, DEFAULT_AGENCY);
        expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: /Export policies|No policies to export/ })).not.toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Downline agents' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Hierarchy' })).toBeInTheDocument();
    });

    it('pages and sorts the downline agents on the server', async () => {
        const user = userEvent.setup();
        const total = activeDownlines(busiest);
        expect(total).toBeGreaterThan(15);
        const path = `/t/agencies/201/contracts/${busiest.Id}/downlines`;
        const downlineCalls = () => sent.filter(request => request.url.startsWith(path));
        openContract(busiest.Id);
        const section = await screen.findByRole('region', { name: 'Downline agents' });
        await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(16));
        expect(downlineCalls().map(call => call.url)).toEqual([
            `${path}?Filter=Active&page=1&pageSize=15&sort=AgentName-asc`,
        ]);
        expect(downlineCalls()[0].request.headers.get('X-Paged')).toBe('1');
        const names = within(section)
            .getAllByRole('link')
            .map(link => link.textContent ?? '');
        expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
        const first = within(section).getAllByRole('link')[0];
        expect(first.getAttribute('href')).toMatch(/^\/producers\/\d+\?agencyId=201$/);

        await user.click(within(section).getByRole('button', { name: /next page/i }));
        await waitFor(() => expect(urls()).toContain(`${path}?Filter=Active&page=2&pageSize=15&sort=AgentName-asc`));
        await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(total - 15 + 1));

        await user.click(within(section).getByRole('button', { name: 'Writing number' }));
        await waitFor(() =>
            expect(urls()).toContain(`${path}?Filter=Active&page=1&pageSize=15&sort=WritingNumber-asc`)
        );
        await user.click(within(section).getByRole('button', { name: 'Writing number' }));
        await waitFor(() =>
            expect(urls()).toContain(`${path}?Filter=Active&page=1&pageSize=15&sort=WritingNumber-desc`)
        );

        await user.click(within(section).getByRole('combobox', { name: /Rows per page/i }));
        expect(screen.getAllByRole('option').map(option => option.textContent)).toEqual(['15', '25', '50']);
        await user.click(screen.getByRole('option', { name: '25' }));
        await waitFor(() =>
            expect(urls()).toContain(`${path}?Filter=Active&page=1&pageSize=25&sort=WritingNumber-desc`)
        );
        await waitFor(() => expect(within(section).getAllByRole('row')).toHaveLength(total + 1));
    });

    it('shows the downline agents empty and error states', async () => {
        server.use(
            http.get('*/t/agencies/:agencyId/contracts/:contractId/downlines', () =>
                HttpResponse.json({ Data: [], Total: 0 })
            )
        );
        const { unmount } = openContract(busiest.Id);
        const section = await screen.findByRole('region', { name: 'Downline agents' });
        expect(await within(section).findByText('No downline agents found')).toBeInTheDocument();
        unmount();

        server.use(
            http.get(
                '*/t/agencies/:agencyId/contracts/:contractId/downlines',
                () => new HttpResponse(null, { status: 500 })
            )
        );
        openContract(busiest.Id);
        const failed = await screen.findByRole('region', { name: 'Downline agents' });
        expect(await within(failed).findByText('Error loading agents')).toBeInTheDocument();
    });
});

describe('contract hierarchy', () => {
    const contract = busiest;
    const root = hierarchyOf(contract);
    const treeItems = () => within(screen.getByRole('tree')).getAllByRole('treeitem');

    it('renders only what is open, however large the hierarchy', async () => {
        expect(flattenHierarchy(root).length).toBeGreaterThanOrEqual(2000);
        openContract(contract.Id);
        const tree = await screen.findByRole('tree', { name: `Hierarchy of ${root.Name}` });
        const rootItem = within(tree).getAllByRole('treeitem')[0];
        expect(rootItem).toHaveAttribute('aria-expanded', 'true');
        expect(rootItem).toHaveAttribute('aria-level', '1');
        expect(treeItems()).toHaveLength(1 + root.Agencies.length + root.Agents.length);
        expect(urls()).toContain(`/t/agencycontracts/${contract.Id}/hierarchy`);
    });

    it('opens and closes agencies with the keyboard and the mouse', async () => {
        const user = userEvent.setup();
        openContract(contract.Id);
        await screen.findByRole('tree');
        const [rootItem] = treeItems();
        // One tab stop: the root.
        expect(treeItems().filter(item => item.tabIndex === 0)).toEqual([rootItem]);
        rootItem.focus();

        await user.keyboard('{ArrowDown}');
        const firstAgency = screen.getByRole('treeitem', { name: new RegExp(`^${root.Agencies[0].Name}`) });
        expect(firstAgency).toHaveFocus();
        expect(firstAgency).toHaveAttribute('aria-expanded', 'false');
        expect(firstAgency).toHaveAttribute('aria-level', '2');
        expect(firstAgency.tabIndex).toBe(0);
        expect(rootItem.tabIndex).toBe(-1);
        const before = treeItems().length;

        await user.keyboard('{ArrowRight}');
        expect(firstAgency).toHaveAttribute('aria-expanded', 'true');
        const childCount = root.Agencies[0].Agencies.length + root.Agencies[0].Agents.length;
        expect(treeItems()).toHaveLength(before + childCount);
        await user.keyboard('{ArrowRight}');
        expect(within(firstAgency).getAllByRole('treeitem')[0]).toHaveFocus();
        expect(document.activeElement).toHaveAttribute('aria-level', '3');

        await user.keyboard('{ArrowLeft}');
        expect(firstAgency).toHaveFocus();
        await user.keyboard('{ArrowLeft}');
        expect(firstAgency).toHaveAttribute('aria-expanded', 'false');
        expect(treeItems()).toHaveLength(before);

        await user.keyboard('{Enter}');
        expect(firstAgency).toHaveAttribute('aria-expanded', 'true');
        await user.keyboard('{End}');
        expect(treeItems().at(-1)).toHaveFocus();
        await user.keyboard('{Home}');
        expect(rootItem).toHaveFocus();

        // A click on an agency's row opens it too.
        const second = screen.getByRole('treeitem', { name: new RegExp(`^${root.Agencies[1].Name}`) });
        fireEvent.click(second.firstElementChild!);
        expect(second).toHaveAttribute('aria-expanded', 'true');
    });

    it('names inactive agents as such', async () => {
        openContract(contract.Id);
        await screen.findByRole('tree');
        const inactive = root.Agents.find(agent => !agent.IsActive);
        if (inactive) expect(screen.getByRole('treeitem', { name: `${inactive.Name} Inactive` })).toBeInTheDocument();
    });

    it('exports the hierarchy to Excel', async () => {
        const user = userEvent.setup();
        const saved = stubDownloads();
        const release = holdRequests('get', '*/t/agencycontracts/:id/hierarchy/excel');
        openContract(contract.Id);
        await screen.findByRole('tree');
        await user.click(screen.getByRole('button', { name: 'Export the hierarchy to Excel' }));
        expect(await screen.findByText('Exporting hierarchy...')).toBeInTheDocument();
        release();
        await waitFor(() => expect(saved.map(file => file.name)).toEqual([`Hierarchy-${contract.Id}.xlsx`]));
        expect(urls()).toContain(`/t/agencycontracts/${contract.Id}/hierarchy/excel`);
        expect(await screen.findByText('Hierarchy exported successfully')).toBeInTheDocument();
    });

    it('shows the hierarchy error, and the export error toast', async () => {
        const user = userEvent.setup();
        server.use(
            http.get('*/t/agencycontracts/:id/hierarchy', () => new HttpResponse(null, { status: 500 })),
            http.get('*/t/agencycontracts/:id/hierarchy/excel', () => new HttpResponse(null, { status: 500 }))
        );
        openContract(contract.Id);
        const section = await screen.findByRole('region', { name: 'Hierarchy' });
        expect(await within(section).findByText('Error loading hierarchy')).toBeInTheDocument();
        await user.click(within(section).getByRole('button', { name: 'Export the hierarchy to Excel' }));
        expect(await screen.findByText('Error downloading the hierarchy export')).toBeInTheDocument();
    });

    it('refuses the hierarchy export and the downline agents outside an agency portal', async () => {
        signInAs();
        await expect(contractsApi.callsFor(AGENT_MARIA).methods.exportContractHierarchy(contract.Id)).rejects.toThrow(
            'This call is only available for agency portals'
        );
        await expect(
            createPortalDataProvider(AGENT_MARIA).getList('contracts/downlines', {
                filter: { contractId: contract.Id },
                pagination: { page: 1, perPage: 15 },
                sort: { field: 'AgentName', order: 'ASC' },
            })
        ).rejects.toThrow('only available for agency portals');
        expect(sent).toEqual([]);
    });

    it('reads in Spanish', async () => {
        openContract(contract.Id, AGENCY_SUNSHINE, 'es');
        expect(await screen.findByRole('tree', { name: `Jerarquía de ${root.Name}` })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Agentes de la línea descendente' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Exportar pólizas' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Exportar la jerarquía a Excel' })).toBeInTheDocument();
    });
});
