import { describe, expect, it } from 'vitest';
import { contractFilesOf } from '../../../mocks/db/contracts';
import { hierarchyOf } from '../../../mocks/db/hierarchy';
import { contractsOf, downlineContractsOf, type ContractFixture } from '../../../mocks/db/portfolio';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    PHONE,
    requestsTo,
    sidewaysScroll,
    type AppSession,
    type OpenAppOptions,
} from '../harness';

const browser = browserPerFile();

const urlsTo = (session: AppSession, prefix: string) => requestsTo(session, prefix).map(request => request.url);

const heading = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

const activeDownlines = (contract: ContractFixture) =>
    downlineContractsOf(contract.ownerId).filter(row => row.InsurerId === contract.InsurerId && row.Status === 'Active')
        .length;

const agentContract = contractsOf('agent', '101').find(
    contract => contract.Status === 'Active' && contract.ContractCertifications.length > 0
)!;
const agencyContract = contractsOf('agency', '201')
    .filter(contract => contract.Status === 'Active')
    .reduce((best, contract) => (activeDownlines(contract) > activeDownlines(best) ? contract : best));

const TEXT = {
    en: {
        contracts: 'Contracts',
        pending: 'Pending',
        active: 'Active',
        files: 'Files',
        copy: 'Copy link',
        exportPolicies: 'Export policies',
        noPolicies: 'No policies to export',
        exportHierarchy: 'Export the hierarchy to Excel',
        hierarchy: 'Hierarchy of',
    },
    es: {
        contracts: 'Contratos',
        pending: 'Pendientes',
        active: 'Activos',
        files: 'Archivos',
        copy: 'Copiar enlace',
        exportPolicies: 'Exportar pólizas',
        noPolicies: 'No hay pólizas para exportar',
        exportHierarchy: 'Exportar la jerarquía a Excel',
        hierarchy: 'Jerarquía de',
    },
} as const;

const open = (language: 'en' | 'es', options: OpenAppOptions = {}) => openApp(browser(), { language, ...options });

// The walk runs in English; 'contracts in Spanish' opens each of its pages in Spanish, and on a phone.
describe('contracts', () => {
    const text = TEXT.en;

    it('as the agent Maria Lopez lists the contracts by status and opens one; as the agency Sunshine Benefits Group opens a contract with downlines and a keyboard-operable hierarchy', async () => {
        const session = await open('en');
        const { page } = session;
        await session.goto('/contracts?agentId=101');
        await expect.poll(() => heading(session).textContent()).toBe(text.contracts);
        await page.getByRole('link', { name: agentContract.Insurer, exact: true }).waitFor();
        expect(urlsTo(session, '/t/agents/101/contracts')).toEqual(['/t/agents/101/contracts?Filter=Active']);
        await expectAccessible(page);

        await page.getByRole('button', { name: text.pending }).click();
        await expect
            .poll(() => urlsTo(session, '/t/agents/101/contracts').at(-1))
            .toBe('/t/agents/101/contracts?Filter=Pending');
        await page.waitForURL(url => url.searchParams.get('status') === 'Pending');
        await page.getByRole('button', { name: text.active }).click();

        await page.getByRole('link', { name: agentContract.Insurer, exact: true }).click();
        await page.waitForURL(url => url.pathname === `/contracts/${agentContract.Id}`);
        expect(new URL(page.url()).searchParams.get('agentId')).toBe('101');
        await expect.poll(() => heading(session).textContent()).toBe(agentContract.Insurer);
        const files = contractFilesOf(agentContract);
        await page.getByText(`${files[0].FileName}${files[0].FileExtension}`).waitFor();
        await page.getByRole('button', { name: text.copy }).waitFor();
        await session.settle();
        expect(urlsTo(session, '/t/agentcontracts').sort()).toEqual([
            `/t/agentcontracts/${agentContract.Id}`,
            `/t/agentcontracts/${agentContract.Id}/files`,
        ]);
        // Agency-only calls are never made for an agent.
        expect(session.apiRequests.some(request => /downlines|hierarchy|policies/.test(request.path))).toBe(false);
        await expectAccessible(page);

        // As the agency Sunshine Benefits Group: its contract with downlines and a keyboard-operable hierarchy.
        await session.goto('/contracts?agencyId=201');
        await expect.poll(() => heading(session).textContent()).toBe(text.contracts);
        const title = `${agencyContract.Insurer} (${agencyContract.MarketingLevel})`;
        await page.getByRole('link', { name: title, exact: true }).waitFor();
        expect(urlsTo(session, '/t/agencies/201/contracts')).toEqual(['/t/agencies/201/contracts?Filter=Active']);
        // The list is the agent's above with the agency's columns; its cards are checked in Spanish on a phone.

        await page.getByRole('link', { name: title, exact: true }).click();
        await expect.poll(() => heading(session).textContent()).toBe(title);
        const root = hierarchyOf(agencyContract);
        const tree = page.getByRole('tree', { name: `${text.hierarchy} ${root.Name}` });
        await tree.waitFor();
        const policyExport = page.getByRole('button', {
            name: agencyContract.PolicyCount > 0 ? text.exportPolicies : text.noPolicies,
        });
        expect(await policyExport.isEnabled()).toBe(agencyContract.PolicyCount > 0);
        await session.settle();

        const downlines = `/t/agencies/201/contracts/${agencyContract.Id}/downlines`;
        expect(urlsTo(session, '/t/agencycontracts').sort()).toEqual(
            [
                `/t/agencycontracts/${agencyContract.Id}`,
                `/t/agencycontracts/${agencyContract.Id}/files`,
                `/t/agencycontracts/${agencyContract.Id}/hierarchy`,
            ].sort()
        );
        expect(urlsTo(session, downlines)).toEqual([
            `${downlines}?Filter=Active&page=1&pageSize=15&sort=AgentName-asc`,
        ]);
        expect(requestsTo(session, downlines)[0].headers['x-paged']).toBe('1');

        // Keyboard: Tab reaches the tree's one tab stop, Down moves to the first agency, Right opens it.
        await page.getByRole('button', { name: text.exportHierarchy }).focus();
        await page.keyboard.press('Tab');
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-level'))).toBe('1');
        await page.keyboard.press('ArrowDown');
        const firstAgency = tree.getByRole('treeitem', { name: new RegExp(`^${root.Agencies[0].Name}`) }).first();
        await expect.poll(() => firstAgency.evaluate(element => element === document.activeElement)).toBe(true);
        expect(await firstAgency.getAttribute('aria-expanded')).toBe('false');
        const before = await tree.getByRole('treeitem').count();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => firstAgency.getAttribute('aria-expanded')).toBe('true');
        const opened = root.Agencies[0].Agencies.length + root.Agencies[0].Agents.length;
        await expect.poll(() => tree.getByRole('treeitem').count()).toBe(before + opened);
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-level'))).toBe('3');
        await expectAccessible(page);

        // Paging is asked of the server.
        await page.getByRole('button', { name: /next page/i }).click();
        await expect
            .poll(() => urlsTo(session, downlines).at(-1))
            .toBe(`${downlines}?Filter=Active&page=2&pageSize=15&sort=AgentName-asc`);
        expectStandardHeaders(session);
        await session.close();
    });
});

