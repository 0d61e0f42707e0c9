import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
    Box,
    Link,
    Table,
    TableBody,
    TableCell,
    TableFooter,
    TableHead,
    TablePagination,
    TableRow,
} from '@mui/material';
import { useDataProvider, useTranslate, type Identifier } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../src/components/SectionCard';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { useFormatters } from '../../src/components/formatting';
import { useSelectedPortal } from '../../src/portal/usePortal';
import { enrollmentQueries, type EnrollmentMethods } from './api';
import { Money } from './Money';
import { PROCESSED, STATEMENT_PAGE_SIZES, type PaymentKind, type StatementRow } from './types';

const text = (key: string) => `resources.enrollments.statementRows.${key}`;

const STATUS_KEYS: Record<string, string> = { processed: 'Processed', 'on hold': 'OnHold', onhold: 'OnHold' };

/** The footer total (spec part 2 §4): Processed rows only; on-hold payments are not paid yet. */
export const processedTotal = (rows: StatementRow[]) =>
    rows.filter(row => row.Status === PROCESSED).reduce((sum, row) => sum + Math.round(row.Amount * 100), 0) / 100;

/** One payment kind's statement rows, paged here (10/25/50, spec part 2 §9), with the processed total. */
const StatementRowsTable = ({ title, rows }: { title: string; rows: StatementRow[] }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const [page, setPage] = useState(0);
    const [perPage, setPerPage] = useState(STATEMENT_PAGE_SIZES[0]);
    const shown = rows.slice(page * perPage, (page + 1) * perPage);
    const status = (value: string | null | undefined) => {
        const key = STATUS_KEYS[(value ?? '').toLowerCase()];
        return key ? translate(text(`statuses.${key}`)) : value;
    };
    return (
        <SectionCard title={title}>
            <Box sx={{ overflowX: 'auto' }}>
                <Table
                    size="small"
                    aria-label={translate('resources.enrollments.detail.paymentsTable', { title: translate(title) })}
                >
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate(text('StatementDate'))}</TableCell>
                            <TableCell>{translate(text('Status'))}</TableCell>
                            <TableCell align="right">{translate(text('Amount'))}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {shown.map((row, index) => (
                            <TableRow key={`${row.PaymentRunId}-${index}`}>
                                <TableCell>
                                    <Link
                                        component={RouterLink}
                                        to={`/statements/${encodeURIComponent(String(row.PaymentRunId))}`}
                                    >
                                        {date(row.StatementDate) || String(row.PaymentRunId)}
                                    </Link>
                                </TableCell>
                                <TableCell>{status(row.Status)}</TableCell>
                                <TableCell align="right">
                                    <Money value={row.Amount} />
                                </TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                    <TableFooter>
                        <TableRow>
                            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
                                {translate(text('totalProcessed'))}
                            </TableCell>
                            <TableCell align="right" sx={{ fontWeight: 600 }}>
                                <Money value={processedTotal(rows)} />
                            </TableCell>
                        </TableRow>
                    </TableFooter>
                </Table>
            </Box>
            {rows.length > STATEMENT_PAGE_SIZES[0] && (
                <TablePagination
                    component="div"
                    count={rows.length}
                    page={page}
                    rowsPerPage={perPage}
                    rowsPerPageOptions={STATEMENT_PAGE_SIZES}
                    onPageChange={(_event, next) => setPage(next)}
                    onRowsPerPageChange={event => {
                        setPerPage(Number(event.target.value));
                        setPage(0);
                    }}
                    labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
                    labelDisplayedRows={({ from, to, count }) =>
                        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
                    }
                    getItemAriaLabel={type =>
                        translate(`ra.navigation.${type === 'previous' ? 'previous' : type === 'next' ? 'next' : type}`)
                    }
                />
            )}
        </SectionCard>
    );
};

const TITLES: Record<PaymentKind, string> = {
    commissions: 'resources.enrollments.detail.commissions',
    overrides: 'resources.enrollments.detail.overrides',
};

/**
 * The enrollment's commission payments and, for agencies, override payments (spec part 2 §2), each table
 * shown only when it has rows; 'No payments found' when neither has any, 'Error loading payments' when a
 * call failed.
 */
export const EnrollmentPayments = ({ enrollmentId }: { enrollmentId: Identifier }) => {
    const api = useDataProvider<EnrollmentMethods & ReturnType<typeof useDataProvider>>();
    const isAgency = useSelectedPortal()?.type === 'agency';
    const commissions = useQuery(enrollmentQueries.payments(api, enrollmentId, 'commissions'));
    const overrides = useQuery({ ...enrollmentQueries.payments(api, enrollmentId, 'overrides'), enabled: isAgency });
    const queries: Array<[PaymentKind, typeof commissions]> = [
        ['commissions', commissions],
        ...(isAgency ? [['overrides', overrides] as [PaymentKind, typeof commissions]] : []),
    ];
    if (queries.some(([, query]) => query.error))
        return <ErrorState message="resources.enrollments.messages.paymentsLoadError" />;
    if (queries.some(([, query]) => query.isPending)) return <LoadingState />;
    const withRows = queries.filter(([, query]) => (query.data ?? []).length > 0);
    if (withRows.length === 0) return <EmptyState message="resources.enrollments.messages.noPayments" />;
    return (
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
            }}
        >
            {withRows.map(([kind, query]) => (
                <StatementRowsTable key={kind} title={TITLES[kind]} rows={query.data ?? []} />
            ))}
        </Box>
    );
};
