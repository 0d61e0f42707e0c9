import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { enrollmentPaymentsOf } from '../../../mocks/db/statements';
import { MissingCommissionsPage } from '../../../resources/enrollments/missing/MissingCommissionsPage';
import { inWindow, DEFAULT_WINDOW } from '../../../resources/enrollments/missing/check';
import { AGENT_MARIA, recordRequests, renderScreen } from '../harness';

const sent = recordRequests();
const PAYMENTS = /\/enrollments\/\d+\/payments\/commissions$/;

// Calls in flight, counted at the demo server: the check never has more than 4 payment calls open.
let inFlight = 0;
let peak = 0;
const started = ({ request }: { request: Request }) => {
    if (PAYMENTS.test(new URL(request.url).pathname)) peak = Math.max(peak, ++inFlight);
};
const ended = ({ request }: { request: Request }) => {
    if (PAYMENTS.test(new URL(request.url).pathname)) inFlight -= 1;
};
beforeEach(() => {
    inFlight = peak = 0;
    server.events.on('request:start', started);
    server.events.on('response:mocked', ended);
});
afterEach(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', ended);
});

const expected = () => {
    const inside = enrollmentsOf('agent', '101').filter(row => inWindow(row.EffectiveDate, DEFAULT_WINDOW));
    const unpaid = inside.filter(
        row => !enrollmentPaymentsOf('agent', '101', row.PolicyId, 'commissions').some(p => p.Status === 'Processed')
    );
    return { checked: inside.length, unpaid: unpaid.length };
};

describe('the missed-commission check', () => {
    it('checks each enrollment of the default window once, 4 at most at a time, and lists the unpaid', async () => {
        const { checked, unpaid } = expected();
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
        });
        expect(screen.getByText(/What this check cannot know/)).toBeInTheDocument();
        expect(await screen.findByText(`Checked ${checked} of ${checked} enrollments`)).toBeInTheDocument();
        const table = screen.getByRole('table', { name: 'Enrollments without a commission payment' });
        expect(within(table).getAllByRole('row')).toHaveLength(unpaid + 1);
        expect(
            screen.getByText(
                `${unpaid} enrollments effective 60 to 240 days ago without a processed commission payment`
            )
        ).toBeInTheDocument();
        const first = within(table).getAllByRole('link')[0];
        expect(first.getAttribute('href')).toMatch(/^\/enrollments\/\d+\?agentId=101$/);
        const paymentCalls = sent.filter(request => PAYMENTS.test(request.url.split('?')[0]));
        expect(paymentCalls).toHaveLength(checked);
        expect(new Set(paymentCalls.map(request => request.url)).size).toBe(checked);
        expect(peak).toBeGreaterThan(1);
        expect(peak).toBeLessThanOrEqual(4);
        expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    });

    it('refuses a window that cannot run and says why beside the field', async () => {
        const user = userEvent.setup();
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions?from=90&to=120',
            resource: 'enrollments',
        });
        const from = await screen.findByRole('textbox', { name: 'Effective at least (days ago)' });
        expect(from).toHaveValue('90');
        await user.clear(from);
        await user.type(from, '10');
        await user.click(screen.getByRole('button', { name: 'Check' }));
        expect(screen.getByText('At least 30 days: a payment takes time')).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByText(/^Checked \d+ of/)).not.toBeNull());
    });
});
