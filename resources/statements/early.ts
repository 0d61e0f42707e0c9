import type { EarlyCall } from '../../src/routing/lazyPage';
import { statementCalls } from './api';
import { PAYMENT_STATUSES, PAYMENT_TYPES, paymentListParams } from './types';

/**
 * A statement's calls on a deep link, started alongside the sign-in calls: the statement and the payment lists its
 * page asks beside it (overrides for an agency only).
 */
export const earlyStatementCalls: EarlyCall = (portal, { params }) => {
    const { id } = params;
    if (!id) return undefined;
    const calls = statementCalls(portal);
    const types = portal.type === 'agency' ? PAYMENT_TYPES : (['commissions'] as const);
    // Settled: a failed call is the page's error when it takes the answer, never an unhandled rejection here.
    return Promise.allSettled([
        calls.resources.statements.getOne({ id }),
        ...types.flatMap(type =>
            PAYMENT_STATUSES.map(status =>
                calls.resources['statements/payments'].getList(paymentListParams(id, type, status))
            )
        ),
    ]);
};
