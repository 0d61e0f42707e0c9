import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { states } from '../../../mocks/db/dictionaries';
import { licensesOf } from '../../../mocks/db/portfolio';
import { expiryState, showsExpiryLine } from '../../../src/domain/licenseExpiry';
import { isPdfFile } from '../../../resources/licenses/pdf';
import { stubDownloads } from '../harness/downloads';
import { recordRequests } from '../harness/recordRequests';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp } from '../harness/renderApp';

const FIRST_LOAD = { timeout: 5000 };
const sent = recordRequests();
const urls = () => sent.map(request => request.url);

const pdf = (name = 'license.pdf') =>
    new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF'], name, { type: 'application/pdf' });
const fakePdf = () => new File(['PK\u0003\u0004 not a pdf at all'], 'disguised.pdf', { type: 'application/pdf' });

afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
});

/** A state's card, named by its heading: "Florida (FL)". */
const stateCard = (abbreviation: string) => {
    const state = states.find(row => row.Abbreviation === abbreviation)!;
    return screen.findByRole('region', { name: `${state.Name} (${abbreviation})` }, FIRST_LOAD);
};

describe('license expiry', () => {
    const today = new Date('2026-11-22T15:00:00Z');

    it('is expired once the date is past, expiring within 6 months, valid after', () => {
        expect(expiryState('2026-11-21T00:00:00', today)).toBe('expired');
        expect(expiryState('2026-11-22T00:00:00', today)).toBe('expiring');
        expect(expiryState('2027-05-22T00:00:00', today)).toBe('expiring');
        expect(expiryState('2027-05-23T00:00:00', today)).toBe('valid');
        expect(showsExpiryLine('expired')).toBe(true);
        expect(showsExpiryLine('expiring')).toBe(true);
        expect(showsExpiryLine('valid')).toBe(false);
    });

    it('holds the 6 months to the end of a shorter month', () => {
        const endOfAugust = new Date(2026, 7, 31, 12);
        expect(expiryState('2027-02-28', endOfAugust)).toBe('expiring');
        expect(expiryState('2027-03-01', endOfAugust)).toBe('valid');
    });

    it('marks the cards on a fixed day: expired in red with text and icon, expiring, and no line beyond', async () => {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(new Date(2026, 10, 22, 12));
        const license = (Id: number, StateProvince: string, ExpirationDate: string) => ({
            Id,
            StateProvince,
            LicenseNumber: `N-${Id}`,
            LicenseType: 'Life',
            IsResidentLicense: false,
            ExpirationDate,
        });
        server.use(
            http.get('*/t/agents/:id/licenses', () =>
                HttpResponse.json([
                    license(1, 'TX', '2026-11-21T00:00:00'),
                    license(2, 'CA', '2027-05-22T00:00:00'),
                    license(3, 'NY', '2027-05-23T00:00:00'),
                ])
            )
        );
        renderApp('/licenses', { portal: AGENT_MARIA });
        const expired = await stateCard('TX');
        const line = within(expired).getByText('Expired on Nov 21, 2026');
        expect(line).toHaveStyle({ color: 'rgb(179, 38, 30)' });
        expect(line.querySelector('svg')).not.toBeNull();
        expect(within(expired).getByText('Expired')).toBeInTheDocument();
        const expiring = await stateCard('CA');
        expect(within(expiring).getByText('Expires on May 22, 2027')).toBeInTheDocument();
        expect(within(expiring).getByText('Expires soon')).toBeInTheDocument();
        const valid = await stateCard('NY');
        expect(within(valid).getByText('N-3')).toBeInTheDocument();
        expect(within(valid).queryByText(/^Expire/)).not.toBeInTheDocument();
        // The cards come in the order of the states' names.
        expect(screen.getAllByRole('heading', { level: 2 }).map(heading => heading.textContent)).toEqual([
            'California (CA)',
            'New York (NY)',
            'Texas (TX)',
        ]);
    });
});

describe('the PDF check', () => {
    it('reads the content, not the name', async () => {
        expect(await isPdfFile(pdf())).toBe(true);
        expect(await isPdfFile(fakePdf())).toBe(false);
        expect(await isPdfFile(new File([''], 'empty.pdf'))).toBe(false);
    });
});

