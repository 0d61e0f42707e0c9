import { countiesByState, insurers, policyTypes, products } from '../../../mocks/db/dictionaries';
import { UPLOAD_TOO_LARGE, faultRows, sideBySide, steps, takenAsSent, type FaultRow } from '../rows';

const AGENT_FORM = '/enrollments/app-submission?agentId=101';
const AGENCY_FORM = '/enrollments/app-submission?agencyId=201';
const LAST_NAME = 'Matrix';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const FLORIDA_ID = 10;
const PRODUCT = products.find(product => insurers.find(insurer => insurer.Id === product.InsurerId)!.IsActive)!;
const POLICY_TYPE = policyTypes.find(type => type.Id === PRODUCT.PolicyTypeId)!.Name;
const INSURER = insurers.find(insurer => insurer.Id === PRODUCT.InsurerId)!.Name;
const COUNTY = countiesByState[FLORIDA_ID][0].Name;

const chooseState = { choose: /^State/, option: 'Florida' };
const choosePolicyType = { choose: /^Policy type/, option: POLICY_TYPE };
const chooseCarrier = { choose: /^Carrier/, option: INSURER };

/** Fills every required field of an agent's form, one PDF, and submits. */
export const submitApp = steps(
    { fill: /^First name/, value: 'Rosa' },
    { fill: /^Last name/, value: LAST_NAME },
    chooseState,
    { choose: /^County/, option: COUNTY },
    choosePolicyType,
    chooseCarrier,
    { choose: /^Product/, option: PRODUCT.Name },
    { upload: /^Application files/, file: { name: 'application.pdf', mimeType: 'application/pdf', buffer: PDF } },
    { press: 'Submit application' }
);

/**
 * The shared dictionaries read `{}` as an empty name-to-id map: the select says, in the dictionary's words,
 * that there is nothing to choose ('No policy types available'). null is no dictionary: a malformed answer,
 * the dictionary's error like any other failure (src/api/wire.ts).
 */
const emptyDictionary = (text: string) => ({ 'wrong-shape': { text } });

/**
 * A list that loads after a choice: the form holds that choice, so an expired session keeps the page and offers
 * to sign in again (the dialog), where a first visit's would go to sign-in.
 */
const afterAChoice = (text: string) => ({ ...emptyDictionary(text), '401': { sessionExpired: true } }) as const;

export const appSubmissionFaults: FaultRow[] = [
    // The choices: each call's failure says which list could not be loaded, on the form.
    // The form's first two lists load side by side.
    ...sideBySide(
        faultRows(
            { route: AGENT_FORM, call: 'GET /t/appqueuesubmissions/*/new', inBrowser: ['401', '500'] },
            { text: 'Error loading states' }
        ),
        faultRows(
            { route: AGENT_FORM, call: 'GET /t/policytypes/dictionary', inBrowser: ['401', '500', 'wrong-shape'] },
            { text: 'Error loading policy types' },
            emptyDictionary('No policy types available')
        )
    ),
    ...faultRows(
        { route: AGENCY_FORM, call: 'GET /t/agencies/*/downlineagents', inBrowser: ['500'] },
        { text: 'Error loading agents' }
    ),
    ...faultRows(
        {
            route: AGENT_FORM,
            call: 'GET /t/counties/*/dictionary',
            action: steps(chooseState),
            inBrowser: ['401', 'wrong-shape'],
        },
        { text: 'Error loading counties' },
        afterAChoice('No counties available')
    ),
    ...faultRows(
        {
            route: AGENT_FORM,
            call: 'GET /t/insurers/dictionary',
            action: steps(choosePolicyType),
            inBrowser: ['wrong-shape'],
        },
        { text: 'Error loading insurers' },
        afterAChoice('No insurers available')
    ),
    ...faultRows(
        {
            route: AGENT_FORM,
            call: 'GET /t/products/dictionary',
            action: steps(choosePolicyType, chooseCarrier),
            inBrowser: ['wrong-shape'],
        },
        { text: 'Error loading products' },
        afterAChoice('No products available')
    ),
    // The submission: the failure toast, never a success; a 2xx the page does not read is taken (the summary); a
    // 401 keeps what was typed; late, the pending toast.
    ...faultRows(
        {
            route: AGENT_FORM,
            call: 'POST /api/applications/submissions',
            action: submitApp,
            inBrowser: ['401'],
            notText: 'Application submitted successfully',
        },
        { text: 'Failed to submit application' },
        {
            '401': { fieldValue: { label: /^Last name/, value: LAST_NAME } },
            delay: { text: 'Submitting application...' },
            ...takenAsSent('Application submitted'),
        }
    ),
    {
        route: AGENT_FORM,
        call: 'GET /t/appqueuesubmissions/*/new',
        fault: '500',
        language: 'es',
        runner: 'unit',
        expect: { text: 'Error al cargar los estados' },
    },
    // A server that refuses the files as too large (the tracker, or the nginx in front): said so, the form kept.
    {
        route: AGENT_FORM,
        call: 'POST /api/applications/submissions',
        fault: '413',
        runner: 'browser',
        action: submitApp,
        notText: 'Application submitted successfully',
        expect: { text: UPLOAD_TOO_LARGE.en },
    },
];
