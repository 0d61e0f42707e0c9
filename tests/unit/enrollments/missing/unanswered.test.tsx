import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { parseFaultRule } from '../../../../mocks/faults/rules';
import { faultState } from '../../../../mocks/faults/state';
import { commissionDue, DEFAULT_WINDOW, inWindow } from '../../../../resources/enrollments/missing/check';
import { MissingCommissionsPage } from '../../../../resources/enrollments/missing/MissingCommissionsPage';
import { AGENT_MARIA, renderScreen, silenceExpectedErrors } from '../../harness';

silenceExpectedErrors();

// Agent 101's enrollments of the default window whose payments the check asks for.
const inside = enrollmentsOf('agent', '101').filter(
    row => inWindow(row.EffectiveDate, DEFAULT_WINDOW) && commissionDue(row, DEFAULT_WINDOW)
);
const PAYMENTS = 'GET /t/agents/*/enrollments/*/payments/commissions';

const open = () =>
    renderScreen(<MissingCommissionsPage />, {
        portal: AGENT_MARIA,
        path: '/enrollments/missing-commissions',
        resource: 'enrollments',
    });

describe('the missed-commission check when payments do not answer', () => {
    it.each(['500', 'abort', 'wrong-shape', 'null'] as const)(
        'with every payments call answering %s, claims none missing and counts every enrollment not checked',
        async fault => {
            faultState.add([parseFaultRule(`${PAYMENTS} ${fault}`)!]);
            open();
            await screen.findByRole('button', { name: 'Check the rest' });
            const total = inside.length;
            const headline = screen.getByRole('heading', { level: 2 });
            expect(headline).toHaveTextContent(
                `None of the ${total} enrollments effective 60 to 240 days ago has been checked`
            );
            expect(headline).toHaveAccessibleDescription(
                `Partial answer: checked 0 of ${total} enrollments; ${total} could not be checked`
            );
            expect(screen.queryByText(/^0 enrollments/)).toBeNull();
            expect(screen.queryByText(`Checked ${total} of ${total} enrollments`)).toBeNull();
            // Every enrollment not checked is named, after the first ten on demand.
            const alert = screen.getByText(/could not be loaded/).closest('[role="alert"]') as HTMLElement;
            expect(within(alert).getAllByRole('link')).toHaveLength(10);
            expect(alert).toHaveTextContent(`and ${total - 10} more`);
            await userEvent.setup().click(within(alert).getByRole('button', { name: `Show all ${total}` }));
            expect(within(alert).getAllByRole('link')).toHaveLength(total);
        }
    );

    it('counts as checked only the enrollments whose payments were read', async () => {
        // The first 11 answer, the rest fail.
        faultState.add(
            inside
                .slice(11)
                .map(row => parseFaultRule(`GET /t/agents/*/enrollments/${row.PolicyId}/payments/commissions 500`)!)
        );
        open();
        await screen.findByRole('button', { name: 'Check the rest' });
        const total = inside.length;
        expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleDescription(
            `Partial answer: checked 11 of ${total} enrollments; ${total - 11} could not be checked`
        );
    });
});
