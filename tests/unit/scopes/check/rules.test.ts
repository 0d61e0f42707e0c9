import { describe, expect, it } from 'vitest';
import { dayNumberOf, isoDayOf } from '../../../../src/domain/calendarDays';
import { comparableName } from '../../../../src/domain/comparable';
import {
    indexSoas,
    judge,
    needsSoa,
    placeApplication,
    sameCustomer,
    type ReceivedSpan,
    type SoaOnFile,
} from '../../../../resources/scopes/check/rules';

const day = (iso: string) => dayNumberOf(iso)!;
const span = (start: string, end: string): ReceivedSpan => ({ start: day(start), end: day(end) });
const MARCH_2026 = span('2026-03-01', '2026-03-31');

let ids = 0;
const soa = (status: string, completedOn?: string, requestedOn = '2026-01-01T09:00:00'): SoaOnFile => ({
    id: (ids += 1),
    firstName: 'Ana',
    lastName: 'Diaz',
    status,
    completedOn: completedOn && `${completedOn}T14:30:00`,
    requestedOn,
});

/** The application's day is known: a span of one day. */
const onDay = (iso: string) => span(iso, iso);
const verdict = (soas: SoaOnFile[], received: ReceivedSpan) => {
    const judgement = judge(soas, received);
    return judgement.state === 'flagged' ? judgement.flag : judgement.state;
};

describe('the SOA check: one flag per enrollment', () => {
    it.each([
        ['no SOA on file', [], '2026-03-15', 'noSoa'],
        ['an SOA sent, never completed', [soa('Sent')], '2026-03-15', 'notCompleted'],
        ['an SOA signed by the client only', [soa('Client Signed')], '2026-03-15', 'notCompleted'],
        ['a voided SOA, even with a completion date', [soa('Voided', '2026-03-01')], '2026-03-15', 'notCompleted'],
        ['completed the day before', [soa('Completed', '2026-03-14')], '2026-03-15', 'pass'],
        ['completed the same day', [soa('Completed', '2026-03-15')], '2026-03-15', 'pass'],
        ['completed the day after', [soa('Completed', '2026-03-16')], '2026-03-15', 'completedAfter'],
        ['completed exactly 12 months before', [soa('Completed', '2025-03-15')], '2026-03-15', 'pass'],
        ['completed 12 months and a day before', [soa('Completed', '2025-03-14')], '2026-03-15', 'tooOld'],
        // 29 February plus 12 months is 28 February: an SOA is good through that day.
        ['completed on 29 February, used on 28 February', [soa('Completed', '2024-02-29')], '2025-02-28', 'pass'],
        ['completed on 29 February, used on 1 March', [soa('Completed', '2024-02-29')], '2025-03-01', 'tooOld'],
        ['completed in the status’s other case', [soa('completed', '2026-03-01')], '2026-03-15', 'pass'],
        [
            'one SOA too late and one in time: in time wins',
            [soa('Completed', '2026-04-02'), soa('Completed', '2026-02-10')],
            '2026-03-15',
            'pass',
        ],
        [
            'one too old and one too late: too late is said',
            [soa('Completed', '2024-01-10'), soa('Completed', '2026-04-02')],
            '2026-03-15',
            'completedAfter',
        ],
        [
            'a voided SOA and one too old: too old is said',
            [soa('Voided'), soa('Completed', '2024-01-10')],
            '2026-03-15',
            'tooOld',
        ],
    ])('%s: %s', (_, soas, received, expected) => {
        expect(verdict(soas, onDay(received))).toBe(expected);
    });

    it('names the SOA it judged by: the newest unfinished one, or the one completed soonest after', () => {
        const older = soa('Sent', undefined, '2026-01-02T09:00:00');
        const newer = soa('Voided', undefined, '2026-02-02T09:00:00');
        expect(judge([older, newer], onDay('2026-03-15'))).toEqual({
            state: 'flagged',
            flag: 'notCompleted',
            soa: newer,
        });
        const soon = soa('Completed', '2026-03-20');
        const late = soa('Completed', '2026-05-20');
        expect(judge([late, soon], onDay('2026-03-15'))).toEqual({
            state: 'flagged',
            flag: 'completedAfter',
            soa: soon,
        });
    });
});

