import { http, HttpResponse } from 'msw';
import { insurers, policyTypes, states, toDictionary } from '../db/dictionaries';
import { PDF_TYPE, pdfDocument, XLSX_TYPE, xlsxWorkbook } from '../db/documents';
import {
    enrollmentAgentsOf,
    enrollmentsOf,
    exportEnabledFor,
    TERMINATION_REASONS,
    type EnrollmentFixture,
} from '../db/enrollments';
import { TODAY } from '../db/days';
import { enrollmentPaymentsOf } from '../db/statements';
import { defineDemoArea } from './area';
import { pagedAnswer, pagedResponse, type PagedListSpec } from './paged';
import { api, encodedFile, failure } from './shared';

/**
 * Enrollments of a portal: the search form, the paged and sorted search with its Excel
 * export, one enrollment, its application and its commission / override statement rows.
 */

const ownerTypeOf = (segment: string): 'agent' | 'agency' | null =>
    segment === 'agencies' ? 'agency' : segment === 'agents' ? 'agent' : null;

const toRow = (row: EnrollmentFixture) => ({
    PolicyId: row.PolicyId,
    CustomerFirstName: row.CustomerFirstName,
    CustomerLastName: row.CustomerLastName,
    AgentId: row.AgentId,
    AgentName: row.AgentName,
    CustomerState: row.CustomerState,
    CustomerCounty: row.CustomerCounty,
    AppQueueStatus: row.AppQueueStatus,
    InsurerName: row.InsurerName,
    PolicyType: row.PolicyType,
    EffectiveDate: row.EffectiveDate,
    TerminationReason: row.TerminationReason,
    TerminationDate: row.TerminationDate,
});

export const toDetail = (row: EnrollmentFixture) => ({
    ...toRow(row),
    ProductName: row.ProductName,
    PolicyNumber: row.PolicyNumber,
    AppQueueId: row.AppQueueId,
});

const SORT_KEYS: Record<string, (row: EnrollmentFixture) => string | number> = {
    PolicyId: row => row.PolicyId,
    CustomerFirstName: row => row.CustomerFirstName,
    CustomerLastName: row => row.CustomerLastName,
    AgentName: row => row.AgentName,
    CustomerState: row => row.CustomerState,
    CustomerCounty: row => row.CustomerCounty,
    AppQueueStatus: row => row.AppQueueStatus ?? '',
    InsurerName: row => row.InsurerName,
    PolicyType: row => row.PolicyType,
    EffectiveDate: row => row.EffectiveDate,
    TerminationReason: row => row.TerminationReason ?? '',
    TerminationDate: row => row.TerminationDate ?? '',
};

export const LIST: PagedListSpec<EnrollmentFixture, ReturnType<typeof toRow>> = {
    sortable: SORT_KEYS,
    defaultSort: 'CustomerLastName-asc',
    defaultPageSize: 25,
    tieBreakers: ['CustomerFirstName', 'PolicyId'],
    toWire: toRow,
};

const EXPORT: PagedListSpec<EnrollmentFixture> = {
    ...LIST,
    toWire: undefined,
    defaultPageSize: Infinity,
    maxPageSize: Infinity,
};

const contains = (value: string, wanted: string | null) =>
    !wanted || value.toLowerCase().includes(wanted.trim().toLowerCase());
const sameId = (value: number | null, wanted: string | null) => !wanted || String(value) === wanted;
const within = (value: string, start: string | null, end: string | null) =>
    (!start || value.slice(0, 10) >= start.slice(0, 10)) && (!end || value.slice(0, 10) <= end.slice(0, 10));

const today = TODAY.toISOString().slice(0, 10);
const isActive = (row: EnrollmentFixture) => !row.TerminationDate || row.TerminationDate.slice(0, 10) > today;

/** The rows of a search; AgentId counts for agencies only. */
export const search = (rows: EnrollmentFixture[], query: URLSearchParams, isAgency: boolean) =>
    rows.filter(
        row =>
            contains(row.CustomerFirstName, query.get('CustomerFirstName')) &&
            contains(row.CustomerLastName, query.get('CustomerLastName')) &&
            sameId(row.PolicyTypeId, query.get('PolicyTypeId')) &&
            sameId(row.InsurerId, query.get('InsurerId')) &&
            sameId(row.CustomerStateId, query.get('CustomerStateId')) &&
            sameId(row.CustomerCountyId, query.get('CustomerCountyId')) &&
            sameId(row.TermReasonId, query.get('TermReasonId')) &&
            (query.get('ActiveOnly') !== 'true' || isActive(row)) &&
            within(row.EffectiveDate, query.get('BeginningEffectiveDate'), query.get('EndingEffectiveDate')) &&
            within(row.FmoReceivedDate, query.get('BeginningFmoReceivedDate'), query.get('EndingFmoReceivedDate')) &&
            within(
                row.AgentReceivedAppDate,
                query.get('BeginningAgentReceivedAppDate'),
                query.get('EndingAgentReceivedAppDate')
            ) &&
            (!isAgency || sameId(row.AgentId, query.get('AgentId')))
    );

