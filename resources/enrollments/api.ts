import type { GetListParams, GetOneParams, Identifier, SortPayload } from 'react-admin';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { HttpError } from 'react-admin';
import { defineApiArea } from '../../src/api/dataProvider';
import { downloadEncodedFile, request } from '../../src/api/httpClient';
import { ownerPath } from '../../src/api/owner';
import { fromDictionary, fromPaged, pagingQuery } from '../../src/api/paging';
import { useAreaApi } from '../../src/api/useAreaApi';
import { defineAction } from '../../src/api/useProviderMutation';
import { usePortal } from '../../src/portal/PortalScope';
import type { PortalRef } from '../../src/portal/types';
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

// The search's filter names and the export flag: docs/areas.md (Enrollments).

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

const statusOf = (error: unknown) => (error instanceof HttpError ? error.status : undefined);

export interface EnrollmentMethods {
    getEnrollmentSearchForm: () => Promise<SearchForm>;
    /** `signal` aborts the request (the missed-commission check's Cancel). */
    getEnrollmentPayments: (
        enrollmentId: Identifier,
        kind: PaymentKind,
        signal?: AbortSignal
    ) => Promise<StatementRow[]>;
    /** The downloads resolve to the file's name. */
    exportEnrollments: (search: EnrollmentSearch, sort: SortPayload) => Promise<string>;
    downloadApplication: (enrollmentId: Identifier) => Promise<string>;
}

// For the scope's portal, or for the one the address names on a deep link's early calls (early.ts).
export const enrollmentCalls = (portal: PortalRef) => {
    const enrollmentsPath = `${ownerPath(portal)}/enrollments`;
    const enrollmentPath = (enrollmentId: Identifier) => {
        if (!isValidEnrollmentId(enrollmentId)) throw new EnrollmentIdInvalidError();
        return `${enrollmentsPath}/${encodeURIComponent(String(enrollmentId).trim())}`;
    };
    const getSearchForm = async (): Promise<SearchForm> => {
        const answer = await request(`${ownerPath(portal)}/enrollmentsearchform`, { schema: searchFormSchema });
        return {
            policyTypes: fromDictionary(answer.PolicyTypes),
            insurers: fromDictionary(answer.Insurers),
            states: fromDictionary(answer.States),
            terminationReasons: fromDictionary(answer.TerminationReasons),
            exportEnabled: answer.ExportEnabled === true,
        };
    };
    return {
        resources: {
            enrollments: {
                getList: async (params: GetListParams) => {
                    const answer = await request(enrollmentsPath, {
                        query: { ...toWireFilter(readSearch(params.filter), portal.type), ...pagingQuery(params) },
                        paged: true,
                        schema: enrollmentPageSchema,
                        signal: params.signal,
                    });
                    return fromPaged(answer, row => row.PolicyId);
                },
                getOne: async (params: GetOneParams) => {
                    const answer = await request(enrollmentPath(params.id), {
                        schema: enrollmentDetailSchema,
                        signal: params.signal,
                    });
                    const enrollment: EnrollmentDetail = { ...answer, id: answer.PolicyId };
                    return { data: enrollment };
                },
            },
        },
        methods: {
            getEnrollmentSearchForm: getSearchForm,
            getEnrollmentPayments: async (enrollmentId, kind, signal) => {
                const path = `${enrollmentPath(enrollmentId)}/payments/${kind}`;
                // An agent's overrides are always empty: never asked for.
                if (kind === 'overrides' && portal.type !== 'agency') return [];
                return request(path, { schema: statementRowsSchema, signal });
            },
            exportEnrollments: async (search, sort) => {
                if (!(await getSearchForm()).exportEnabled) throw new ExportNotEnabledError();
                try {
                    return await downloadEncodedFile(`${enrollmentsPath}/excel`, {
                        query: { ...toWireFilter(readSearch(search), portal.type), sort: pagingQuery({ sort }).sort },
                    });
                } catch (error) {
                    if (statusOf(error) === 403) throw new ExportNotEnabledError();
                    throw error;
                }
            },
            downloadApplication: async enrollmentId =>
                downloadEncodedFile(`${enrollmentPath(enrollmentId)}/application`),
        } satisfies EnrollmentMethods,
    };
};

export const enrollmentsApi = defineApiArea('enrollments', enrollmentCalls);

export const enrollmentActions = {
    export: defineAction({
        area: enrollmentsApi,
        call: (api: EnrollmentMethods, { search, sort }: { search: EnrollmentSearch; sort: SortPayload }) =>
            api.exportEnrollments(search, sort),
        messages: {
            pending: 'resources.enrollments.export.pending',
            success: 'resources.enrollments.export.success',
            error: 'resources.enrollments.export.error',
        },
    }),
    downloadApplication: defineAction({
        area: enrollmentsApi,
        call: (api: EnrollmentMethods, enrollmentId: Identifier) => api.downloadApplication(enrollmentId),
        messages: {
            pending: 'common.files.downloadPending',
            success: 'common.files.downloadSuccess',
            error: 'common.files.downloadError',
        },
    }),
};

type EnrollmentCalls = Pick<EnrollmentMethods, 'getEnrollmentPayments'>;

// Each key starts with the area's name, as react-admin's keys of the list do, so a refresh by the name reaches them all.
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
    payments: (api: EnrollmentCalls, enrollmentId: Identifier, kind: PaymentKind) =>
        queryOptions({
            queryKey: ['enrollments', String(enrollmentId), 'payments', kind],
            queryFn: () => api.getEnrollmentPayments(enrollmentId, kind),
        }),
};

/** The search's choices and the export flag, shared by the filters and the export button. */
export const useEnrollmentSearchForm = () => {
    const api = useAreaApi(enrollmentsApi);
    return useQuery({
        queryKey: ['enrollments', 'searchForm'],
        queryFn: () => api.getEnrollmentSearchForm(),
        // The options and the flag do not change while the portal is open.
        staleTime: 5 * 60_000,
    });
};

type PaymentsQuery = [PaymentKind, UseQueryResult<StatementRow[]>];

/** An enrollment's commissions and, in an agency's portal, its overrides. */
export const useEnrollmentPayments = (enrollmentId: Identifier): PaymentsQuery[] => {
    const api = useAreaApi(enrollmentsApi);
    const isAgency = usePortal().type === 'agency';
    const commissions = useQuery(enrollmentQueries.payments(api, enrollmentId, 'commissions'));
    const overrides = useQuery({
        ...enrollmentQueries.payments(api, enrollmentId, 'overrides'),
        enabled: isAgency,
    });
    return isAgency
        ? [
              ['commissions', commissions],
              ['overrides', overrides],
          ]
        : [['commissions', commissions]];
};
