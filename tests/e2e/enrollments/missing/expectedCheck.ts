import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { statementsOf } from '../../../../mocks/db/statements';
import {
    commissionDue,
    DEFAULT_WINDOW,
    inWindow,
    windowSearch,
    type CheckWindow,
} from '../../../../resources/enrollments/missing/check';
import { settleByStatements, type PaymentList } from '../../../../resources/enrollments/missing/statementMatch';
import { isoDayBefore } from '../../../../src/domain/calendarDays';

/**
 * What the missed-commission check of a demo portal asks, from the demo data: the enrollments it checks (`due`),
 * the statements of the window, whether their on-hold lists are worth reading (fewer calls than the enrollments
 * the processed lists leave in doubt), and the enrollments left in doubt, each asked its own payments.
 */
export const expectedCheck = (ownerType: 'agent' | 'agency', ownerId: string, window: CheckWindow = DEFAULT_WINDOW) => {
    const book = enrollmentsOf(ownerType, ownerId).map(row => ({ ...row, id: row.PolicyId }));
    const due = book.filter(row => inWindow(row.EffectiveDate, window) && commissionDue(row, window));
    const first = windowSearch(window).effDateStart;
    const today = isoDayBefore(0);
    const statements = statementsOf(ownerType, ownerId).filter(
        statement => statement.StatementDate.slice(0, 10) >= first && statement.StatementDate.slice(0, 10) <= today
    );
    const processed: PaymentList[] = statements.map(statement => ({
        status: 'processed',
        rows: statement.payments.commissions.processed,
    }));
    const inDoubt = due.length - settleByStatements(due, book, processed, false).size;
    const onHoldRead = statements.length < inDoubt;
    const onHold: PaymentList[] = onHoldRead
        ? statements.map(statement => ({ status: 'onhold', rows: statement.payments.commissions.onhold }))
        : [];
    const settled = settleByStatements(due, book, [...processed, ...onHold], onHoldRead);
    const doubtful = due.filter(row => !settled.has(String(row.id)));
    return {
        due,
        doubtful,
        byStatements: settled.size,
        statements: statements.length,
        /** The statement calls: the list, then each statement's processed (and on-hold) commissions. */
        statementCalls: 1 + statements.length * (onHoldRead ? 2 : 1),
    };
};
