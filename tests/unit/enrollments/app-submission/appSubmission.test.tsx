import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { countiesByState, insurers, policyTypes, products, states } from '../../../../mocks/db/dictionaries';
import { downlineAgentsOf } from '../../../../mocks/db/portfolio';
import { AppSubmissionPage } from '../../../../resources/enrollments/app-submission/AppSubmissionPage';
import { AppSubmissionSuccessPage } from '../../../../resources/enrollments/app-submission/AppSubmissionSuccessPage';
import type { Portal } from '../../../../src/portal/types';
import { applyConfig, readRuntimeSettings } from '../../../../src/config';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    loggedErrors,
    recordRequests,
    renderScreen,
    silenceExpectedErrors,
    XSRF_TOKEN,
    expectFormKept,
    expectFailureSaid,
} from '../../harness';
import { clock } from '../../../../src/clock';

const sent = recordRequests();
silenceExpectedErrors();

const pdf = (name = 'application.pdf') =>
    new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'], name, { type: 'application/pdf' });
/** A PDF of that many MB (its content starts as a PDF's does). */
const pdfOfMb = (name: string, mb: number) =>
    new File(['%PDF-1.7\n', new Uint8Array(Math.round(mb * 1024 * 1024))], name, { type: 'application/pdf' });
const notPdf = (name = 'scan.pdf') => new File(['\u0089PNG\r\n not a pdf'], name, { type: 'application/pdf' });

const FLORIDA = states.find(state => state.Abbreviation === 'FL')!;
const COUNTY = countiesByState[FLORIDA.Id][0];
const PRODUCT = products.find(product => insurers.find(insurer => insurer.Id === product.InsurerId)!.IsActive)!;
const POLICY_TYPE = policyTypes.find(type => type.Id === PRODUCT.PolicyTypeId)!;
const INSURER = insurers.find(insurer => insurer.Id === PRODUCT.InsurerId)!;
const AGENT = downlineAgentsOf(AGENCY_SUNSHINE.id)[0];
const AGENT_NAME = `${AGENT.FirstName} ${AGENT.LastName}`;

// Sensitive values the tests type, then look for where they must never be.
const SSN = '987654321';
const MBI = '1EG4TE5MK73';
const MEDICAID = 'MCD556677';
const DOB = '1951-04-23';

const open = (portal: Portal, language: 'en' | 'es' = 'en') =>
    renderScreen(<AppSubmissionPage />, {
        portal,
        path: '/enrollments/app-submission',
        resource: 'enrollments',
        routes: { '/enrollments/app-submission/success': <AppSubmissionSuccessPage /> },
        language,
    });

const combobox = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

const choose = async (user: UserEvent, field: string, option: string) => {
    await waitFor(() => expect(combobox(field)).not.toHaveAttribute('aria-disabled', 'true'));
    await user.click(combobox(field));
    // By text inside the open list: naming every option of a long list by role is slow in jsdom.
    await user.click(within(await screen.findByRole('listbox')).getByText(option));
};

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const dateInput = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

const fillRequired = async (user: UserEvent, { agency = false } = {}) => {
    if (agency) await choose(user, 'Agent', AGENT_NAME);
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Rosa');
    await user.type(textbox('Last name'), 'Delgado');
    await choose(user, 'State', FLORIDA.Name);
    await choose(user, 'County', COUNTY.Name);
    await choose(user, 'Policy type', POLICY_TYPE.Name);
    await choose(user, 'Carrier', INSURER.Name);
    await choose(user, 'Product', PRODUCT.Name);
};

const fillSensitive = async (user: UserEvent) => {
    fireEvent.change(dateInput('Date of birth'), { target: { value: DOB } });
    await user.type(textbox('SSN'), SSN);
    await user.type(textbox('Medicare number'), MBI.toLowerCase());
    await user.type(textbox('Medicaid number'), MEDICAID);
};

const upload = async (user: UserEvent, ...files: File[]) =>
    user.upload(screen.getByLabelText(/^Application files/), files);

const localDate = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Every place a sensitive value could leak to, as text. */
const everywhereButTheForm = (history: { location: { pathname: string; search: string; hash: string } }) =>
    [
        history.location.pathname + history.location.search + history.location.hash,
        window.location.href,
        JSON.stringify({ ...localStorage }),
        JSON.stringify({ ...sessionStorage }),
        document.cookie,
        ...loggedErrors(),
        ...sent.map(request => request.url),
    ].join('\n');

