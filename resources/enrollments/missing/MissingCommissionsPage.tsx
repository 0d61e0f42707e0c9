import { useState, type FormEvent } from 'react';
import {
    Alert,
    Box,
    Button,
    Card,
    CardContent,
    LinearProgress,
    Link,
    List,
    ListItem,
    Stack,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    TextField,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useProgressAnnouncement } from '../../../src/api/progressAnnouncement';
import { BackLink } from '../../../src/components/BackLink';
import { visuallyHidden } from '../../../src/components/visuallyHidden';
import { PageHeading } from '../../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState } from '../../../src/components/States';
import { useFormatters } from '../../../src/components/formatting';
import { saveTextFile, toCsv } from '../../../src/domain/csv';
import { useAddressState } from '../../../src/routing/useAddressState';
import { isoDayBefore } from '../../../src/domain/calendarDays';
import type { EnrollmentRow } from '../types';
import { readWindow, windowProblems, type CheckWindow, type MissingCommission } from './check';
import { useMissingCommissions } from './useMissingCommissions';

const M = 'resources.enrollments.missing';

const writeWindow = (params: URLSearchParams, window: CheckWindow) => {
    const next = new URLSearchParams(params);
    next.set('from', String(window.from));
    next.set('to', String(window.to));
    return next;
};

const customerOf = (row: EnrollmentRow) => [row.CustomerFirstName, row.CustomerLastName].filter(Boolean).join(' ');

/**
 * /enrollments/missing-commissions (issue 20): enrollments effective in a window of days ago with no processed
 * commission payment, checked one enrollment at a time (at most 4 calls at once), with progress, Cancel,
 * the CSV and what the check cannot know.
 */
export const MissingCommissionsPage = () => {
    const translate = useTranslate();
    const { state: window, update } = useAddressState({ read: readWindow, write: writeWindow });
    const check = useMissingCommissions(window);
    return (
        <>
            <BackLink to="/enrollments" label={`${M}.back`} />
            <PageHeading title={translate(`${M}.title`)} />
            <Typography sx={{ mb: 2, maxWidth: 880 }}>{translate(`${M}.intro`)}</Typography>
            <Alert severity="info" role="note" sx={{ mb: 2, maxWidth: 880 }}>
                {translate(`${M}.limits`)}
            </Alert>
            <WindowForm key={`${window.from}-${window.to}`} window={window} onApply={next => update(() => next)} />
            <Card variant="outlined">
                <CardContent sx={{ p: { xs: 1, sm: 2 } }}>
                    {check.enrollments.error ? (
                        <ErrorState
                            message="resources.enrollments.messages.loadError"
                            retry={check.enrollments.refetch}
                        />
                    ) : check.enrollments.isPending ? (
                        <LoadingState label={`${M}.searching`} />
                    ) : (
                        <Results check={check} window={window} />
                    )}
                </CardContent>
            </Card>
        </>
    );
};

const WindowForm = ({ window, onApply }: { window: CheckWindow; onApply: (window: CheckWindow) => void }) => {
    const translate = useTranslate();
    const [from, setFrom] = useState(String(window.from));
    const [to, setTo] = useState(String(window.to));
    const [shown, setShown] = useState(false);
    const problems = windowProblems(from, to);
    const submit = (event: FormEvent) => {
        event.preventDefault();
        setShown(true);
        if (!problems.from && !problems.to) onApply({ from: Number(from), to: Number(to) });
    };
    const helper = (problem: string | undefined) =>
        shown && problem ? translate(`${M}.problems.${problem}`) : undefined;
    return (
        <Card variant="outlined" sx={{ mb: 2 }}>
            <CardContent>
                <Box component="form" noValidate onSubmit={submit} aria-label={translate(`${M}.window.label`)}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                        <TextField
                            label={translate(`${M}.window.from`)}
                            value={from}
                            onChange={event => setFrom(event.target.value)}
                            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                            error={shown && Boolean(problems.from)}
                            helperText={helper(problems.from)}
                            size="small"
                        />
                        <TextField
                            label={translate(`${M}.window.to`)}
                            value={to}
                            onChange={event => setTo(event.target.value)}
                            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                            error={shown && Boolean(problems.to)}
                            helperText={helper(problems.to)}
                            size="small"
                        />
                        <Button type="submit" variant="contained">
                            {translate(`${M}.window.apply`)}
                        </Button>
                    </Stack>
                </Box>
            </CardContent>
        </Card>
    );
};

type Check = ReturnType<typeof useMissingCommissions>;

