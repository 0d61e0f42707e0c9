import { dayNumberOf } from '../../../src/domain/calendarDays';
import { addMonthsToDay } from '../../../src/domain/calendarMonths';
import { comparableName, policyTypeIn } from '../../../src/domain/comparable';

// The enrollment search gives no application date, only a search by the day the agent received it: an
// application is placed in a month, and the span is narrowed one question at a time only when an SOA's day falls
// inside it, so the calls grow with the doubtful cases, not with the enrollments.

export const SOA_FLAGS = ['noSoa', 'notCompleted', 'completedAfter', 'tooOld'] as const;
export type SoaFlag = (typeof SOA_FLAGS)[number];

export const SOA_VALID_MONTHS = 12;

export interface NamedCustomer {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
}

export interface SoaOnFile extends NamedCustomer {
    id: string | number;
    status: string;
    /** YYYY-MM-DD..., when completed. */
    completedOn?: string | null;
    requestedOn?: string | null;
}

const nameKey = (customer: NamedCustomer) => {
    const first = comparableName(customer.firstName);
    const last = comparableName(customer.lastName);
    return first && last ? `${first}|${last}` : undefined;
};

const comparableEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** The same email only when both sides have one. */
export const sameCustomer = (enrollment: NamedCustomer, soa: NamedCustomer) => {
    const key = nameKey(enrollment);
    if (!key || key !== nameKey(soa)) return false;
    const [one, other] = [comparableEmail(enrollment.email), comparableEmail(soa.email)];
    return !one || !other || one === other;
};

export const indexSoas = (soas: readonly SoaOnFile[]) => {
    const byName = new Map<string, SoaOnFile[]>();
    for (const soa of soas) {
        const key = nameKey(soa);
        if (key) byName.set(key, [...(byName.get(key) ?? []), soa]);
    }
    return (customer: NamedCustomer): SoaOnFile[] => {
        const key = nameKey(customer);
        return key ? (byName.get(key) ?? []).filter(soa => sameCustomer(customer, soa)) : [];
    };
};

export const needsSoa = (policyType: string | null | undefined, soaPolicyTypes: readonly string[]) =>
    policyTypeIn(policyType, soaPolicyTypes);

/** None for an SOA that is not completed (voided included). */
export const completedDay = (soa: SoaOnFile): number | undefined =>
    soa.status.trim().toLowerCase() === 'completed' ? dayNumberOf(soa.completedOn ?? '') : undefined;

/** Day numbers (calendarDays.ts), both included. */
export interface ReceivedSpan {
    start: number;
    end: number;
}

export type Judgement =
    | { state: 'pass'; soa: SoaOnFile }
    | { state: 'flagged'; flag: SoaFlag; soa?: SoaOnFile }
    | { state: 'doubtful'; askUpTo: number };

type Standing = 'good' | 'after' | 'tooOld' | { askUpTo: number };

// The same day counts, and exactly 12 months before counts.
const standing = (completed: number, span: ReceivedSpan): Standing => {
    const lastGoodDay = addMonthsToDay(completed, SOA_VALID_MONTHS);
    if (completed > span.end) return 'after';
    if (lastGoodDay < span.start) return 'tooOld';
    if (completed > span.start) return { askUpTo: completed - 1 };
    if (lastGoodDay < span.end) return { askUpTo: lastGoodDay };
    return 'good';
};

const byNewest = (a: SoaOnFile, b: SoaOnFile) =>
    (dayNumberOf(b.completedOn ?? b.requestedOn ?? '') ?? 0) - (dayNumberOf(a.completedOn ?? a.requestedOn ?? '') ?? 0);

// With none good, flag an SOA completed after the application before one completed too early, then an SOA
// never completed or voided, then no SOA at all.
export const judge = (soas: readonly SoaOnFile[], span: ReceivedSpan): Judgement => {
    const completed = soas
        .flatMap(soa => {
            const day = completedDay(soa);
            return day === undefined ? [] : [{ soa, day, standing: standing(day, span) }];
        })
        .sort((a, b) => b.day - a.day);
    const good = completed.find(entry => entry.standing === 'good');
    if (good) return { state: 'pass', soa: good.soa };
    const doubtful = completed.find(entry => typeof entry.standing === 'object');
    if (doubtful) return { state: 'doubtful', askUpTo: (doubtful.standing as { askUpTo: number }).askUpTo };
    const after = completed.filter(entry => entry.standing === 'after');
    // The SOA completed soonest after the application: the one the agent most likely meant for it.
    if (after.length > 0) return { state: 'flagged', flag: 'completedAfter', soa: after[after.length - 1].soa };
    if (completed.length > 0) return { state: 'flagged', flag: 'tooOld', soa: completed[0].soa };
    if (soas.length > 0) return { state: 'flagged', flag: 'notCompleted', soa: [...soas].sort(byNewest)[0] };
    return { state: 'flagged', flag: 'noSoa' };
};

export const narrowSpan = (span: ReceivedSpan, askUpTo: number, receivedByThen: boolean): ReceivedSpan =>
    receivedByThen ? { start: span.start, end: askUpTo } : { start: askUpTo + 1, end: span.end };

// Each answer makes the span shorter, so it ends; an SOA whose day is outside the span costs no question.
export const placeApplication = async (
    soas: readonly SoaOnFile[],
    span: ReceivedSpan,
    ask: (days: ReceivedSpan) => Promise<boolean>
): Promise<{ span: ReceivedSpan; judgement: Exclude<Judgement, { state: 'doubtful' }>; questions: number }> => {
    let current = span;
    let questions = 0;
    for (;;) {
        const judgement = judge(soas, current);
        if (judgement.state !== 'doubtful') return { span: current, judgement, questions };
        questions += 1;
        const receivedByThen = await ask({ start: current.start, end: judgement.askUpTo });
        current = narrowSpan(current, judgement.askUpTo, receivedByThen);
    }
};
