import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import { enrollmentPaymentsOf } from '../../../mocks/db/statements';

import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { processedTotal } from '../../../resources/enrollments/EnrollmentPayments';
import { hasApplication } from '../../../resources/enrollments/api';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    recordRequests,
    renderScreen,
    expectLoggedErrors,
    stubDownloads,
} from '../harness';
import type { Portal } from '../../../src/portal/types';

const paid =
    (ownerType: 'agent' | 'agency', ownerId: string, kind: 'commissions' | 'overrides') =>
    (row: { PolicyId: number }) =>
        enrollmentPaymentsOf(ownerType, ownerId, row.PolicyId, kind).length;
const commissionsOf = paid('agent', '101', 'commissions');
const agencyCommissionsOf = paid('agency', '201', 'commissions');
const agencyOverridesOf = paid('agency', '201', 'overrides');

const sent = recordRequests();

const renderDetail = (id: string | number, portal: Portal = AGENT_MARIA) =>
    renderScreen(<EnrollmentShow />, { portal, path: `/enrollments/${id}`, route: '/enrollments/:id' });

const agentRows = enrollmentsOf('agent', '101');
const withApplication = agentRows.find(row => row.AppQueueId !== 0 && commissionsOf(row) > 10)!;
const withoutApplication = agentRows.find(row => row.AppQueueId === 0)!;
const terminated = agentRows.find(row => row.TerminationDate)!;
const active = agentRows.find(row => !row.TerminationDate)!;

describe('enrollment detail', () => {
    it('shows every field and the application download when the queue id is not the default', async () => {
        const row = withApplication;
        renderDetail(row.PolicyId);
        expect(
            await screen.findByRole('heading', { level: 1, name: `${row.CustomerFirstName} ${row.CustomerLastName}` })
        ).toBeInTheDocument();
        for (const value of [
            row.CustomerState,
            row.CustomerCounty,
            row.PolicyType,
            row.InsurerName,
            row.ProductName,
            row.PolicyNumber,
        ])
            expect(screen.getAllByText(value).length).toBeGreaterThan(0);
        expect(screen.getByRole('button', { name: 'Download application' })).toBeInTheDocument();
        // Agents see no agent link and never ask for overrides.
        expect(screen.queryByText('Agent')).not.toBeInTheDocument();
        await screen.findByRole('table', { name: 'Commission payments: statement rows' });
        expect(sent.some(call => call.url.includes('/payments/overrides'))).toBe(false);
    });

    it('has no download without an application, and says "None" for an empty termination', async () => {
        renderDetail(withoutApplication.PolicyId);
        await screen.findByRole('heading', { level: 1, name: new RegExp(withoutApplication.CustomerLastName) });
        expect(screen.queryByRole('button', { name: 'Download application' })).not.toBeInTheDocument();
        if (!withoutApplication.TerminationDate) expect(screen.getAllByText('None')).toHaveLength(2);
    });

    it('says "None" for both termination facts of an active enrollment and shows a terminated one’s reason', async () => {
        const { unmount } = renderDetail(active.PolicyId);
        await screen.findByRole('heading', { level: 1, name: new RegExp(active.CustomerLastName) });
        expect(screen.getAllByText('None')).toHaveLength(2);
        unmount();
        renderDetail(terminated.PolicyId);
        expect(await screen.findByText(terminated.TerminationReason!)).toBeInTheDocument();
    });

    it('downloads the application under its own name, with the toasts', async () => {
        const downloads = stubDownloads();
        const user = userEvent.setup();
        renderDetail(withApplication.PolicyId);
        await user.click(await screen.findByRole('button', { name: 'Download application' }));
        expect(await screen.findByText('File downloaded successfully')).toBeInTheDocument();
        expect(downloads.map(file => file.name)).toEqual([`Application-${withApplication.PolicyId}.pdf`]);
        expect(sent.map(call => call.url)).toContain(
            `/t/agents/101/enrollments/${withApplication.PolicyId}/application`
        );
    });

    it('refuses an id that cannot be one without calling; a 404 says not found, as other details do', async () => {
        const { unmount } = renderDetail('not-a-number');
        expect(await screen.findByText('enrollment ID is invalid')).toBeInTheDocument();
        expect(sent.filter(call => call.url.includes('/enrollments/'))).toEqual([]);
        unmount();
        expectLoggedErrors();
        renderDetail(99999999);
        expect(
            await screen.findByText(
                'This enrollment could not be found. It may have been removed, or the address may be wrong.'
            )
        ).toBeInTheDocument();
    });

    it('shows its own error for any other failure', async () => {
        expectLoggedErrors();
        server.use(http.get('*/t/agents/101/enrollments/:id', () => new HttpResponse(null, { status: 500 })));
        renderDetail(active.PolicyId);
        expect(await screen.findByText('Error loading enrollment details')).toBeInTheDocument();
    });

    it('links the agent for agencies and shows override payments only with rows', async () => {
        const agencyRows = enrollmentsOf('agency', '201');
        const row = agencyRows.find(
            candidate => agencyOverridesOf(candidate) > 0 && agencyCommissionsOf(candidate) > 0
        )!;
        renderDetail(row.PolicyId, AGENCY_SUNSHINE);
        const agent = await screen.findByRole('link', { name: row.AgentName });
        expect(agent.getAttribute('href')).toContain(`/producers/${row.AgentId}`);
        expect(await screen.findByRole('table', { name: 'Override payments: statement rows' })).toBeInTheDocument();
        const withoutOverrides = agencyRows.find(
            candidate => agencyOverridesOf(candidate) === 0 && agencyCommissionsOf(candidate) > 0
        )!;
        renderDetail(withoutOverrides.PolicyId, AGENCY_SUNSHINE);
        await waitFor(() =>
            expect(screen.getAllByRole('table', { name: 'Commission payments: statement rows' })).toHaveLength(2)
        );
        expect(screen.getAllByRole('table', { name: 'Override payments: statement rows' })).toHaveLength(1);
    });

    it('pages statement rows by 10 and totals the Processed rows only', async () => {
        const user = userEvent.setup();
        server.use(
            http.get('*/t/agents/101/enrollments/:id/payments/commissions', () =>
                HttpResponse.json([
                    ...Array.from({ length: 11 }, (_, index) => ({
                        PaymentRunId: 202400 + index,
                        StatementDate: `2024-${String((index % 12) + 1).padStart(2, '0')}-15T00:00:00`,
                        Status: 'Processed',
                        Amount: 10,
                    })),
                    { PaymentRunId: 202499, StatementDate: '2024-12-15T00:00:00', Status: 'On hold', Amount: 500 },
                    { PaymentRunId: 202498, StatementDate: '2024-12-15T00:00:00', Status: 'Processed', Amount: -25.5 },
                ])
            )
        );
        renderDetail(active.PolicyId);
        const table = await screen.findByRole('table', { name: 'Commission payments: statement rows' });
        expect(within(table).getAllByRole('row')).toHaveLength(1 + 10 + 1);
        const footer = within(table).getByRole('rowheader', { name: 'Total processed' }).closest('tr')!;
        expect(footer).toHaveTextContent('+$84.50');
        await user.click(screen.getByRole('combobox', { name: /rows per page/i }));
        await user.click(await screen.findByRole('option', { name: '25' }));
        expect(within(table).getAllByRole('row')).toHaveLength(1 + 13 + 1);
        expect(within(table).getByText('−$25.50')).toBeInTheDocument();
        expect(within(table).getAllByText('On hold')).toHaveLength(1);
    });

    it('says when the payments fail or there are none', async () => {
        expectLoggedErrors();
        server.use(
            http.get(
                '*/t/agents/101/enrollments/:id/payments/commissions',
                () => new HttpResponse(null, { status: 500 })
            )
        );
        const { unmount } = renderDetail(active.PolicyId);
        expect(await screen.findByText('Error loading payments')).toBeInTheDocument();
        unmount();
        server.use(http.get('*/t/agents/101/enrollments/:id/payments/commissions', () => HttpResponse.json([])));
        renderDetail(active.PolicyId);
        expect(await screen.findByText('No payments found')).toBeInTheDocument();
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });
});

