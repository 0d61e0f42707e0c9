import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { AGENT_MARIA, renderScreen } from '../harness';

const enrollment = enrollmentsOf('agent', '101')[0];

/** One money format: an enrollment's payments read as a statement's do. */
describe('enrollment payment amounts', () => {
    it.each([
        ['en', 'Commission payments: statement rows', '−$153.00 (debit)', '+$20.00 (credit)'],
        ['es', 'Pagos de comisiones: filas de estados de cuenta', '−$153.00 (cargo)', '+$20.00 (abono)'],
    ] as const)('in %s carry a true minus sign and say credit or debit to a screen reader', async (...args) => {
        const [language, table, debit, credit] = args;
        server.use(
            http.get('*/t/agents/101/enrollments/:id/payments/commissions', () =>
                HttpResponse.json([
                    { PaymentRunId: 1, StatementDate: '2025-01-10T00:00:00', Status: 'Processed', Amount: -153 },
                    { PaymentRunId: 2, StatementDate: '2025-01-24T00:00:00', Status: 'On hold', Amount: 20 },
                ])
            )
        );
        renderScreen(<EnrollmentShow />, {
            portal: AGENT_MARIA,
            path: `/enrollments/${enrollment.PolicyId}`,
            route: '/enrollments/:id',
            language,
        });
        const rows = within(await screen.findByRole('table', { name: table })).getAllByRole('row');
        const text = (row: HTMLElement) => row.textContent!.replace(/\s+/g, ' ');
        expect(text(rows[1])).toContain(debit);
        expect(text(rows[2])).toContain(credit);
    });
});
