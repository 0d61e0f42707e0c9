import type { GetListParams, Identifier } from 'react-admin';
import { queryOptions } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { defineAction } from '../../src/api/useProviderMutation';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath, requirePortal, toOwnerType } from '../../src/api/owner';
import { pageLocally, withIds } from '../../src/api/paging';
import { licenseSchema, licensesSchema, storedFilesSchema } from '../../src/api/wire';
import type { PortalType } from '../../src/portal/types';
import type { LicenseAnswer, LicenseFile, LicenseSubmission } from './types';

/**
 * The licenses area:
 * - `licenses` getList: GET /t/{agents|agencies}/{id}/licenses, every license of the portal (not paged),
 *   sorted by state here.
 * - files: GET /t/{agentlicenses|agencylicenses}/{id}/files.
 * - submission: POST /t/{agents|agencies}/{id}/licenses/submit, multipart: `license` (JSON) plus `file`.
 *   The answer is not documented: any 2xx is a success, and the saved license is read when one comes
 *   back.
 */

/** `agentlicenses` or `agencylicenses`: the collection of one license's files. */
export const licenseSegment = (type: PortalType) =>
    toOwnerType(type) === 'agent' ? 'agentlicenses' : 'agencylicenses';

const byState = (a: LicenseAnswer, b: LicenseAnswer) =>
    a.StateProvince.localeCompare(b.StateProvince) || a.LicenseNumber.localeCompare(b.LicenseNumber);

const getLicenses = async (params: GetListParams) => {
    const path = `${ownerPath(requirePortal())}/licenses`;
    const answer = await request(path, { schema: licensesSchema });
    return pageLocally(withIds(answer, row => row.Id).sort(byState), params);
};

/** The calls beyond CRUD; components use them through the option factories below. */
export interface LicenseMethods {
    getLicenseFiles: (licenseId: Identifier) => Promise<LicenseFile[]>;
    /** POST .../licenses/submit, multipart: the license as JSON (`license`) plus the PDF (`file`). */
    submitLicense: (license: LicenseSubmission, file: File) => Promise<unknown>;
}

const methods: LicenseMethods = {
    getLicenseFiles: async licenseId => {
        const path = `/t/${licenseSegment(requirePortal().type)}/${encodeURIComponent(String(licenseId))}/files`;
        return await request(path, { schema: storedFilesSchema });
    },
    submitLicense: async (license, file) => {
        const body = new FormData();
        body.append('license', new Blob([JSON.stringify(license)], { type: 'application/json' }));
        body.append('file', file, file.name);
        return submit(`${ownerPath(requirePortal())}/licenses/submit`, { method: 'POST', body, reads: licenseSchema });
    },
};

export const licensesApi = defineApiArea('licenses', { licenses: { getList: getLicenses } }, methods);

/** What the submission form sends: the license's fields and its PDF. */
export interface LicenseSubmissionVariables {
    license: LicenseSubmission;
    file: File;
}

/** The licenses' actions with their toasts, run by the form through useFormAction. */
export const licenseActions = {
    submit: defineAction({
        call: (api: LicenseMethods, { license, file }: LicenseSubmissionVariables) => api.submitLicense(license, file),
        messages: {
            pending: 'resources.licenses.messages.submitting',
            success: 'resources.licenses.messages.submitSuccess',
            error: 'resources.licenses.messages.submitFailed',
            tooLarge: 'common.forms.uploadTooLarge',
        },
    }),
};

/**
 * Every query of the licenses' data starts with the resource's name, react-admin's (the list) and the area's own
 * alike: a submission refreshes them all by it.
 */
const licensesKey = ['licenses'] as const;

/** Query options for the licenses' own calls (bulletproof-react's option factories). */
export const licenseQueries = {
    all: licensesKey,
    files: (api: Pick<LicenseMethods, 'getLicenseFiles'>, licenseId: Identifier) =>
        queryOptions({
            queryKey: [...licensesKey, String(licenseId), 'files'],
            queryFn: () => api.getLicenseFiles(licenseId),
        }),
};
