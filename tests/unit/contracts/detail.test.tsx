import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { contractFilesOf } from '../../../mocks/db/contracts';
import { contractsOf } from '../../../mocks/db/portfolio';
import { ContractList } from '../../../resources/contracts/ContractList';
import { ContractShow } from '../../../resources/contracts/ContractShow';
import type { Portal } from '../../../src/portal/types';
import {
    AGENT_JAMES,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderScreen,
    silenceExpectedErrors,
    stubDownloads,
} from '../harness';

const sent = recordRequests();
const urls = () => sent.map(request => request.url);

const certifiedContract = contractsOf('agent', '101').find(
    contract => new Set(contract.ContractCertifications.map(row => row.PlanYear)).size === 2
)!;

// Error answers are logged by the app.
silenceExpectedErrors();

const openContract = (id: number | string, portal: Portal = AGENT_MARIA, language: 'en' | 'es' = 'en') =>
    renderScreen(<ContractShow />, { portal, path: `/contracts/${id}`, route: '/contracts/:id', language });

describe('agent contract detail', () => {
    it('loads the contract by the agent segment and shows its summary', async () => {
        const contract = certifiedContract;
        openContract(contract.Id);
        expect(await screen.findByRole('heading', { level: 1, name: contract.Insurer })).toBeInTheDocument();
        const summary = screen.getByRole('region', { name: 'Summary' });
        expect(summary).toHaveTextContent(contract.WritingNumber);
        expect(summary).toHaveTextContent(contract.UplineAgency);
        expect(summary).toHaveTextContent(contract.PolicyTypes.map(type => type.Abbreviation).join(', '));
        expect(summary).toHaveTextContent(String(contract.PolicyCount));
        expect(summary).not.toHaveTextContent('Marketing level');
        await waitFor(() => expect(urls()).toContain(`/t/agentcontracts/${contract.Id}/files`));
        expect(urls()).toContain(`/t/agentcontracts/${contract.Id}`);
        // Agency-only parts are neither shown nor asked for.
        expect(screen.queryByRole('button', { name: /Export policies|No policies to export/ })).not.toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Downline agents' })).not.toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Hierarchy' })).not.toBeInTheDocument();
        expect(urls().some(url => /downlines|hierarchy|policies/.test(url))).toBe(false);
    });

    it('groups the certifications by plan year with policy type, state and status', async () => {
        const contract = certifiedContract;
        openContract(contract.Id);
        const section = await screen.findByRole('region', { name: 'Certifications by plan year' });
        const years = [...new Set(contract.ContractCertifications.map(row => row.PlanYear))].sort();
        expect(
            within(section)
                .getAllByRole('heading', { level: 3 })
                .map(heading => heading.textContent)
        ).toEqual(years.map(year => `Plan year ${year}`));
        const first = contract.ContractCertifications.filter(row => row.PlanYear === years[0]);
        const table = within(section).getByRole('table', { name: `Plan year ${years[0]}` });
        const rows = within(table).getAllByRole('row').slice(1);
        expect(rows).toHaveLength(first.length);
        expect(rows[0]).toHaveTextContent(first[0].PolicyTypeAbbreviation);
        expect(rows[0]).toHaveTextContent(first[0].StateAbbreviation);
        expect(rows[0]).toHaveTextContent(
            { RTS: 'Ready to sell (RTS)', Failed: 'Failed', Pending: 'Pending' }[first[0].Status]
        );
    });

    it('has no certification card for a contract without certifications', async () => {
        const contract = contractsOf('agent', '102').find(candidate => candidate.ContractCertifications.length === 0);
        expect(contract).toBeDefined();
        openContract(contract!.Id, AGENT_JAMES);
        expect(await screen.findByRole('region', { name: 'Summary' })).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Certifications by plan year' })).not.toBeInTheDocument();
    });

    it('shows the contract with its status unknown when only the Pending and Terminated lists fail', async () => {
        server.use(
            http.get('*/t/agents/:id/contracts', ({ request }) =>
                new URL(request.url).searchParams.get('Filter') === 'All'
                    ? undefined
                    : new HttpResponse(null, { status: 500 })
            )
        );
        openContract(certifiedContract.Id);
        expect(
            await screen.findByText(
                'Whether this contract is pending or terminated could not be checked, so its ready-to-sell status is not shown: each certification’s own status is below.'
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(certifiedContract.WritingNumber);
    });

    it('copies the enrollment link, with a 2-second toast', async () => {
        const user = userEvent.setup();
        const contract = certifiedContract;
        openContract(contract.Id);
        const section = await screen.findByRole('region', { name: 'Enrollment link' });
        expect(section).toHaveTextContent(contract.EnrollmentLink!);
        const writeText = vi.spyOn(navigator.clipboard, 'writeText');
        await user.click(within(section).getByRole('button', { name: 'Copy link' }));
        expect(writeText).toHaveBeenCalledWith(contract.EnrollmentLink);
        const toast = await screen.findByText('Enrollment link copied');
        const shownAt = Date.now();
        await waitFor(() => expect(toast).not.toBeInTheDocument());
        expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    });

    it('says when the enrollment link cannot be copied', async () => {
        const user = userEvent.setup();
        vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
        openContract(certifiedContract.Id);
        const section = await screen.findByRole('region', { name: 'Enrollment link' });
        await user.click(within(section).getByRole('button', { name: 'Copy link' }));
        expect(await screen.findByText('Failed to copy enrollment link')).toBeInTheDocument();
    });

    it('lists the files and downloads one through its address', async () => {
        const user = userEvent.setup();
        const saved = stubDownloads();
        const contract = certifiedContract;
        const files = contractFilesOf(contract);
        const release = holdRequests('get', '*/api/files/encoded-file');
        openContract(contract.Id);
        const section = await screen.findByRole('region', { name: 'Files' });
        await within(section).findByText(`${files[0].FileName}${files[0].FileExtension}`);
        expect(within(section).getAllByRole('listitem')).toHaveLength(files.length);
        expect(section).toHaveTextContent(files[1].FileTypeName);

        await user.click(
            within(section).getByRole('button', { name: `Download ${files[0].FileName}${files[0].FileExtension}` })
        );
        expect(await screen.findByText('Downloading file...')).toBeInTheDocument();
        release();
        expect(await screen.findByText('File downloaded successfully')).toBeInTheDocument();
        expect(saved).toEqual([
            {
                name: `${files[0].FileName}${files[0].FileExtension}`,
                type: 'application/pdf',
                size: expect.any(Number),
            },
        ]);
        const address = `stored-files/${files[0].Id}/${encodeURIComponent(`${files[0].FileName}${files[0].FileExtension}`)}`;
        expect(urls()).toContain(`/t/files/${files[0].Id}/downloadurl`);
        expect(urls()).toContain(`/api/files/encoded-file?apiFilePath=${encodeURIComponent(address)}`);
    });

    it('shows the download error toast', async () => {
        const user = userEvent.setup();
        stubDownloads();
        server.use(http.get('*/t/files/:id/downloadurl', () => new HttpResponse(null, { status: 500 })));
        openContract(certifiedContract.Id);
        const section = await screen.findByRole('region', { name: 'Files' });
        await user.click((await within(section).findAllByRole('button', { name: /^Download / }))[0]);
        expect(await screen.findByText('Error downloading file. Please try again later.')).toBeInTheDocument();
    });

    it('shows the empty and error states of the files', async () => {
        server.use(http.get('*/t/agentcontracts/:id/files', () => HttpResponse.json([])));
        const { unmount } = openContract(certifiedContract.Id);
        const section = await screen.findByRole('region', { name: 'Files' });
        expect(await within(section).findByText('No files found')).toBeInTheDocument();
        unmount();

        server.use(http.get('*/t/agentcontracts/:id/files', () => new HttpResponse(null, { status: 500 })));
        openContract(certifiedContract.Id);
        const failed = await screen.findByRole('region', { name: 'Files' });
        expect(await within(failed).findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
    });

    it('shows the detail error for a failed contract, and says an unknown one could not be found', async () => {
        server.use(http.get('*/t/agentcontracts/:id', () => new HttpResponse(null, { status: 500 })));
        const { unmount } = openContract(certifiedContract.Id);
        expect(await screen.findByText('Error loading contract details')).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: 'Contract details' })).toBeInTheDocument();
        unmount();
        server.resetHandlers();

        openContract(999999);
        expect(
            await screen.findByText(
                'This contract could not be found. It may have been removed, or the address may be wrong.'
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to contracts' })).toHaveAttribute(
            'href',
            '/contracts?agentId=101'
        );
    });

    it('opened from the list, asks for its own record and shows its error, not the card, when that fails', async () => {
        const contract = contractsOf('agent', '101').find(candidate => candidate.Status === 'Active')!;
        server.use(http.get('*/t/agentcontracts/:id', () => new HttpResponse(null, { status: 500 })));
        const user = userEvent.setup();
        renderScreen(<ContractList />, {
            portal: AGENT_MARIA,
            path: '/contracts',
            routes: { '/contracts/:id': <ContractShow /> },
        });
        await user.click(await screen.findByRole('link', { name: contract.Insurer }));
        expect(await screen.findByText('Error loading contract details')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
        expect(urls()).toContain(`/t/agentcontracts/${contract.Id}`);
    });

    it('reads in Spanish', async () => {
        openContract(certifiedContract.Id, AGENT_MARIA, 'es');
        expect(await screen.findByRole('region', { name: 'Resumen' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Enlace de inscripción' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Certificaciones por año del plan' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    });
});
