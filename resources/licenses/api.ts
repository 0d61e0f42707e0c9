import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { defineArea } from '../../src/api/area';
import type { ApiArea } from '../../src/api/dataProvider';
import { request } from '../../src/api/httpClient';
import { ownerPath, requirePortal, toOwnerType } from '../../src/api/owner';
import { pageLocally, withIds } from '../../src/api/paging';
import type { PortalType } from '../../src/portal/types';
import type { LicenseAnswer, LicenseFile, LicenseSubmission } from './types';

/** `agentlicenses` or `agencylicenses`: the collection of one license's files. */
export const licenseSegment = (type: PortalType) =>
    toOwnerType(type) === 'agent' ? 'agentlicenses' : 'agencylicenses';

const byState = (a: LicenseAnswer, b: LicenseAnswer) =>
    a.StateProvince.localeCompare(b.StateProvince) || a.LicenseNumber.localeCompare(b.LicenseNumber);

/** GET /t/{agents|agencies}/{id}/licenses: every license of the portal, by state. */
const getLicenses = async (params: GetListParams) => {
    const answer = await request<LicenseAnswer[]>(`${ownerPath(requirePortal())}/licenses`);
    return pageLocally(withIds(answer ?? [], row => row.Id).sort(byState), params);
};

/** The calls beyond CRUD, used through `useDataProvider<LicenseMethods & DataProvider>()`. */
export interface LicenseMethods {
    getLicenseFiles: (licenseId: Identifier) => Promise<LicenseFile[]>;
    /** POST .../licenses/submit, multipart: the license as JSON (`license`) plus the PDF (`file`). */
    submitLicense: (license: LicenseSubmission, file: File) => Promise<LicenseAnswer>;
}

const methods: LicenseMethods = {
    getLicenseFiles: async licenseId => {
        const portal = requirePortal();
        return request<LicenseFile[]>(
            `/t/${licenseSegment(portal.type)}/${encodeURIComponent(String(licenseId))}/files`
        );
    },
    submitLicense: async (license, file) => {
        const body = new FormData();
        body.append('license', new Blob([JSON.stringify(license)], { type: 'application/json' }));
        body.append('file', file, file.name);
        return request<LicenseAnswer>(`${ownerPath(requirePortal())}/licenses/submit`, { method: 'POST', body });
    },
};

export const licensesArea = {
    resources: ['licenses'],
    provider: defineArea('licenses', { getList: getLicenses as DataProvider['getList'] }),
    methods,
} satisfies ApiArea<LicenseMethods>;
