import type { Identifier } from 'react-admin';
import * as z from 'zod/mini';

const money = z.number();
const id = z.union([z.number(), z.string()]);

export const ledgerSchema = z.object({
    BeginningBalance: money,
    Earned: money,
    Chargeback: money,
    EndingBalance: money,
    StatementBalance: money,
    Payout: money,
});
export type StatementLedger = z.infer<typeof ledgerSchema>;

export const LEDGER_ENTRIES = [
    'BeginningBalance',
    'Earned',
    'Chargeback',
    'EndingBalance',
    'StatementBalance',
    'Payout',
] as const satisfies ReadonlyArray<keyof StatementLedger>;

export const statementSchema = z.object({
    PaymentRunId: id,
    StatementDate: z.string(),
    StatementLedger: ledgerSchema,
});
export type StatementAnswer = z.infer<typeof statementSchema>;

// The API documents neither an array nor a `{ Data, Total }` page, so both are read; null is a wrong answer,
// shown as the list's error, not "no statements".
export const statementListSchema = z.union([
    z.array(statementSchema),
    z.pipe(
        z.object({ Data: z.array(statementSchema) }),
        z.transform(answer => answer.Data)
    ),
]);

/** The ledger's values flattened beside the date, so each column sorts. */
export interface Statement extends StatementLedger {
    id: Identifier;
    PaymentRunId: string | number;
    StatementDate: string;
}

export const paymentSchema = z.object({
    PolicyAgentId: z.nullish(id),
    PolicyAgentFirstName: z.nullish(z.string()),
    PolicyAgentLastName: z.nullish(z.string()),
    CustomerFirstName: z.nullish(z.string()),
    CustomerLastName: z.nullish(z.string()),
    PolicyNumber: z.nullish(z.string()),
    PolicyTypeName: z.nullish(z.string()),
    InsurerName: z.nullish(z.string()),
    ProductName: z.nullish(z.string()),
    PaymentAmount: money,
});
export type PaymentAnswer = z.infer<typeof paymentSchema>;

// null is a wrong answer, as for the list.
export const paymentListSchema = z.array(paymentSchema);

export interface Payment extends PaymentAnswer {
    id: Identifier;
    /** "first last": sorts and reads as one value. */
    PolicyAgentName: string;
}

export const PAYMENT_TYPES = ['commissions', 'overrides'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_STATUSES = ['processed', 'onhold'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const STATEMENT_FORMATS = ['pdf', 'xlsx'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export interface StatementFilter {
    policyTypeId?: string;
    insurerId?: string;
    statementDateStart?: string;
    statementDateEnd?: string;
}

export const LIST_PAGE_SIZES = [25, 50, 100];
export const PAYMENT_PAGE_SIZES = [25, 50, 100];

export const BY_STATEMENT_DATE = { field: 'StatementDate', order: 'DESC' } as const;
export const BY_CUSTOMER_LAST_NAME = { field: 'CustomerLastName', order: 'ASC' } as const;

/** A statement's payment list, every row at once (the API does not page it): the section pages it itself. */
export const paymentListParams = (statementId: Identifier, type: PaymentType, status: PaymentStatus) => ({
    filter: { statementId, type, status },
    pagination: { page: 1, perPage: 1_000_000 },
    sort: BY_CUSTOMER_LAST_NAME,
});

export const STATEMENT_SORTS = ['StatementDate', 'PaymentRunId', ...LEDGER_ENTRIES] as const;
