import { defineApiArea } from '../../src/api/dataProvider';
import { request, saveBlob } from '../../src/api/httpClient';
import { agencyOf, ownerPath } from '../../src/api/owner';
import { defineAction } from '../../src/api/useProviderMutation';
import { clock } from '../../src/clock';
import { encodedAnswerSchema } from './types';

// The answer is a base64 string or the usual file object; whatever name the server gives, the file is named
// after the agency and the plan year, so reports of several years or agencies never overwrite one another.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface RtsReportParameters {
    PlanYear: number;
    InsurerId?: string;
    PolicyTypeId?: string;
}

/** Default current. */
export const planYears = (now: Date = clock.now()) => {
    const current = now.getFullYear();
    return { choices: [current - 1, current, current + 1], current };
};

/** Characters a file name may not hold on the usual systems. */
// eslint-disable-next-line no-control-regex -- control characters are among those refused
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g;

export const rtsReportFileName = (agencyName: string, planYear: number) =>
    `${`${agencyName} RTS report ${planYear}`.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim()}.xlsx`;

export interface ReportMethods {
    /** Resolves to the file name. */
    downloadRtsReport: (parameters: RtsReportParameters) => Promise<string>;
}

export const reportsApi = defineApiArea('reports', portal => {
    const agency = agencyOf(portal);
    return {
        methods: {
            downloadRtsReport: async ({ PlanYear, InsurerId, PolicyTypeId }) => {
                const contents = await request(`${ownerPath(agency)}/reports/rtsreport/excel`, {
                    query: { InsurerId, PolicyTypeId, PlanYear },
                    schema: encodedAnswerSchema,
                });
                const bytes = Uint8Array.from(atob(contents), char => char.charCodeAt(0));
                const name = rtsReportFileName(agency.name || agency.id, PlanYear);
                saveBlob(new Blob([bytes], { type: XLSX_TYPE }), name);
                return name;
            },
        } satisfies ReportMethods,
    };
});

export const rtsReportAction = defineAction({
    area: reportsApi,
    call: (api: ReportMethods, parameters: RtsReportParameters) => api.downloadRtsReport(parameters),
    messages: {
        pending: 'resources.reports.messages.generating',
        success: 'resources.reports.messages.success',
        error: 'resources.reports.messages.failed',
    },
});
