import { describe, expect, it } from 'vitest';
import { progressAnnouncement } from '../../../src/api/progressAnnouncement';

describe('what the forecast’s live region says while producers are checked', () => {
    it.each([
        [0, 200, 'running', 0, { key: 'announce.started', args: { total: 200 } }],
        [49, 200, 'running', 0, { key: 'announce.started', args: { total: 200 } }],
        [50, 200, 'running', 0, { key: 'announce.percent', args: { percent: 25, total: 200 } }],
        [199, 200, 'running', 0, { key: 'announce.percent', args: { percent: 75, total: 200 } }],
        [200, 200, 'finished', 0, { key: 'announce.finished', args: { total: 200 } }],
        [200, 200, 'finished', 3, { key: 'announce.finishedWithFailures', args: { failed: 3, total: 200 } }],
        [80, 200, 'cancelled', 0, { key: 'announce.cancelled', args: { settled: 80, total: 200 } }],
        [0, 0, 'finished', 0, undefined],
        [0, 200, 'idle', 0, undefined],
    ] as const)('%i of %i, %s, %i failed', (settled, total, status, failed, said) => {
        expect(progressAnnouncement(settled, total, status, failed)).toEqual(said);
    });

    it('changes at most six times over a run of 200 producers, not at each one', () => {
        const said = Array.from({ length: 201 }, (_, settled) =>
            JSON.stringify(progressAnnouncement(settled, 200, settled === 200 ? 'finished' : 'running', 0))
        );
        const changes = said.filter((text, index) => index === 0 || text !== said[index - 1]).length;
        expect(changes).toBe(5);
    });
});
