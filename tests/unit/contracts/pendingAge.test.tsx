import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysSince, isoDayBefore } from '../../../src/domain/calendarDays';
import { byLongestWait, pendingAge, pendingAgeLevel } from '../../../src/domain/pendingAge';
import { rememberSentRequest, sentOnFor } from '../../../src/domain/sentContractRequests';
import { clock } from '../../../src/clock';

// 24 November 2026, late in the evening: a day count must follow the user's calendar day, not UTC's.
const NOW = new Date(2026, 10, 24, 23, 30);

beforeEach(() => {
    clock.startAt(NOW);
});
afterEach(() => {
    vi.useRealTimers();
});

describe('a pending contract’s wait', () => {
    it.each([
        ['2026-11-24T00:00:00', 0, 'recent'],
        ['2026-11-18', 6, 'recent'],
        ['2026-11-17', 7, 'aging'],
        ['2026-11-11', 13, 'aging'],
        ['2026-11-10', 14, 'overdue'],
        ['2026-10-01', 54, 'overdue'],
        // A start date still to come has waited no days.
        ['2026-12-01', 0, 'recent'],
    ])('started %s: %i days, %s', (start, days, level) => {
        expect(pendingAge(start)).toEqual({ days, level, fromRequest: false });
    });

    it.each([
        [6, 'recent'],
        [7, 'aging'],
        [13, 'aging'],
        [14, 'overdue'],
    ])('%i days is %s', (days, level) => {
        expect(pendingAgeLevel(days)).toBe(level);
    });

    it('counts from the day the portal sent the request when the session knows it', () => {
        expect(pendingAge('2026-01-01', '2026-11-20')).toEqual({ days: 4, level: 'recent', fromRequest: true });
    });

    it('gives no age for a date it cannot read', () => {
        expect(pendingAge('soon')).toBeUndefined();
    });

    it('crosses a month and a leap day as calendar days', () => {
        expect(daysSince('2024-02-28', new Date(2024, 2, 1, 8))).toBe(2);
        expect(isoDayBefore(14)).toBe('2026-11-10');
    });

    it('lists the longest wait first, unreadable dates last', () => {
        const rows = [
            { id: 'a', age: pendingAge('2026-11-21') },
            { id: 'b', age: undefined },
            { id: 'c', age: pendingAge('2026-11-04') },
        ];
        expect(byLongestWait(rows).map(row => row.id)).toEqual(['c', 'a', 'b']);
    });
});

const pending = (Insurer: string, ...types: string[]) => ({
    Insurer,
    PolicyTypes: types.map(Abbreviation => ({ Abbreviation })),
});

describe('requests sent in this session', () => {
    it('are found by the insurer the wizard showed, for the portal that sent them only', () => {
        const maria = { type: 'agent', id: '101' };
        rememberSentRequest(maria, ['Aetna (MAPD, PDP)', 'Humana (MA)'], new Date(2026, 10, 20, 9));
        rememberSentRequest(maria, ['Aetna (PDP)']);
        expect(sentOnFor(maria, pending('Aetna'))).toBe('2026-11-20');
        expect(sentOnFor(maria, pending('humana'))).toBe('2026-11-20');
        expect(sentOnFor(maria, pending('Aetna Better'))).toBeUndefined();
        expect(sentOnFor({ type: 'agency', id: '101' }, pending('Aetna'))).toBeUndefined();
    });

    const SUNSHINE = { type: 'agency', id: '201' };
    const ANA = { type: 'agent', id: '20135' };
    // Sunshine asked Aetna MA for itself on 18 November and Aetna PDP for its agent Ana on 20 November.
    const remember = () => {
        rememberSentRequest(SUNSHINE, ['Aetna (MA)'], new Date(2026, 10, 18, 9));
        rememberSentRequest(SUNSHINE, ['Aetna (PDP)', 'Humana (MA)'], new Date(2026, 10, 20, 9), ANA);
    };
    it.each([
        ['the agency’s own Aetna MA contract: its own request', SUNSHINE, pending('Aetna', 'MA'), '2026-11-18'],
        [
            'the agency’s own Humana contract: asked for Ana, not for the agency',
            SUNSHINE,
            pending('Humana', 'MA'),
            undefined,
        ],
        [
            'the agency’s own Aetna PDP contract: only Ana’s request names PDP',
            SUNSHINE,
            pending('Aetna', 'PDP'),
            undefined,
        ],
        [
            'Ana’s Aetna PDP contract (her own portal): the request made for her',
            ANA,
            pending('Aetna', 'PDP'),
            '2026-11-20',
        ],
        ['Ana’s Aetna MA contract: the agency’s own MA request is not hers', ANA, pending('Aetna', 'MA'), undefined],
        [
            'a contract whose policy types are unknown: the carrier and owner decide',
            ANA,
            pending('Humana'),
            '2026-11-20',
        ],
    ] as const)('%s', (_name, owner, contract, sentOn) => {
        remember();
        expect(sentOnFor(owner, contract)).toBe(sentOn);
    });

    it('reads a request stored before it named its owner as the sending portal’s own', () => {
        sessionStorage.setItem(
            'producerHub.sentContractRequests',
            JSON.stringify([{ portal: 'agent:101', sentOn: '2026-11-19', contracts: ['Aetna (MA)'] }])
        );
        expect(sentOnFor({ type: 'agent', id: '101' }, pending('Aetna', 'MA'))).toBe('2026-11-19');
    });

    it('are none when the stored record is not readable', () => {
        sessionStorage.setItem('producerHub.sentContractRequests', '{not json');
        expect(sentOnFor({ type: 'agent', id: '101' }, pending('Aetna'))).toBeUndefined();
    });
});
