import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp } from '../harness';
import type { Portal } from '../../../src/portal/types';

const agentRow = enrollmentsOf('agent', '101')[0];
const agencyRow = enrollmentsOf('agency', '201')[0];

describe('legacy enrollment addresses', () => {
    it.each([
        [`/Agent/Enrollments/Enrollment/${agentRow.PolicyId}?agentId=101`, agentRow, AGENT_MARIA, '?agentId=101'],
        [
            `/Agency/Enrollments/Enrollment/${agencyRow.PolicyId}?agencyId=201`,
            agencyRow,
            AGENCY_SUNSHINE,
            '?agencyId=201',
        ],
    ] as Array<[string, typeof agentRow, Portal, string]>)(
        '%s opens the enrollment',
        async (from, row, portal, search) => {
            const { history } = renderApp(from, { portal });
            const name = `${row.CustomerFirstName} ${row.CustomerLastName}`;
            expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
            expect(history.location.pathname).toBe(`/enrollments/${row.PolicyId}`);
            expect(history.location.search).toBe(search);
        }
    );
});
