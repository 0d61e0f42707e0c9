import { useState } from 'react';
import type { RunStatus } from '../api/useBoundedRuns';

export interface ProgressAnnouncement {
    key: string;
    args: Record<string, number>;
}

/** Words of their own, not the visible line's: that line stays on the page beside it. */
export const progressAnnouncement = (
    settled: number,
    total: number,
    status: RunStatus,
    failed: number
): ProgressAnnouncement | undefined => {
    if (total === 0) return undefined;
    if (status === 'cancelled') return { key: 'announce.cancelled', args: { settled, total } };
    if (status === 'finished')
        return failed === 0
            ? { key: 'announce.finished', args: { total } }
            : { key: 'announce.finishedWithFailures', args: { failed, total } };
    if (status !== 'running') return undefined;
    return quarterOf(settled, total) === 0
        ? { key: 'announce.started', args: { total } }
        : { key: 'announce.checked', args: { settled, total } };
};

const quarterOf = (settled: number, total: number) => Math.min(3, Math.floor((settled / total) * 4));

/**
 * Speaks only at the start, each quarter and the end: a screen reader would otherwise read out each of hundreds
 * of items. Each change says the count shown at that moment, never the quarter's round figure, and a total that
 * grows (the SOA check's placings) neither makes it speak again nor takes it back a quarter.
 */
export const useProgressAnnouncement = (
    settled: number,
    total: number,
    status: RunStatus,
    failed: number
): ProgressAnnouncement | undefined => {
    const running = status === 'running' && total > 0;
    // The counts when the run entered its current stage: what was said then stays said until the next stage.
    const [entered, setEntered] = useState({ stage: -1, settled, total });
    // A run's count never goes down: a lower one is another run, which starts from its own first quarter.
    const another = settled < entered.settled;
    const quarter = running ? quarterOf(settled, total) : -1;
    const stage = running && !another ? Math.max(quarter, entered.stage) : quarter;
    if (entered.stage !== stage || another) setEntered({ stage, settled, total });
    const said = entered.stage === stage && !another ? entered : { settled, total };
    return running
        ? progressAnnouncement(said.settled, said.total, status, failed)
        : progressAnnouncement(settled, total, status, failed);
};
