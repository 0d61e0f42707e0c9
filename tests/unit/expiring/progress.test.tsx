import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { progressAnnouncement, useProgressAnnouncement } from '../../../src/components/progressAnnouncement';
import type { RunStatus } from '../../../src/api/useBoundedRuns';

describe('what the forecast’s live region says while producers are checked', () => {
    it.each([
        [0, 200, 'running', 0, { key: 'announce.started', args: { total: 200 } }],
        [49, 200, 'running', 0, { key: 'announce.started', args: { total: 200 } }],
        [50, 200, 'running', 0, { key: 'announce.checked', args: { settled: 50, total: 200 } }],
        [199, 200, 'running', 0, { key: 'announce.checked', args: { settled: 199, total: 200 } }],
        [200, 200, 'finished', 0, { key: 'announce.finished', args: { total: 200 } }],
        [200, 200, 'finished', 3, { key: 'announce.finishedWithFailures', args: { failed: 3, total: 200 } }],
        [80, 200, 'cancelled', 0, { key: 'announce.cancelled', args: { settled: 80, total: 200 } }],
        [0, 0, 'finished', 0, undefined],
        [0, 200, 'idle', 0, undefined],
    ] as const)('%i of %i, %s, %i failed', (settled, total, status, failed, said) => {
        expect(progressAnnouncement(settled, total, status, failed)).toEqual(said);
    });
});

describe('the live region over a run', () => {
    /** The run as the page renders it, count after count: what the region says at each. */
    const spokenAlong = (counts: number[], total = 200) => {
        const { result, rerender } = renderHook(
            ({ settled, status }: { settled: number; status: RunStatus }) =>
                useProgressAnnouncement(settled, total, status, 0),
            { initialProps: { settled: 0, status: 'running' } }
        );
        return counts.map(settled => {
            rerender({ settled, status: settled === total ? 'finished' : 'running' });
            return result.current;
        });
    };

    it('says the count on screen when a quarter is passed, never the quarter’s round figure', () => {
        // Answers come in bunches: the page went from 99 checked straight to 113.
        const said = spokenAlong([40, 60, 99, 113, 120]);
        expect(said[1]).toEqual({ key: 'announce.checked', args: { settled: 60, total: 200 } });
        expect(said[3]).toEqual({ key: 'announce.checked', args: { settled: 113, total: 200 } });
        // Until the next quarter, what was said stays as it was: a screen reader is not read each producer.
        expect(said[2]).toEqual(said[1]);
        expect(said[4]).toEqual(said[3]);
    });

    it('changes five times over a run of 200 producers checked one by one, not at each one', () => {
        const said = spokenAlong(Array.from({ length: 201 }, (_, settled) => settled)).map(text =>
            JSON.stringify(text)
        );
        const changes = said.filter((text, index) => index === 0 || text !== said[index - 1]);
        expect(changes.map(text => JSON.parse(text) as unknown)).toEqual([
            { key: 'announce.started', args: { total: 200 } },
            { key: 'announce.checked', args: { settled: 50, total: 200 } },
            { key: 'announce.checked', args: { settled: 100, total: 200 } },
            { key: 'announce.checked', args: { settled: 150, total: 200 } },
            { key: 'announce.finished', args: { total: 200 } },
        ]);
    });

    it('starts again for another run', () => {
        const { result, rerender } = renderHook(
            ({ settled, total }: { settled: number; total: number }) =>
                useProgressAnnouncement(settled, total, 'running', 0),
            { initialProps: { settled: 120, total: 200 } }
        );
        rerender({ settled: 1, total: 10 });
        expect(result.current).toEqual({ key: 'announce.started', args: { total: 10 } });
        rerender({ settled: 6, total: 10 });
        expect(result.current).toEqual({ key: 'announce.checked', args: { settled: 6, total: 10 } });
    });
});
