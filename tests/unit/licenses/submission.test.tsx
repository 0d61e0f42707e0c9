import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { LicenseSubmissionPage } from '../../../resources/licenses/LicenseSubmissionPage';
import { LicenseSubmissionSuccessPage } from '../../../resources/licenses/LicenseSubmissionSuccessPage';
import { config } from '../../../src/config';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderApp,
    renderScreen,
    silenceExpectedErrors,
    expectFormKept,
    expectFailureSaid,
} from '../harness';
import { expiryField, fileField, fillLicenseForm, numberField, pdf } from './licenseForm';

const sent = recordRequests();
const posts = () => sent.filter(request => request.method === 'POST');

// Failed submissions are logged by the app.
silenceExpectedErrors();

const SUBMIT = '*/t/agents/:id/licenses/submit';

const openForm = (portal: Portal = AGENT_MARIA, language: 'en' | 'es' = 'en') =>
    renderScreen(<LicenseSubmissionPage />, {
        portal,
        path: '/licenses/submission',
        routes: { '/licenses/submission/success': <LicenseSubmissionSuccessPage /> },
        language,
    });

const sentLicense = async () => {
    const form = await posts()[0].request.formData();
    return {
        license: JSON.parse(await (form.get('license') as Blob).text()) as Record<string, unknown>,
        file: form.get('file') as File,
    };
};

const submit = (name = 'Submit license') => userEvent.setup().click(screen.getByRole('button', { name }));

describe('license form: text', () => {
    it('counts a number of only spaces as missing, on its field', async () => {
        const user = userEvent.setup();
        openForm();
        await fillLicenseForm(user, pdf(), { number: '    ' });
        await submit();
        await waitFor(() => expect(numberField()).toHaveAccessibleDescription('Required'));
        expect(numberField()).toBeInvalid();
        expect(posts()).toEqual([]);
    });

    it('says when the number is longer than a one-line field takes, keeps it, and sends nothing', async () => {
        const user = userEvent.setup();
        openForm();
        await fillLicenseForm(user, pdf(), { number: 'X' });
        const long = 'A'.repeat(101);
        fireEvent.change(numberField(), { target: { value: long } });
        await submit();
        await waitFor(() => expect(numberField()).toHaveAccessibleDescription('Must be 100 characters or less'));
        expect(numberField()).toHaveValue(long);
        expect(posts()).toEqual([]);
    });

    it('sends the number trimmed', async () => {
        const user = userEvent.setup();
        openForm();
        await fillLicenseForm(user, pdf(), { number: '  FL 778899  ' });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        expect((await sentLicense()).license.LicenseNumber).toBe('FL 778899');
    });
});

describe('license form: dropdowns', () => {
    it("keeps a failed list's error on its field after a submit, and sends nothing", async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/states', () => new HttpResponse(null, { status: 403 })));
        openForm();
        const state = await screen.findByRole('combobox', { name: /^State/ });
        await waitFor(() => expect(state).toHaveAccessibleDescription('Error loading states'));
        await user.type(numberField(), 'FL-1');
        await submit();
        await waitFor(() =>
            expect(screen.getByRole('combobox', { name: /^License type/ })).toHaveAccessibleDescription('Required')
        );
        expect(screen.getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription('Error loading states');
        expect(posts()).toEqual([]);
    });
});

describe('license form: a list that did not load', () => {
    it('offers Try again beside the field; the list comes, and what was typed stays', async () => {
        const user = userEvent.setup();
        server.use(http.get('*/t/states', () => new HttpResponse(null, { status: 500 }), { once: true }));
        openForm();
        const state = await screen.findByRole('combobox', { name: /^State/ });
        await waitFor(() => expect(state).toHaveAccessibleDescription('Error loading states'));
        await user.type(numberField(), 'FL-778899');
        await user.click(screen.getByRole('button', { name: 'Try again' }));
        await waitFor(() => expect(screen.queryByText('Error loading states')).toBeNull());
        await user.click(screen.getByRole('combobox', { name: /^State/ }));
        await user.click(await screen.findByRole('option', { name: 'Florida' }));
        expect(numberField()).toHaveValue('FL-778899');
    });
});

