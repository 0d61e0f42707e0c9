import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { enrollmentPaymentsOf, statementsOf } from '../../../../mocks/db/statements';
import {
    commissionDue,
    DEFAULT_WINDOW,
    inWindow,
    missingCommission,
    settleByOwnPayments,
    windowSearch,
    type CheckWindow,
    type Settlement,
} from '../../../../resources/enrollments/missing/check';
import { settleByStatements, type PaymentList } from '../../../../resources/enrollments/missing/statementMatch';
import { isoDayBefore } from '../../../../src/domain/calendarDays';

type Owner = ['agent' | 'agency', string];

/** Every demo portal of the default user, and one generated agent and agency (the many-portals scenario). */
const PORTALS: Owner[] = [
    ['agent', '101'],
    ['agent', '102'],
    ['agency', '201'],
    ['agency', '1000'],
    ['agent', '5001'],
    ['agency', '9001'],
];
const WINDOWS: CheckWindow[] = [DEFAULT_WINDOW, { from: 30, to: 1095 }];

const withIds = (ownerType: Owner[0], ownerId: string) =>
    enrollmentsOf(ownerType, ownerId).map(row => ({ ...row, id: row.PolicyId }));

/** The commission lists of the statements dated from the window's first effective day to today. */
const listsOf = ([ownerType, ownerId]: Owner, window: CheckWindow): PaymentList[] => {
    const first = windowSearch(window).effDateStart;
    const today = isoDayBefore(0);
    return statementsOf(ownerType, ownerId)
        .filter(
            statement => statement.StatementDate.slice(0, 10) >= first && statement.StatementDate.slice(0, 10) <= today
        )
        .flatMap(statement => [
            { status: 'processed' as const, rows: statement.payments.commissions.processed },
            { status: 'onhold' as const, rows: statement.payments.commissions.onhold },
        ]);
};

const rowsOf = (settled: Array<[number, Settlement]>) =>
    settled.flatMap(([id, settlement]) => {
        const row = { id, EffectiveDate: null } as never;
        const found = missingCommission(row, settlement);
        return found ? [`${id}:${found.kind}`] : [];
    });

describe('the missed-commission check, settled by the statements first', () => {
    it.each(PORTALS.flatMap(portal => WINDOWS.map(window => [...portal, window] as const)))(
        '%s %s, window %j: the same rows as asking every enrollment, with fewer calls',
        (ownerType, ownerId, window) => {
            const book = withIds(ownerType, ownerId);
            const due = book.filter(row => inWindow(row.EffectiveDate, window) && commissionDue(row, window));
            const own = (id: number) =>
                settleByOwnPayments(enrollmentPaymentsOf(ownerType, ownerId, id, 'commissions'));
            const before = rowsOf(due.map(row => [row.PolicyId, own(row.PolicyId)]));
            const byStatements = settleByStatements(due, book, listsOf([ownerType, ownerId], window), true);
            const after = rowsOf(
                due.map(row => {
                    const verdict = byStatements.get(String(row.id));
                    return [row.PolicyId, verdict ? { kind: verdict, by: 'statements' } : own(row.PolicyId)];
                })
            );
            expect(after).toEqual(before);
            // The book the bench checks: most of it answered by its statements.
            if (ownerType === 'agency' && ownerId === '201') expect(byStatements.size).toBeGreaterThan(due.length / 2);
        }
    );
});

describe('a statement payment settles an enrollment only when it can be no other one', () => {
    const enrollment = {
        id: 1,
        AgentId: 101,
        CustomerFirstName: 'Ana',
        CustomerLastName: 'Díaz',
        InsurerName: 'Aetna',
        PolicyType: 'Medicare Advantage',
    };
    const payment = {
        PolicyAgentId: 101,
        CustomerFirstName: 'ANA',
        CustomerLastName: 'Diaz',
        InsurerName: 'Aetna',
        PolicyTypeName: 'Medicare Advantage',
        PolicyNumber: 'MA123',
    };
    const processed = (...rows: (typeof payment)[]): PaymentList => ({ status: 'processed', rows });
    const onHold = (...rows: (typeof payment)[]): PaymentList => ({ status: 'onhold', rows });
    const settle = (lists: PaymentList[], book = [enrollment], complete = true) =>
        settleByStatements([enrollment], book, lists, complete).get('1');

    it('reads a processed payment of the same customer, carrier, type and producer as paid', () => {
        expect(settle([processed(payment)])).toBe('paid');
    });

    it('reads only on-hold payments as on hold when every list answered, and asks otherwise', () => {
        expect(settle([onHold(payment)])).toBe('onHold');
        expect(
            settle([onHold(payment), { status: 'processed', rows: undefined }], [enrollment], false)
        ).toBeUndefined();
    });

    it('asks when no payment is found: it may be on a statement outside the window', () => {
        expect(settle([processed({ ...payment, InsurerName: 'Humana' })])).toBeUndefined();
    });

    it('asks when another enrollment of the book has the same customer, carrier, type and producer', () => {
        expect(settle([processed(payment)], [enrollment, { ...enrollment, id: 2 }])).toBeUndefined();
        expect(settle([processed(payment)], [enrollment, { ...enrollment, id: 2, InsurerName: 'Humana' }])).toBe(
            'paid'
        );
    });

    it('asks when the payments name two policies, or one without its number', () => {
        expect(settle([processed(payment, { ...payment, PolicyNumber: 'MA999' })])).toBeUndefined();
        expect(settle([processed({ ...payment, PolicyNumber: null as never })])).toBeUndefined();
    });

    it('asks about an enrollment the book does not hold, or without a customer name', () => {
        expect(settle([processed(payment)], [])).toBeUndefined();
        const unnamed = { ...enrollment, CustomerFirstName: null };
        expect(settleByStatements([unnamed], [unnamed], [processed(payment)], true).size).toBe(0);
    });
});