describe('contracts in Spanish on a phone', () => {
    const text = TEXT.es;
    // The English walk checks each page on a desktop; this pass reads each of them in Spanish at 390 px (a card
    // per contract), which is also where they must fit.
    it('shows each page of the walk with its texts in Spanish, accessible, within 390 px', async () => {
        const session = await open('es', { viewport: PHONE });
        const { page } = session;
        await session.goto('/contracts?agentId=101');
        await expect.poll(() => heading(session).textContent()).toBe(text.contracts);
        await page.getByRole('button', { name: text.pending }).waitFor();
        await page.getByRole('button', { name: text.active }).waitFor();
        await page.getByRole('list', { name: text.contracts }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        await page.getByRole('link', { name: agentContract.Insurer, exact: true }).click();
        await expect.poll(() => heading(session).textContent()).toBe(agentContract.Insurer);
        const files = contractFilesOf(agentContract);
        await page.getByText(`${files[0].FileName}${files[0].FileExtension}`).waitFor();
        await page.getByRole('button', { name: text.copy }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        const title = `${agencyContract.Insurer} (${agencyContract.MarketingLevel})`;
        await session.goto('/contracts?agencyId=201');
        await expect.poll(() => heading(session).textContent()).toBe(text.contracts);
        await page.getByRole('list', { name: text.contracts }).waitFor();
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);

        await page.getByRole('link', { name: title, exact: true }).click();
        await expect.poll(() => heading(session).textContent()).toBe(title);
        const tree = page.getByRole('tree', { name: `${text.hierarchy} ${hierarchyOf(agencyContract).Name}` });
        await tree.waitFor();
        await page
            .getByRole('button', { name: agencyContract.PolicyCount > 0 ? text.exportPolicies : text.noPolicies })
            .waitFor();
        await page.getByRole('button', { name: text.exportHierarchy }).waitFor();
        await page.getByRole('button', { name: 'Ir a la página siguiente' }).waitFor();
        // The hierarchy opened a level, as the walk leaves it.
        await tree.getByRole('treeitem').nth(1).click();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => tree.getByRole('treeitem').nth(1).getAttribute('aria-expanded')).toBe('true');
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await session.close();
    });
});