describe('licenses list', () => {
    it("shows a card per state with each license's facts, the expiry line only when expired or expiring", async () => {
        const licenses = licensesOf('agent', '101');
        renderApp('/licenses', { portal: AGENT_MARIA });
        expect(await screen.findByText(`${licenses.length} licenses`, {}, FIRST_LOAD)).toBeInTheDocument();
        expect(urls()).toContain('/t/agents/101/licenses');
        for (const license of licenses) {
            const card = await stateCard(license.StateProvince);
            expect(within(card).getByText(license.LicenseNumber)).toBeInTheDocument();
            const state = expiryState(license.ExpirationDate);
            const line = within(card).queryByText(/^(Expired|Expires) on/);
            if (state === 'valid') expect(line).not.toBeInTheDocument();
            else expect(line).toHaveTextContent(state === 'expired' ? /^Expired on/ : /^Expires on/);
        }
    });

    it('lists the files of a license in a dialog and downloads one', async () => {
        const user = userEvent.setup();
        const saved = stubDownloads();
        const license = licensesOf('agency', '201')[0];
        renderApp('/licenses', { portal: AGENCY_SUNSHINE });
        await user.click(
            await screen.findByRole('button', { name: `Files of license ${license.LicenseNumber}` }, FIRST_LOAD)
        );
        const dialog = await screen.findByRole('dialog');
        const download = await within(dialog).findByRole('button', { name: /^Download License-/ });
        expect(urls()).toContain(`/t/agencylicenses/${license.Id}/files`);
        await user.click(download);
        await waitFor(() => expect(saved).toHaveLength(1));
        expect(saved[0]).toMatchObject({ name: expect.stringMatching(/\.pdf$/), type: 'application/pdf' });
        expect(urls().some(url => /^\/t\/files\/\d+\/downloadurl$/.test(url))).toBe(true);
        expect(urls().some(url => url.startsWith('/api/files/encoded-file?apiFilePath='))).toBe(true);
    });

    it('uses the agent licenses path for an agent', async () => {
        const user = userEvent.setup();
        const license = licensesOf('agent', '101')[0];
        renderApp('/licenses', { portal: AGENT_MARIA });
        await user.click(
            await screen.findByRole('button', { name: `Files of license ${license.LicenseNumber}` }, FIRST_LOAD)
        );
        await within(await screen.findByRole('dialog')).findAllByRole('button', { name: /^Download/ });
        expect(urls()).toContain(`/t/agentlicenses/${license.Id}/files`);
    });

    it("shows 'No licenses found' and the error state", async () => {
        server.use(http.get('*/t/agents/:id/licenses', () => HttpResponse.json([])));
        renderApp('/licenses', { portal: AGENT_MARIA });
        expect(await screen.findByText('No licenses found', {}, FIRST_LOAD)).toBeInTheDocument();
    });

    it('shows the error state when the list fails', async () => {
        server.use(http.get('*/t/agents/:id/licenses', () => new HttpResponse(null, { status: 500 })));
        renderApp('/licenses', { portal: AGENT_MARIA });
        expect(await screen.findByText('Error loading licenses', {}, FIRST_LOAD)).toBeInTheDocument();
    });
});

const fillForm = async (user: ReturnType<typeof userEvent.setup>, file: File) => {
    await user.click(await screen.findByRole('combobox', { name: /^State/ }, FIRST_LOAD));
    await user.click(await screen.findByRole('option', { name: 'Florida' }));
    await user.click(screen.getByRole('combobox', { name: /^License type/ }));
    await user.click(await screen.findByRole('option', { name: 'Life' }));
    await user.type(screen.getByRole('textbox', { name: /^License number/ }), 'FL-778899');
    fireEvent.change(screen.getByLabelText(/^Expiration date/), { target: { value: '2028-03-31' } });
    await user.click(screen.getByRole('checkbox', { name: 'Resident license' }));
    await user.upload(screen.getByLabelText(/^License file/), file);
};

