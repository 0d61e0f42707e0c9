import { dayNumberOf } from './calendarDays';
import { addMonthsToDay } from './calendarMonths';

/**
 * The SOA check's rules: which enrollments need a scope of appointment (SOA), which SOA on file is the
 * customer's, and whether it was completed in time for the application. The enrollment search gives no
 * application date, only a search by the day the agent received the application: an application is first
 * placed in a month, and only when an SOA's day falls inside that span is the span narrowed, one question at a
 * time ("received on or before this day?"), so the calls grow with the doubtful cases, not with the enrollments.
 */

/** What the check says of an enrollment that fails it, most serious first. */
export const SOA_FLAGS = ['noSoa', 'notCompleted', 'completedAfter', 'tooOld'] as const;
export type SoaFlag = (typeof SOA_FLAGS)[number];

/** An SOA is good for applications received within this many months of its completion. */
export const SOA_VALID_MONTHS = 12;

/** A customer as each side names them: the enrollment's customer, the SOA's. */
export interface NamedCustomer {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
}

/** An SOA on file, as the check reads it. */
export interface SoaOnFile extends NamedCustomer {
    id: string | number;
    status: string;
    /** The day it was completed (YYYY-MM-DD...), when it was. */
    completedOn?: string | null;
    requestedOn?: string | null;
}

/** A name as the check compares it: no case, no accents, no spaces ("José  de la Cruz" is "josedelacruz"). */
export const comparableName = (name: string | null | undefined) =>
    (name ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, '');

const nameKey = (customer: NamedCustomer) => {
    const first = comparableName(customer.firstName);
    const last = comparableName(customer.lastName);
    return first && last ? `${first}|${last}` : undefined;
};

const comparableEmail = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/** The same customer: the same first and last name, and the same email when both sides have one. */
export const sameCustomer = (enrollment: NamedCustomer, soa: NamedCustomer) => {
    const key = nameKey(enrollment);
    if (!key || key !== nameKey(soa)) return false;
    const [one, other] = [comparableEmail(enrollment.email), comparableEmail(soa.email)];
    return !one || !other || one === other;
};

/** The SOAs by customer name, so that each enrollment finds its customer's without reading them all. */
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

/** The policy type is one of the names given (config.json's lists of them), whatever their case and spacing. */
export const policyTypeIn = (policyType: string | null | undefined, names: readonly string[]) => {
    const wanted = comparableName(policyType);
    return wanted !== '' && names.some(type => comparableName(type) === wanted);
};

/** The policy type needs an SOA: one of the configured names. */
export const needsSoa = (policyType: string | null | undefined, soaPolicyTypes: readonly string[]) =>
    policyTypeIn(policyType, soaPolicyTypes);

/** The day an SOA was completed, as a day number; none for an SOA that is not completed (voided included). */
export const completedDay = (soa: SoaOnFile): number | undefined =>
    soa.status.trim().toLowerCase() === 'completed' ? dayNumberOf(soa.completedOn ?? '') : undefined;

/** Days the application may have been received on, both included (day numbers, calendarDays.ts). */
export interface ReceivedSpan {
    start: number;
    end: number;
}

export type Judgement =
    | { state: 'pass'; soa: SoaOnFile }
    | { state: 'flagged'; flag: SoaFlag; soa?: SoaOnFile }
    /** Undecided within the span: was the application received on or before `askUpTo` (a day of the span)? */
    | { state: 'doubtful'; askUpTo: number };

type Standing = 'good' | 'after' | 'tooOld' | { askUpTo: number };

/**
 * One completed SOA against the span: good when completed on or before the day the application was received
 * (the same day counts) and no more than 12 months before it (exactly 12 months counts); otherwise completed
 * after it, or too old; or a question when the span holds days of both kinds.
 */
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

/**
 * The enrollment's verdict from its customer's SOAs and the span its application was received in. One good SOA
 * is enough. When none is good but one may be, the question that decides it. Otherwise the flag: an SOA
 * completed after the application before one completed too early, then an SOA never completed or voided, then
 * no SOA at all.
 */
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

/** The span after the answer to "received on or before `askUpTo`?". */
export const narrowSpan = (span: ReceivedSpan, askUpTo: number, receivedByThen: boolean): ReceivedSpan =>
    receivedByThen ? { start: span.start, end: askUpTo } : { start: askUpTo + 1, end: span.end };

/**
 * Narrows the span until the verdict is known, asking one question at a time (`ask`: was the application
 * received within these days?). Each answer makes the span shorter, so it ends; an SOA whose day is outside the
 * span costs no question at all.
 */
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
