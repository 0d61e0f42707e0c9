import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseFaultRule } from '../../../../mocks/faults/rules';
import { faultState } from '../../../../mocks/faults/state';
import { MissingCommissionsPage } from '../../../../resources/enrollments/missing/MissingCommissionsPage';
import { AGENT_MARIA, renderScreen, silenceExpectedErrors } from '../../harness';
import { expectedCheck } from './expectedCheck';

silenceExpectedErrors();

// Agent 101's enrollments of the default window, and those the statements leave in doubt (asked their payments).
const { due: inside, doubtful, byStatements } = expectedCheck('agent', '101');
const PAYMENTS = 'GET /t/agents/*/enrollments/*/payments/commissions';
const STATEMENTS = 'GET /t/agents/*/statements';

const open = () =>
    renderScreen(<MissingCommissionsPage />, {
        portal: AGENT_MARIA,
        path: '/enrollments/missing-commissions',
        resource: 'enrollments',
    });

describe('the missed-commission check when payments do not answer', () => {
    it.each(['500', 'abort', 'wrong-shape', 'null'] as const)(
        'with the statements and every payments call answering %s, claims none missing and counts every enrollment not checked',
        async fault => {
            faultState.add([parseFaultRule(`${STATEMENTS} ${fault}`)!, parseFaultRule(`${PAYMENTS} ${fault}`)!]);
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
            expect(
                screen.getByText('The statements could not be read: every enrollment is checked on its own payments.')
            ).toBeInTheDocument();
            expect(screen.queryByText(`Checked ${total} of ${total} enrollments`)).toBeNull();
            // Every enrollment not checked is named, after the first ten on demand.
            const alert = screen.getByText(/could not be loaded/).closest('[role="alert"]') as HTMLElement;
            expect(within(alert).getAllByRole('link')).toHaveLength(10);
            expect(alert).toHaveTextContent(`and ${total - 10} more`);
            await userEvent.setup().click(within(alert).getByRole('button', { name: `Show all ${total}` }));
            expect(within(alert).getAllByRole('link')).toHaveLength(total);
        }
    );

    it('counts the statements’ answers as checked, and not the enrollments in doubt whose payments failed', async () => {
        faultState.add([parseFaultRule(`${PAYMENTS} 500`)!]);
        open();
        await screen.findByRole('button', { name: 'Check the rest' });
        const total = inside.length;
        const headline = screen.getByRole('heading', { level: 2 });
        expect(headline).toHaveAccessibleDescription(
            `Partial answer: checked ${byStatements} of ${total} enrollments; ${doubtful.length} could not be checked`
        );
        expect(screen.getByText(`${byStatements} answered by the window’s statements`)).toBeInTheDocument();
        expect(screen.queryByText(/^0 enrollments/)).toBeNull();
    });

    it('counts as checked only the enrollments whose payments were read', async () => {
        // The first 11 in doubt answer, the rest fail.
        faultState.add(
            doubtful
                .slice(11)
                .map(row => parseFaultRule(`GET /t/agents/*/enrollments/${row.PolicyId}/payments/commissions 500`)!)
        );
        open();
        await screen.findByRole('button', { name: 'Check the rest' });
        const total = inside.length;
        expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleDescription(
            `Partial answer: checked ${byStatements + 11} of ${total} enrollments; ${doubtful.length - 11} could not be checked`
        );
    });
});