describe('license submission', () => {
    it('requires every field but the resident checkbox', async () => {
        const user = userEvent.setup();
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        await user.click(await screen.findByRole('button', { name: 'Submit license' }, FIRST_LOAD));
        expect(await screen.findAllByText('Required')).toHaveLength(5);
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });

    it('says so in Spanish', async () => {
        const user = userEvent.setup();
        renderApp('/licenses/submission', { portal: AGENT_MARIA, language: 'es' });
        await user.click(await screen.findByRole('button', { name: 'Enviar licencia' }, FIRST_LOAD));
        expect(await screen.findAllByText('Obligatorio')).toHaveLength(5);
    });

    it('says when the states or the license types cannot be loaded', async () => {
        server.use(
            http.get('*/t/states', () => new HttpResponse(null, { status: 500 })),
            http.get('*/t/licenseTypes', () => new HttpResponse(null, { status: 500 }))
        );
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        expect(await screen.findByText('Error loading states', {}, FIRST_LOAD)).toBeInTheDocument();
        expect(await screen.findByText('Error loading license types')).toBeInTheDocument();
    });

    it("refuses a file that is not a PDF inside with 'Only PDF files are supported' and clears it", async () => {
        const user = userEvent.setup({ applyAccept: false });
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        await user.upload(await screen.findByLabelText(/^License file/, {}, FIRST_LOAD), fakePdf());
        expect(await screen.findByText('Only PDF files are supported')).toBeInTheDocument();
        expect(screen.getByText('No file chosen')).toBeInTheDocument();
    });

    it('sends the license as JSON plus the file, then shows the success page and the new license', async () => {
        const user = userEvent.setup();
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        await fillForm(user, pdf('FL-license.pdf'));
        expect(screen.getByText('Chosen file: FL-license.pdf')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        expect(
            await screen.findByRole('heading', { level: 1, name: 'License submitted' }, FIRST_LOAD)
        ).toBeInTheDocument();
        const post = sent.find(request => request.method === 'POST')!;
        expect(post.url).toBe('/t/agents/101/licenses/submit');
        expect(post.request.headers.get('X-XSRF-TOKEN')).toBe('unit-test-xsrf');
        const form = await post.request.formData();
        expect(JSON.parse(await (form.get('license') as Blob).text())).toEqual({
            StateProvince: 'FL',
            LicenseType: 'Life',
            IsResidentLicense: true,
            LicenseNumber: 'FL-778899',
            ExpirationDate: '2028-03-31',
        });
        expect((form.get('file') as File).name).toBe('FL-license.pdf');
        await user.click(screen.getByRole('link', { name: 'Back to licenses' }));
        expect(await screen.findByText('FL-778899', {}, FIRST_LOAD)).toBeInTheDocument();
    });

    it('disables the button while the license is on its way', async () => {
        const user = userEvent.setup();
        server.use(
            http.post('*/t/agents/:id/licenses/submit', async () => {
                await delay(300);
            })
        );
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        await fillForm(user, pdf());
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        expect(await screen.findByText('Submitting license...')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit license' })).toBeDisabled();
        expect(
            await screen.findByRole('heading', { level: 1, name: 'License submitted' }, FIRST_LOAD)
        ).toBeInTheDocument();
    });

    it('keeps everything entered when the submission fails', async () => {
        const user = userEvent.setup();
        server.use(http.post('*/t/agencies/:id/licenses/submit', () => new HttpResponse(null, { status: 500 })));
        renderApp('/licenses/submission', { portal: AGENCY_SUNSHINE });
        await fillForm(user, pdf('renewal.pdf'));
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        expect(await screen.findByText('Failed to submit license')).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: 'Submit a license' })).toBeInTheDocument();
        expect(screen.getByRole('textbox', { name: /^License number/ })).toHaveValue('FL-778899');
        expect(screen.getByRole('combobox', { name: /^State/ })).toHaveTextContent('Florida');
        expect(screen.getByRole('checkbox', { name: 'Resident license' })).toBeChecked();
        expect(screen.getByText('Chosen file: renewal.pdf')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit license' })).toBeEnabled();
    });
});
