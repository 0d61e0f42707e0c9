import { Alert, Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useProgressAnnouncement } from '../../../src/api/progressAnnouncement';
import { visuallyHidden } from '../../../src/components/visuallyHidden';
import { isoDayBefore } from '../../../src/domain/calendarDays';
import { saveTextFile } from '../../../src/domain/csv';
import type { CheckWindow, MissingCommission, ProducerCount } from './check';
import { missingCsv } from './missingCsv';
import { enrollmentName, type ResultRow } from './missingRows';
import { ProducerCounts } from './ProducerCounts';
import type { useMissingCommissions } from './useMissingCommissions';

const M = 'resources.enrollments.missing';

/** What the page shows of the check: the counts per producer, and the rows of the chosen producer (or all). */
export interface CheckView {
    counts: ProducerCount[];
    shown: MissingCommission[];
    shownFailed: Array<Extract<ResultRow, { kind: 'notChecked' }>>;
}

interface CheckSummaryProps {
    check: ReturnType<typeof useMissingCommissions>;
    view: CheckView;
    window: CheckWindow;
    agency: boolean;
    producer?: string;
    onProducer: (producer: string | undefined) => void;
}

/**
 * The check's answer, first on the page: how many enrollments lack a processed payment, how far the check has
 * got (Cancel, or the rest asked again), the CSV, the enrollments whose payments failed by name, and for an
 * agency how many each producer wrote.
 */
export const CheckSummary = ({ check, view, window, agency, producer, onProducer }: CheckSummaryProps) => {
    const translate = useTranslate();
    const { runs, missing, failed } = check;
    const running = runs.status === 'running';
    const announcement = useProgressAnnouncement(runs.settled, runs.total, runs.status, failed.length);
    const exportCsv = () =>
        saveTextFile(
            translate(`${M}.fileName`, { date: isoDayBefore(0) }),
            missingCsv([...view.shown, ...view.shownFailed], { translate, agency })
        );
    return (
        <>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Box sx={{ flexGrow: 1 }}>
                    <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
                        {translate(`${M}.found`, { smart_count: missing.length, from: window.from, to: window.to })}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
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
                <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    {running ? (
                        <Button variant="outlined" onClick={runs.cancel}>
                            {translate(`${M}.cancel`)}
                        </Button>
                    ) : (
                        // Asks only the enrollments not checked yet or whose payments failed: the others are kept.
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
                        disabled={view.shown.length === 0 && view.shownFailed.length === 0}
                    >
                        {translate(`${M}.export`)}
                    </Button>
                </Stack>
            </Stack>
            {failed.length > 0 && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                    <span>{translate(`${M}.failed`, { smart_count: failed.length })}</span>{' '}
                    {failed.slice(0, 10).map((row, index) => (
                        <span key={String(row.id)}>
                            {index > 0 && ', '}
                            <Link component={RouterLink} to={`/enrollments/${encodeURIComponent(String(row.id))}`}>
                                {enrollmentName(row)}
                            </Link>
                        </span>
                    ))}
                </Alert>
            )}
            {agency && <ProducerCounts counts={view.counts} producer={producer} onProducer={onProducer} />}
            {producer !== undefined && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate(`${M}.byProducer.shown`, {
                        smart_count: view.shown.length,
                        total: missing.length,
                        name: view.counts.find(entry => entry.id === producer)?.name ?? producer,
                    })}
                </Typography>
            )}
        </>
    );
};
