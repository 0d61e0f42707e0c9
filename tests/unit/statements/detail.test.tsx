import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { api } from '../../../mocks/handlers/shared';
import { largeStatement, statementsOf, type PaymentFixture } from '../../../mocks/db/statements';
import { statementsApi } from '../../../resources/statements/api';
import { countBadge, defaultTab } from '../../../resources/statements/PaymentSection';
import { StatementList } from '../../../resources/statements/StatementList';
import { StatementShow } from '../../../resources/statements/StatementShow';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_MARIA,
    holdRequests,
    recordRequests,
    renderScreen,
    settle,
    silenceExpectedErrors,
    stubDownloads,
} from '../harness';

const sent = recordRequests();
const urls = () => sent.map(request => request.url);

silenceExpectedErrors();

const usd = (value: number) =>
    `${value > 0 ? '+' : value < 0 ? '−' : ''}${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Math.abs(value))}`;

const openStatement = (id: number | string, portal: Portal = AGENCY_SUNSHINE, language: 'en' | 'es' = 'en') =>
    renderScreen(<StatementShow />, { portal, path: `/statements/${id}`, route: '/statements/:id', language });

const section = (name: string) => screen.findByRole('region', { name });
const withProcessed = (ownerType: 'agent' | 'agency', ownerId: string) =>
    statementsOf(ownerType, ownerId).find(
        statement =>
            statement.payments.commissions.processed.length > (ownerType === 'agent' ? 10 : 30) &&
            statement.StatementLedger.Chargeback < 0 &&
            (ownerType === 'agent' || statement.payments.overrides.processed.length > 0)
    )!;
const byLastName = (rows: PaymentFixture[]) =>
    [...rows].sort(
        (a, b) =>
            a.CustomerLastName.localeCompare(b.CustomerLastName, undefined, { sensitivity: 'base' }) ||
            a.CustomerFirstName.localeCompare(b.CustomerFirstName, undefined, { sensitivity: 'base' }) ||
            a.PolicyNumber.localeCompare(b.PolicyNumber, undefined, { numeric: true })
    );
const sum = (rows: PaymentFixture[]) => rows.reduce((total, row) => total + row.PaymentAmount, 0);

describe('the payment tab rules', () => {
    it('open On hold only when nothing is processed and something is on hold', () => {
        expect(defaultTab(0, 3)).toBe('onhold');
        expect(defaultTab(0, 0)).toBe('processed');
        expect(defaultTab(2, 3)).toBe('processed');
    });

    it('count up to 999, then 999+', () => {
        expect(countBadge(0)).toBe('0');
        expect(countBadge(999)).toBe('999');
        expect(countBadge(1000)).toBe('999+');
    });
});

