import type { ReactNode } from 'react';
import {
    Box,
    Link,
    List,
    ListItem,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../../src/components/formatting';
import { ProducerLink } from '../../../src/components/ProducerLink';
import type { EnrollmentRow } from '../types';
import type { MissingCommission } from './check';
import { enrollmentName } from './missingRows';

const M = 'resources.enrollments.missing';

const EnrollmentNameLink = ({ enrollment }: { enrollment: EnrollmentRow }) => (
    <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(enrollment.id))}`}>
        {enrollmentName(enrollment)}
    </Link>
);

const Producer = ({ enrollment }: { enrollment: EnrollmentRow }) =>
    enrollment.AgentId != null && enrollment.AgentName ? (
        <ProducerLink agentId={enrollment.AgentId} name={enrollment.AgentName} />
    ) : (
        <>{enrollment.AgentName}</>
    );

interface TableProps {
    rows: MissingCommission[];
    agency: boolean;
}

const MissingCards = ({ rows, agency }: TableProps) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const line = (label: string, value: ReactNode) => (
        <Typography variant="body2">
            {translate(`${M}.columns.${label}`)}: {value}
        </Typography>
    );
    return (
        <List disablePadding aria-label={translate(`${M}.table`)}>
            {rows.map(({ enrollment, days, kind, by }) => (
                <ListItem key={String(enrollment.id)} divider disableGutters sx={{ display: 'block' }}>
                    <EnrollmentNameLink enrollment={enrollment} />
                    {agency && line('producer', <Producer enrollment={enrollment} />)}
                    {line('carrier', enrollment.InsurerName)}
                    {line('product', enrollment.PolicyType)}
                    {line('effectiveDate', date(enrollment.EffectiveDate ?? ''))}
                    {enrollment.TerminationDate && line('terminated', date(enrollment.TerminationDate))}
                    {line('days', days)}
                    {line('status', translate(`${M}.kinds.${kind}`))}
                    {line('settledBy', translate(`${M}.settledBy.${by}`))}
                </ListItem>
            ))}
        </List>
    );
};

export const MissingTable = ({ rows, agency }: TableProps) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    if (phone) return <MissingCards rows={rows} agency={agency} />;
    return (
        // Only this box scrolls sideways, never the page, whatever the columns need (zoomed to 200%).
        <Box sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${M}.table`)}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate(`${M}.columns.enrollment`)}</TableCell>
                        {agency && <TableCell>{translate(`${M}.columns.producer`)}</TableCell>}
                        <TableCell>{translate(`${M}.columns.carrier`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.product`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.effectiveDate`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.terminated`)}</TableCell>
                        <TableCell align="right">{translate(`${M}.columns.days`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.status`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.settledBy`)}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(({ enrollment, days, kind, by }) => (
                        <TableRow key={String(enrollment.id)}>
                            <TableCell>
                                <EnrollmentNameLink enrollment={enrollment} />
                            </TableCell>
                            {agency && (
                                <TableCell>
                                    <Producer enrollment={enrollment} />
                                </TableCell>
                            )}
                            <TableCell>{enrollment.InsurerName}</TableCell>
                            <TableCell>{enrollment.PolicyType}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(enrollment.EffectiveDate ?? '')}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                {enrollment.TerminationDate ? date(enrollment.TerminationDate) : ''}
                            </TableCell>
                            <TableCell align="right">{days}</TableCell>
                            <TableCell>{translate(`${M}.kinds.${kind}`)}</TableCell>
                            <TableCell>{translate(`${M}.settledBy.${by}`)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
