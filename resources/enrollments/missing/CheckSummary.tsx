import { useId } from 'react';
import { useDownlineName } from '../../../src/components/producerNames';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { useProgressAnnouncement } from '../../../src/components/progressAnnouncement';
import { PartialNote } from '../../../src/components/PartialAnswer';
import { visuallyHidden } from '../../../src/components/visuallyHidden';
import { isoDayBefore } from '../../../src/domain/calendarDays';
import { saveTextFile } from '../../../src/domain/csv';
import type { CheckWindow, MissingCommission, ProducerCount } from './check';
import { FailedList } from './FailedList';
import { missingCsv } from './missingCsv';
import type { ResultRow } from './missingRows';
import { ProducerCounts } from './ProducerCounts';
import type { useMissingCommissions } from './useMissingCommissions';

const M = 'resources.enrollments.missing';

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

const Sources = ({ sources }: { sources: ReturnType<typeof useMissingCommissions>['sources'] }) => {
    const translate = useTranslate();
    const { byStatements, ownPayments, statementsUnread, failedStatements } = sources;
    const counts = [
        ...(byStatements > 0 ? [translate(`${M}.sources.statements`, { smart_count: byStatements })] : []),
        ...(ownPayments > 0 ? [translate(`${M}.sources.ownPayments`, { smart_count: ownPayments })] : []),
    ];
    return (
        <>
            {counts.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                    {counts.join('; ')}
                </Typography>
            )}
            {(statementsUnread || failedStatements > 0) && (
                <Typography variant="body2">
                    {statementsUnread
                        ? translate(`${M}.sources.statementsUnread`)
                        : translate(`${M}.sources.failedStatements`, { smart_count: failedStatements })}
                </Typography>
            )}
        </>
    );
};

export const CheckSummary = ({ check, view, window, agency, producer, onProducer }: CheckSummaryProps) => {
    const downlineName = useDownlineName({ enabled: agency });
    const counts = view.counts.map(entry => ({ ...entry, name: downlineName(entry) }));
    const translate = useTranslate();
    const { runs, missing, failed } = check;
    const running = runs.status === 'running';
    const noteId = useId();
    // Before the first call starts the run is idle: nothing is answered yet.
    const answering = running || runs.status === 'idle';
    const checked = runs.entries.filter(entry => entry.state === 'done').length;
    const left = runs.total - checked - failed.length;
    const partial = !answering && (failed.length > 0 || left > 0);
    const range = { from: window.from, to: window.to };
    const headline =
        partial && checked === 0
            ? translate(`${M}.noneChecked`, { smart_count: runs.total, ...range })
            : missing.length > 0
              ? translate(`${M}.found`, { smart_count: missing.length, ...range })
              : answering
                ? translate(`${M}.checking`)
                : partial
                  ? translate(`${M}.cleanSoFar`, { smart_count: checked })
                  : translate(`${M}.found`, { smart_count: 0, ...range });
    const partialParts = [
        translate(`${M}.partial.checked`, { checked, smart_count: runs.total }),
        ...(failed.length > 0 ? [translate(`${M}.partial.failed`, { smart_count: failed.length })] : []),
        ...(left > 0 ? [translate(`${M}.partial.left`, { smart_count: left })] : []),
    ];
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
                    <Typography
                        variant="h2"
                        aria-describedby={partial ? noteId : undefined}
                        sx={{ fontSize: '1.15rem' }}
                    >
                        {headline}
                    </Typography>
                    {partial ? (
                        <PartialNote id={noteId} parts={partialParts} />
                    ) : (
                        <Typography variant="body2" color="text.secondary">
                            {translate(`${M}.progress`, { settled: checked, smart_count: runs.total })}
                        </Typography>
                    )}
                    <Sources sources={check.sources} />
                    {runs.status === 'cancelled' && (
                        <Typography variant="body2" color="text.secondary">
                            {translate(`${M}.cancelled`)}
                        </Typography>
                    )}
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
            {failed.length > 0 && <FailedList failed={failed} agency={agency} />}
            {agency && <ProducerCounts counts={counts} producer={producer} onProducer={onProducer} />}
            {producer !== undefined && (
                <Typography variant="body2" sx={{ mt: 1 }}>
                    {translate(`${M}.byProducer.shown`, {
                        smart_count: view.shown.length,
                        total: missing.length,
                        name: counts.find(entry => entry.id === producer)?.name ?? producer,
                    })}
                </Typography>
            )}
        </>
    );
};
