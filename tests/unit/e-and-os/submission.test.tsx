import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { EAndOSubmissionPage } from '../../../resources/e-and-os/EAndOSubmissionPage';
import { EAndOSubmissionSuccessPage } from '../../../resources/e-and-os/EAndOSubmissionSuccessPage';
import { today } from '../../../src/forms';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    XSRF_TOKEN,
    expectFormKept,
    holdRequests,
    loggedErrors,
    recordRequests,
    renderApp,
    renderScreen,
    silenceExpectedErrors,
    expectFailureSaid,
} from '../harness';
import {
    certificateField,
    expiryField,
    fillEAndOForm,
    issuedByField,
    limitsField,
    notPdf,
    pdf,
    policyField,
} from './eAndOForm';

const sent = recordRequests();
const posts = () => sent.filter(request => request.method === 'POST');

// Failed submissions are logged by the app.
silenceExpectedErrors();

const SUBMIT = '*/t/agents/:id/eandos/submit';
/** What a person reads; the thrown error keeps the API's own words, 'Failed to submit EAndO details'. */
const FAILED = 'Failed to submit E&O';

const openForm = (portal: Portal = AGENT_MARIA, language: 'en' | 'es' = 'en') =>
    renderScreen(<EAndOSubmissionPage />, {
        portal,
        path: '/e-and-os/submission',
        resource: 'e-and-os',
        routes: { '/e-and-os/submission/success': <EAndOSubmissionSuccessPage /> },
        language,
    });

const submit = (name = 'Submit E&O') => userEvent.setup().click(screen.getByRole('button', { name }));

/** The multipart body of the first submission, part by part. */
const sentParts = async () => {
    const form = await posts()[0].request.formData();
    return {
        names: [...form.keys()],
        eAndOPart: form.get('eAndO') as File,
        certificate: form.get('certificate') as File,
    };
};

const expectEAndOKept = () =>
    expectFormKept({
        heading: 'Submit an E&O',
        values: [
            [issuedByField(), 'Markel Insurance Company'],
            [policyField(), 'MKL-EO-1234567'],
            [limitsField(), '1000000'],
            [expiryField(), '2028-03-31'],
        ],
        file: 'certificate.pdf',
    });

