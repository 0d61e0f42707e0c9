import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { statementsOf } from '../../../../mocks/db/statements';
import {
    commissionDue,
    DEFAULT_WINDOW,
    inWindow,
    windowSearch,
    type CheckWindow,
} from '../../../../resources/enrollments/missing/check';
import {
    nextStatementLists,
    settleByStatements,
    type ListRead,
} from '../../../../resources/enrollments/missing/statementMatch';
import { isoDayBefore } from '../../../../src/domain/calendarDays';

/**
 * What the missed-commission check of a demo portal asks, from the demo data: the enrollments it checks (`due`),
 * the statements of the window, the payment lists the check chooses to read, batch after batch, as the page does
 * (`listsFail`: every one of them fails), and the enrollments left in doubt, each asked its own payments.
 */
export const expectedCheck = (
    ownerType: 'agent' | 'agency',
    ownerId: string,
    window: CheckWindow = DEFAULT_WINDOW,
    { listsFail = false } = {}
) => {
    const book = enrollmentsOf(ownerType, ownerId).map(row => ({ ...row, id: row.PolicyId }));
    const due = book.filter(row => inWindow(row.EffectiveDate, window) && commissionDue(row, window));
    const first = windowSearch(window).effDateStart;
    const today = isoDayBefore(0);
    const statements = statementsOf(ownerType, ownerId).filter(
        statement => statement.StatementDate.slice(0, 10) >= first && statement.StatementDate.slice(0, 10) <= today
    );
    const ids = statements.map(statement => String(statement.PaymentRunId));
    const batches: ListRead[][] = [];
    for (let next = nextStatementLists(ids, batches, due, book); next.length > 0;) {
        batches.push(
            next.map(list => {
                const statement = statements.find(candidate => String(candidate.PaymentRunId) === list.statementId)!;
                return { ...list, rows: listsFail ? undefined : statement.payments.commissions[list.status] };
            })
        );
        next = nextStatementLists(ids, batches, due, book);
    }
    const read = batches.flat();
    const processedComplete = ids.every(id =>
        read.some(list => list.statementId === id && list.status === 'processed' && list.rows !== undefined)
    );
    const settled = settleByStatements(due, book, read, processedComplete);
    const doubtful = due.filter(row => !settled.has(String(row.id)));
    return {
        due,
        doubtful,
        byStatements: settled.size,
        statements: statements.length,
        /** Statements whose lists were asked and failed. */
        failedStatements: new Set(read.flatMap(list => (list.rows === undefined ? [list.statementId] : []))).size,
        /** Every payment list read, and whether each statement's processed one answered. */
        lists: read,
        processedComplete,
        /** The statement calls: the list (asked only when some enrollment is due), then each payment list read. */
        statementCalls: due.length > 0 ? 1 + read.length : 0,
    };
};
