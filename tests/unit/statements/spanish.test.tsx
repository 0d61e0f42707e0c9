import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../../mocks/db/statements';
import { StatementShow } from '../../../resources/statements/StatementShow';
import { AGENT_MARIA, renderScreen } from '../harness';

/** A tab's count says its number of payments in the singular for one (number agreement). */
describe('statement payment counts', () => {
    const statement = statementsOf('agent', '101').find(
        candidate => candidate.payments.commissions.onhold.length === 1
    )!;

    it.each([
        ['en', '1 payment'],
        ['es', '1 pago'],
    ] as const)('in %s say "%s"', async (language, words) => {
        renderScreen(<StatementShow />, {
            portal: AGENT_MARIA,
            path: `/statements/${statement.PaymentRunId}`,
            route: '/statements/:id',
            language,
        });
        expect(await screen.findByTitle(words)).toBeInTheDocument();
    });
});