describe('license form: expiration date', () => {
    it.each(['0050-03-01', '0999-12-31', '10000-01-01'])('refuses %s (years 1000 to 9999 only)', async value => {
        const user = userEvent.setup();
        openForm();
        await fillLicenseForm(user, pdf(), { expiry: value });
        await submit();
        await waitFor(() =>
            expect(expiryField()).toHaveAccessibleDescription('Enter a date with a year between 1000 and 9999')
        );
        expect(posts()).toEqual([]);
    });

    it('accepts the bounds 1000 and 9999', async () => {
        const user = userEvent.setup();
        openForm();
        await fillLicenseForm(user, pdf(), { expiry: '9999-12-31' });
        fireEvent.change(expiryField(), { target: { value: '1000-01-01' } });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        expect((await sentLicense()).license.ExpirationDate).toBe('1000-01-01');
    });
});

describe('license form: the file', () => {
    it(`refuses a file over ${config.maxUploadMb} MB before any upload, and clears it`, async () => {
        const user = userEvent.setup();
        const big = new File(['%PDF-1.7\n', new Uint8Array(config.maxUploadMb * 1024 * 1024)], 'big.pdf', {
            type: 'application/pdf',
        });
        openForm();
        await fillLicenseForm(user, big);
        expect(
            await screen.findByText(`The file is larger than ${config.maxUploadMb} MB. Choose a smaller file.`)
        ).toBeInTheDocument();
        expect(screen.getByText('No file chosen')).toBeInTheDocument();
        expect((fileField() as HTMLInputElement).files).toHaveLength(0);
        await submit();
        await waitFor(() => expect(screen.getByText('Required')).toBeInTheDocument());
        expect(posts()).toEqual([]);
    });

    it('takes a PDF whose name ends in .PDF in capitals, and sends it', async () => {
        const user = userEvent.setup({ applyAccept: false });
        openForm();
        await fillLicenseForm(user, pdf('SCAN.PDF'));
        expect(screen.getByText('Chosen file: SCAN.PDF')).toBeInTheDocument();
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        expect((await sentLicense()).file.name).toBe('SCAN.PDF');
    });
});

