import { http, HttpResponse } from 'msw';
import {
    eAndOFileById,
    eAndOFilesOf,
    eAndOsOf,
    findEAndO,
    nextSubmittedEAndOId,
    submittedEAndOStore,
    type EAndOFixture,
    type OwnerType,
    type SubmittedEAndO,
} from '../db/e-and-os';
import { defineDemoArea } from './area';
import { answerPdfSubmission } from './pdfSubmission';
import { api, failure } from './shared';

const OWNER_TYPES: Record<string, OwnerType> = { agents: 'agent', agencies: 'agency' };

const toWire = ({ Id, IssuedBy, PolicyNumber, CoverageLimits, ExpirationDate }: EAndOFixture) => ({
    Id,
    IssuedBy,
    PolicyNumber,
    CoverageLimits,
    ExpirationDate,
});

const filesAnswer = (record: EAndOFixture) =>
    HttpResponse.json(eAndOFilesOf(record).map(({ content: _content, contentType: _type, ...file }) => file));

const TEXT_FIELDS = ['IssuedBy', 'PolicyNumber', 'ExpirationDate'] as const;

/** The field errors of a submitted record, in ASP.NET's shape; undefined when it is complete. */
const fieldErrors = (eAndO: Record<string, unknown>) => {
    const errors: Record<string, string[]> = {};
    for (const field of TEXT_FIELDS)
        if (typeof eAndO[field] !== 'string' || String(eAndO[field]).trim() === '') errors[field] = ['Required'];
    if (typeof eAndO.CoverageLimits !== 'number' || !(eAndO.CoverageLimits > 0))
        errors.CoverageLimits = ['Coverage limits must be a positive amount'];
    return Object.keys(errors).length > 0 ? errors : undefined;
};

/** E&O: the owner's records, a record's files (agent and agency paths), the submission. */
const eAndOHandlers = [
    http.get(api('/t/:owners/:ownerId/eandos'), ({ params }) => {
        const ownerType = OWNER_TYPES[String(params.owners)];
        if (!ownerType) return;
        return HttpResponse.json(eAndOsOf(ownerType, String(params.ownerId)).map(toWire));
    }),
    // An agent's record is named by its id alone; an agency's within its agency.
    http.get(api('/t/eandos/:eandoId/files'), ({ params }) => {
        const record = findEAndO(Number(params.eandoId));
        return record?.ownerType === 'agent' ? filesAnswer(record) : failure(404);
    }),
    http.get(api('/t/agencies/:agencyId/eandos/:eandoId/files'), ({ params }) => {
        const record = findEAndO(Number(params.eandoId));
        return record?.ownerType === 'agency' && record.ownerId === String(params.agencyId)
            ? filesAnswer(record)
            : failure(404);
    }),
    http.post(api('/t/:owners/:ownerId/eandos/submit'), async ({ params, request }) => {
        const ownerType = OWNER_TYPES[String(params.owners)];
        if (!ownerType) return;
        return answerPdfSubmission(request, {
            recordPart: 'eAndO',
            filePart: 'certificate',
            texts: {
                partsRequired: 'The E&O details and the certificate are both required.',
                notJson: 'The E&O details are not valid JSON.',
            },
            defaultFileName: 'Certificate.pdf',
            refuse: record => {
                const errors = fieldErrors(record);
                return errors ? failure(400, { errors }) : undefined;
            },
            save: (eAndO, pdf) => {
                const stored: SubmittedEAndO = {
                    Id: nextSubmittedEAndOId(),
                    ownerType,
                    ownerId: String(params.ownerId),
                    IssuedBy: String(eAndO.IssuedBy),
                    PolicyNumber: String(eAndO.PolicyNumber),
                    CoverageLimits: Number(eAndO.CoverageLimits),
                    ExpirationDate: `${String(eAndO.ExpirationDate).slice(0, 10)}T00:00:00`,
                    ...pdf,
                };
                submittedEAndOStore.add(stored);
                return toWire(stored);
            },
        });
    }),
];

export const eAndOsDemo = defineDemoArea({
    name: 'eandos',
    handlers: eAndOHandlers,
    storedFile: eAndOFileById,
});
