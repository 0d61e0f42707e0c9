import type { Identifier } from 'react-admin';
import * as z from 'zod/mini';
import { dictionarySchema, idSchema, pagedSchema } from '../../src/api/wire';

// Optional fields are nullish: the API leaves out or nulls what an enrollment does not have.

const text = z.string();
const maybeText = z.nullish(text);

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

export const enrollmentDetailSchema = z.extend(enrollmentRowSchema, {
    ProductName: maybeText,
    PolicyNumber: maybeText,
    AppQueueId: z.nullish(idSchema),
});
export type EnrollmentDetailAnswer = z.infer<typeof enrollmentDetailSchema>;
export interface EnrollmentDetail extends EnrollmentDetailAnswer {
    id: Identifier;
}

// The maps other than Agents must be there (null for none), so an answer without them is an error, not empty
// dropdowns. `ExportEnabled` is the portal's export flag (docs/areas.md).
export const searchFormSchema = z.object({
    PolicyTypes: dictionarySchema,
    Insurers: dictionarySchema,
    States: dictionarySchema,
    TerminationReasons: dictionarySchema,
    // An agent's search form has no agents (null or left out); the other maps are always due. Not read: a map by
    // name holds one of two producers of one name, so the agent choice lists the agency's downline.
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
    exportEnabled: boolean;
}

export const statementRowSchema = z.object({
    PaymentRunId: idSchema,
    StatementDate: maybeText,
    Status: maybeText,
    Amount: z.number(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

// null is a malformed answer, not "no payments".
export const statementRowsSchema = z.array(statementRowSchema);

export const PAYMENT_KINDS = ['commissions', 'overrides'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PROCESSED = 'Processed';

export const isProcessed = (row: { Status?: string | null }) => row.Status?.toLowerCase() === PROCESSED.toLowerCase();

export const DATE_PARAMS = [
    'effDateStart',
    'effDateEnd',
    'appDateStart',
    'appDateEnd',
    'agentDateStart',
    'agentDateEnd',
] as const;

// Wire names are in api.ts.
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

export const LIST_PAGE_SIZES = [25, 50, 100];
export const STATEMENT_PAGE_SIZES = [10, 25, 50];

export const DEFAULT_SORT = { field: 'CustomerLastName', order: 'ASC' } as const;

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