describe('license form: answers of the server', () => {
    it("shows the server's field errors on their fields, whatever the keys' case", async () => {
        const user = userEvent.setup();
        server.use(
            http.post(SUBMIT, () =>
                HttpResponse.json(
                    {
                        title: 'One or more validation errors occurred.',
                        status: 400,
                        errors: {
                            licenseNumber: ['This license number is already on file', 'second message'],
                            EXPIRATIONDATE: ['The license has already expired'],
                            Unrelated: ['Not a field of the form'],
                        },
                    },
                    { status: 400 }
                )
            )
        );
        openForm();
        await fillLicenseForm(user, pdf());
        await submit();
        await expectFailureSaid('Failed to submit license');
        await waitFor(() =>
            expect(numberField()).toHaveAccessibleDescription('This license number is already on file')
        );
        expect(expiryField()).toHaveAccessibleDescription('The license has already expired');
        expect(screen.queryByText('second message')).not.toBeInTheDocument();
        expect(screen.queryByText('Not a field of the form')).not.toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1, name: 'Submit a license' })).toBeInTheDocument();
    });

    it('sends one request when the button is pressed twice', async () => {
        const user = userEvent.setup();
        const release = holdRequests('post', SUBMIT);
        openForm();
        await fillLicenseForm(user, pdf());
        await user.dblClick(screen.getByRole('button', { name: 'Submit license' }));
        // Enter in a field submits the form too: still the one request on its way.
        await user.type(numberField(), '{Enter}');
        expect(await screen.findByText('Submitting license...')).toBeInTheDocument();
        release();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        expect(posts()).toHaveLength(1);
    });

    it.each([
        ['{}', () => HttpResponse.json({})],
        ['null', () => HttpResponse.json(null)],
    ])('is submitted when a 2xx answers %s: the success page, no failure', async (_body, answer) => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, answer));
        openForm();
        await fillLicenseForm(user, pdf());
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        expect(screen.queryByText('Failed to submit license')).not.toBeInTheDocument();
    });

    it.each([403, 500])('shows the failure toast after a %i and never the success page', async status => {
        const user = userEvent.setup();
        server.use(http.post('*/t/agencies/:id/licenses/submit', () => new HttpResponse(null, { status })));
        openForm(AGENCY_SUNSHINE);
        await fillLicenseForm(user, pdf('renewal.pdf'));
        await submit();
        await expectFailureSaid('Failed to submit license');
        expect(screen.queryByText('License submitted successfully')).not.toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'License submitted' })).not.toBeInTheDocument();
        expectFormKept({ heading: 'Submit a license', values: [[numberField(), 'FL-778899']], file: 'renewal.pdf' });
    });

    it('says the failure on the form too, after its Send button, until the form is sent again', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 500 }), { once: true }));
        openForm();
        await fillLicenseForm(user, pdf());
        await submit();
        const said = await expectFailureSaid('Failed to submit license');
        const send = screen.getByRole('button', { name: 'Submit license' });
        expect(send.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        const release = holdRequests('post', SUBMIT);
        await submit();
        await waitFor(() => expect(said).not.toBeInTheDocument());
        release();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
    });

    it('keeps every value and the file after a 401, opens the session dialog, and sends again', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 401 }), { once: true }));
        renderApp('/licenses/submission', { portal: AGENT_MARIA });
        await fillLicenseForm(user, pdf('kept.pdf'), { number: 'FL-401' });
        await submit();
        const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
        expect(screen.queryByText('Failed to submit license')).not.toBeInTheDocument();
        await user.click(within(dialog).getByRole('button', { name: 'Back to the page' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expectFormKept({
            choices: [
                [screen.getByRole('combobox', { name: /^State/ }), 'Florida'],
                [screen.getByRole('combobox', { name: /^License type/ }), 'Life'],
            ],
            values: [
                [numberField(), 'FL-401'],
                [expiryField(), '2028-03-31'],
            ],
            checked: [screen.getByRole('checkbox', { name: 'Resident license' })],
            file: 'kept.pdf',
        });
        expect(window.location.pathname).not.toMatch(/login/);
        // Signed in again (in another tab): the same form goes through.
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'License submitted' })).toBeInTheDocument();
        expect(posts()).toHaveLength(2);
        const { license, file } = await sentLicense();
        expect(license).toMatchObject({ StateProvince: 'FL', LicenseNumber: 'FL-401', IsResidentLicense: true });
        expect(file.name).toBe('kept.pdf');
    });
});

describe('license form in Spanish', () => {
    it('says what is missing, out of range and refused in Spanish', async () => {
        const user = userEvent.setup({ applyAccept: false });
        openForm(AGENT_MARIA, 'es');
        await user.type(await screen.findByRole('textbox', { name: /^Número de licencia/ }), '   ');
        fireEvent.change(expiryField(), { target: { value: '0050-03-01' } });
        await user.upload(fileField(), new File(['GIF89a'], 'foto.pdf', { type: 'application/pdf' }));
        expect(await screen.findByText('Solo se admiten archivos PDF')).toBeInTheDocument();
        expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
        await submit('Enviar licencia');
        await waitFor(() => expect(numberField()).toHaveAccessibleDescription('Obligatorio'));
        expect(expiryField()).toHaveAccessibleDescription('Ingrese una fecha con un año entre 1000 y 9999');
        expect(posts()).toEqual([]);
    });

    it('says a submission failed in Spanish', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 500 })));
        openForm(AGENT_MARIA, 'es');
        await user.click(await screen.findByRole('combobox', { name: /^Estado/ }));
        await user.click(await screen.findByRole('option', { name: 'Florida' }));
        await user.click(screen.getByRole('combobox', { name: /^Tipo de licencia/ }));
        await user.click(await screen.findByRole('option', { name: 'Vida' }));
        await user.type(numberField(), 'FL-1');
        fireEvent.change(expiryField(), { target: { value: '2028-03-31' } });
        await user.upload(fileField(), pdf());
        await submit('Enviar licencia');
        await expectFailureSaid('No se pudo enviar la licencia');
        expect(screen.queryByText('La licencia se envió correctamente')).not.toBeInTheDocument();
    });
});
