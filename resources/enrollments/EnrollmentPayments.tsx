import { useMemo } from 'react';
import { Link } from '@mui/material';
import { ListContextProvider, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../src/components/CardGrid';
import { ResponsiveTable, useRowsAtHand, type TableColumn } from '../../src/components/listTable';
import { Money } from '../../src/components/Money';
import { SectionCard } from '../../src/components/SectionCard';
import { allOf, QueryState } from '../../src/components/QueryState';
import { useFormatters } from '../../src/components/formatting';
import { useEnrollmentPayments } from './api';
import { isProcessed, STATEMENT_PAGE_SIZES, type PaymentKind, type StatementRow } from './types';

const text = (key: string) => `resources.enrollments.statementRows.${key}`;

const STATUS_KEYS: Record<string, string> = { processed: 'Processed', 'on hold': 'OnHold', onhold: 'OnHold' };

/** The footer total: Processed rows only; on-hold payments are not paid yet. */
export const processedTotal = (rows: StatementRow[]) =>
    rows.filter(isProcessed).reduce((sum, row) => sum + Math.round(row.Amount * 100), 0) / 100;

/** Rows of one statement share its payment run: they need an id of their own. */
type PaymentRow = StatementRow & { id: string };

const StatementRowsTable = ({ title, rows }: { title: string; rows: StatementRow[] }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const data = useMemo(() => rows.map((row, index) => ({ ...row, id: `${row.PaymentRunId}-${index}` })), [rows]);
    const list = useRowsAtHand<PaymentRow>({
        resource: 'enrollmentPayments',
        rows: data,
        perPage: STATEMENT_PAGE_SIZES[0],
    });
    const status = (value: string | null | undefined) => {
        const key = STATUS_KEYS[(value ?? '').toLowerCase()];
        return key ? translate(text(`statuses.${key}`)) : value;
    };
    const columns: Array<TableColumn<PaymentRow>> = [
        {
            source: 'StatementDate',
            label: text('StatementDate'),
            sortable: false,
            render: row => (
                <Link component={RouterLink} to={`/statements/${encodeURIComponent(String(row.PaymentRunId))}`}>
                    {date(row.StatementDate) || String(row.PaymentRunId)}
                </Link>
            ),
        },
        { source: 'Status', label: text('Status'), sortable: false, render: row => status(row.Status) },
        {
            source: 'Amount',
            label: text('Amount'),
            sortable: false,
            numeric: true,
            render: row => <Money value={row.Amount} />,
        },
    ];
    return (
        <SectionCard title={title}>
            <ListContextProvider value={list}>
                <ResponsiveTable<PaymentRow>
                    columns={columns}
                    label="resources.enrollments.detail.paymentsTable"
                    labelArgs={{ title: translate(title) }}
                    pageSizes={STATEMENT_PAGE_SIZES}
                    pagination={rows.length > STATEMENT_PAGE_SIZES[0]}
                    emptyMessage="resources.enrollments.messages.noPayments"
                    errorMessage="resources.enrollments.messages.paymentsLoadError"
                    footer={{ label: text('totalProcessed'), value: <Money value={processedTotal(rows)} /> }}
                />
            </ListContextProvider>
        </SectionCard>
    );
};

const TITLES: Record<PaymentKind, string> = {
    commissions: 'resources.enrollments.detail.commissions',
    overrides: 'resources.enrollments.detail.overrides',
};

export const EnrollmentPayments = ({ enrollmentId }: { enrollmentId: Identifier }) => {
    const queries = useEnrollmentPayments(enrollmentId);
    return (
        <QueryState
            query={allOf(queries.map(([, query]) => query))}
            error="resources.enrollments.messages.paymentsLoadError"
            empty="resources.enrollments.messages.noPayments"
            isEmpty={lists => lists.every(rows => rows.length === 0)}
        >
            {lists => (
                <CardGrid>
                    {queries.map(([kind], index) =>
                        lists[index].length > 0 ? (
                            <StatementRowsTable key={kind} title={TITLES[kind]} rows={lists[index]} />
                        ) : null
                    )}
                </CardGrid>
            )}
        </QueryState>
    );
};
