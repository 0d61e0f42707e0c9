import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { enrollmentPaymentsOf } from '../../../../mocks/db/statements';
import {
    DEFAULT_WINDOW,
    missingCommission,
    settleByOwnPayments,
    type CheckWindow,
    type Settlement,
} from '../../../../resources/enrollments/missing/check';
import {
    nextStatementLists,
    settleByStatements,
    type ListRead,
    type ListStatus,
    type PaymentList,
} from '../../../../resources/enrollments/missing/statementMatch';
import { expectedCheck } from './expectedCheck';

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

const rowsOf = (settled: Array<[number, Settlement]>) =>
    settled.flatMap(([id, settlement]) => {
        const row = { id, EffectiveDate: null } as never;
        const found = missingCommission(row, settlement);
        return found ? [`${id}:${found.kind}`] : [];
    });

describe('the missed-commission check, settled by the statements first', () => {
    it.each(PORTALS.flatMap(portal => WINDOWS.map(window => [...portal, window] as const)))(
        '%s %s, window %j: the same rows as asking every enrollment, never with more calls',
        (ownerType, ownerId, window) => {
            // Every list the check reads, batch by batch, as the page reads them.
            const { due, doubtful, statementCalls, lists, processedComplete } = expectedCheck(
                ownerType,
                ownerId,
                window
            );
            const own = (id: number) =>
                settleByOwnPayments(enrollmentPaymentsOf(ownerType, ownerId, id, 'commissions'));
            const before = rowsOf(due.map(row => [row.PolicyId, own(row.PolicyId)]));
            const book = withIds(ownerType, ownerId);
            const byStatements = settleByStatements(due, book, lists, processedComplete);
            const after = rowsOf(
                due.map(row => {
                    const verdict = byStatements.get(String(row.id));
                    return [row.PolicyId, verdict ? { kind: verdict, by: 'statements' } : own(row.PolicyId)];
                })
            );
            expect(after).toEqual(before);
            expect(doubtful).toHaveLength(due.length - byStatements.size);
            // One payment call per enrollment before; now the statement calls and the doubtful ones' payments.
            const calls = statementCalls + doubtful.length;
            expect(calls).toBeLessThanOrEqual(due.length);
            // The book the bench checks: most of it answered by its statements.
            if (ownerType === 'agency' && ownerId === '201' && window.to === 1095)
                expect(calls).toBeLessThan(due.length / 2);
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

describe('the statements read only while they save more calls than they cost', () => {
    const enrollment = (id: number) => ({
        id,
        AgentId: 101,
        CustomerFirstName: `Customer${id}`,
        CustomerLastName: 'Díaz',
        InsurerName: 'Aetna',
        PolicyType: 'Medicare Advantage',
    });
    const paymentOf = (id: number) => ({
        PolicyAgentId: 101,
        CustomerFirstName: `Customer${id}`,
        CustomerLastName: 'Díaz',
        InsurerName: 'Aetna',
        PolicyTypeName: 'Medicare Advantage',
        PolicyNumber: `MA${id}`,
    });
    const due = Array.from({ length: 40 }, (_, index) => enrollment(index + 1));
    const ids = Array.from({ length: 10 }, (_, index) => `s${index + 1}`);
    /** Reads as the page does, each list answered by `rowsOf`; the lists read, in order. */
    const readAll = (rowsOf: (id: string, status: ListStatus) => ReturnType<typeof paymentOf>[]) => {
        const batches: ListRead[][] = [];
        for (let next = nextStatementLists(ids, batches, due, due); next.length > 0;) {
            batches.push(next.map(list => ({ ...list, rows: rowsOf(list.statementId, list.status) })));
            next = nextStatementLists(ids, batches, due, due);
        }
        return batches.flat().map(list => `${list.status}:${list.statementId}`);
    };

    it('asks nothing when no enrollment is due', () => {
        expect(nextStatementLists(ids, [], [], due)).toEqual([]);
    });

    it('stops after the newest processed list when it settles nothing', () => {
        expect(readAll(() => [])).toEqual(['processed:s1']);
    });

    it('reads every processed list while each batch pays for itself, and no on-hold list without a surplus', () => {
        // Each statement pays 4 enrollments of its own.
        const read = readAll((id, status) => {
            const n = Number(id.slice(1));
            return status === 'processed' ? [1, 2, 3, 4].map(k => paymentOf((n - 1) * 4 + k)) : [];
        });
        expect(read.filter(list => list.startsWith('processed'))).toHaveLength(10);
        expect(read.length + 1).toBeLessThanOrEqual(40);
    });

    it('reads the processed lists left when the enrollments they would settle on hold outnumber them', () => {
        // The newest statement pays 12, the others nothing; its on-hold list holds 26 more.
        const read = readAll((id, status) =>
            id !== 's1'
                ? []
                : status === 'processed'
                  ? due.slice(0, 12).map(row => paymentOf(row.id))
                  : due.slice(12, 38).map(row => paymentOf(row.id))
        );
        expect(read.filter(list => list.startsWith('processed'))).toHaveLength(10);
        expect(read).toContain('onhold:s1');
        const byStatements = settleByStatements(
            due,
            due,
            [
                { status: 'processed', rows: due.slice(0, 12).map(row => paymentOf(row.id)) },
                { status: 'onhold', rows: due.slice(12, 38).map(row => paymentOf(row.id)) },
            ],
            true
        );
        expect(byStatements.size).toBe(38);
        expect(1 + read.length + (40 - 38)).toBeLessThan(40);
    });
});