describe('enrollment detail opened from the list', () => {
    const openFromList = async (row: (typeof agentRows)[number]) => {
        const user = userEvent.setup();
        renderScreen(<EnrollmentList />, {
            portal: AGENT_MARIA,
            path: `/enrollments?last=${row.CustomerLastName}&first=${row.CustomerFirstName}`,
            routes: { '/enrollments/:id': <EnrollmentShow /> },
        });
        await user.click(
            await screen.findByRole('link', { name: `${row.CustomerLastName}, ${row.CustomerFirstName}` })
        );
    };

    it('loads its own record rather than showing the list row', async () => {
        await openFromList(withApplication);
        expect(await screen.findByRole('button', { name: 'Download application' })).toBeInTheDocument();
        expect(screen.getByText(withApplication.ProductName)).toBeInTheDocument();
        expect(screen.getByText(withApplication.PolicyNumber)).toBeInTheDocument();
        expect(sent.map(call => call.url)).toContain(`/t/agents/101/enrollments/${withApplication.PolicyId}`);
    });

    it('shows its error, not the list row, when its own call fails', async () => {
        expectLoggedErrors();
        server.use(http.get('*/t/agents/101/enrollments/:id', () => new HttpResponse(null, { status: 500 })));
        await openFromList(withApplication);
        expect(await screen.findByText('Error loading enrollment details')).toBeInTheDocument();
        expect(screen.queryByText(withApplication.CustomerCounty)).not.toBeInTheDocument();
    });
});

describe('enrollment rules', () => {
    it('knows an application by a queue id other than the default value', () => {
        for (const none of [null, undefined, 0, '0', '', '00000000-0000-0000-0000-000000000000'])
            expect(hasApplication(none), String(none)).toBe(false);
        for (const some of [17, '17', '2b1e4c1a-0000-4000-8000-000000000001']) expect(hasApplication(some)).toBe(true);
    });

    it('totals Processed rows only, in cents', () => {
        expect(
            processedTotal([
                { PaymentRunId: 1, StatementDate: null, Status: 'Processed', Amount: 0.1 },
                { PaymentRunId: 2, StatementDate: null, Status: 'Processed', Amount: 0.2 },
                { PaymentRunId: 3, StatementDate: null, Status: 'On hold', Amount: 100 },
            ])
        ).toBe(0.3);
    });
});
