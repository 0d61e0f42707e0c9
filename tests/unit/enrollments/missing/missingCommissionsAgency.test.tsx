import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '../../../../mocks/handlers/shared';
import { server } from '../../../../mocks/node';
import { enrollmentsOf } from '../../../../mocks/db/enrollments';
import { isoDayBefore } from '../../../../src/domain/calendarDays';
import { MissingCommissionsPage } from '../../../../resources/enrollments/missing/MissingCommissionsPage';
import { commissionDue, DEFAULT_WINDOW, inWindow } from '../../../../resources/enrollments/missing/check';
import { expectedCheck } from './expectedCheck';
import { AGENCY_SUNSHINE, AGENT_MARIA, nextSavedText, recordRequests, renderScreen } from '../../harness';

const sent = recordRequests();
const PAYMENTS = /\/enrollments\/\d+\/payments\/commissions$/;

const checked = (ownerType: 'agent' | 'agency', ownerId: string) =>
    enrollmentsOf(ownerType, ownerId).filter(
        row => inWindow(row.EffectiveDate, DEFAULT_WINDOW) && commissionDue(row, DEFAULT_WINDOW)
    ).length;

describe('the missed-commission check for an agency', () => {
    it('names each enrollment’s producer, counts them per producer first, and filters the list and the CSV by one', async () => {
        const user = userEvent.setup();
        const savedText = nextSavedText();
        const total = checked('agency', '201');
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENCY_SUNSHINE,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
        });
        await screen.findByText(`Checked ${total} of ${total} enrollments`);
        const byProducer = screen.getByRole('region', { name: /^By producer \(\d+\)$/ });
        const counts = within(byProducer).getAllByRole('button', { pressed: false });
        // The producer with the most enrollments to follow up comes first.
        const [top] = counts;
        const [, name, count] = /^(.+): (\d+)$/.exec(top.textContent ?? '') ?? [];
        expect(Number(count)).toBeGreaterThan(0);
        const table = screen.getByRole('table', { name: 'Enrollments without a commission payment' });
        expect(within(table).getByRole('columnheader', { name: 'Producer (writing agent)' })).toBeInTheDocument();

        await user.click(top);
        expect(within(byProducer).getByRole('button', { pressed: true })).toHaveTextContent(`${name}: ${count}`);
        const rows = within(screen.getByRole('table', { name: 'Enrollments without a commission payment' }))
            .getAllByRole('row')
            .slice(1);
        expect(rows).toHaveLength(Number(count));
        for (const row of rows) expect(within(row).getByRole('link', { name })).toBeInTheDocument();

        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        const [header, ...lines] = (await savedText()).trimEnd().split('\r\n');
        // The agent id beside the name: two of the agency's producers may share it.
        expect(header.split(',')).toEqual(expect.arrayContaining(['Producer (writing agent)', 'Agent ID']));
        expect(header.split(',').indexOf('Agent ID')).toBe(header.split(',').indexOf('Producer (writing agent)') + 1);
        expect(lines).toHaveLength(Number(count));
        for (const line of lines) expect(line).toContain(`,${name},`);
    });
});

describe('terminated enrollments', () => {
    const row = (id: number, effectiveDaysAgo: number, terminatedDaysAgo: number | null) => ({
        PolicyId: id,
        CustomerFirstName: 'Customer',
        CustomerLastName: String(id),
        InsurerName: 'Acme Health',
        PolicyType: 'Vision',
        EffectiveDate: `${isoDayBefore(effectiveDaysAgo)}T00:00:00`,
        TerminationDate: terminatedDaysAgo === null ? null : `${isoDayBefore(terminatedDaysAgo)}T00:00:00`,
    });

    it('count only the days in force, show the termination, and leave out one that ended before a commission was due', async () => {
        server.use(
            http.get(api('/t/agents/101/enrollments'), () =>
                HttpResponse.json({
                    Data: [row(1, 200, null), row(2, 230, 130), row(3, 100, 80)],
                    Total: 3,
                })
            ),
            http.get(api('/t/agents/101/enrollments/:id/payments/commissions'), () => HttpResponse.json([]))
        );
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
        });
        await screen.findByText('Checked 2 of 2 enrollments');
        expect(
            screen.getByText(
                '1 enrollment terminated within 60 days of going effective is left out: no commission was due before it ended.'
            )
        ).toBeInTheDocument();
        const table = screen.getByRole('table', { name: 'Enrollments without a commission payment' });
        const [, first, second] = within(table).getAllByRole('row');
        expect(within(first).getByRole('link')).toHaveTextContent('Customer 1');
        expect(within(first).getByRole('cell', { name: '200' })).toBeInTheDocument();
        expect(within(second).getByRole('link')).toHaveTextContent('Customer 2');
        expect(within(second).getByRole('cell', { name: '100' })).toBeInTheDocument();
        expect(within(second).getAllByRole('cell')[4]).not.toBeEmptyDOMElement();
        expect(screen.queryByRole('link', { name: 'Customer 3' })).toBeNull();
        const paymentCalls = sent.filter(request => PAYMENTS.test(request.url.split('?')[0]));
        expect(paymentCalls.map(request => request.url.split('?')[0].split('/').at(-3)).sort()).toEqual(['1', '2']);
    });
});

describe('an enrollment whose payments failed', () => {
    it('is named as its row is, and kept in the CSV as not checked', async () => {
        const user = userEvent.setup();
        const savedText = nextSavedText();
        // One the statements leave in doubt: only those are asked their payments.
        const failing = expectedCheck('agent', '101').doubtful[0];
        server.use(
            http.get(
                api(`/t/agents/101/enrollments/${failing.PolicyId}/payments/commissions`),
                () => new HttpResponse(null, { status: 500 })
            )
        );
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
        });
        await screen.findByRole('button', { name: 'Check the rest' });
        const alert = screen.getByText(/could not be loaded/).closest('[role="alert"]') as HTMLElement;
        const name = `${failing.CustomerFirstName} ${failing.CustomerLastName}`;
        expect(within(alert).getByRole('link', { name })).toHaveAttribute(
            'href',
            `/enrollments/${failing.PolicyId}?agentId=101`
        );
        expect(within(alert).queryByText(String(failing.PolicyId))).toBeNull();
        await user.click(screen.getByRole('button', { name: 'Export CSV' }));
        const lines = (await savedText()).split('\r\n');
        const line = lines.find(entry => entry.startsWith(`${failing.PolicyId},`));
        expect(line).toContain(name);
        // Asked on its own, and not answered: no source answered for it.
        expect(line).toMatch(/,Not checked: its payments could not be loaded,$/);
    });
});
