import type { GetListParams, GetOneParams, Identifier, SortPayload } from 'react-admin';
import { queryOptions } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { appSubmissionMethods } from './app-submission/api';
import { defineApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath, requirePortal } from '../../src/api/owner';
import { fromDictionary, fromPaged, pagingQuery } from '../../src/api/paging';
import { defineAction } from '../../src/api/useProviderMutation';
import { readSearch, toWireFilter } from './search';
import {
    enrollmentDetailSchema,
    enrollmentPageSchema,
    searchFormSchema,
    statementRowsSchema,
    type EnrollmentDetail,
    type EnrollmentSearch,
    type PaymentKind,
    type SearchForm,
    type StatementRow,
} from './types';

/** A window of days, first and last (ISO dates). */
interface DayWindow {
    start: string;
    end: string;
}

/**
 * The enrollments area, for agent and agency portals alike:
 *
 * - `enrollments` getList: GET /t/{agents|agencies}/{id}/enrollments with the search as the API's filter
 *   names (CustomerFirstName, CustomerLastName, PolicyTypeId, InsurerId, CustomerStateId, CustomerCountyId,
 *   TermReasonId, ActiveOnly=true, BeginningEffectiveDate, EndingEffectiveDate, BeginningFmoReceivedDate,
 *   EndingFmoReceivedDate, BeginningAgentReceivedAppDate, EndingAgentReceivedAppDate, and AgentId for agencies
 *   only), page, pageSize, sort=Column-asc|desc and the paged header; answers `{ Data, Total }`. Dates go as
 *   `YYYY-MM-DD`; the app-received range is the FMO's received date (the "app received date").
 * - `enrollments` getOne: GET .../enrollments/{enrollmentId}. An id that is not a positive whole number is
 *   refused before any call with 'enrollment ID is invalid' (PolicyIds are numbers); a 404 (an id that names no
 *   enrollment of the portal) is not found, as on every detail page.
 * - getEnrollmentSearchForm: GET .../enrollmentsearchform, `{ PolicyTypes, Insurers, States,
 *   TerminationReasons, Agents }` as name-to-id maps (Agents for agencies) plus `ExportEnabled`.
 * - getEnrollmentPayments: GET .../enrollments/{enrollmentId}/payments/commissions|overrides, an array (or null)
 *   of enrollment statement rows `{ PaymentRunId, StatementDate, Status, Amount }`; the API pages none of
 *   them, the detail pages them itself. Agents are never asked for overrides (theirs are
 *   empty), so their override table is never shown.
 * - exportEnrollments: GET .../enrollments/excel with the same filters and sort (no paging), a base64 file.
 * - downloadApplication: GET .../enrollments/{enrollmentId}/application, a base64 file.
 *
 * Export feature flag: the flag is the
 * `ExportEnabled` field of the search form answer, which the list loads anyway, so it costs no call of its
 * own and is per portal by construction. The server sets it from its feature flag AND the user's
 * permission on the portal; a missing field means off (a flag fails closed). The export checks it again
 * at the moment of export, and the server's own refusal (403) means the same: 'Export feature is not enabled
 * for this portal'.
 *
 * An application exists when AppQueueId differs from the default value: null, empty, 0, or the empty GUID
 * (the API's ids may be numbers or GUIDs).
 */

export class EnrollmentIdInvalidError extends Error {
    override readonly name = 'EnrollmentIdInvalidError';
    constructor() {
        super('enrollment ID is invalid');
    }
}

export class ExportNotEnabledError extends Error {
    override readonly name = 'ExportNotEnabledError';
    constructor() {
        super('Export feature is not enabled for this portal');
    }
}

const EMPTY_GUID = /^0{8}-0{4}-0{4}-0{4}-0{12}$/;

/** Whether an AppQueueId names an application (differs from the default value). */
export const hasApplication = (appQueueId: unknown): boolean => {
    if (appQueueId === null || appQueueId === undefined) return false;
    const text = String(appQueueId).trim();
    return text !== '' && text !== '0' && !EMPTY_GUID.test(text);
};

/** A policy id the API can be asked about: a positive whole number. */
export const isValidEnrollmentId = (id: unknown): boolean => /^[1-9]\d{0,17}$/.test(String(id ?? '').trim());

const enrollmentsPath = () => `${ownerPath(requirePortal())}/enrollments`;

const enrollmentPath = (enrollmentId: Identifier) => {
    if (!isValidEnrollmentId(enrollmentId)) throw new EnrollmentIdInvalidError();
    return `${enrollmentsPath()}/${encodeURIComponent(String(enrollmentId).trim())}`;
};

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

const getEnrollments = async (params: GetListParams) => {
    const portal = requirePortal();
    const answer = await request(`${ownerPath(portal)}/enrollments`, {
        query: { ...toWireFilter(readSearch(params.filter), portal.type), ...pagingQuery(params) },
        paged: true,
        schema: enrollmentPageSchema,
        signal: params.signal,
    });
    return fromPaged(answer, row => row.PolicyId);
};

const getEnrollment = async (params: GetOneParams) => {
    const answer = await request(enrollmentPath(params.id), { schema: enrollmentDetailSchema, signal: params.signal });
    const enrollment: EnrollmentDetail = { ...answer, id: answer.PolicyId };
    return { data: enrollment };
};

