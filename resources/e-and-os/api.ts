import { HttpError, type GetListParams, type Identifier } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { useAreaApi } from '../../src/api/useAreaApi';
import { defineAction } from '../../src/api/useProviderMutation';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath } from '../../src/api/owner';
import { pageLocally, withIds } from '../../src/api/paging';
import { storedFilesSchema } from '../../src/api/wire';
import { expirationMoment } from '../../src/domain/eAndOExpiry';
import { eAndOSchema, eAndOsSchema, type EAndO, type EAndOAnswer, type EAndOFile, type EAndOSubmission } from './types';

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

export interface EAndOMethods {
    getEAndOFiles: (eandoId: Identifier) => Promise<EAndOFile[]>;
    submitEAndO: (eAndO: EAndOSubmission, certificate: File) => Promise<EAndOAnswer | undefined>;
}

export const eAndOsApi = defineApiArea('e-and-os', portal => {
    // An agent's record's files are named by the record alone, an agency's under the agency.
    const filesPath = (eandoId: Identifier) => {
        const record = `eandos/${encodeURIComponent(String(eandoId))}/files`;
        return portal.type === 'agency' ? `${ownerPath(portal)}/${record}` : `/t/${record}`;
    };
    return {
        resources: {
            'e-and-os': {
                getList: async (params: GetListParams) => {
                    const answer = await request(`${ownerPath(portal)}/eandos`, { schema: eAndOsSchema });
                    return pageLocally(withIds([...answer].sort(byExpiration), row => row.Id) as EAndO[], params);
                },
            },
        },
        methods: {
            getEAndOFiles: async eandoId =>
                newestFirst(await request(filesPath(eandoId), { schema: storedFilesSchema })),
            submitEAndO: async (eAndO, certificate) => {
                const body = new FormData();
                body.append('eAndO', new Blob([JSON.stringify(eAndO)], { type: 'application/json' }));
                body.append('certificate', certificate, certificate.name);
                try {
                    return await submit(`${ownerPath(portal)}/eandos/submit`, {
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
        } satisfies EAndOMethods,
    };
});

export interface EAndOSubmissionVariables {
    eAndO: EAndOSubmission;
    certificate: File;
}

export const eAndOActions = {
    submit: defineAction({
        area: eAndOsApi,
        call: (api: EAndOMethods, { eAndO, certificate }: EAndOSubmissionVariables) =>
            api.submitEAndO(eAndO, certificate),
        messages: {
            pending: 'resources.e-and-os.messages.submitting',
            success: 'resources.e-and-os.messages.success',
            error: 'resources.e-and-os.messages.submitFailed',
            tooLarge: 'common.forms.uploadTooLarge',
        },
    }),
};

// react-admin's list and the area's own queries share it, so a submission refreshes them all by it.
const eAndOsKey = ['e-and-os'] as const;

export const eAndOQueries = { all: eAndOsKey };

export const useEAndOFiles = (eandoId: Identifier) => {
    const api = useAreaApi(eAndOsApi);
    return useQuery({
        queryKey: [...eAndOsKey, String(eandoId), 'files'],
        queryFn: () => api.getEAndOFiles(eandoId),
    });
};
