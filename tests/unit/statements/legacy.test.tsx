import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../../mocks/db/statements';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp } from '../harness';

const agentStatement = statementsOf('agent', '101')[0];
const agencyStatement = statementsOf('agency', '201')[0];

describe('legacy statement addresses', () => {
    it.each([
        ['/Agent/Statements?agentId=101', '/statements'],
        [
            `/Agent/Statements?agentId=101&paymentRunId=${agentStatement.PaymentRunId}`,
            `/statements/${agentStatement.PaymentRunId}`,
        ],
        ['/Agent/Statements/Statement?agentId=101', '/statements'],
        [
            `/Agent/Statements/Statement?agentId=101&paymentRunId=${agentStatement.PaymentRunId}`,
            `/statements/${agentStatement.PaymentRunId}`,
        ],
    ])('%s goes to %s in the agent portal', async (from, to) => {
        const { history } = renderApp(from, { portal: AGENT_MARIA });
        const heading = to === '/statements' ? /^Statements$/ : /^Statement of /;
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(history.location.pathname).toBe(to);
        expect(history.location.search).toBe('?agentId=101');
    });

    it.each([
        ['/Agency/Statements/Statement?agencyId=201', '/statements'],
        [
            `/Agency/Statements/Statement?agencyId=201&paymentRunId=${agencyStatement.PaymentRunId}`,
            `/statements/${agencyStatement.PaymentRunId}`,
        ],
    ])('%s goes to %s in the agency portal', async (from, to) => {
        const { history } = renderApp(from, { portal: AGENCY_SUNSHINE });
        const heading = to === '/statements' ? /^Statements$/ : /^Statement of /;
        expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
        expect(history.location.pathname).toBe(to);
        expect(history.location.search).toBe('?agencyId=201');
    });
});
