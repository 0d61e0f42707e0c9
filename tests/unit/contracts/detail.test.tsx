import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { contractFilesOf } from '../../../mocks/db/contractFiles';
import { contractsOf } from '../../../mocks/db/portfolio';
import type { Portal } from '../../../src/portal/types';
import { slowDown, stubDownloads } from '../harness/downloads';
import { recordRequests } from '../harness/recordRequests';
import { AGENT_MARIA, renderApp } from '../harness/renderApp';

const AGENT_JAMES: Portal = { id: '102', name: 'James Carter', type: 'agent' };
/** The first render also loads the page's code (lazy route). */
const FIRST_LOAD = { timeout: 5000 };
/** The success toast replaces the pending one as soon as the call answers. */
const TOAST_QUEUE = { timeout: 3000 };

const sent = recordRequests();
const urls = () => sent.map(request => request.url);

const certifiedContract = contractsOf('agent', '101').find(
    contract => new Set(contract.ContractCertifications.map(row => row.PlanYear)).size === 2
)!;

beforeEach(() => {
    // Error answers are logged by the app; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
    vi.restoreAllMocks();
});

describe('agent contract detail', () => {
    it('loads the contract by the agent segment and shows its summary', async () => {
        const contract = certifiedContract;
        renderApp(`/contracts/${contract.Id}`, { portal: AGENT_MARIA });
        expect(
            await screen.findByRole('heading', { level: 1, name: contract.Insurer }, FIRST_LOAD)
        ).toBeInTheDocument();
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
        renderApp(`/contracts/${contract.Id}`, { portal: AGENT_MARIA });
        const section = await screen.findByRole('region', { name: 'Certifications by plan year' }, FIRST_LOAD);
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
        renderApp(`/contracts/${contract!.Id}`, { portal: AGENT_JAMES });
        expect(await screen.findByRole('region', { name: 'Summary' }, FIRST_LOAD)).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Certifications by plan year' })).not.toBeInTheDocument();
    });

    it('copies the enrollment link, with a 2-second toast', async () => {
        const user = userEvent.setup();
        const contract = certifiedContract;
        renderApp(`/contracts/${contract.Id}`, { portal: AGENT_MARIA });
        const section = await screen.findByRole('region', { name: 'Enrollment link' }, FIRST_LOAD);
        expect(section).toHaveTextContent(contract.EnrollmentLink!);
        const writeText = vi.spyOn(navigator.clipboard, 'writeText');
        await user.click(within(section).getByRole('button', { name: 'Copy link' }));
        expect(writeText).toHaveBeenCalledWith(contract.EnrollmentLink);
        const toast = await screen.findByText('Enrollment link copied');
        const shownAt = Date.now();
        await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 4000 });
        expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
    });

    it('says when the enrollment link cannot be copied', async () => {
        const user = userEvent.setup();
        vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Denied'));
        renderApp(`/contracts/${certifiedContract.Id}`, { portal: AGENT_MARIA });
        const section = await screen.findByRole('region', { name: 'Enrollment link' }, FIRST_LOAD);
        await user.click(within(section).getByRole('button', { name: 'Copy link' }));
        expect(await screen.findByText('Failed to copy enrollment link')).toBeInTheDocument();
    });

    it('lists the files and downloads one through its address', async () => {
        const user = userEvent.setup();
        const saved = stubDownloads();
        const contract = certifiedContract;
        const files = contractFilesOf(contract);
        slowDown('*/api/files/encoded-file');
        renderApp(`/contracts/${contract.Id}`, { portal: AGENT_MARIA });
        const section = await screen.findByRole('region', { name: 'Files' }, FIRST_LOAD);
        await within(section).findByText(`${files[0].FileName}${files[0].FileExtension}`);
        expect(within(section).getAllByRole('listitem')).toHaveLength(files.length);
        expect(section).toHaveTextContent(files[1].FileTypeName);

        await user.click(
            within(section).getByRole('button', { name: `Download ${files[0].FileName}${files[0].FileExtension}` })
        );
        expect(await screen.findByText('Downloading file...')).toBeInTheDocument();
        expect(await screen.findByText('File downloaded successfully', {}, TOAST_QUEUE)).toBeInTheDocument();
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
        renderApp(`/contracts/${certifiedContract.Id}`, { portal: AGENT_MARIA });
        const section = await screen.findByRole('region', { name: 'Files' }, FIRST_LOAD);
        await user.click((await within(section).findAllByRole('button', { name: /^Download / }))[0]);
        expect(
            await screen.findByText('Error downloading file. Please try again later.', {}, TOAST_QUEUE)
        ).toBeInTheDocument();
    });

    it('shows the empty and error states of the files', async () => {
        server.use(http.get('*/t/agentcontracts/:id/files', () => HttpResponse.json([])));
        const { unmount } = renderApp(`/contracts/${certifiedContract.Id}`, { portal: AGENT_MARIA });
        const section = await screen.findByRole('region', { name: 'Files' }, FIRST_LOAD);
        expect(await within(section).findByText('No files found')).toBeInTheDocument();
        unmount();

        server.use(http.get('*/t/agentcontracts/:id/files', () => new HttpResponse(null, { status: 500 })));
        renderApp(`/contracts/${certifiedContract.Id}`, { portal: AGENT_MARIA });
        const failed = await screen.findByRole('region', { name: 'Files' });
        expect(await within(failed).findByText('Oops, something went wrong, try again later')).toBeInTheDocument();
    });

    it('shows the detail error for a failed or unknown contract', async () => {
        server.use(http.get('*/t/agentcontracts/:id', () => new HttpResponse(null, { status: 500 })));
        const { unmount } = renderApp(`/contracts/${certifiedContract.Id}`, { portal: AGENT_MARIA });
        expect(await screen.findByText('Error loading contract details', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: 'Contract details' })).toBeInTheDocument();
        unmount();
        server.resetHandlers();

        renderApp('/contracts/999999', { portal: AGENT_MARIA });
        expect(await screen.findByText('Error loading contract details')).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to contracts' })).toHaveAttribute(
            'href',
            '/contracts?agentId=101'
        );
    });

    it('reads in Spanish', async () => {
        renderApp(`/contracts/${certifiedContract.Id}`, { portal: AGENT_MARIA, language: 'es' });
        expect(await screen.findByRole('region', { name: 'Resumen' }, FIRST_LOAD)).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Enlace de inscripción' })).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Certificaciones por año del plan' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
    });
});