describe('app submission form', () => {
    it('asks for the required fields of an agent portal, without an agent choice', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        await user.click(await screen.findByRole('button', { name: 'Submit application' }));
        // first, last, state, policy type; county, carrier and product still say what to choose first
        expect(await screen.findAllByText('Required')).toHaveLength(4);
        expect(combobox('County')).toHaveAccessibleDescription('Choose a state first');
        expect(combobox('Carrier')).toHaveAccessibleDescription('Choose a policy type first');
        expect(combobox('Product')).toHaveAccessibleDescription('Choose a carrier first');
        expect(screen.getByText('Choose at least one PDF file')).toBeInTheDocument();
        expect(screen.queryByRole('combobox', { name: /^Agent/ })).toBeNull();
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });

    it('tells an agency’s producers who share a name apart in the agent choice', async () => {
        const user = userEvent.setup();
        open(AGENCY_SUNSHINE);
        await waitFor(() => expect(combobox('Agent')).not.toHaveAttribute('aria-disabled', 'true'));
        await user.click(combobox('Agent'));
        const list = await screen.findByRole('listbox');
        await waitFor(() => expect(within(list).getByText('Maria Garcia (Agent ID 20121)')).toBeInTheDocument());
        expect(within(list).getByText('Maria Garcia (Agent ID 20195)')).toBeInTheDocument();
        expect(within(list).queryByText('Maria Garcia')).toBeNull();
    });

    it('asks an agency for the agent too, and waits for it before states and policy types', async () => {
        const user = userEvent.setup();
        open(AGENCY_SUNSHINE);
        await user.click(await screen.findByRole('button', { name: 'Submit application' }));
        // agent, first, last; a disabled field keeps saying what to choose first
        expect(await screen.findAllByText('Required')).toHaveLength(3);
        expect(combobox('State')).toHaveAttribute('aria-disabled', 'true');
        expect(combobox('Policy type')).toHaveAttribute('aria-disabled', 'true');
        expect(combobox('State')).toHaveAccessibleDescription('Choose an agent first');
        expect(combobox('Policy type')).toHaveAccessibleDescription('Choose an agent first');
        expect(combobox('County')).toHaveAccessibleDescription('Choose a state first');
        expect(combobox('Carrier')).toHaveAccessibleDescription('Choose a policy type first');
        expect(combobox('Product')).toHaveAccessibleDescription('Choose a carrier first');
        expect(sent.some(request => request.url.startsWith('/t/appqueuesubmissions/'))).toBe(false);
        await choose(user, 'Agent', AGENT_NAME);
        await choose(user, 'State', FLORIDA.Name);
        expect(sent.map(request => request.url)).toContain(`/t/appqueuesubmissions/${AGENT.AgentId}/new`);
    });

    it('opens each choice once the one it depends on is made, and clears the ones below on a change', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        await waitFor(() => expect(combobox('State')).not.toHaveAttribute('aria-disabled', 'true'));
        expect(sent.map(request => request.url)).toContain('/t/appqueuesubmissions/101/new');
        expect(combobox('County')).toHaveAttribute('aria-disabled', 'true');
        expect(screen.getByText('Choose a state first')).toBeInTheDocument();
        expect(combobox('Carrier')).toHaveAttribute('aria-disabled', 'true');
        expect(combobox('Product')).toHaveAttribute('aria-disabled', 'true');
        await fillRequired(user);
        expect(sent.map(request => request.url)).toEqual(
            expect.arrayContaining([
                `/t/counties/${FLORIDA.Id}/dictionary`,
                `/t/insurers/dictionary?IsActive=true&ProductsPolicyTypeId=${POLICY_TYPE.Id}`,
                `/t/products/dictionary?InsurerId=${INSURER.Id}&PolicyTypeId=${POLICY_TYPE.Id}`,
            ])
        );
        // A new state clears the county; a new policy type clears the carrier and the product.
        await choose(user, 'State', 'Texas');
        expect(combobox('County')).not.toHaveTextContent(COUNTY.Name);
        expect(combobox('Product')).toHaveTextContent(PRODUCT.Name);
        const otherType = policyTypes.find(type => type.Id !== POLICY_TYPE.Id)!;
        await choose(user, 'Policy type', otherType.Name);
        expect(combobox('Carrier')).not.toHaveTextContent(INSURER.Name);
        expect(combobox('Product')).toHaveAttribute('aria-disabled', 'true');
    });

    it('starts with today as the date received and the first of next month as the effective date', async () => {
        open(AGENT_MARIA);
        const now = clock.now();
        expect(await screen.findByLabelText(/^Date agent received application/)).toHaveValue(localDate(now));
        expect(dateInput('Effective date')).toHaveValue(localDate(new Date(now.getFullYear(), now.getMonth() + 1, 1)));
    });

    it('refuses a birth date or a date received in the future', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        const tomorrow = clock.now();
        tomorrow.setDate(tomorrow.getDate() + 1);
        fireEvent.change(await screen.findByLabelText(/^Date of birth/), { target: { value: localDate(tomorrow) } });
        fireEvent.change(dateInput('Date agent received application'), { target: { value: localDate(tomorrow) } });
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        expect(await screen.findAllByText('Date cannot be in the future')).toHaveLength(2);
    });

    it('questions dates a carrier would refuse: a birth in 1800, an effective date in 9999', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        fireEvent.change(await screen.findByLabelText(/^Date of birth/), { target: { value: '1800-01-01' } });
        fireEvent.change(dateInput('Effective date'), { target: { value: '9999-12-31' } });
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        expect(await screen.findByText('Check the date of birth: it is more than 120 years ago')).toBeInTheDocument();
        expect(screen.getByText('Check the effective date: it is more than 2 years from today')).toBeInTheDocument();
    });

    it('formats the SSN 3-2-4 while typing and wants 9 digits', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        const ssn = await screen.findByRole('textbox', { name: /^SSN/ });
        await user.type(ssn, '1234');
        expect(ssn).toHaveValue('123-4');
        await user.type(ssn, 'x5');
        expect(ssn).toHaveValue('123-45');
        await user.tab();
        expect(await screen.findByText('SSN must have 9 digits')).toBeInTheDocument();
        await user.clear(ssn);
        await user.paste('123-45-6789');
        expect(ssn).toHaveValue('123-45-6789');
        await user.clear(ssn);
        await user.paste('123456789');
        expect(ssn).toHaveValue('123-45-6789');
        await waitFor(() => expect(screen.queryByText('SSN must have 9 digits')).toBeNull());
    });

    it('keeps the caret where the user types in the middle', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        const ssn: HTMLInputElement = await screen.findByRole('textbox', { name: /^SSN/ });
        await user.type(ssn, '12456789');
        expect(ssn).toHaveValue('124-56-789');
        // Put the caret after "12" and type the missing 3.
        await user.type(ssn, '3', { initialSelectionStart: 2, initialSelectionEnd: 2 });
        expect(ssn).toHaveValue('123-45-6789');
        expect(ssn.selectionStart).toBe(3);
        // Backspace over a dash removes the digit before it.
        await user.type(ssn, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
        expect(ssn).toHaveValue('124-56-789');
        expect(ssn.selectionStart).toBe(2);
        // Delete just before a dash removes the digit after it.
        await user.type(ssn, '{Delete}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
        expect(ssn).toHaveValue('124-67-89');
        expect(ssn.selectionStart).toBe(3);
    });

    it('formats the Medicare number in capitals with dashes after the 4th and 7th and checks the CMS pattern', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA);
        const mbi = await screen.findByRole('textbox', { name: /^Medicare number/ });
        await user.type(mbi, '1eg4te5mk73');
        expect(mbi).toHaveValue('1EG4-TE5-MK73');
        await user.clear(mbi);
        await user.paste('1SG4-TE5-MK73');
        expect(mbi).toHaveValue('1SG4-TE5-MK73');
        await user.tab();
        expect(await screen.findByText('Enter a valid Medicare number (MBI)')).toBeInTheDocument();
        // The format stays beside the error, to fix it by.
        expect(mbi).toHaveAccessibleDescription(
            'Enter a valid Medicare number (MBI) 11 characters, e.g. 1EG4-TE5-MK73'
        );
    });

    it("marks a file that is not a PDF inside as invalid, says 'Only PDF files can be used for app submission' and blocks submit until removed", async () => {
        const user = userEvent.setup({ applyAccept: false });
        open(AGENT_MARIA);
        await screen.findByRole('button', { name: 'Choose PDF files' });
        await upload(user, pdf('page-1.pdf'), notPdf('photo.pdf'));
        const list = await screen.findByRole('list', { name: 'Chosen files' });
        expect(within(list).getByText('page-1.pdf')).toBeInTheDocument();
        expect(within(list).getByText('Invalid file: only PDF files are accepted')).toBeInTheDocument();
        expect(screen.getByText('Only PDF files can be used for app submission')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
        await user.click(screen.getByRole('button', { name: 'Remove photo.pdf' }));
        expect(screen.queryByText('photo.pdf')).toBeNull();
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
        expect(screen.queryByText('Only PDF files can be used for app submission')).toBeNull();
    });

    it('refuses a real PDF whose name does not say PDF, naming it and why, and keeps what was typed', async () => {
        const user = userEvent.setup({ applyAccept: false });
        open(AGENT_MARIA);
        await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Rosa');
        await upload(user, pdf('application.txt'));
        const list = await screen.findByRole('list', { name: 'Chosen files' });
        expect(within(list).getByText('Invalid file: its name and its content do not match')).toBeInTheDocument();
        expect(
            screen.getByText(
                'application.txt is a PDF, but its name does not end in .pdf. Rename it to .pdf and choose it again.'
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
        expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Rosa');
    });

    it('refuses a file over the upload limit, and files over it together, before anything is sent', async () => {
        applyConfig(readRuntimeSettings({ maxUploadMb: 1 }).settings!);
        const user = userEvent.setup();
        open(AGENT_MARIA);
        await fillRequired(user);
        await upload(user, pdfOfMb('scan.pdf', 1.5));
        const list = await screen.findByRole('list', { name: 'Chosen files' });
        expect(within(list).getByText('Larger than 1 MB')).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(
            'A file is larger than 1 MB. Remove it or choose a smaller one.'
        );
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
        await user.click(screen.getByRole('button', { name: 'Remove scan.pdf' }));
        await upload(user, pdfOfMb('page-1.pdf', 0.6), pdfOfMb('page-2.pdf', 0.6));
        expect(await screen.findByRole('alert')).toHaveTextContent(
            'Together the files are larger than 1 MB, the most one submission may send. Remove some or choose smaller files.'
        );
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
        await user.click(screen.getByRole('button', { name: 'Remove page-2.pdf' }));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
    });

    it('says so in Spanish', async () => {
        applyConfig(readRuntimeSettings({ maxUploadMb: 1 }).settings!);
        const user = userEvent.setup();
        open(AGENT_MARIA, 'es');
        await screen.findByRole('button', { name: 'Enviar solicitud' });
        await user.upload(screen.getByLabelText(/^Archivos de la solicitud/), [pdfOfMb('escaneo.pdf', 1.5)]);
        expect(await screen.findByText('Supera los 1 MB')).toBeInTheDocument();
        expect(screen.getByRole('alert')).toHaveTextContent(
            'Un archivo supera los 1 MB. Quítelo o elija uno más pequeño.'
        );
    });

    it('says when a list of choices cannot be loaded', async () => {
        server.use(
            http.get('*/t/appqueuesubmissions/:agentId/new', () => new HttpResponse(null, { status: 500 })),
            http.get('*/t/policytypes/dictionary', () => new HttpResponse(null, { status: 500 }))
        );
        open(AGENT_MARIA);
        expect(await screen.findByText('Error loading states')).toBeInTheDocument();
        expect(await screen.findByText('Error loading policy types')).toBeInTheDocument();
    });

    it('reads in Spanish', async () => {
        const user = userEvent.setup();
        open(AGENT_MARIA, 'es');
        await user.click(await screen.findByRole('button', { name: 'Enviar solicitud' }));
        expect(await screen.findAllByText('Obligatorio')).toHaveLength(4);
        expect(combobox('Condado')).toHaveAccessibleDescription('Elija primero un estado');
        expect(screen.getByRole('heading', { level: 1, name: 'Enviar una solicitud' })).toBeInTheDocument();
    });
});

describe('sending an app', () => {
    it('posts the metadata as JSON and each PDF as appfiles to the tracker, then shows a masked summary', async () => {
        const user = userEvent.setup();
        const { history } = open(AGENCY_SUNSHINE);
        await fillRequired(user, { agency: true });
        await fillSensitive(user);
        expect(textbox('SSN')).toHaveValue('987-65-4321');
        expect(textbox('Medicare number')).toHaveValue('1EG4-TE5-MK73');
        await upload(user, pdf('application.pdf'), pdf('signature-page.pdf'));
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeInTheDocument();
        expect(screen.getByText('Application submitted successfully')).toBeInTheDocument();

        const post = sent.find(request => request.method === 'POST')!;
        expect(post.url).toBe('/api/applications/submissions');
        expect(post.request.headers.get('X-XSRF-TOKEN')).toBe(XSRF_TOKEN);
        const form = await post.request.formData();
        const now = clock.now();
        expect(JSON.parse(await (form.get('metadata') as Blob).text())).toEqual({
            AgentId: Number(AGENT.AgentId),
            FirstName: 'Rosa',
            LastName: 'Delgado',
            DateOfBirth: DOB,
            StateId: FLORIDA.Id,
            CountyId: COUNTY.Id,
            SSN,
            MbiNumber: MBI,
            MedicaidNumber: MEDICAID,
            MedicareADate: null,
            MedicareBDate: null,
            DateAgentSignedApplication: localDate(now),
            EffectiveDate: localDate(new Date(now.getFullYear(), now.getMonth() + 1, 1)),
            PolicyTypeId: POLICY_TYPE.Id,
            InsurerId: INSURER.Id,
            ProductId: PRODUCT.Id,
        });
        expect(form.getAll('appfiles').map(file => (file as File).name)).toEqual([
            'application.pdf',
            'signature-page.pdf',
        ]);
        expect(form.get('file')).toBeNull();

        // The summary: choices by name, sensitive values down to their last 4 characters.
        expect(screen.getByText(AGENT_NAME)).toBeInTheDocument();
        expect(screen.getByText(PRODUCT.Name)).toBeInTheDocument();
        expect(screen.getByText('•••••4321')).toBeInTheDocument();
        expect(screen.getByText('•••••••MK73')).toBeInTheDocument();
        expect(screen.getByText('•••••6677')).toBeInTheDocument();
        expect(screen.getByText('••••••1951')).toBeInTheDocument();
        const page = document.body.textContent ?? '';
        for (const secret of [SSN, MBI, MEDICAID, '987-65', '1EG4-TE5', '04/23/1951', 'Apr 23, 1951'])
            expect(page).not.toContain(secret);
        const leaks = everywhereButTheForm(history);
        for (const secret of [SSN, '987-65-4321', MBI, '1EG4-TE5-MK73', MEDICAID, DOB])
            expect(leaks).not.toContain(secret);

        expect(screen.getByRole('link', { name: 'Submit another app' })).toHaveAttribute(
            'href',
            expect.stringContaining('/enrollments/app-submission')
        );
        expect(screen.getByRole('link', { name: 'Return to enrollments' })).toHaveAttribute(
            'href',
            expect.stringMatching(/^\/enrollments\?/)
        );
    });

    it('disables the button while the app is on its way', async () => {
        const user = userEvent.setup();
        const release = holdRequests('post', '*/api/applications/submissions');
        open(AGENT_MARIA);
        await fillRequired(user);
        await upload(user, pdf());
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        expect(await screen.findByText('Submitting application...')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();
        release();
        expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeInTheDocument();
    });

    it.each([
        ['{}', () => HttpResponse.json({})],
        ['null', () => HttpResponse.json(null)],
    ])('is submitted when the tracker answers a 2xx with %s: the summary, no failure', async (_body, answer) => {
        const user = userEvent.setup();
        server.use(http.post('*/api/applications/submissions', answer));
        open(AGENT_MARIA);
        await fillRequired(user);
        await upload(user, pdf());
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeInTheDocument();
        expect(screen.queryByText('Failed to submit application')).not.toBeInTheDocument();
    });

    it('keeps every value and file when the tracker fails, and says so without any sensitive value', async () => {
        const user = userEvent.setup();
        // A server that echoes what it got must not get it into a message or the console.
        server.use(
            http.post('*/api/applications/submissions', () =>
                HttpResponse.json({ message: `bad SSN ${SSN} MBI ${MBI}` }, { status: 500 })
            )
        );
        const { history } = open(AGENT_MARIA);
        await fillRequired(user);
        await fillSensitive(user);
        await upload(user, pdf('kept.pdf'));
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        await expectFailureSaid('Failed to submit application');
        expect(screen.queryByText('Application submitted successfully')).toBeNull();
        expectFormKept({
            heading: 'Submit an application',
            values: [
                [textbox('First name'), 'Rosa'],
                [textbox('SSN'), '987-65-4321'],
                [textbox('Medicare number'), '1EG4-TE5-MK73'],
                [textbox('Medicaid number'), MEDICAID],
            ],
            choices: [[combobox('Product'), PRODUCT.Name]],
            shown: ['kept.pdf'],
            submit: 'Submit application',
        });
        expect(loggedErrors().join('\n')).toContain('Failed to submit app queue submission');
        const leaks = everywhereButTheForm(history);
        for (const secret of [SSN, MBI, MEDICAID, DOB]) expect(leaks).not.toContain(secret);
    });

    it('keeps every value and file when a server refuses the upload as too large (413), and says so', async () => {
        const user = userEvent.setup();
        server.use(http.post('*/api/applications/submissions', () => new HttpResponse(null, { status: 413 })));
        open(AGENT_MARIA);
        await fillRequired(user);
        await upload(user, pdf('kept.pdf'));
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        await expectFailureSaid(
            'The file is too large for the server to accept. Choose a smaller file and send again.'
        );
        expect(screen.queryByText('Application submitted successfully')).toBeNull();
        expectFormKept({
            heading: 'Submit an application',
            values: [[textbox('First name'), 'Rosa']],
            choices: [[combobox('Product'), PRODUCT.Name]],
            shown: ['kept.pdf'],
            submit: 'Submit application',
        });
    });

    it('sends one request when the button is pressed twice in a row', async () => {
        const user = userEvent.setup();
        const release = holdRequests('post', '*/api/applications/submissions');
        open(AGENT_MARIA);
        await fillRequired(user);
        await upload(user, pdf());
        await user.dblClick(screen.getByRole('button', { name: 'Submit application' }));
        release();
        expect(await screen.findByRole('heading', { level: 1, name: 'Application submitted' })).toBeInTheDocument();
        expect(sent.filter(request => request.method === 'POST')).toHaveLength(1);
    });

    it('shows the field errors the tracker returns on their fields, and counts a name of only spaces as missing', async () => {
        const user = userEvent.setup();
        server.use(
            http.post('*/api/applications/submissions', () =>
                HttpResponse.json(
                    { errors: { SSN: ['This SSN is already on another application'], lastName: ['Too long'] } },
                    { status: 400 }
                )
            )
        );
        open(AGENT_MARIA);
        await fillRequired(user);
        await user.type(textbox('SSN'), SSN);
        await upload(user, pdf('kept.pdf'));
        await user.clear(textbox('First name'));
        await user.type(textbox('First name'), '   ');
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        await waitFor(() => expect(textbox('First name')).toHaveAccessibleDescription('Required'));
        expect(sent.filter(request => request.method === 'POST')).toEqual([]);
        await user.type(textbox('First name'), 'Rosa');
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        await expectFailureSaid('Failed to submit application');
        expect(textbox('SSN')).toHaveAccessibleDescription(
            'This SSN is already on another application 9 digits, e.g. 123-45-6789'
        );
        expect(textbox('Last name')).toHaveAccessibleDescription('Too long');
        expect(textbox('SSN')).toHaveValue('987-65-4321');
        expect(loggedErrors().join('\n')).not.toContain('already on another application');
    });

    it('keeps the form without any toast when the session expired (401)', async () => {
        const user = userEvent.setup();
        server.use(http.post('*/api/applications/submissions', () => new HttpResponse(null, { status: 401 })));
        const { history } = open(AGENT_MARIA);
        await fillRequired(user);
        await upload(user, pdf('kept.pdf'));
        await user.click(screen.getByRole('button', { name: 'Submit application' }));
        await waitFor(() => expect(sent.some(request => request.method === 'POST')).toBe(true));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled());
        expect(screen.queryByText('Application submitted successfully')).toBeNull();
        expect(screen.queryByText('Failed to submit application')).toBeNull();
        expect(history.location.pathname).toBe('/enrollments/app-submission');
        expectFormKept({ values: [[textbox('Last name'), 'Delgado']], shown: ['kept.pdf'] });
    });
});
