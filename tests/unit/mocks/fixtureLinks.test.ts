import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { enrollmentPaymentsOf, statementOf } from '../../../mocks/db/statements';
import { DEFAULT_AGENCIES, DEFAULT_AGENTS, generatedPortals } from '../../../mocks/db/users';

type OwnerType = 'agent' | 'agency';

const many = generatedPortals(90, 60);
const PORTALS: Array<[OwnerType, string]> = [
    ...Object.keys(DEFAULT_AGENTS).map(id => ['agent', id] as [OwnerType, string]),
    ...Object.keys(DEFAULT_AGENCIES).map(id => ['agency', id] as [OwnerType, string]),
    ...Object.keys(many.ViewableAgentList).map(id => ['agent', id] as [OwnerType, string]),
    ...Object.keys(many.ViewableAgencyList).map(id => ['agency', id] as [OwnerType, string]),
];

const STATUS = { Processed: 'processed', 'On hold': 'onhold' } as const;

/**
 * An enrollment's payment rows link to their statement (`/statements/{PaymentRunId}`): the statement must be
 * one of the same portal, on the row's date, and list that payment (same policy, customer, status, amount).
 */
describe('demo fixtures: enrollment payments and statements agree', () => {
    it.each(PORTALS)('every payment row of %s %s links to a statement that lists it', (ownerType, ownerId) => {
        const broken: string[] = [];
        let rows = 0;
        for (const enrollment of enrollmentsOf(ownerType, ownerId)) {
            const kinds = ownerType === 'agency' ? (['commissions', 'overrides'] as const) : (['commissions'] as const);
            for (const kind of kinds)
                for (const row of enrollmentPaymentsOf(ownerType, ownerId, enrollment.PolicyId, kind)) {
                    rows += 1;
                    const statement = statementOf(ownerType, ownerId, row.PaymentRunId);
                    const listed = statement?.payments[kind][STATUS[row.Status]].some(
                        payment =>
                            payment.PolicyNumber === enrollment.PolicyNumber &&
                            payment.CustomerFirstName === enrollment.CustomerFirstName &&
                            payment.CustomerLastName === enrollment.CustomerLastName &&
                            payment.PaymentAmount === row.Amount
                    );
                    if (!statement || statement.StatementDate !== row.StatementDate || !listed)
                        broken.push(`${enrollment.PolicyId} ${kind} ${row.PaymentRunId}`);
                }
        }
        expect(broken.slice(0, 5)).toEqual([]);
        if (enrollmentsOf(ownerType, ownerId).length > 0) expect(rows).toBeGreaterThan(0);
    });
});