describe('E&O submission: the wire', () => {
    it('sends the eAndO part as JSON and the certificate as a file, exactly, then the success page', async () => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf('EO-2028.pdf'), { issuedBy: '  Markel Insurance Company  ' });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(posts()).toHaveLength(1);
        const [post] = posts();
        expect(post.url).toBe('/t/agents/101/eandos/submit');
        expect(post.request.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
        expect(post.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        const { names, eAndOPart, certificate } = await sentParts();
        expect(names).toEqual(['eAndO', 'certificate']);
        expect(eAndOPart.type).toBe('application/json');
        expect(await eAndOPart.text()).toBe(
            JSON.stringify({
                IssuedBy: 'Markel Insurance Company',
                CoverageLimits: 1000000,
                ExpirationDate: '2028-03-31',
                PolicyNumber: 'MKL-EO-1234567',
            })
        );
        expect(certificate.name).toBe('EO-2028.pdf');
        expect(certificate.type).toBe('application/pdf');
        expect(new TextDecoder().decode((await certificate.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
        // The success page sums up what was sent.
        const summary = screen.getByRole('heading', { level: 2, name: 'What you submitted' }).parentElement!;
        expect(within(summary).getByText('MKL-EO-1234567')).toBeInTheDocument();
        expect(within(summary).getByText('$1,000,000.00')).toBeInTheDocument();
        expect(within(summary).getByText('Mar 31, 2028')).toBeInTheDocument();
    });

    it('uses the agency path for an agency, with a decimal amount', async () => {
        const user = userEvent.setup();
        openForm(AGENCY_SUNSHINE);
        await fillEAndOForm(user, pdf(), { limits: '250000.50' });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(posts()[0].url).toBe('/t/agencies/201/eandos/submit');
        const { eAndOPart } = await sentParts();
        expect(JSON.parse(await eAndOPart.text())).toMatchObject({ CoverageLimits: 250000.5 });
    });

    it('shows the new record in the list on return', async () => {
        const user = userEvent.setup();
        renderApp('/e-and-os', { portal: AGENT_MARIA });
        await user.click(await screen.findByRole('link', { name: 'Submit an E&O' }));
        await fillEAndOForm(user, pdf(), { policy: 'NEW-EO-778899' });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        await user.click(screen.getByRole('link', { name: 'Back to E&O records' }));
        const card = (await screen.findByText('NEW-EO-778899')).closest('section')!;
        expect(within(card).getByText('Expires on Mar 31, 2028')).toBeInTheDocument();
        expect(sent.filter(request => request.url === '/t/agents/101/eandos')).toHaveLength(2);
    });
});

describe('E&O submission: validation', () => {
    it('requires all four fields and the certificate, and sends nothing', async () => {
        openForm();
        await screen.findByRole('textbox', { name: /^Issued by/ });
        await submit();
        expect(await screen.findAllByText('Required')).toHaveLength(5);
        expect(posts()).toEqual([]);
    });

    it('counts texts of only spaces as missing', async () => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { issuedBy: '   ', policy: '   ' });
        await submit();
        await waitFor(() => expect(issuedByField()).toHaveAccessibleDescription('Required'));
        expect(policyField()).toHaveAccessibleDescription('Required');
        expect(posts()).toEqual([]);
    });

    it.each(['0', '-5000'])('refuses coverage limits of %s with a clear message', async limits => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { limits: '' });
        await user.type(limitsField(), limits);
        await submit();
        await waitFor(() =>
            expect(limitsField()).toHaveAccessibleDescription('Enter an amount in US dollars greater than 0')
        );
        expect(posts()).toEqual([]);
    });

    it.each([
        ['1e400', 'Enter an amount in US dollars in digits, such as 1000000 or 1,000,000.50'],
        ['1000000.555', 'Enter at most 2 decimal places (cents)'],
        ['12345678901234567890123', 'Enter an amount of at most 999,999,999,999.99 US dollars'],
    ])('refuses coverage limits of %s, saying why, and sends nothing', async (limits, message) => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { limits });
        await submit();
        await waitFor(() => expect(limitsField()).toHaveAccessibleDescription(message));
        expect(limitsField()).toHaveValue(limits);
        expect(posts()).toEqual([]);
    });

    it('sends an amount written with thousands commas and cents as the number it is', async () => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { limits: '999,999,999,999.99' });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        const { eAndOPart } = await sentParts();
        expect(JSON.parse(await eAndOPart.text())).toMatchObject({ CoverageLimits: 999999999999.99 });
    });

    it.each(['0050-03-01', '0999-12-31', '10000-01-01'])('refuses the date %s (years 1000 to 9999)', async expiry => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { expiry });
        await submit();
        await waitFor(() =>
            expect(expiryField()).toHaveAccessibleDescription('Enter a date with a year between 1000 and 9999')
        );
        expect(posts()).toEqual([]);
    });

    it('accepts the years 1000 and 9999', async () => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { expiry: '9999-12-31' });
        fireEvent.change(expiryField(), { target: { value: '1000-01-01' } });
        // A past day, sent once confirmed.
        await user.click(await screen.findByRole('checkbox', { name: 'Yes, this date is right' }));
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        const { eAndOPart } = await sentParts();
        expect(JSON.parse(await eAndOPart.text())).toMatchObject({ ExpirationDate: '1000-01-01' });
    });

    it('refuses a file that is not a PDF inside, and clears it', async () => {
        const user = userEvent.setup({ applyAccept: false });
        openForm();
        await user.upload(await screen.findByLabelText(/^Certificate/), notPdf());
        expect(await screen.findByText('Only PDF files are supported')).toBeInTheDocument();
        expect(screen.getByText('No file chosen')).toBeInTheDocument();
        expect((certificateField() as HTMLInputElement).files).toHaveLength(0);
    });

    it('says it all in Spanish', async () => {
        const user = userEvent.setup({ applyAccept: false });
        openForm(AGENT_MARIA, 'es');
        await fillEAndOForm(user, null, { issuedBy: '   ', policy: '', limits: '0', expiry: '0050-03-01' });
        await user.upload(certificateField(), notPdf());
        expect(await screen.findByText('Solo se admiten archivos PDF')).toBeInTheDocument();
        await submit('Enviar E&O');
        await waitFor(() => expect(issuedByField()).toHaveAccessibleDescription('Obligatorio'));
        expect(policyField()).toHaveAccessibleDescription('Obligatorio');
        expect(limitsField()).toHaveAccessibleDescription('Ingrese un importe en dólares estadounidenses mayor que 0');
        expect(expiryField()).toHaveAccessibleDescription('Ingrese una fecha con un año entre 1000 y 9999');
        expect(posts()).toEqual([]);
    });
});

