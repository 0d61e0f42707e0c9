import { HttpError, type GetListParams, type Identifier } from 'react-admin';
import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { defineAction } from '../../src/api/useProviderMutation';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath, requirePortal } from '../../src/api/owner';
import { pageLocally, withIds } from '../../src/api/paging';
import { storedFilesSchema } from '../../src/api/wire';
import { expirationMoment } from '../../src/domain/eAndOExpiry';
import { eAndOSchema, eAndOsSchema, type EAndO, type EAndOAnswer, type EAndOFile, type EAndOSubmission } from './types';

/**
 * The E&O area:
 * - `eandos` getList: GET /t/{agents|agencies}/{id}/eandos, every record of the portal (not paged). The API
 *   gives no order; the portal sorts by expiration date, earliest first: expired records come first (the
 *   longest lapsed at the top), then the ones in force, the soonest to expire first, so what needs renewing
 *   leads. Ties go by issuer, then policy number; a date that cannot be read goes last.
 * - files: GET /t/eandos/{id}/files (agent) or GET /t/agencies/{agencyId}/eandos/{id}/files (agency), shown
 *   newest first by CreatedDate (ties: the higher file id first).
 * - submission: POST /t/{agents|agencies}/{id}/eandos/submit, multipart: `eAndO`, the record as JSON
 *   (IssuedBy, CoverageLimits as a number of USD, ExpirationDate "YYYY-MM-DD", PolicyNumber), and
 *   `certificate`, the PDF. Only a 200 is success: any other status (a 201 or 204 too) raises 'Failed to
 *   submit EAndO details'. No answer body is documented: the saved record is read when it comes back, for the
 *   success page's summary, which otherwise shows what was sent.
 */

/** The message of a failed submission. */
export const EANDO_SUBMIT_FAILED = 'Failed to submit EAndO details';

/** A submission the API refused: its status and body kept (401 opens the session dialog, field errors show). */
export class EAndOSubmitError extends HttpError {
    constructor(status: number, body: unknown) {
        super(EANDO_SUBMIT_FAILED, status, body);
        this.name = 'EAndOSubmitError';
    }
}

const expiresAt = (record: EAndOAnswer) => expirationMoment(record.ExpirationDate)?.getTime() ?? Infinity;

/** Earliest expiration first (expired, then soonest to expire); then issuer and policy number. */
export const byExpiration = (a: EAndOAnswer, b: EAndOAnswer) =>
    expiresAt(a) - expiresAt(b) || a.IssuedBy.localeCompare(b.IssuedBy) || a.PolicyNumber.localeCompare(b.PolicyNumber);

const createdAt = (file: EAndOFile) => {
    const time = Date.parse(file.CreatedDate);
    return Number.isNaN(time) ? -Infinity : time;
};

/** Newest first by CreatedDate; a date that cannot be read goes last. */
export const newestFirst = (files: readonly EAndOFile[]) =>
    [...files].sort((a, b) => createdAt(b) - createdAt(a) || b.Id - a.Id);

const getEAndOs = async (params: GetListParams) => {
    const path = `${ownerPath(requirePortal())}/eandos`;
    const answer = await request(path, { schema: eAndOsSchema });
    return pageLocally(withIds([...answer].sort(byExpiration), row => row.Id) as EAndO[], params);
};

/** The files of one record: the agent's path names only the record, the agency's its agency too. */
export const eAndOFilesPath = (eandoId: Identifier) => {
    const portal = requirePortal();
    const record = `eandos/${encodeURIComponent(String(eandoId))}/files`;
    return portal.type === 'agency' ? `${ownerPath(portal)}/${record}` : `/t/${record}`;
};

/** The calls beyond CRUD; components use them through the option factories below. */
export interface EAndOMethods {
    getEAndOFiles: (eandoId: Identifier) => Promise<EAndOFile[]>;
    /** POST .../eandos/submit, multipart: `eAndO` (JSON) plus `certificate` (the PDF). */
    submitEAndO: (eAndO: EAndOSubmission, certificate: File) => Promise<EAndOAnswer | undefined>;
}

const methods: EAndOMethods = {
    getEAndOFiles: async eandoId => newestFirst(await request(eAndOFilesPath(eandoId), { schema: storedFilesSchema })),
    submitEAndO: async (eAndO, certificate) => {
        const body = new FormData();
        body.append('eAndO', new Blob([JSON.stringify(eAndO)], { type: 'application/json' }));
        body.append('certificate', certificate, certificate.name);
        try {
            return await submit(`${ownerPath(requirePortal())}/eandos/submit`, {
                method: 'POST',
                body,
                successStatus: 200,
                reads: eAndOSchema,
            });
        } catch (error) {
            if (error instanceof HttpError) throw new EAndOSubmitError(error.status, error.body);
            throw error;
        }
    },
};

export const eAndOsApi = defineApiArea('e-and-os', () => ({ resources: { eandos: { getList: getEAndOs } }, methods }));

/** What the submission form sends: the record's fields and its certificate. */
export interface EAndOSubmissionVariables {
    eAndO: EAndOSubmission;
    certificate: File;
}

/** The E&O actions with their toasts, run by the form through useFormAction. */
export const eAndOActions = {
    submit: defineAction({
        call: (api: EAndOMethods, { eAndO, certificate }: EAndOSubmissionVariables) =>
            api.submitEAndO(eAndO, certificate),
        messages: {
            pending: 'messages.eandos.submitting',
            success: 'messages.eandos.success',
            error: 'messages.errors.eandoSubmitFailed',
            tooLarge: 'common.forms.uploadTooLarge',
        },
    }),
};

/**
 * Every query of the E&O records' data starts with the resource's name, react-admin's (the list) and the area's own
 * alike: a submission refreshes them all by it.
 */
const eAndOsKey = ['eandos'] as const;

/** Query options for the E&O calls beyond CRUD (bulletproof-react's option factories). */
export const eAndOQueries = {
    all: eAndOsKey,
    files: (api: Pick<EAndOMethods, 'getEAndOFiles'>, eandoId: Identifier) =>
        queryOptions({
            queryKey: [...eAndOsKey, String(eandoId), 'files'],
            queryFn: () => api.getEAndOFiles(eandoId),
        }),
};