describe('the SOA check: placing an application within its month', () => {
    it.each([
        // [case, SOA completed on, asks made (and their answers), verdict]
        ['an SOA of an earlier month: no question', '2026-02-20', [], 'pass'],
        ['an SOA of a later month: no question', '2026-04-02', [], 'completedAfter'],
        ['an SOA of the 1st of the month: no question (nothing is before it)', '2026-03-01', [], 'pass'],
        ['an SOA within 12 months of the whole month: no question', '2025-04-01', [], 'pass'],
        ['an SOA older than 12 months for the whole month: no question', '2025-02-27', [], 'tooOld'],
        ['the same month, received before it', '2026-03-12', [['2026-03-01', '2026-03-11', true]], 'completedAfter'],
        ['the same month, received on or after it', '2026-03-12', [['2026-03-01', '2026-03-11', false]], 'pass'],
        ['12 months before, received within 12 months', '2025-03-12', [['2026-03-01', '2026-03-12', true]], 'pass'],
        ['12 months before, received later than that', '2025-03-12', [['2026-03-01', '2026-03-12', false]], 'tooOld'],
    ] as const)('%s', async (_, completedOn, asks, expected) => {
        const asked: Array<[string, string]> = [];
        const placed = await placeApplication([soa('Completed', completedOn)], MARCH_2026, async days => {
            asked.push([isoDayOf(days.start), isoDayOf(days.end)]);
            return asks[asked.length - 1][2];
        });
        expect(asked).toEqual(asks.map(([start, end]) => [start, end]));
        expect(placed.questions).toBe(asks.length);
        expect(placed.judgement.state === 'flagged' ? placed.judgement.flag : placed.judgement.state).toBe(expected);
    });

    it('asks once per doubtful SOA at most, and not at all when an SOA decides alone', async () => {
        const count = async (soas: SoaOnFile[], answer: (days: ReceivedSpan) => boolean) => {
            let questions = 0;
            await placeApplication(soas, MARCH_2026, async days => {
                questions += 1;
                return answer(days);
            });
            return questions;
        };
        const received = day('2026-03-09');
        const wasReceivedWithin = (days: ReceivedSpan) => days.start <= received && received <= days.end;
        // Two SOAs of the same month: the later one is asked about first; received before it, the earlier one next.
        expect(await count([soa('Completed', '2026-03-05'), soa('Completed', '2026-03-20')], wasReceivedWithin)).toBe(
            2
        );
        // A good SOA of another month beside a doubtful one: decided without a call.
        expect(await count([soa('Completed', '2026-02-05'), soa('Completed', '2026-03-20')], wasReceivedWithin)).toBe(
            0
        );
        // An SOA never completed, or none: nothing to place.
        expect(await count([soa('Sent')], wasReceivedWithin)).toBe(0);
        expect(await count([], wasReceivedWithin)).toBe(0);
    });
});

describe('the SOA check: whose SOA it is', () => {
    it.each([
        ['the same name', { firstName: 'Ana', lastName: 'Diaz' }, { firstName: 'Ana', lastName: 'Diaz' }, true],
        ['another case', { firstName: 'ANA', lastName: 'diaz' }, { firstName: 'Ana', lastName: 'Diaz' }, true],
        ['accents', { firstName: 'José', lastName: 'Núñez' }, { firstName: 'Jose', lastName: 'Nunez' }, true],
        [
            'spacing',
            { firstName: 'Mary Ann', lastName: 'De la Cruz' },
            { firstName: 'MaryAnn ', lastName: ' Dela  Cruz' },
            true,
        ],
        ['another first name', { firstName: 'Ana', lastName: 'Diaz' }, { firstName: 'Anna', lastName: 'Diaz' }, false],
        [
            'the same email',
            { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
            { firstName: 'Ana', lastName: 'Diaz', email: ' ANA@example.com' },
            true,
        ],
        [
            'a namesake with another email',
            { firstName: 'Ana', lastName: 'Diaz', email: 'ana@example.com' },
            { firstName: 'Ana', lastName: 'Diaz', email: 'ana.diaz@example.com' },
            false,
        ],
        [
            'an email on one side only',
            { firstName: 'Ana', lastName: 'Diaz' },
            { firstName: 'Ana', lastName: 'Diaz', email: 'a@example.com' },
            true,
        ],
        ['no last name', { firstName: 'Ana', lastName: '' }, { firstName: 'Ana', lastName: '' }, false],
    ])('%s', (_, enrollment, onFile, expected) => {
        expect(sameCustomer(enrollment, onFile)).toBe(expected);
        const find = indexSoas([{ ...onFile, id: 1, status: 'Completed' }]);
        expect(find(enrollment)).toHaveLength(expected ? 1 : 0);
    });

    it('compares names without case, accents or spaces', () => {
        expect(comparableName('  José  de la Cruz ')).toBe('josedelacruz');
    });

    it.each([
        ['Medicare Advantage', true],
        ['medicare  advantage prescription drug', true],
        ['Prescription Drug Plan', true],
        ['Medicare Supplement', false],
        ['', false],
        [null, false],
    ])('needs an SOA for %j: %s', (policyType, expected) => {
        expect(
            needsSoa(policyType, [
                'Medicare Advantage',
                'Medicare Advantage Prescription Drug',
                'Prescription Drug Plan',
            ])
        ).toBe(expected);
    });
});