describe('E&O submission: an expiration date already past', () => {
    it('is sent only once the person confirms it, nothing typed lost; a new past date asks again', async () => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { expiry: '1999-01-01' });
        expect(await screen.findByText('Jan 1, 1999 is already past. Is that the right date?')).toBeInTheDocument();
        await submit();
        await waitFor(() =>
            expect(expiryField()).toHaveAccessibleDescription(
                'This date is already past: confirm it below, or correct it'
            )
        );
        expect(posts()).toEqual([]);
        expect(policyField()).toHaveValue('MKL-EO-1234567');
        const confirm = screen.getByRole('checkbox', { name: 'Yes, this date is right' });
        await user.click(confirm);
        // Another past day is another question.
        fireEvent.change(expiryField(), { target: { value: '1999-02-01' } });
        expect(await screen.findByText('Feb 1, 1999 is already past. Is that the right date?')).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: 'Yes, this date is right' })).not.toBeChecked();
        await user.click(screen.getByRole('checkbox', { name: 'Yes, this date is right' }));
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(posts()).toHaveLength(1);
        const { eAndOPart } = await sentParts();
        expect(JSON.parse(await eAndOPart.text())).toEqual({
            IssuedBy: 'Markel Insurance Company',
            CoverageLimits: 1000000,
            ExpirationDate: '1999-02-01',
            PolicyNumber: 'MKL-EO-1234567',
        });
    });

    it('asks nothing for today or a later day', async () => {
        const user = userEvent.setup();
        openForm();
        await fillEAndOForm(user, pdf(), { expiry: today() });
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(screen.queryByRole('checkbox', { name: 'Yes, this date is right' })).toBeNull();
    });

    it('asks in Spanish', async () => {
        const user = userEvent.setup();
        openForm(AGENT_MARIA, 'es');
        await fillEAndOForm(user, pdf(), { expiry: '1999-01-01' });
        expect(await screen.findByText(/ya pasó\. ¿Es la fecha correcta\?$/)).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: 'Sí, la fecha es correcta' })).toBeInTheDocument();
    });
});