describe('a statement of an agency', () => {
    it('shows the ledger in USD with signs, and commission and override payments with the producer', async () => {
        const statement = withProcessed('agency', '201');
        openStatement(statement.PaymentRunId);
        const summary = await section('Summary');
        const ledger = statement.StatementLedger;
        for (const [label, value] of [
            ['Beginning balance', ledger.BeginningBalance],
            ['Earned', ledger.Earned],
            ['Chargeback', ledger.Chargeback],
            ['Ending balance', ledger.EndingBalance],
            ['Statement balance', ledger.StatementBalance],
            ['Payout', ledger.Payout],
        ] as const) {
            const term = within(summary).getByText(label);
            expect(term.nextElementSibling).toHaveTextContent(usd(value));
        }
        // Not by colour alone: the sign is written, and a debit is named.
        expect(within(summary).getByText('Chargeback').nextElementSibling).toHaveTextContent(/^−\$.*\(debit\)$/);

        const commissions = await section('Commission payments');
        const table = await within(commissions).findByRole('table', { name: 'Commission payments, Processed' });
        expect(
            within(table)
                .getAllByRole('columnheader')
                .map(header => header.textContent)
        ).toEqual([
            'Producer',
            'Customer first name',
            'Customer last name',
            'Policy number',
            'Policy type',
            'Carrier',
            'Product',
            'Amount',
        ]);
        const rows = byLastName(statement.payments.commissions.processed);
        const first = within(table).getAllByRole('row')[1];
        expect(first).toHaveTextContent(`${rows[0].PolicyAgentFirstName} ${rows[0].PolicyAgentLastName}`);
        expect(first).toHaveTextContent(rows[0].CustomerLastName);
        expect(first).toHaveTextContent(rows[0].PolicyNumber);
        expect(first).toHaveTextContent(usd(rows[0].PaymentAmount));
        // 25 a page, and the footer totals every row of the tab.
        expect(within(table).getAllByRole('row')).toHaveLength(1 + 25 + 1);
        expect(within(table).getByRole('rowheader', { name: 'Total' }).parentElement).toHaveTextContent(
            usd(sum(statement.payments.commissions.processed))
        );
        expect(within(commissions).getByRole('tab', { name: /Processed/ })).toHaveAttribute('aria-selected', 'true');
        expect(within(commissions).getByRole('tab', { name: /Processed/ })).toHaveTextContent(
            String(statement.payments.commissions.processed.length)
        );

        const overrides = await section('Override payments');
        expect(
            await within(overrides).findByRole('table', { name: 'Override payments, Processed' })
        ).toBeInTheDocument();
        const base = `/t/agencystatements/201/${statement.PaymentRunId}`;
        expect(urls()).toEqual(
            expect.arrayContaining([
                base,
                `${base}/payments/commissions/processed`,
                `${base}/payments/commissions/onhold`,
                `${base}/payments/overrides/processed`,
                `${base}/payments/overrides/onhold`,
            ])
        );
    });

    it('opens On hold for the statement with nothing processed and 1,234 payments on hold (999+)', async () => {
        const statement = largeStatement();
        const user = userEvent.setup();
        openStatement(statement.PaymentRunId);
        const commissions = await section('Commission payments');
        const onHold = await within(commissions).findByRole('tab', { name: /On hold/ });
        expect(onHold).toHaveAttribute('aria-selected', 'true');
        expect(onHold).toHaveTextContent('999+');
        expect(within(commissions).getByRole('tab', { name: /Processed/ })).toHaveTextContent('0');
        const table = within(commissions).getByRole('table', { name: 'Commission payments, On hold' });
        expect(
            within(commissions).getByText(`1-25 of ${statement.payments.commissions.onhold.length}`)
        ).toBeInTheDocument();
        expect(within(table).getByRole('rowheader', { name: 'Total' }).parentElement).toHaveTextContent(
            usd(sum(statement.payments.commissions.onhold))
        );
        expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
            byLastName(statement.payments.commissions.onhold)[0].PolicyNumber
        );
        // Sorting by another column, then the processed tab: empty.
        await user.click(within(table).getByText('Amount'));
        await waitFor(() =>
            expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
                usd(Math.min(...statement.payments.commissions.onhold.map(row => row.PaymentAmount)))
            )
        );
        await user.click(within(commissions).getByRole('tab', { name: /Processed/ }));
        expect(await within(commissions).findByText('No payments found')).toBeInTheDocument();
    });

    it('downloads the statement as pdf and xlsx with the generating and success toasts', async () => {
        const statement = withProcessed('agency', '201');
        const saved = stubDownloads();
        const user = userEvent.setup();
        openStatement(statement.PaymentRunId);
        await section('Summary');
        const release = holdRequests('get', `*/t/agencystatements/201/${statement.PaymentRunId}/pdf`);
        await user.click(screen.getByRole('button', { name: 'Download PDF' }));
        expect(await screen.findByText('Generating statement...')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Download Excel' })).toBeDisabled();
        release();
        expect(await screen.findByText('Statement downloaded successfully')).toBeInTheDocument();
        await user.click(screen.getByRole('button', { name: 'Download Excel' }));
        await waitFor(() => expect(saved).toHaveLength(2));
        const day = statement.StatementDate.slice(0, 10);
        expect(saved.map(file => file.name)).toEqual([
            `Statement-${day}-${statement.PaymentRunId}.pdf`,
            `Statement-${day}-${statement.PaymentRunId}.xlsx`,
        ]);
        expect(saved[0].type).toBe('application/pdf');
    });

    it('says the download failed, never that it succeeded', async () => {
        const statement = withProcessed('agency', '201');
        server.use(http.get('*/t/agencystatements/201/:id/xlsx', () => new HttpResponse(null, { status: 500 })));
        const user = userEvent.setup();
        openStatement(statement.PaymentRunId);
        await section('Summary');
        await user.click(screen.getByRole('button', { name: 'Download Excel' }));
        expect(await screen.findByText('Statement download failed.')).toBeInTheDocument();
        expect(screen.queryByText('Statement downloaded successfully')).not.toBeInTheDocument();
    });

    it('says an unknown statement could not be found', async () => {
        openStatement(999_999);
        expect(
            await screen.findByText(
                'This statement could not be found. It may have been removed, or the address may be wrong.'
            )
        ).toBeInTheDocument();
    });

    it('keeps the ledger when the payments fail', async () => {
        const statement = withProcessed('agency', '201');
        server.use(
            http.get('*/t/agencystatements/201/:id/payments/overrides/onhold', () => HttpResponse.json({ Data: 1 }))
        );
        openStatement(statement.PaymentRunId);
        const overrides = await section('Override payments');
        expect(await within(overrides).findByText('Error loading payments')).toBeInTheDocument();
        expect(await within(await section('Commission payments')).findByRole('table')).toBeInTheDocument();
        expect(screen.getByRole('region', { name: 'Summary' })).toBeInTheDocument();
    });

    it('draws the overrides after the commissions are on screen, not in the same render', async () => {
        const statement = withProcessed('agency', '201');
        // The statement answers last, as on a slow deep link: every payment list is in when the page draws.
        const release = holdRequests('get', `*/t/agencystatements/201/${statement.PaymentRunId}`);
        const drawn = (name: string) => document.querySelector(`table[aria-label="${name}"]`) !== null;
        const draws: Array<{ commissions: boolean; overrides: boolean }> = [];
        const observer = new MutationObserver(() =>
            draws.push({
                commissions: drawn('Commission payments, Processed'),
                overrides: drawn('Override payments, Processed'),
            })
        );
        observer.observe(document.body, { childList: true, subtree: true });
        try {
            const { queryClient } = openStatement(statement.PaymentRunId);
            await settle(queryClient, { except: 'statements' });
            release();
            const overrides = await section('Override payments');
            await within(overrides).findByRole('table', { name: 'Override payments, Processed' });
        } finally {
            observer.disconnect();
        }
        expect(draws.find(draw => draw.commissions)).toEqual({ commissions: true, overrides: false });
    });

    it('says there are no payments in a statement without any', async () => {
        const empty = statementsOf('agency', '201').find(
            statement => statement.StatementLedger.Earned === 0 && statement.payments.commissions.onhold.length === 0
        )!;
        openStatement(empty.PaymentRunId);
        const commissions = await section('Commission payments');
        expect(await within(commissions).findByText('No payments found')).toBeInTheDocument();
    });
});

