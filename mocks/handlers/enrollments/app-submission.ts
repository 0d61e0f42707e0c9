import { http, HttpResponse } from 'msw';
import {
    appSubmissionStore,
    FIRST_SUBMISSION_ID,
    submissionStatesOf,
    type StoredAppSubmission,
} from '../../db/enrollments/app-submission';
import { countiesByState, products } from '../../db/dictionaries';
import { defineDemoArea } from '../area';
import { api, failure, sessionOf } from '../shared';
import { clock } from '../../../src/clock';

const REQUIRED = [
    'AgentId',
    'FirstName',
    'LastName',
    'StateId',
    'CountyId',
    'DateAgentSignedApplication',
    'EffectiveDate',
    'PolicyTypeId',
    'InsurerId',
    'ProductId',
] as const;

const SSN = /^\d{9}$/;
const MBI = /^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d{2}$/;

const given = (value: unknown) => value !== null && value !== undefined && value !== '';

/** What the tracker service would refuse, by field (no value is echoed back). */
const problems = (metadata: Record<string, unknown>) => {
    const errors: Record<string, string> = {};
    for (const field of REQUIRED) if (!given(metadata[field])) errors[field] = 'Required';
    if (given(metadata.SSN) && !SSN.test(String(metadata.SSN))) errors.SSN = 'Invalid';
    if (given(metadata.MbiNumber) && !MBI.test(String(metadata.MbiNumber))) errors.MbiNumber = 'Invalid';
    const counties = countiesByState[Number(metadata.StateId)] ?? [];
    if (given(metadata.CountyId) && !counties.some(county => county.Id === Number(metadata.CountyId)))
        errors.CountyId = 'Not in the state';
    const product = products.find(row => row.Id === Number(metadata.ProductId));
    if (
        given(metadata.ProductId) &&
        (!product ||
            product.InsurerId !== Number(metadata.InsurerId) ||
            product.PolicyTypeId !== Number(metadata.PolicyTypeId))
    )
        errors.ProductId = 'Not sold by the carrier for the policy type';
    return errors;
};

/** App submission: the states of an agent, and the tracker service's multipart POST. */
const appSubmissionHandlers = [
    http.get(api('/t/appqueuesubmissions/:agentId/new'), ({ params }) => {
        const agentId = String(params.agentId);
        if (!/^\d+$/.test(agentId)) return failure(404);
        return HttpResponse.json({ States: submissionStatesOf(agentId) });
    }),
    http.post(api('/api/applications/submissions'), async ({ request, cookies }) => {
        // The tracker service shares the portal's sign-in: no session, no submission.
        if (!sessionOf(cookies).signedIn) return failure(401);
        const form = await request.formData().catch(() => undefined);
        const metadataPart = form?.get('metadata');
        const files = form?.getAll('appfiles') ?? [];
        if (!(metadataPart instanceof Blob) || files.length === 0)
            return failure(400, { message: 'The metadata and at least one file are required.' });
        let metadata: Record<string, unknown>;
        try {
            metadata = JSON.parse(await metadataPart.text()) as Record<string, unknown>;
        } catch {
            return failure(400, { message: 'The metadata is not valid JSON.' });
        }
        const errors = problems(metadata);
        if (Object.keys(errors).length > 0) return failure(400, { errors });
        for (const file of files) {
            if (!(file instanceof Blob)) return failure(400, { message: 'Every appfiles part must be a file.' });
            const start = new TextDecoder().decode(new Uint8Array(await file.slice(0, 5).arrayBuffer()));
            if (start !== '%PDF-') return failure(400, { message: 'Only PDF files can be used for app submission.' });
        }
        const stored: StoredAppSubmission = {
            Id: appSubmissionStore.nextId(FIRST_SUBMISSION_ID),
            AgentId: String(metadata.AgentId),
            FirstName: String(metadata.FirstName),
            LastName: String(metadata.LastName),
            StateId: Number(metadata.StateId),
            CountyId: Number(metadata.CountyId),
            PolicyTypeId: Number(metadata.PolicyTypeId),
            InsurerId: Number(metadata.InsurerId),
            ProductId: Number(metadata.ProductId),
            DateAgentSignedApplication: String(metadata.DateAgentSignedApplication),
            EffectiveDate: String(metadata.EffectiveDate),
            MedicareADate: given(metadata.MedicareADate) ? String(metadata.MedicareADate) : null,
            MedicareBDate: given(metadata.MedicareBDate) ? String(metadata.MedicareBDate) : null,
            sensitiveGiven: {
                DateOfBirth: given(metadata.DateOfBirth),
                SSN: given(metadata.SSN),
                MbiNumber: given(metadata.MbiNumber),
                MedicaidNumber: given(metadata.MedicaidNumber),
            },
            fileNames: files.map(file => (file instanceof File ? file.name : 'application.pdf')),
            submittedAt: clock.now().toISOString().slice(0, 19),
        };
        appSubmissionStore.add(stored);
        return HttpResponse.json({ Id: stored.Id });
    }),
];

export const appSubmissionDemo = defineDemoArea({ name: 'appSubmission', handlers: appSubmissionHandlers });
