import type { GetListParams, Identifier } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { defineApiArea } from '../../src/api/dataProvider';
import { useAreaApi } from '../../src/api/useAreaApi';
import { defineAction } from '../../src/api/useProviderMutation';
import { request, submit } from '../../src/api/httpClient';
import { ownerPath, toOwnerType } from '../../src/api/owner';
import { pageLocally, withIds } from '../../src/api/paging';
import { licenseSchema, licensesSchema, storedFilesSchema } from '../../src/api/wire';
import type { PortalType } from '../../src/portal/types';
import type { LicenseAnswer, LicenseFile, LicenseSubmission } from './types';

/** `agentlicenses` or `agencylicenses`: the collection of one license's files. */
export const licenseSegment = (type: PortalType) =>
    toOwnerType(type) === 'agent' ? 'agentlicenses' : 'agencylicenses';

const byState = (a: LicenseAnswer, b: LicenseAnswer) =>
    a.StateProvince.localeCompare(b.StateProvince) || a.LicenseNumber.localeCompare(b.LicenseNumber);

export interface LicenseMethods {
    getLicenseFiles: (licenseId: Identifier) => Promise<LicenseFile[]>;
    submitLicense: (license: LicenseSubmission, file: File) => Promise<unknown>;
}

export const licensesApi = defineApiArea('licenses', portal => ({
    resources: {
        licenses: {
            // Every license of the portal at once: the call is not paged.
            getList: async (params: GetListParams) => {
                const answer = await request(`${ownerPath(portal)}/licenses`, { schema: licensesSchema });
                return pageLocally(withIds(answer, row => row.Id).sort(byState), params);
            },
        },
    },
    methods: {
        getLicenseFiles: async licenseId => {
            const path = `/t/${licenseSegment(portal.type)}/${encodeURIComponent(String(licenseId))}/files`;
            return await request(path, { schema: storedFilesSchema });
        },
        submitLicense: async (license, file) => {
            const body = new FormData();
            body.append('license', new Blob([JSON.stringify(license)], { type: 'application/json' }));
            body.append('file', file, file.name);
            return submit(`${ownerPath(portal)}/licenses/submit`, { method: 'POST', body, reads: licenseSchema });
        },
    } satisfies LicenseMethods,
}));

export interface LicenseSubmissionVariables {
    license: LicenseSubmission;
    file: File;
}

export const licenseActions = {
    submit: defineAction({
        area: licensesApi,
        call: (api: LicenseMethods, { license, file }: LicenseSubmissionVariables) => api.submitLicense(license, file),
        messages: {
            pending: 'resources.licenses.messages.submitting',
            success: 'resources.licenses.messages.submitSuccess',
            error: 'resources.licenses.messages.submitFailed',
            tooLarge: 'common.forms.uploadTooLarge',
        },
    }),
};

// react-admin's list and the area's own queries share it, so a submission refreshes them all by it.
const licensesKey = ['licenses'] as const;

export const licenseQueries = { all: licensesKey };

export const useLicenseFiles = (licenseId: Identifier) => {
    const api = useAreaApi(licensesApi);
    return useQuery({
        queryKey: [...licensesKey, String(licenseId), 'files'],
        queryFn: () => api.getLicenseFiles(licenseId),
    });
};
