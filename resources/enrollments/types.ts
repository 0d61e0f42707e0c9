import type { Identifier } from 'react-admin';
import * as z from 'zod/mini';
import { dictionarySchema, idSchema, pagedSchema } from '../../src/api/wire';

/**
 * The enrollments area's records. Field names are the product API's. Optional fields are
 * nullish: the API leaves out or nulls what an enrollment does not have (no termination, no app status yet).
 */

const text = z.string();
const maybeText = z.nullish(text);

/** One row of GET /t/{ownerType}/{id}/enrollments. */
export const enrollmentRowSchema = z.object({
    PolicyId: idSchema,
    CustomerFirstName: maybeText,
    CustomerLastName: maybeText,
    AgentId: z.nullish(idSchema),
    AgentName: maybeText,
    CustomerState: maybeText,
    CustomerCounty: maybeText,
    AppQueueStatus: maybeText,
    InsurerName: maybeText,
    PolicyType: maybeText,
    EffectiveDate: maybeText,
    TerminationReason: maybeText,
    TerminationDate: maybeText,
});
export type EnrollmentRowAnswer = z.infer<typeof enrollmentRowSchema>;
export interface EnrollmentRow extends EnrollmentRowAnswer {
    id: Identifier;
}

export const enrollmentPageSchema = pagedSchema(enrollmentRowSchema);

/** GET /t/{ownerType}/{id}/enrollments/{enrollmentId}: the row plus product, policy number and queue id. */
export const enrollmentDetailSchema = z.extend(enrollmentRowSchema, {
    ProductName: maybeText,
    PolicyNumber: maybeText,
    AppQueueId: z.nullish(idSchema),
});
export type EnrollmentDetailAnswer = z.infer<typeof enrollmentDetailSchema>;
export interface EnrollmentDetail extends EnrollmentDetailAnswer {
    id: Identifier;
}

/**
 * GET /t/{ownerType}/{id}/enrollmentsearchform: the filters' options as name-to-id maps, and
 * `ExportEnabled`, the portal's export feature flag (see api.ts). Agents come for agency portals only; the
 * other maps must be there (null for none), so an answer without them is an error, not empty dropdowns.
 */
export const searchFormSchema = z.object({
    PolicyTypes: dictionarySchema,
    Insurers: dictionarySchema,
    States: dictionarySchema,
    TerminationReasons: dictionarySchema,
    // An agent's search form has no agents (null or left out); the other maps are always due.
    Agents: z.nullish(dictionarySchema),
    ExportEnabled: z.nullish(z.boolean()),
});

export interface Option {
    id: string;
    name: string;
}

export interface SearchForm {
    policyTypes: Option[];
    insurers: Option[];
    states: Option[];
    terminationReasons: Option[];
    agents: Option[];
    exportEnabled: boolean;
}

/** One enrollment statement row: a payment of the enrollment on one statement. */
export const statementRowSchema = z.object({
    PaymentRunId: idSchema,
    StatementDate: maybeText,
    Status: maybeText,
    Amount: z.number(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

/** An enrollment's statement rows: a list, possibly empty (null is a malformed answer, not "no payments"). */
export const statementRowsSchema = z.array(statementRowSchema);

export const PAYMENT_KINDS = ['commissions', 'overrides'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The status of a statement row the footer total counts. */
export const PROCESSED = 'Processed';

/** A payment the carrier has processed, whatever the letter case of its status (the payments table reads it so). */
export const isProcessed = (row: { Status?: string | null }) => row.Status?.toLowerCase() === PROCESSED.toLowerCase();

/** The search's dates: three ranges, each with its start and end. */
export const DATE_PARAMS = [
    'effDateStart',
    'effDateEnd',
    'appDateStart',
    'appDateEnd',
    'agentDateStart',
    'agentDateEnd',
] as const;

/**
 * The list's search, under the address's own query parameter names; the wire names are in api.ts.
 * Dates are `YYYY-MM-DD`; activeOnly is 'true' when set.
 */
export const SEARCH_PARAMS = [
    'first',
    'last',
    'policyTypeId',
    'insurerId',
    'stateId',
    'countyId',
    'termReasonId',
    'activeOnly',
    ...DATE_PARAMS,
    'selectedAgentId',
] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];
export type EnrollmentSearch = Partial<Record<SearchParam, string>>;

/** Page sizes: the list 25/50/100, an enrollment's statement rows 10/25/50; first is default. */
export const LIST_PAGE_SIZES = [25, 50, 100];
export const STATEMENT_PAGE_SIZES = [10, 25, 50];

/** Default sort. */
export const DEFAULT_SORT = { field: 'CustomerLastName', order: 'ASC' } as const;

/** Columns the list sorts on (their wire names). */
export const SORTABLE_COLUMNS = [
    'PolicyId',
    'CustomerFirstName',
    'CustomerLastName',
    'AgentName',
    'CustomerState',
    'CustomerCounty',
    'AppQueueStatus',
    'InsurerName',
    'PolicyType',
    'EffectiveDate',
    'TerminationReason',
    'TerminationDate',
] as const;
