import type { ReactNode } from 'react';
import { Box, Card, CardContent, Link, MenuItem, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataTable, Pagination, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ProducerLink } from '../../src/components/ProducerLink';
import { useFormatters } from '../../src/components/formatting';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { useSelectedPortal } from '../../src/portal/usePortal';
import { LIST_PAGE_SIZES, type EnrollmentRow } from './types';

const field = (name: string) => `resources.enrollments.fields.${name}`;

const customerName = (row: EnrollmentRow) =>
    [row.CustomerLastName, row.CustomerFirstName].filter(Boolean).join(', ') || String(row.PolicyId);

const detailPath = (row: EnrollmentRow) => `/enrollments/${encodeURIComponent(String(row.PolicyId))}`;

/** The customer's name as a real link to the detail (rows are clickable too, but only links are keyboard-reachable). */
const DetailLink = ({ row }: { row: EnrollmentRow }) => {
    const { pathname, search } = useLocation();
    return (
        <Link component={RouterLink} to={detailPath(row)} state={{ from: `${pathname}${search}` }}>
            {customerName(row)}
        </Link>
    );
};

/** What both layouts need: dates in the user's language, and whether the agent column shows (agencies). */
const useColumns = () => {
    const { date } = useFormatters();
    const isAgency = useSelectedPortal()?.type === 'agency';
    return { date, isAgency };
};

const EnrollmentDataTable = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { pathname, search } = useLocation();
    const { date, isAgency } = useColumns();
    const label = translate('resources.enrollments.list.table');
    return (
        <Box
            role="region"
            aria-label={label}
            tabIndex={0}
            // The table never widens the page: only this region scrolls sideways.
            sx={{ width: 0, minWidth: '100%', overflowX: 'auto', '& th, & td': { whiteSpace: 'nowrap' } }}
        >
            <DataTable<EnrollmentRow>
                bulkActionButtons={false}
                size="small"
                aria-label={label}
                empty={<EmptyState message="resources.enrollments.messages.noneFound" />}
                rowClick={(_id, _resource, record) => {
                    navigate(`/enrollments/${encodeURIComponent(String(record.id))}`, {
                        state: { from: `${pathname}${search}` },
                    });
                    return false;
                }}
            >
                <DataTable.Col
                    source="CustomerLastName"
                    label={field('customer')}
                    render={row => <DetailLink row={row as EnrollmentRow} />}
                />
                {isAgency && (
                    <DataTable.Col
                        source="AgentName"
                        label={field('AgentName')}
                        render={row =>
                            row.AgentId !== null && row.AgentId !== undefined ? (
                                <ProducerLink agentId={row.AgentId} name={row.AgentName ?? String(row.AgentId)} />
                            ) : (
                                row.AgentName
                            )
                        }
                    />
                )}
                <DataTable.Col source="CustomerState" label={field('CustomerState')} />
                <DataTable.Col source="CustomerCounty" label={field('CustomerCounty')} />
                <DataTable.Col source="InsurerName" label={field('InsurerName')} />
                <DataTable.Col source="PolicyType" label={field('PolicyType')} />
                <DataTable.Col
                    source="EffectiveDate"
                    label={field('EffectiveDate')}
                    render={row => date(row.EffectiveDate)}
                />
                <DataTable.Col source="AppQueueStatus" label={field('AppQueueStatus')} />
                <DataTable.Col
                    source="TerminationDate"
                    label={field('TerminationDate')}
                    render={row => date(row.TerminationDate)}
                />
                <DataTable.Col source="TerminationReason" label={field('TerminationReason')} />
            </DataTable>
        </Box>
    );
};

/** On a phone: one card per enrollment with every column's value, the customer's name as the link. */
const EnrollmentCards = () => {
    const translate = useTranslate();
    const { data = [] } = useListContext<EnrollmentRow>();
    const { date, isAgency } = useColumns();
    if (data.length === 0) return <EmptyState message="resources.enrollments.messages.noneFound" />;
    return (
        <Box
            component="ul"
            aria-label={translate('resources.enrollments.list.cards')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
            {data.map(row => {
                const facts: Array<[string, ReactNode]> = [
                    ...(isAgency ? [[field('AgentName'), row.AgentName] as [string, ReactNode]] : []),
                    [field('CustomerState'), [row.CustomerState, row.CustomerCounty].filter(Boolean).join(' · ')],
                    [field('InsurerName'), row.InsurerName],
                    [field('PolicyType'), row.PolicyType],
                    [field('EffectiveDate'), date(row.EffectiveDate)],
                    [field('AppQueueStatus'), row.AppQueueStatus],
                    [field('TerminationDate'), date(row.TerminationDate)],
                    [field('TerminationReason'), row.TerminationReason],
                ];
                return (
                    <Card component="li" key={row.id} variant="outlined">
                        <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 0.5 }}>
                                <DetailLink row={row} />
                            </Typography>
                            <Box
                                component="dl"
                                sx={{
                                    m: 0,
                                    display: 'grid',
                                    gridTemplateColumns: 'auto minmax(0, 1fr)',
                                    columnGap: 1.5,
                                    rowGap: 0.25,
                                    '& dt': { color: 'text.secondary' },
                                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                                }}
                            >
                                {facts.map(([label, value]) => (
                                    <Box key={label} sx={{ display: 'contents' }}>
                                        <Typography component="dt" variant="body2">
                                            {translate(label)}
                                        </Typography>
                                        <Typography component="dd" variant="body2">
                                            {value || '—'}
                                        </Typography>
                                    </Box>
                                ))}
                            </Box>
                        </CardContent>
                    </Card>
                );
            })}
        </Box>
    );
};

/** Below md react-admin's pagination hides its page-size choice: phones get this one. */
const PhonePageSize = () => {
    const translate = useTranslate();
    const { perPage, setPerPage } = useListContext();
    return (
        <TextField
            select
            size="small"
            label={translate('resources.enrollments.list.pageSize')}
            value={perPage}
            onChange={event => setPerPage(Number(event.target.value))}
            sx={{ minWidth: 140, mt: 1 }}
        >
            {LIST_PAGE_SIZES.map(size => (
                <MenuItem key={size} value={size}>
                    {size}
                </MenuItem>
            ))}
        </TextField>
    );
};

/**
 * The results of the list context: a server-paged, server-sorted table on a laptop, cards on a phone (every
 * column's value readable), each to the enrollment's detail; the spec's empty and error texts.
 */
export const EnrollmentTable = () => {
    const theme = useTheme();
    const isPhone = useMediaQuery(theme.breakpoints.down('md'));
    const { error, total, isPending } = useListContext<EnrollmentRow>();
    if (error) return <ErrorState message="resources.enrollments.messages.loadError" />;
    if (isPending) return <LoadingState />;
    return (
        <>
            {isPhone ? <EnrollmentCards /> : <EnrollmentDataTable />}
            {(total ?? 0) > 0 && (
                <>
                    <Pagination rowsPerPageOptions={LIST_PAGE_SIZES} />
                    {isPhone && <PhonePageSize />}
                </>
            )}
        </>
    );
};
