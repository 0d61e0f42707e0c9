import { comparableName } from '../../../src/domain/comparable';
import type { EnrollmentRow } from '../types';

// A payment row names no enrollment id and the enrollments search gives no policy number, so a payment is an
// enrollment's only when its key is unique in the book and names one policy number; the rest is asked one by one.
// No payment found is never "none": it may sit on a statement outside the window or under another spelling.

export interface PaymentOfPolicy {
    PolicyAgentId?: string | number | null;
    CustomerFirstName?: string | null;
    CustomerLastName?: string | null;
    PolicyNumber?: string | null;
    PolicyTypeName?: string | null;
    InsurerName?: string | null;
}

export type ListStatus = 'processed' | 'onhold';

/** `rows` undefined: it failed or was not asked. */
export interface PaymentList {
    status: ListStatus;
    rows: readonly PaymentOfPolicy[] | undefined;
}

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

/** '' for a row without a policy number. */
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

const onePolicy = (numbers: Set<string> | undefined) => numbers !== undefined && numbers.size === 1 && !numbers.has('');

/** `book` is every enrollment of the portal: the namesakes are looked for there. */
export const settleByStatements = (
    due: readonly Matched[],
    book: readonly Matched[],
    lists: readonly PaymentList[],
    processedComplete: boolean
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
        else if (processedComplete && !processed.has(key) && onePolicy(onHold.get(key)))
            settled.set(String(row.id), 'onHold');
    }
    return settled;
};

export interface ListToRead {
    statementId: string;
    status: ListStatus;
}

export type ListRead = ListToRead & PaymentList;

const BATCH = 4;

// The statements must never cost more calls than they save (each settled enrollment is one call fewer); the order
// and terms are in docs/views/missed-commissions.md. Payment runs hold the newest payments of the book in force, so
// the newest lists settle the most.
export const nextStatementLists = (
    statementIds: readonly string[],
    batches: readonly (readonly ListRead[])[],
    due: readonly Matched[],
    book: readonly Matched[]
): ListToRead[] => {
    const read = batches.flat();
    const asked = new Set(read.map(list => `${list.status}|${list.statementId}`));
    const unread = (status: ListStatus) =>
        statementIds.flatMap(statementId => (asked.has(`${status}|${statementId}`) ? [] : [{ statementId, status }]));
    const unreadProcessed = unread('processed');
    const unreadOnHold = unread('onhold');
    const processedComplete =
        unreadProcessed.length === 0 && read.every(list => list.status !== 'processed' || list.rows !== undefined);
    const settledBy = (lists: readonly ListRead[], complete: boolean) =>
        settleByStatements(due, book, lists, complete).size;
    const last = batches.at(-1);
    if (!last) return due.length > 0 ? unreadProcessed.slice(0, 1) : [];
    const before = batches.slice(0, -1).flat();
    const spent = 1 + read.length;
    const settled = settledBy(read, processedComplete);
    const reach = settledBy(read, true);
    const onHoldRead = read.some(list => list.status === 'onhold');
    let onHoldOver = false;
    if (last[0].status === 'processed') {
        // The processed lists still unread, read last: nothing more to weigh.
        if (onHoldRead) return [];
        const gained = settledBy(read, false) - settledBy(before, false);
        const surplus = Math.min(BATCH, settled - spent);
        if (gained >= last.length && surplus > 0 && unreadProcessed.length > 0)
            return unreadProcessed.slice(0, surplus);
    } else onHoldOver = reach - settledBy(before, true) < last.length;
    // A processed list that failed leaves no enrollment provably on hold: the on-hold lists would settle nothing.
    if (read.some(list => list.status === 'processed' && list.rows === undefined)) return [];
    const reachSurplus = Math.min(BATCH, reach - spent - unreadProcessed.length);
    if (!onHoldOver && reachSurplus > 0 && unreadOnHold.length > 0) return unreadOnHold.slice(0, reachSurplus);
    return unreadProcessed.length > 0 && reach - settled > unreadProcessed.length ? unreadProcessed : [];
};