const owner = (params: Record<string, string | readonly string[] | undefined>) => {
    const type = ownerTypeOf(String(params.ownerType));
    return type ? { type, id: String(params.ownerId) } : null;
};

const findEnrollment = (params: Record<string, string | readonly string[] | undefined>) => {
    const portal = owner(params);
    if (!portal) return undefined;
    return enrollmentsOf(portal.type, portal.id).find(row => String(row.PolicyId) === String(params.enrollmentId));
};

const enrollmentHandlers = [
    http.get(api('/t/:ownerType/:ownerId/enrollmentsearchform'), ({ params }) => {
        const portal = owner(params);
        if (!portal) return failure(404);
        return HttpResponse.json({
            PolicyTypes: toDictionary(policyTypes),
            Insurers: toDictionary(insurers),
            States: toDictionary(states),
            TerminationReasons: toDictionary(TERMINATION_REASONS),
            Agents: portal.type === 'agency' ? toDictionary(enrollmentAgentsOf(portal.id)) : null,
            ExportEnabled: exportEnabledFor(portal.type, portal.id),
        });
    }),
    http.get(api('/t/:ownerType/:ownerId/enrollments'), ({ params, request }) => {
        const portal = owner(params);
        if (!portal) return failure(404);
        const query = new URL(request.url).searchParams;
        return pagedResponse(
            search(enrollmentsOf(portal.type, portal.id), query, portal.type === 'agency'),
            request,
            LIST
        );
    }),
    http.get(api('/t/:ownerType/:ownerId/enrollments/excel'), ({ params, request }) => {
        const portal = owner(params);
        if (!portal) return failure(404);
        if (!exportEnabledFor(portal.type, portal.id)) return failure(403);
        const query = new URL(request.url).searchParams;
        const selected = search(enrollmentsOf(portal.type, portal.id), query, portal.type === 'agency');
        const answer = pagedAnswer(selected, query, EXPORT);
        if (typeof answer === 'string') return failure(400, { message: answer });
        const sheet = [
            [
                'Policy id',
                'Last name',
                'First name',
                'Agent',
                'State',
                'County',
                'Carrier',
                'Policy type',
                'Effective date',
                'App status',
                'Termination date',
                'Termination reason',
            ],
            ...answer.Data.map(row => [
                row.PolicyId,
                row.CustomerLastName,
                row.CustomerFirstName,
                row.AgentName,
                row.CustomerState,
                row.CustomerCounty,
                row.InsurerName,
                row.PolicyType,
                row.EffectiveDate.slice(0, 10),
                row.AppQueueStatus ?? '',
                row.TerminationDate?.slice(0, 10) ?? '',
                row.TerminationReason ?? '',
            ]),
        ];
        return encodedFile(`Enrollments-${portal.id}.xlsx`, XLSX_TYPE, xlsxWorkbook('Enrollments', sheet));
    }),
    // Before the enrollment by id: "recent" is no policy id. Newest received first (default 10).
    http.get(api('/t/:ownerType/:ownerId/enrollments/recent'), ({ params, request }) => {
        const portal = owner(params);
        if (!portal) return failure(404);
        const asked = Number(new URL(request.url).searchParams.get('maxResults') ?? 10);
        const count = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 100) : 10;
        const newest = [...enrollmentsOf(portal.type, portal.id)]
            .sort((a, b) => b.FmoReceivedDate.localeCompare(a.FmoReceivedDate) || b.PolicyId - a.PolicyId)
            .slice(0, count);
        return HttpResponse.json(newest.map(toRow));
    }),
    http.get(api('/t/:ownerType/:ownerId/enrollments/:enrollmentId'), ({ params }) => {
        const enrollment = findEnrollment(params);
        return enrollment ? HttpResponse.json(toDetail(enrollment)) : failure(404);
    }),
    http.get(api('/t/:ownerType/:ownerId/enrollments/:enrollmentId/application'), ({ params }) => {
        const enrollment = findEnrollment(params);
        if (!enrollment || enrollment.AppQueueId === 0) return failure(404);
        const name = `${enrollment.CustomerFirstName} ${enrollment.CustomerLastName}`;
        return encodedFile(
            `Application-${enrollment.PolicyId}.pdf`,
            PDF_TYPE,
            pdfDocument(`Application ${enrollment.PolicyId}`, [name, enrollment.InsurerName, enrollment.ProductName])
        );
    }),
    http.get(api('/t/:ownerType/:ownerId/enrollments/:enrollmentId/payments/:kind'), ({ params }) => {
        const enrollment = findEnrollment(params);
        if (!enrollment) return failure(404);
        const portal = owner(params)!;
        if (params.kind === 'commissions')
            return HttpResponse.json(enrollmentPaymentsOf(portal.type, portal.id, enrollment.PolicyId, 'commissions'));
        if (params.kind === 'overrides')
            return HttpResponse.json(
                portal.type === 'agency'
                    ? enrollmentPaymentsOf(portal.type, portal.id, enrollment.PolicyId, 'overrides')
                    : []
            );
        return failure(400, { message: 'Unsupported payment type' });
    }),
];

export const enrollmentsDemo = defineDemoArea({ name: 'enrollments', handlers: enrollmentHandlers });
