import { comparableName } from '../../../src/domain/soaCheck';
import type { EnrollmentRow } from '../types';

/**
 * Which enrollments the statements' payment lists settle without asking the enrollment's own payments. A payment
 * row names no enrollment id, only the customer, the policy number, the policy type, the carrier and the producer,
 * and the enrollments search gives no policy number: a payment is an enrollment's only when no other enrollment of
 * the book has the same customer name, carrier, policy type and producer, and every payment of that key carries
 * one and the same policy number. Everything else is doubtful and asked one by one.
 *
 * A processed payment found settles "paid" whatever else failed: it is proof. "On hold only" needs every processed
 * list of the window's statements answered (a list not read may hold the processed one). No payment found is never
 * read as "none": the payment may sit on a statement outside the window, or under another spelling of the name, so
 * the enrollment is asked.
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
 * are looked for there); `processedComplete` says whether the processed list of every statement of the window
 * answered.
 */
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

/** One payment list to read: a statement's processed or on-hold commissions. */
export interface ListToRead {
    statementId: string;
    status: ListStatus;
}

/** A list asked: its rows, or undefined when it failed. */
export type ListRead = ListToRead & PaymentList;

/** Lists asked at once at most, as any run of calls of the portal. */
const BATCH = 4;

/**
 * The next payment lists worth reading, given the window's statements (newest first) and the lists read so far,
 * batch by batch; none when the statements have said what they can for the price. The statements must never cost
 * more calls than they save (each enrollment they settle is one call fewer):
 * - the newest processed list first (one call, with the statements list the only calls risked unearned), then
 *   the next ones, newest first, while the last batch settled at least as many enrollments as it cost and the
 *   calls saved so far pay for the next batch (so a batch is never bigger than that surplus, and at most 4);
 * - then the on-hold lists, newest first, on the same terms, their payoff counted as if every processed list were
 *   read (an enrollment is on hold only when no processed payment of it exists), the unread processed lists
 *   counted as spent already;
 * - last, the processed lists still unread when the enrollments they would settle on hold outnumber them.
 * Payment runs hold the newest payments of the book in force, so the newest lists settle the most: where they
 * settle little (a book whose carriers pay few of its enrollments) the check stops reading after a few calls.
 */
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
