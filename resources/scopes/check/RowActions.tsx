import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { C, customerName, withCustomer } from './rowTexts';
import type { CheckRow } from './useSoaCheck';

// The application was taken without an SOA in time: no SOA requested now can change that.
const tooLateToCure = (row: CheckRow) => row.verdict === 'completedAfter' || row.verdict === 'tooOld';

export const RowActions = ({ row }: { row: CheckRow }) => {
    const translate = useTranslate();
    const name = customerName(row.enrollment);
    const request = withCustomer('/scopes/request', row.enrollment.CustomerFirstName, row.enrollment.CustomerLastName);
    if (!tooLateToCure(row) || !row.soa)
        return (
            <Link
                component={RouterLink}
                to={request}
                aria-label={translate(`${C}.requestFor`, { name })}
                sx={{ whiteSpace: 'nowrap' }}
            >
                {translate(`${C}.request`)}
            </Link>
        );
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
            <Typography variant="body2">{translate(`${C}.toDo.document`)}</Typography>
            <Link
                component={RouterLink}
                to={`/enrollments/${encodeURIComponent(String(row.enrollment.id))}`}
                aria-label={translate(`${C}.toDo.enrollmentOf`, { name })}
            >
                {translate(`${C}.toDo.enrollment`)}
            </Link>
            <Link
                component={RouterLink}
                to={withCustomer('/scopes', row.soa.firstName, row.soa.lastName)}
                aria-label={translate(`${C}.toDo.soaOf`, { name })}
            >
                {translate(`${C}.toDo.soa`)}
            </Link>
            <Link component={RouterLink} to={request} aria-label={translate(`${C}.toDo.nextFor`, { name })}>
                {translate(`${C}.toDo.next`)}
            </Link>
        </Box>
    );
};
