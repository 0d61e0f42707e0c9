import { dayNumberOf, todayNumber } from '../../../src/domain/calendarDays';
import { addMonthsToDay, firstDayOf, lastDayOf, monthOfDay, type Month } from '../../../src/domain/calendarMonths';
import { clock } from '../../../src/clock';

export const RAPID_MONTHS = 3;

// Below this a rate moves a lot with one case: the page says so beside it.
export const FEW_ENROLLMENTS = 10;

export interface DatedEnrollment {
    EffectiveDate?: string | null;
    TerminationDate?: string | null;
}

// Ended on or before its effective day is a cancellation before the plan started: no commission to take back.
export const wentEffective = ({ EffectiveDate, TerminationDate }: DatedEnrollment) => {
    const effective = dayNumberOf(EffectiveDate ?? '');
    const ended = dayNumberOf(TerminationDate ?? '');
    return effective !== undefined && (ended === undefined || ended > effective);
};

// Carriers write an end date either as the last day covered (31 March) or as the first day without cover
// (1 April): both count a plan held for three months from 1 January, and neither counts a day more.
export const isRapidDisenrollment = (enrollment: DatedEnrollment) => {
    if (!wentEffective(enrollment)) return false;
    const effective = dayNumberOf(enrollment.EffectiveDate ?? '')!;
    const ended = dayNumberOf(enrollment.TerminationDate ?? '');
    return ended !== undefined && ended <= addMonthsToDay(effective, RAPID_MONTHS);
};

// While such enrollments exist, the window's rate is not final.
export const stillInFirstMonths = (enrollment: DatedEnrollment, now: Date = clock.now()) => {
    if (!wentEffective(enrollment) || enrollment.TerminationDate) return false;
    return todayNumber(now) < addMonthsToDay(dayNumberOf(enrollment.EffectiveDate ?? '')!, RAPID_MONTHS);
};

export interface Rate {
    rapid: number;
    effective: number;
    rate: number | undefined;
    few: boolean;
}

export const rateOf = (rapid: number, effective: number): Rate => ({
    rapid,
    effective,
    rate: effective > 0 ? rapid / effective : undefined,
    few: effective < FEW_ENROLLMENTS,
});

export interface RateGroup extends Rate {
    key: string;
    name: string;
}

// At the same rate the group with more enrollments first: its rate says more.
export const ratesBy = <Row extends DatedEnrollment>(
    rows: readonly Row[],
    groupOf: (row: Row) => { key: string; name: string }
): RateGroup[] => {
    const groups = new Map<string, { name: string; rapid: number; effective: number }>();
    for (const row of rows) {
        if (!wentEffective(row)) continue;
        const { key, name } = groupOf(row);
        const group = groups.get(key) ?? { name, rapid: 0, effective: 0 };
        group.effective += 1;
        if (isRapidDisenrollment(row)) group.rapid += 1;
        groups.set(key, group);
    }
    return [...groups.entries()]
        .map(([key, group]) => ({ key, name: group.name, ...rateOf(group.rapid, group.effective) }))
        .sort(
            (a, b) =>
                (b.rate ?? -1) - (a.rate ?? -1) || b.effective - a.effective || a.name.localeCompare(b.name, undefined)
        );
};

export interface LedgerStatement {
    StatementDate: string;
    Chargeback: number;
}

export const chargebacksByMonth = (statements: readonly LedgerStatement[], months: readonly Month[]) => {
    const sums = new Map(months.map(month => [month, 0]));
    const first = months.length > 0 ? firstDayOf(months[0]) : 0;
    const last = months.length > 0 ? lastDayOf(months[months.length - 1]) : -1;
    for (const statement of statements) {
        const day = dayNumberOf(statement.StatementDate);
        if (day === undefined || day < first || day > last) continue;
        const month = monthOfDay(day);
        // Cents added as whole numbers: sums of many amounts stay exact.
        sums.set(month, (sums.get(month) ?? 0) + Math.round(statement.Chargeback * 100));
    }
    return months.map(month => ({ month, amount: (sums.get(month) ?? 0) / 100 }));
};

export type EndingCause = 'notTheAgents' | 'maybeTheSale' | 'notKnown';

export const ENDING_CAUSES: readonly EndingCause[] = ['maybeTheSale', 'notTheAgents', 'notKnown'];

/** In English, compared without case or outer spaces. */
const CAUSE_OF_REASON: Readonly<Record<string, EndingCause>> = {
    deceased: 'notTheAgents',
    'moved out of service area': 'notTheAgents',
    'carrier terminated': 'notTheAgents',
    'voluntary disenrollment': 'maybeTheSale',
    'switched plans': 'maybeTheSale',
    'non-payment of premium': 'maybeTheSale',
};

export const endingCause = (reason: string | null | undefined): EndingCause =>
    CAUSE_OF_REASON[(reason ?? '').trim().toLowerCase()] ?? 'notKnown';

export interface CauseGroup {
    cause: EndingCause;
    count: number;
    reasons: Array<{ reason: string; count: number }>;
}

export const endingCauses = (rows: ReadonlyArray<{ TerminationReason?: string | null }>): CauseGroup[] => {
    // A reason written in another case or with spaces around it is the same reason, shown as first written.
    const counts = new Map<EndingCause, Map<string, { reason: string; count: number }>>();
    for (const row of rows) {
        const reason = (row.TerminationReason ?? '').trim();
        const cause = endingCause(reason);
        const reasons = counts.get(cause) ?? new Map<string, { reason: string; count: number }>();
        const entry = reasons.get(reason.toLowerCase()) ?? { reason, count: 0 };
        entry.count += 1;
        reasons.set(reason.toLowerCase(), entry);
        counts.set(cause, reasons);
    }
    return ENDING_CAUSES.flatMap(cause => {
        const reasons = counts.get(cause);
        if (!reasons) return [];
        const listed = [...reasons.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
        return [{ cause, count: listed.reduce((sum, entry) => sum + entry.count, 0), reasons: listed }];
    });
};