describe('E&O submission: failures keep everything', () => {
    it.each([403, 500, 201, 204])("after a %i: 'Failed to submit E&O', every value and the file kept", async status => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(status === 204 ? null : '{}', { status })));
        openForm();
        await fillEAndOForm(user, pdf());
        await submit();
        await expectFailureSaid(FAILED);
        expect(screen.queryByText('E&O submitted successfully')).not.toBeInTheDocument();
        expectEAndOKept();
        expect(screen.getByRole('button', { name: 'Submit E&O' })).toBeEnabled();
    });

    it("tells people 'Failed to submit E&O'; the error thrown keeps 'Failed to submit EAndO details'", async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 500 })));
        openForm();
        await fillEAndOForm(user, pdf());
        await submit();
        await expectFailureSaid(/^Failed to submit E&O$/);
        expect(screen.queryByText(/EAndO/)).not.toBeInTheDocument();
        expect(loggedErrors().join('\n')).toContain('Failed to submit EAndO details');
    });

    it('after a network failure too, the form kept', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => HttpResponse.error()));
        openForm();
        await fillEAndOForm(user, pdf());
        await submit();
        await expectFailureSaid(FAILED);
        expectEAndOKept();
    });

    // The status decides: a 200 is the server's yes, whatever its body says.
    it.each([
        ['{}', () => HttpResponse.json({})],
        ['null', () => HttpResponse.json(null)],
        ['a body that is not the record', () => HttpResponse.json({ Saved: true })],
    ])('a 200 answered with %s is submitted: the success page shows what was sent', async (_name, answer) => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, answer));
        openForm();
        await fillEAndOForm(user, pdf());
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(screen.getByText('MKL-EO-1234567')).toBeInTheDocument();
        expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    });

    it("shows the server's field errors on their fields", async () => {
        const user = userEvent.setup();
        server.use(
            http.post(SUBMIT, () =>
                HttpResponse.json({ errors: { policyNumber: ['This policy is already on file'] } }, { status: 400 })
            )
        );
        openForm();
        await fillEAndOForm(user, pdf());
        await submit();
        await expectFailureSaid(FAILED);
        await waitFor(() => expect(policyField()).toHaveAccessibleDescription('This policy is already on file'));
    });

    it('sends again after a failure, with the same values and file', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 500 }), { once: true }));
        openForm();
        await fillEAndOForm(user, pdf('kept.pdf'));
        await submit();
        await expectFailureSaid(FAILED);
        await submit();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(posts()).toHaveLength(2);
        const second = await posts()[1].request.formData();
        expect((second.get('certificate') as File).name).toBe('kept.pdf');
    });

    it('keeps the form after a 401 and opens the session dialog, no failure toast', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 401 }), { once: true }));
        renderApp('/e-and-os/submission', { portal: AGENT_MARIA });
        await fillEAndOForm(user, pdf());
        await submit();
        const dialog = await screen.findByRole('dialog', { name: 'Your session has expired' });
        expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
        // The call is over: no "Submitting E&O..." behind the dialog.
        await waitFor(() => expect(screen.queryByText('Submitting E&O...')).not.toBeInTheDocument());
        await user.click(within(dialog).getByRole('button', { name: 'Back to the page' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expectEAndOKept();
    });

    it('sends one request when pressed twice, the button disabled meanwhile', async () => {
        const user = userEvent.setup();
        const release = holdRequests('post', SUBMIT);
        openForm();
        await fillEAndOForm(user, pdf());
        await user.dblClick(screen.getByRole('button', { name: 'Submit E&O' }));
        expect(await screen.findByText('Submitting E&O...')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit E&O' })).toBeDisabled();
        release();
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submitted' })).toBeInTheDocument();
        expect(posts()).toHaveLength(1);
    });

    it('says the failure in Spanish', async () => {
        const user = userEvent.setup();
        server.use(http.post(SUBMIT, () => new HttpResponse(null, { status: 500 })));
        openForm(AGENT_MARIA, 'es');
        await fillEAndOForm(user, pdf());
        await submit('Enviar E&O');
        await expectFailureSaid('No se pudieron enviar los detalles del seguro de E&O');
        expect(screen.queryByText('El seguro de E&O se envió correctamente')).not.toBeInTheDocument();
    });
});

describe('E&O success page', () => {
    it('opened without the form (reload, typed address): no claim, the navigation message and the way back', async () => {
        renderScreen(<EAndOSubmissionSuccessPage />, {
            portal: AGENT_MARIA,
            path: '/e-and-os/submission/success',
            resource: 'e-and-os',
        });
        expect(await screen.findByRole('heading', { level: 1, name: 'E&O submission' })).toBeInTheDocument();
        expect(
            screen.getByText('Could not complete navigation after submission. Please return to your E&O records.')
        ).toBeInTheDocument();
        expect(screen.queryByRole('heading', { name: 'What you submitted' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Back to E&O records' })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/e-and-os\?agentId=101$/)
        );
    });
});