describe('a statement of an agent', () => {
    it('shows commissions only, without the producer, and never asks for overrides', async () => {
        const statement = withProcessed('agent', '101');
        openStatement(statement.PaymentRunId, AGENT_MARIA);
        const commissions = await section('Commission payments');
        const table = await within(commissions).findByRole('table', { name: 'Commission payments, Processed' });
        expect(within(table).queryByText('Producer')).not.toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Override payments' })).not.toBeInTheDocument();
        const base = `/t/agentstatements/101/${statement.PaymentRunId}`;
        await waitFor(() => expect(urls()).toContain(`${base}/payments/commissions/onhold`));
        expect(urls().filter(url => url.includes('/payments/'))).toEqual([
            `${base}/payments/commissions/processed`,
            `${base}/payments/commissions/onhold`,
        ]);
    });

    it('refuses to ask for an agent’s overrides', async () => {
        const getList = statementsApi.callsFor(AGENT_MARIA).resources['statements/payments'].getList!;
        await expect(
            getList({
                filter: { statementId: 1, type: 'overrides', status: 'processed' },
                pagination: { page: 1, perPage: 25 },
                sort: { field: 'CustomerLastName', order: 'ASC' },
            })
        ).rejects.toThrow('Unsupported payment type for agents');
        expect(urls()).toEqual([]);
    });

    it('opened from the list, asks for its own record and shows its error, not the row, when that fails', async () => {
        server.use(
            http.get('*/t/agentstatements/:ownerId/:statementId', () => new HttpResponse(null, { status: 500 }))
        );
        const user = userEvent.setup();
        renderScreen(<StatementList />, {
            portal: AGENT_MARIA,
            path: '/statements',
            routes: { '/statements/:id': <StatementShow /> },
        });
        const table = await screen.findByRole('table', { name: 'Statements' });
        await user.click((await within(table).findAllByRole('link'))[0]);
        expect(await screen.findByText('Error loading statement details')).toBeInTheDocument();
        expect(screen.queryByRole('region', { name: 'Summary' })).not.toBeInTheDocument();
        const first = statementsOf('agent', '101')[0];
        expect(urls()).toContain(`/t/agentstatements/101/${first.PaymentRunId}`);
    });

    it('speaks Spanish', async () => {
        const statement = withProcessed('agent', '101');
        openStatement(statement.PaymentRunId, AGENT_MARIA, 'es');
        expect(await section('Resumen')).toBeInTheDocument();
        expect(await section('Pagos de comisiones')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
        expect(await screen.findByRole('tab', { name: /Procesados/ })).toBeInTheDocument();
    });
});

describe('an agency statement’s producers', () => {
    it('tells producers who share a name apart by their agent id', async () => {
        const statement = withProcessed('agency', '201');
        const [template] = statement.payments.commissions.processed;
        const carmen = (PolicyAgentId: number, CustomerLastName: string) => ({
            ...template,
            PolicyAgentId,
            PolicyAgentFirstName: 'Carmen',
            PolicyAgentLastName: 'Rodriguez',
            CustomerLastName,
        });
        server.use(
            http.get(api('/t/agencystatements/201/:statementId/payments/commissions/processed'), () =>
                HttpResponse.json([carmen(20113, 'Adams'), carmen(20127, 'Baker')])
            )
        );
        openStatement(statement.PaymentRunId);
        const commissions = await section('Commission payments');
        const table = await within(commissions).findByRole('table', { name: 'Commission payments, Processed' });
        const [, adams, baker] = within(table).getAllByRole('row');
        await waitFor(() => expect(adams).toHaveTextContent('Carmen Rodriguez (Agent ID 20113)'));
        expect(baker).toHaveTextContent('Carmen Rodriguez (Agent ID 20127)');
    });
});
