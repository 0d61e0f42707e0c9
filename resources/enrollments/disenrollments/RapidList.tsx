import { Link, Typography } from '@mui/material';
import { ListContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { ApiValue } from '../../../src/components/ApiValue';
import { useFormatters } from '../../../src/components/formatting';
import { ProducerLink } from '../../../src/components/ProducerLink';
import { ResponsiveTable, type TableColumn } from '../../../src/components/listTable';
import { dayNumberOf } from '../../../src/domain/calendarDays';
import type { EnrollmentRow } from '../types';
import { D, useAllRows } from './RateTables';

const customerOf = (row: EnrollmentRow) =>
    [row.CustomerFirstName, row.CustomerLastName].filter(Boolean).join(' ') || String(row.id);

const daysHeld = (row: EnrollmentRow) =>
    (dayNumberOf(row.TerminationDate ?? '') ?? 0) - (dayNumberOf(row.EffectiveDate ?? '') ?? 0);

/** A long list keeps its header row in view on a laptop. */
export const RapidList = ({ rows, agency }: { rows: EnrollmentRow[]; agency: boolean }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const context = useAllRows('disenrollments', rows);
    const columns: Array<TableColumn<EnrollmentRow> | false> = [
        {
            source: 'customer',
            label: `${D}.columns.customer`,
            sortable: false,
            render: row => (
                <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(row.id))}`}>
                    {customerOf(row)}
                </Link>
            ),
        },
        agency && {
            source: 'AgentName',
            label: `${D}.columns.producer`,
            sortable: false,
            render: row =>
                row.AgentId ? (
                    <ProducerLink agentId={row.AgentId} name={row.AgentName ?? String(row.AgentId)} />
                ) : (
                    row.AgentName
                ),
        },
        { source: 'InsurerName', label: `${D}.columns.carrier`, sortable: false },
        { source: 'PolicyType', label: `${D}.columns.policyType`, sortable: false },
        {
            source: 'EffectiveDate',
            label: `${D}.columns.effectiveDate`,
            sortable: false,
            noWrap: true,
            render: row => date(row.EffectiveDate),
        },
        {
            source: 'TerminationDate',
            label: `${D}.columns.terminationDate`,
            sortable: false,
            noWrap: true,
            render: row => date(row.TerminationDate),
        },
        { source: 'held', label: `${D}.columns.held`, sortable: false, numeric: true, render: daysHeld },
        {
            source: 'TerminationReason',
            label: `${D}.columns.reason`,
            sortable: false,
            render: row =>
                row.TerminationReason ? <ApiValue kind="terminationReason" value={row.TerminationReason} /> : '',
        },
    ];
    return (
        <>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                {translate(`${D}.rapidList`, { smart_count: rows.length })}
            </Typography>
            <ListContextProvider value={context}>
                <ResponsiveTable<EnrollmentRow>
                    columns={columns}
                    label={`${D}.rapidTable`}
                    pageSizes={[rows.length || 1]}
                    pagination={false}
                    emptyMessage={`${D}.noRapid`}
                    errorMessage={`${D}.loadError`}
                    stickyHeader={rows.length > 15}
                    cardEmptyValue="—"
                />
            </ListContextProvider>
        </>
    );
};
