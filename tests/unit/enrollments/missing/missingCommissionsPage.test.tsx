import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DataProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../mocks/handlers/shared';
import { isoDayBefore } from '../../../../src/domain/calendarDays';
import { searchBook } from '../../../../resources/enrollments/missing/useMissingCommissions';
import { server } from '../../../../mocks/node';
import { enrollmentPaymentsOf } from '../../../../mocks/db/statements';
import { MissingCommissionsPage } from '../../../../resources/enrollments/missing/MissingCommissionsPage';
import { expectedCheck } from './expectedCheck';
import { AGENT_MARIA, recordRequests, renderScreen, stubDownloads } from '../../harness';

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
    const { due, doubtful, byStatements, statementCalls } = expectedCheck('agent', '101');
    const unpaid = due.filter(
        row => !enrollmentPaymentsOf('agent', '101', row.PolicyId, 'commissions').some(p => p.Status === 'Processed')
    );
    return { checked: due.length, unpaid: unpaid.length, doubtful, byStatements, statementCalls };
};
const STATEMENT_CALLS = /\/t\/agents\/101\/statements$|\/t\/agentstatements\/101\/\d+\/payments\/commissions\/\w+$/;

describe('the missed-commission check', () => {
    it('answers from the statements first, asks only the enrollments in doubt, 4 at most at a time, and lists the unpaid', async () => {
        const { checked, unpaid, doubtful, byStatements, statementCalls } = expected();
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
        });
        expect(await screen.findByText(/What this check cannot know/)).toBeInTheDocument();
        expect(await screen.findByText(`Checked ${checked} of ${checked} enrollments`)).toBeInTheDocument();
        // Screen readers hear the start, each quarter and the end, not every enrollment checked.
        await waitFor(() =>
            expect(screen.getByRole('status')).toHaveTextContent(
                'Missed-commission check complete: every enrollment checked'
            )
        );
        expect(
            screen.getByText(
                `${byStatements} answered by the window’s statements; ${doubtful.length} checked on their own payments`
            )
        ).toBeInTheDocument();
        const table = screen.getByRole('table', { name: 'Enrollments without a commission payment' });
        expect(within(table).getAllByRole('row')).toHaveLength(unpaid + 1);
        expect(
            screen.getByText(
                `${unpaid} enrollments effective 60 to 240 days ago without a processed commission payment`
            )
        ).toBeInTheDocument();
        const first = within(table).getAllByRole('link')[0];
        expect(first.getAttribute('href')).toMatch(/^\/enrollments\/\d+\?agentId=101$/);
        // Each row says which source answered for it.
        expect(within(table).getByRole('columnheader', { name: 'Answered by' })).toBeInTheDocument();
        expect(within(table).getAllByRole('cell', { name: 'Its own payments' }).length).toBeGreaterThan(0);
        const paymentCalls = sent.filter(request => PAYMENTS.test(request.url.split('?')[0]));
        expect(paymentCalls.map(request => request.url.split('?')[0].split('/').at(-3)).sort()).toEqual(
            doubtful.map(row => String(row.PolicyId)).sort()
        );
        expect(doubtful.length).toBeLessThan(checked);
        expect(sent.filter(request => STATEMENT_CALLS.test(request.url.split('?')[0]))).toHaveLength(statementCalls);
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

describe('the missed-commission check, from a review', () => {
    it('counts once a row the search returns on two pages (it moved between the two calls)', async () => {
        const row = (id: number) => ({ id, PolicyId: id, EffectiveDate: `${isoDayBefore(100)}T00:00:00` });
        const pages = [
            { data: Array.from({ length: 100 }, (_, index) => row(index + 1)), total: 150 },
            // Row 100 moved to the second page before it was asked for.
            { data: Array.from({ length: 50 }, (_, index) => row(index + 100)), total: 150 },
        ];
        const getList = vi.fn((_resource: string, { pagination }: { pagination: { page: number } }) =>
            Promise.resolve(pages[pagination.page - 1])
        );
        const rows = await searchBook({ getList } as unknown as DataProvider, new AbortController().signal);
        expect(getList).toHaveBeenCalledTimes(2);
        expect(rows.map(found => found.id)).toEqual(Array.from({ length: 149 }, (_, index) => index + 1));
    });

    it('offers "Check the rest" once every enrollment is checked when some payments failed, and asks only those again', async () => {
        const user = userEvent.setup();
        const { due: inside, doubtful } = expectedCheck('agent', '101');
        const failing = String(doubtful[0].PolicyId);
        server.use(
            http.get(
                api(`/t/agents/101/enrollments/${failing}/payments/commissions`),
                () => new HttpResponse(null, { status: 500 }),
                { once: true }
            )
        );
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
        });
        // The one that failed is not counted as checked.
        await screen.findByRole('button', { name: 'Check the rest' });
        expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleDescription(
            `Partial answer: checked ${inside.length - 1} of ${inside.length} enrollments; 1 could not be checked`
        );
        expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
        const before = sent.length;
        await user.click(screen.getByRole('button', { name: 'Check the rest' }));
        await waitFor(() => expect(screen.queryByText(/could not be loaded/)).toBeNull());
        const again = sent.slice(before).filter(request => PAYMENTS.test(request.url.split('?')[0]));
        expect(again.map(request => request.url.split('?')[0].split('/').at(-3))).toEqual([failing]);
        expect(screen.queryByRole('button', { name: 'Check the rest' })).toBeNull();
        expect(screen.getByText(`Checked ${inside.length} of ${inside.length} enrollments`)).toBeInTheDocument();
    });
});

describe('the missed-commission CSV', () => {
    it('is named in the page’s language', async () => {
        const saved = stubDownloads();
        renderScreen(<MissingCommissionsPage />, {
            portal: AGENT_MARIA,
            path: '/enrollments/missing-commissions',
            resource: 'enrollments',
            language: 'es',
        });
        const exportButton = await screen.findByRole('button', { name: 'Exportar CSV' });
        await waitFor(() => expect(exportButton).toBeEnabled());
        await userEvent.click(exportButton);
        expect(saved.map(file => file.name)).toEqual([`comisiones-sin-pago-${isoDayBefore(0)}.csv`]);
        // Which source answered, in counts and row by row, in Spanish too.
        const { doubtful, byStatements } = expected();
        expect(
            await screen.findByText(
                `${byStatements} respondidas por los estados de cuenta del período; ${doubtful.length} comprobadas con sus propios pagos`
            )
        ).toBeInTheDocument();
        const table = screen.getByRole('table');
        expect(within(table).getByRole('columnheader', { name: 'Según' })).toBeInTheDocument();
        expect(within(table).getAllByRole('cell', { name: 'Sus propios pagos' }).length).toBeGreaterThan(0);
    });
});