/** The calls beyond CRUD, used through the option factories and actions below. */
export interface EnrollmentMethods {
    getEnrollmentSearchForm: () => Promise<SearchForm>;
    /** `signal` aborts the request (the missed-commission check's Cancel). */
    getEnrollmentPayments: (
        enrollmentId: Identifier,
        kind: PaymentKind,
        signal?: AbortSignal
    ) => Promise<StatementRow[]>;
    /** Saves the enrollments of a search in a sort as Excel; resolves to the file name. */
    exportEnrollments: (search: EnrollmentSearch, sort: SortPayload) => Promise<string>;
    /** Saves an enrollment's application; resolves to the file name. */
    downloadApplication: (enrollmentId: Identifier) => Promise<string>;
}

const getSearchForm = async (): Promise<SearchForm> => {
    const portal = requirePortal();
    const answer = await request(`${ownerPath(portal)}/enrollmentsearchform`, { schema: searchFormSchema });
    return {
        policyTypes: fromDictionary(answer.PolicyTypes),
        insurers: fromDictionary(answer.Insurers),
        states: fromDictionary(answer.States),
        terminationReasons: fromDictionary(answer.TerminationReasons),
        agents: portal.type === 'agency' ? fromDictionary(answer.Agents) : [],
        exportEnabled: answer.ExportEnabled === true,
    };
};

// Async throughout, so that a refused call (no portal, a bad id) is a rejected promise.
const methods: EnrollmentMethods = {
    getEnrollmentSearchForm: getSearchForm,
    getEnrollmentPayments: async (enrollmentId, kind, signal) => {
        const path = `${enrollmentPath(enrollmentId)}/payments/${kind}`;
        if (kind === 'overrides' && requirePortal().type !== 'agency') return [];
        return request(path, { schema: statementRowsSchema, signal });
    },
    exportEnrollments: async (search, sort) => {
        const portal = requirePortal();
        if (!(await getSearchForm()).exportEnabled) throw new ExportNotEnabledError();
        try {
            return await downloadEncodedFile(`${ownerPath(portal)}/enrollments/excel`, {
                query: { ...toWireFilter(readSearch(search), portal.type), sort: pagingQuery({ sort }).sort },
            });
        } catch (error) {
            if (statusOf(error) === 403) throw new ExportNotEnabledError();
            throw error;
        }
    },
    downloadApplication: async enrollmentId => downloadEncodedFile(`${enrollmentPath(enrollmentId)}/application`),
};

/** The search's calls and the app submission's (app-submission/api.ts). */
const allMethods = { ...methods, ...appSubmissionMethods };

export const enrollmentsApi = defineApiArea('enrollments', () => ({
    resources: { enrollments: { getList: getEnrollments, getOne: getEnrollment } },
    methods: allMethods,
}));

/** The area's actions with their toasts (run with useProviderAction). */
export const enrollmentActions = {
    export: defineAction({
        call: (api: EnrollmentMethods, { search, sort }: { search: EnrollmentSearch; sort: SortPayload }) =>
            api.exportEnrollments(search, sort),
        messages: {
            pending: 'resources.enrollments.export.pending',
            success: 'resources.enrollments.export.success',
            error: 'resources.enrollments.export.error',
        },
    }),
    downloadApplication: defineAction({
        call: (api: EnrollmentMethods, enrollmentId: Identifier) => api.downloadApplication(enrollmentId),
        messages: {
            pending: 'common.files.downloadPending',
            success: 'common.files.downloadSuccess',
            error: 'common.files.downloadError',
        },
    }),
};

type EnrollmentCalls = Pick<EnrollmentMethods, 'getEnrollmentSearchForm' | 'getEnrollmentPayments'>;

/**
 * Query keys and options of the area's own queries. Each key starts with the area's name, as react-admin's keys of
 * the `enrollments` list do, so a refresh by the name reaches them all.
 */
export const enrollmentQueries = {
    /** The missed-commission check's book: every enrollment of the portal, the window cut from it. */
    missingCommissionsBookKey: () => ['enrollments', 'missingCommissions', 'book'] as const,
    /** The missed-commission check's statements (the statements area's list) dated between two days. */
    missingStatementsKey: (firstDay: string, lastDay: string) =>
        ['enrollments', 'missingCommissions', 'statements', firstDay, lastDay] as const,
    /** One statement's processed or on-hold commissions (the statements area's payment list). */
    statementPaymentsKey: (statementId: Identifier, status: string) =>
        ['enrollments', 'missingCommissions', 'statementPayments', String(statementId), status] as const,
    /** Rapid disenrollments: the enrollments effective in the window's days. */
    disenrollmentsKey: (days: DayWindow) => ['enrollments', 'disenrollments', days.start, days.end] as const,
    /** Rapid disenrollments: the chargebacks of the window's statements (the statements area's list, read here). */
    chargebacksKey: (days: DayWindow) => ['enrollments', 'chargebacks', days.start, days.end] as const,
    searchForm: (api: EnrollmentCalls) =>
        queryOptions({
            queryKey: ['enrollments', 'searchForm'],
            queryFn: () => api.getEnrollmentSearchForm(),
            // The options and the flag do not change while the portal is open.
            staleTime: 5 * 60_000,
        }),
    payments: (api: EnrollmentCalls, enrollmentId: Identifier, kind: PaymentKind) =>
        queryOptions({
            queryKey: ['enrollments', String(enrollmentId), 'payments', kind],
            queryFn: () => api.getEnrollmentPayments(enrollmentId, kind),
        }),
};