const Results = ({ check, window }: { check: Check; window: CheckWindow }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const { runs, missing, failed } = check;
    const running = runs.status === 'running';
    const announcement = useProgressAnnouncement(runs.settled, runs.total, runs.status, failed.length);
    const exportCsv = () =>
        saveTextFile(
            translate(`${M}.fileName`, { date: isoDayBefore(0) }),
            toCsv(
                [
                    translate(`${M}.columns.policyId`),
                    translate(`${M}.columns.customer`),
                    translate(`${M}.columns.carrier`),
                    translate(`${M}.columns.product`),
                    translate(`${M}.columns.effectiveDate`),
                    translate(`${M}.columns.days`),
                    translate(`${M}.columns.status`),
                ],
                missing.map(row => [
                    String(row.enrollment.id),
                    customerOf(row.enrollment),
                    row.enrollment.InsurerName,
                    row.enrollment.PolicyType,
                    row.enrollment.EffectiveDate?.slice(0, 10),
                    row.days,
                    translate(`${M}.kinds.${row.kind}`),
                ])
            )
        );
    if (runs.total === 0 && runs.status !== 'running') return <EmptyState message={`${M}.noEnrollments`} />;
    return (
        <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
                <Box sx={{ flexGrow: 1 }}>
                    <Typography variant="body2">
                        {translate(`${M}.progress`, { settled: runs.settled, smart_count: runs.total })}
                        {runs.status === 'cancelled' && ` ${translate(`${M}.cancelled`)}`}
                    </Typography>
                    <Box role="status" sx={visuallyHidden}>
                        {announcement && translate(`${M}.${announcement.key}`, announcement.args)}
                    </Box>
                    {running && (
                        <LinearProgress
                            variant="determinate"
                            value={runs.total ? (runs.settled / runs.total) * 100 : 0}
                            aria-label={translate(`${M}.progressLabel`)}
                            sx={{ mt: 1 }}
                        />
                    )}
                </Box>
                {running ? (
                    <Button variant="outlined" onClick={runs.cancel}>
                        {translate(`${M}.cancel`)}
                    </Button>
                ) : (
                    // Enrollments not checked yet, or whose payments failed: asked again, the others kept.
                    (runs.settled < runs.total || failed.length > 0) && (
                        <Button variant="outlined" onClick={runs.resume}>
                            {translate(`${M}.resume`)}
                        </Button>
                    )
                )}
                <Button
                    variant="contained"
                    startIcon={<DownloadIcon />}
                    onClick={exportCsv}
                    disabled={missing.length === 0}
                >
                    {translate(`${M}.export`)}
                </Button>
            </Stack>
            {failed.length > 0 && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    <span>{translate(`${M}.failed`, { smart_count: failed.length })}</span>{' '}
                    {failed.slice(0, 10).map((row, index) => (
                        <span key={String(row.id)}>
                            {index > 0 && ', '}
                            <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(row.id))}`}>
                                {String(row.id)}
                            </Link>
                        </span>
                    ))}
                </Alert>
            )}
            <Typography variant="body2" sx={{ mb: 1 }}>
                {translate(`${M}.found`, { smart_count: missing.length, from: window.from, to: window.to })}
            </Typography>
            {missing.length > 0 && <MissingTable rows={missing} date={date} />}
        </>
    );
};

/** On a phone each enrollment is a block of label/value lines (a table would not fit the width). */
const MissingCards = ({ rows, date }: { rows: MissingCommission[]; date: (value: string) => string }) => {
    const translate = useTranslate();
    const line = (label: string, value: string | number | null | undefined) => (
        <Typography variant="body2">
            {translate(`${M}.columns.${label}`)}: {value}
        </Typography>
    );
    return (
        <List disablePadding aria-label={translate(`${M}.table`)}>
            {rows.map(({ enrollment, days, kind }) => (
                <ListItem key={String(enrollment.id)} divider disableGutters sx={{ display: 'block' }}>
                    <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(enrollment.id))}`}>
                        {customerOf(enrollment) || String(enrollment.id)}
                    </Link>
                    {line('carrier', enrollment.InsurerName)}
                    {line('product', enrollment.PolicyType)}
                    {line('effectiveDate', date(enrollment.EffectiveDate ?? ''))}
                    {line('days', days)}
                    {line('status', translate(`${M}.kinds.${kind}`))}
                </ListItem>
            ))}
        </List>
    );
};

const MissingTable = ({ rows, date }: { rows: MissingCommission[]; date: (value: string) => string }) => {
    const translate = useTranslate();
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
    if (phone) return <MissingCards rows={rows} date={date} />;
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={translate(`${M}.table`)}>
                <TableHead>
                    <TableRow>
                        <TableCell>{translate(`${M}.columns.enrollment`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.carrier`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.product`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.effectiveDate`)}</TableCell>
                        <TableCell align="right">{translate(`${M}.columns.days`)}</TableCell>
                        <TableCell>{translate(`${M}.columns.status`)}</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(({ enrollment, days, kind }) => (
                        <TableRow key={String(enrollment.id)}>
                            <TableCell>
                                <Link
                                    component={RouterLink}
                                    to={`/enrollments/${encodeURIComponent(String(enrollment.id))}`}
                                >
                                    {customerOf(enrollment) || String(enrollment.id)}
                                </Link>
                            </TableCell>
                            <TableCell>{enrollment.InsurerName}</TableCell>
                            <TableCell>{enrollment.PolicyType}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(enrollment.EffectiveDate ?? '')}</TableCell>
                            <TableCell align="right">{days}</TableCell>
                            <TableCell>{translate(`${M}.kinds.${kind}`)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </Box>
    );
};
