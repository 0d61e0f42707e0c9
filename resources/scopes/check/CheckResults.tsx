import { useMemo } from 'react';
import { Alert, Box, Button, Link } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useProgressAnnouncement } from '../../../src/components/progressAnnouncement';
import { useFormatters } from '../../../src/components/formatting';
import { RunProgress } from '../../../src/components/RunProgress';
import { useSoaStatusName } from '../../../src/components/soaStatusName';
import { LoadingState } from '../../../src/components/States';
import { isoDayBefore } from '../../../src/domain/calendarDays';
import { saveTextFile } from '../../../src/domain/csv';
import { SOA_FLAGS, type SoaFlag } from './rules';
import type { CheckView } from './address';
import { checkAnswer, CheckHeadline } from './CheckHeadline';
import { checkCsv } from './checkCsv';
import { CheckTable, type OnCheckPage } from './CheckTable';
import { FlagCounts } from './FlagCounts';
import { C, customerName } from './rowTexts';
import type { CheckRow, SoaCheck, Verdict } from './useSoaCheck';

const VERDICTS: Verdict[] = [...SOA_FLAGS, 'pass', 'checking', 'unchecked'];
const isFlag = (verdict: Verdict): verdict is SoaFlag => (SOA_FLAGS as readonly string[]).includes(verdict);

const byFlagThenRecent = (a: CheckRow, b: CheckRow) =>
    VERDICTS.indexOf(a.verdict) - VERDICTS.indexOf(b.verdict) || b.span.start - a.span.start;

interface CheckResultsProps {
    check: SoaCheck;
    view: CheckView;
    onFlags: (flags: SoaFlag[]) => void;
    onPage: OnCheckPage;
}

export const CheckResults = ({ check, view, onFlags, onPage }: CheckResultsProps) => {
    const translate = useTranslate();
    const { month } = useFormatters();
    const statusName = useSoaStatusName();
    const { rows, months, placings, status } = check;
    const counts = useMemo(() => {
        const found = Object.fromEntries(VERDICTS.map(verdict => [verdict, 0])) as Record<Verdict, number>;
        for (const row of rows ?? []) found[row.verdict] += 1;
        return found;
    }, [rows]);
    const shown = useMemo(() => {
        const wanted: readonly SoaFlag[] = view.flags.length > 0 ? view.flags : SOA_FLAGS;
        return (rows ?? []).filter(row => isFlag(row.verdict) && wanted.includes(row.verdict)).sort(byFlagThenRecent);
    }, [rows, view.flags]);
    const running = status === 'running';
    // More flags may come while a run goes on or an application waits for its search (between the two runs too).
    const checking = running || (status !== 'cancelled' && counts.checking > 0);
    const settled = months.settled + placings.settled;
    const total = months.total + placings.total;
    const failures = check.failedMonths.length + check.unchecked.length;
    // Finished only once the applications its months found are placed too: "complete" between the two runs
    // would be said before the second starts.
    const announcement = useProgressAnnouncement(settled, total, checking ? 'running' : status, failures);
    if (!rows) return <LoadingState label={`${C}.loadingSoas`} />;

    const answer = checkAnswer(check, counts);
    const { flagged, decided, partial } = answer;
    const line =
        months.status === 'running'
            ? translate(`${C}.progress.months`, { settled: months.settled, smart_count: months.total })
            : placings.status === 'running'
              ? translate(`${C}.progress.placing`, { settled: placings.settled, smart_count: placings.total })
              : status === 'cancelled'
                ? translate(`${C}.progress.cancelled`)
                : partial && decided === 0
                  ? translate(`${C}.progress.months`, { settled: check.searched, smart_count: months.total })
                  : translate(`${C}.progress.done`, { smart_count: decided });
    const toggle = (flag: SoaFlag) =>
        onFlags(view.flags.includes(flag) ? view.flags.filter(chosen => chosen !== flag) : [...view.flags, flag]);
    return (
        <>
            <CheckHeadline answer={answer} found={rows.length} months={months.total} />
            <FlagCounts
                counts={counts}
                incomplete={answer.answering || checking || partial}
                chosen={view.flags}
                onToggle={toggle}
            />
            <RunProgress
                line={line}
                announcement={announcement && translate(`${C}.${announcement.key}`, announcement.args)}
                label={translate(`${C}.progress.label`)}
                settled={settled}
                total={total}
                running={running}
                cancel={{ label: translate(`${C}.progress.cancel`), onClick: check.cancel }}
                resume={check.left ? { label: translate(`${C}.progress.resume`), onClick: check.resume } : undefined}
                actions={
                    <Button
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        disabled={shown.length === 0}
                        onClick={() =>
                            saveTextFile(
                                translate(`${C}.fileName`, { date: isoDayBefore(0) }),
                                checkCsv(shown, translate, statusName)
                            )
                        }
                    >
                        {translate(`${C}.export`)}
                    </Button>
                }
            />
            {check.failedMonths.length > 0 && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                    <span>{translate(`${C}.failedMonths`)}</span>{' '}
                    {check.failedMonths.map(failed => month(failed)).join(', ')}
                </Alert>
            )}
            {check.unchecked.length > 0 && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                    <span>{translate(`${C}.failedEnrollments`)}</span>{' '}
                    {check.unchecked.map((row, index) => (
                        <span key={String(row.enrollment.id)}>
                            {index > 0 && ', '}
                            <Link
                                component={RouterLink}
                                to={`/enrollments/${encodeURIComponent(String(row.enrollment.id))}`}
                            >
                                {customerName(row.enrollment)}
                            </Link>
                        </span>
                    ))}
                </Alert>
            )}
            <Box sx={{ mt: 2 }}>
                {flagged > 0 && <CheckTable rows={shown} checking={checking} view={view} onPage={onPage} />}
            </Box>
        </>
    );
};
