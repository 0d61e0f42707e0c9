import { baseEnrollmentsOf, type EnrollmentFixture } from '../enrollments';
import { DAY_MS, TODAY } from '../days';
import { randomFor, type Random } from '../random';
import type { SoaFixture, SoaStatusValue } from '../scopes';

/**
 * The SOAs of an agent's customers, for the SOA check: one (or none) for each of the agent's enrollments of a
 * policy type that needs an SOA whose application was received in the last 24 months, so that every result
 * shows in the default window of 12 months. Their own seed, and ids 500 to 899 of the agent's (`{agentId}500`
 * up), so the other SOAs do not move. In turn: completed well before the application, on its day, earlier or
 * later in its month (the check then narrows the month), exactly 12 months or more than 12 months before it,
 * after it, never completed, voided, voided then completed again, none at all, and a name written with other
 * case, accents and spacing.
 */

export const SOA_TYPES = ['Medicare Advantage', 'Medicare Advantage Prescription Drug', 'Prescription Drug Plan'];
const CASES = [
    'before',
    'sameMonthBefore',
    'sameDay',
    'sameMonthAfter',
    'noSoa',
    'before',
    'notCompleted',
    'exactly12Months',
    'voided',
    'over12Months',
    'otherSpelling',
    'laterMonth',
    'voidedThenCompleted',
    'before',
] as const;
type Case = (typeof CASES)[number];

const FIRST_ID = 500;
const LAST_ID = 899;
const METHODS = ['phone', 'in_person', 'email', 'mail', 'referral', 'event'];
const WAITING: SoaStatusValue[] = ['Sent', 'Client Viewed', 'Client Signed', 'Agent Viewed'];
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
const stamp = (day: number, random: Random) =>
    new Date(day + random.int(8, 17) * 3_600_000 + random.int(0, 59) * 60_000).toISOString().slice(0, 19);
/** The same day `months` months earlier, or that month's last day. */
const monthsBefore = (day: number, months: number) => {
    const date = new Date(day);
    const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
    const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
    return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), last));
};
const monthStart = (day: number) => Date.UTC(new Date(day).getUTCFullYear(), new Date(day).getUTCMonth(), 1);
const monthEnd = (day: number) => Date.UTC(new Date(day).getUTCFullYear(), new Date(day).getUTCMonth() + 1, 0);

/** The day an SOA of this case was completed, given the application's day; undefined when the case cannot be. */
const completedFor = (kase: Case, received: number, random: Random): number | undefined => {
    switch (kase) {
        case 'before':
        case 'otherSpelling':
        case 'voidedThenCompleted':
            return received - random.int(3, 40) * DAY_MS;
        case 'sameDay':
            return received;
        case 'sameMonthBefore':
            return received > monthStart(received)
                ? received - random.int(1, (received - monthStart(received)) / DAY_MS) * DAY_MS
                : undefined;
        case 'sameMonthAfter': {
            const last = Math.min(monthEnd(received), TODAY.getTime());
            return last > received ? received + random.int(1, (last - received) / DAY_MS) * DAY_MS : undefined;
        }
        case 'laterMonth': {
            const later = monthEnd(received) + random.int(1, 40) * DAY_MS;
            return later <= TODAY.getTime() ? later : undefined;
        }
        case 'exactly12Months':
            return monthsBefore(received, 12);
        case 'over12Months':
            return monthsBefore(received, 12) - random.int(1, 25) * DAY_MS;
        default:
            return undefined;
    }
};

/** The name with its first vowel accented: "Lopez" is written "López". */
const otherSpelling = (name: string) => name.replace(/[aeiou]/, vowel => ACCENTED[vowel] ?? vowel);

/**
 * An SOA (or none) for each enrollment, the cases in turn; `idOf` gives the n-th SOA's id, none past the last one
 * the caller has room for.
 */
export const customerSoas = (
    enrollments: readonly EnrollmentFixture[],
    random: Random,
    idOf: (index: number) => number | undefined
): SoaFixture[] => {
    const soas: SoaFixture[] = [];
    const add = (row: EnrollmentFixture, soa: Omit<SoaFixture, 'id' | 'email' | 'method_of_contact'>) => {
        const id = idOf(soas.length);
        if (id === undefined) return;
        soas.push({
            ...soa,
            id,
            email: `${row.CustomerFirstName}.${row.CustomerLastName}${random.int(1, 99)}@example.com`.toLowerCase(),
            method_of_contact: random.pick(METHODS),
        });
    };
    enrollments.forEach((row, index) => {
        const kase = CASES[index % CASES.length];
        const received = dayOf(row.AgentReceivedAppDate);
        const names = { first_name: row.CustomerFirstName, last_name: row.CustomerLastName };
        if (kase === 'noSoa') return;
        const requested = (day: number) => stamp(day - random.int(1, 3) * DAY_MS, random);
        if (kase === 'notCompleted' || kase === 'voided' || kase === 'voidedThenCompleted') {
            const asked = received - random.int(2, 12) * DAY_MS;
            const status = kase === 'notCompleted' ? random.pick(WAITING) : 'Voided';
            add(row, { ...names, date_requested: requested(asked), date_completed: null, complete: false, status });
            if (kase !== 'voidedThenCompleted') return;
        }
        const completed = completedFor(kase, received, random) ?? received - random.int(3, 40) * DAY_MS;
        const spelled =
            kase === 'otherSpelling'
                ? { first_name: row.CustomerFirstName.toUpperCase(), last_name: otherSpelling(row.CustomerLastName) }
                : names;
        add(row, {
            ...spelled,
            date_requested: requested(completed),
            date_completed: stamp(completed, random),
            complete: true,
            status: 'Completed',
        });
    });
    return soas;
};

/** The SOAs of an agent's customers whose application was received in the last 24 months. */
export const soaCheckScopesOf = (agentId: string): SoaFixture[] => {
    const since = monthsBefore(TODAY.getTime(), 24);
    const enrollments = baseEnrollmentsOf('agent', agentId)
        .filter(row => SOA_TYPES.includes(row.PolicyType) && dayOf(row.AgentReceivedAppDate) >= since)
        .sort((a, b) => a.PolicyId - b.PolicyId);
    return customerSoas(enrollments, randomFor('scopes', 'soaCheck', agentId), index =>
        FIRST_ID + index <= LAST_ID ? Number(agentId) * 1000 + FIRST_ID + index : undefined
    );
};
