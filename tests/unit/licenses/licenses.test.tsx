import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { states } from '../../../mocks/db/dictionaries';
import { licensesOf } from '../../../mocks/db/portfolio';
import { expiryState, showsExpiryLine } from '../../../src/domain/licenseExpiry';
import { isPdfFile } from '../../../src/forms';
import { LicenseList } from '../../../resources/licenses/LicenseList';
import { LicenseSubmissionPage } from '../../../resources/licenses/LicenseSubmissionPage';
import { LicenseSubmissionSuccessPage } from '../../../resources/licenses/LicenseSubmissionSuccessPage';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    XSRF_TOKEN,
    holdRequests,
    recordRequests,
    renderApp,
    renderScreen,
    showStyles,
    silenceExpectedErrors,
    stubDownloads,
    expectFailureSaid,
    expectFormKept,
} from '../harness';
import { fakePdf, fillLicenseForm, numberField, pdf } from './licenseForm';
import { clock } from '../../../src/clock';

const sent = recordRequests();
const urls = () => sent.map(request => request.url);

// Error answers are logged by the app.
silenceExpectedErrors();

const openList = (portal: Portal) => renderScreen(<LicenseList />, { portal, path: '/licenses' });
const openForm = (portal: Portal, language: 'en' | 'es' = 'en') =>
    renderScreen(<LicenseSubmissionPage />, {
        portal,
        path: '/licenses/submission',
        routes: { '/licenses/submission/success': <LicenseSubmissionSuccessPage /> },
        language,
    });

/** A state's card, named by its heading: "Florida (FL)". */
const stateCard = (abbreviation: string) => {
    const state = states.find(row => row.Abbreviation === abbreviation)!;
    return screen.findByRole('region', { name: `${state.Name} (${abbreviation})` });
};

describe('license expiry', () => {
    const today = new Date(2026, 10, 22, 15);

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
        showStyles(); // the red is the theme's, through MUI's styles
        clock.startAt(new Date(2026, 10, 22, 12));
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
        openList(AGENT_MARIA);
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
        openList(AGENT_MARIA);
        expect(await screen.findByText(`${licenses.length} licenses`)).toBeInTheDocument();
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
        openList(AGENCY_SUNSHINE);
        await user.click(await screen.findByRole('button', { name: `Files of license ${license.LicenseNumber}` }));
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
        openList(AGENT_MARIA);
        await user.click(await screen.findByRole('button', { name: `Files of license ${license.LicenseNumber}` }));
        await within(await screen.findByRole('dialog')).findAllByRole('button', { name: /^Download/ });
        expect(urls()).toContain(`/t/agentlicenses/${license.Id}/files`);
    });

    it("shows 'No licenses found' and the error state", async () => {
        server.use(http.get('*/t/agents/:id/licenses', () => HttpResponse.json([])));
        openList(AGENT_MARIA);
        expect(await screen.findByText('No licenses found')).toBeInTheDocument();
    });

    it('shows the error state when the list fails', async () => {
        server.use(http.get('*/t/agents/:id/licenses', () => new HttpResponse(null, { status: 500 })));
        openList(AGENT_MARIA);
        expect(await screen.findByText('Error loading licenses')).toBeInTheDocument();
    });
});

describe('license submission', () => {
    it('requires every field but the resident checkbox', async () => {
        const user = userEvent.setup();
        openForm(AGENT_MARIA);
        await user.click(await screen.findByRole('button', { name: 'Submit license' }));
        expect(await screen.findAllByText('Required')).toHaveLength(5);
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });

    it('says so in Spanish', async () => {
        const user = userEvent.setup();
        openForm(AGENT_MARIA, 'es');
        await user.click(await screen.findByRole('button', { name: 'Enviar licencia' }));
        expect(await screen.findAllByText('Obligatorio')).toHaveLength(5);
    });

    it('says when the states or the license types cannot be loaded', async () => {
        server.use(
            http.get('*/t/states', () => new HttpResponse(null, { status: 500 })),
            http.get('*/t/licenseTypes', () => new HttpResponse(null, { status: 500 }))
        );
        openForm(AGENT_MARIA);
        expect(await screen.findByText('Error loading states')).toBeInTheDocument();
        expect(await screen.findByText('Error loading license types')).toBeInTheDocument();
    });

    it("refuses a file that is not a PDF inside with 'Only PDF files are supported' and clears it", async () => {
        const user = userEvent.setup({ applyAccept: false });
        openForm(AGENT_MARIA);
        await user.upload(await screen.findByLabelText(/^License file/), fakePdf());
        expect(await screen.findByText('Only PDF files are supported')).toBeInTheDocument();
        expect(screen.getByText('No file chosen')).toBeInTheDocument();
    });

    it('refuses a real PDF named .txt, saying which file and why, and keeps the rest of the form', async () => {
        const user = userEvent.setup({ applyAccept: false });
        openForm(AGENT_MARIA);
        await fillLicenseForm(user, pdf('license.txt'));
        expect(
            await screen.findByText(
                'license.txt is a PDF, but its name does not end in .pdf. Rename it to .pdf and choose it again.'
            )
        ).toBeInTheDocument();
        expect(screen.getByText('No file chosen')).toBeInTheDocument();
        expect(numberField()).toHaveValue('FL-778899');
    });

    it('sends the license as JSON plus the file, then shows the success page and the new license', async () => {
        const user = userEvent.setup();
        // The whole flow, through the app's routes: form, success page, back to the list.
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        await fillLicenseForm(user, pdf('FL-license.pdf'));
        expect(screen.getByText('Chosen file: FL-license.pdf')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        const post = sent.find(request => request.method === 'POST')!;
        expect(post.url).toBe('/t/agents/101/licenses/submit');
        expect(post.request.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
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
        expect(await screen.findByText('FL-778899')).toBeInTheDocument();
    });

    it('disables the button while the license is on its way', async () => {
        const user = userEvent.setup();
        const release = holdRequests('post', '*/t/agents/:id/licenses/submit');
        openForm(AGENT_MARIA);
        await fillLicenseForm(user, pdf());
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        expect(await screen.findByText('Submitting license...')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit license' })).toBeDisabled();
        release();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
    });

    it('keeps everything entered when the submission fails', async () => {
        const user = userEvent.setup();
        server.use(http.post('*/t/agencies/:id/licenses/submit', () => new HttpResponse(null, { status: 500 })));
        openForm(AGENCY_SUNSHINE);
        await fillLicenseForm(user, pdf('renewal.pdf'));
        await user.click(screen.getByRole('button', { name: 'Submit license' }));
        await expectFailureSaid('Failed to submit license');
        expectFormKept({
            heading: 'Submit a license',
            values: [[screen.getByRole('textbox', { name: /^License number/ }), 'FL-778899']],
            choices: [[screen.getByRole('combobox', { name: /^State/ }), 'Florida']],
            checked: [screen.getByRole('checkbox', { name: 'Resident license' })],
            file: 'renewal.pdf',
            submit: 'Submit license',
        });
    });
});
