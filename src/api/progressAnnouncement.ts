import type { RunStatus } from './useBoundedRuns';

/**
 * What the live region says, which changes only at the start, at each quarter and at the end: a screen reader
 * would otherwise read out each of hundreds of items (producers, enrollments) (the progress bar's own value keeps counting for
 * whoever looks at it). A key under the area's `announce` texts and its arguments; undefined says nothing.
 */
export const progressAnnouncement = (
    settled: number,
    total: number,
    status: RunStatus,
    failed: number
): { key: string; args: Record<string, number> } | undefined => {
    if (total === 0) return undefined;
    // Words of their own, not the visible line's: that line stays on the page beside it.
    if (status === 'cancelled') return { key: 'announce.cancelled', args: { settled, total } };
    if (status === 'finished')
        return failed === 0
            ? { key: 'announce.finished', args: { total } }
            : { key: 'announce.finishedWithFailures', args: { failed, total } };
    if (status !== 'running') return undefined;
    const quarter = Math.floor((settled / total) * 4);
    return quarter === 0
        ? { key: 'announce.started', args: { total } }
        : { key: 'announce.percent', args: { percent: quarter * 25, total } };
};
