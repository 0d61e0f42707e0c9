import { comparableName } from '../../../src/domain/soaCheck';
import type { EnrollmentRow } from '../types';

/**
 * Which enrollments the statements' payment lists settle without asking the enrollment's own payments. A payment
 * row names no enrollment id, only the customer, the policy number, the policy type, the carrier and the producer,
 * and the enrollments search gives no policy number: a payment is an enrollment's only when no other enrollment of
 * the book has the same customer name, carrier, policy type and producer, and every payment of that key carries
 * one and the same policy number. Everything else is doubtful and asked one by one.
 *
 * A processed payment found settles "paid" whatever else failed: it is proof. "On hold only" needs every list of
 * every statement answered (a list not read may hold the processed one). No payment found is never read as
 * "none": the payment may sit on a statement outside the window, so the enrollment is asked.
 */

/** What a statement's payment row says of the policy it pays. */
export interface PaymentOfPolicy {
    PolicyAgentId?: string | number | null;
    CustomerFirstName?: string | null;
    CustomerLastName?: string | null;
    PolicyNumber?: string | null;
    PolicyTypeName?: string | null;
    InsurerName?: string | null;
}

export type ListStatus = 'processed' | 'onhold';

/** One payment list of one statement: its rows, or undefined when it did not answer (failed or not asked). */
export interface PaymentList {
    status: ListStatus;
    rows: readonly PaymentOfPolicy[] | undefined;
}

/** What the statements settle of an enrollment. */
export type StatementVerdict = 'paid' | 'onHold';

type Matched = Pick<
    EnrollmentRow,
    'id' | 'AgentId' | 'CustomerFirstName' | 'CustomerLastName' | 'InsurerName' | 'PolicyType'
>;

const keyOf = (parts: ReadonlyArray<string | number | null | undefined>) => {
    const names = parts.map(part => comparableName(part == null ? '' : String(part)));
    return names.every(Boolean) ? names.join('|') : undefined;
};

const enrollmentKey = (row: Matched) =>
    keyOf([row.CustomerFirstName, row.CustomerLastName, row.InsurerName, row.PolicyType, row.AgentId]);

const paymentKey = (row: PaymentOfPolicy) =>
    keyOf([row.CustomerFirstName, row.CustomerLastName, row.InsurerName, row.PolicyTypeName, row.PolicyAgentId]);

/** The policy numbers each key's payments carry ('' for a row without one). */
const numbersByKey = (lists: readonly PaymentList[], status: ListStatus) => {
    const numbers = new Map<string, Set<string>>();
    for (const list of lists)
        if (list.status === status)
            for (const row of list.rows ?? []) {
                const key = paymentKey(row);
                if (!key) continue;
                const found = numbers.get(key) ?? new Set<string>();
                found.add((row.PolicyNumber ?? '').trim());
                numbers.set(key, found);
            }
    return numbers;
};

/** One policy, named by its number: the payments of a key that can be one enrollment's. */
const onePolicy = (numbers: Set<string> | undefined) => numbers !== undefined && numbers.size === 1 && !numbers.has('');

/**
 * The enrollments of `due` the statements settle, by id. `book` is every enrollment of the portal (the namesakes
 * are looked for there); `listsComplete` says whether every statement of the window and each of its lists
 * answered.
 */
export const settleByStatements = (
    due: readonly Matched[],
    book: readonly Matched[],
    lists: readonly PaymentList[],
    listsComplete: boolean
): Map<string, StatementVerdict> => {
    const inBook = new Map<string, string[]>();
    for (const row of book) {
        const key = enrollmentKey(row);
        if (key) inBook.set(key, [...(inBook.get(key) ?? []), String(row.id)]);
    }
    const processed = numbersByKey(lists, 'processed');
    const onHold = numbersByKey(lists, 'onhold');
    const settled = new Map<string, StatementVerdict>();
    for (const row of due) {
        const key = enrollmentKey(row);
        const sharing = key ? inBook.get(key) : undefined;
        if (!key || sharing?.length !== 1 || sharing[0] !== String(row.id)) continue;
        if (onePolicy(processed.get(key))) settled.set(String(row.id), 'paid');
        else if (listsComplete && !processed.has(key) && onePolicy(onHold.get(key)))
            settled.set(String(row.id), 'onHold');
    }
    return settled;
};
