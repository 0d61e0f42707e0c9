import { dayNumberOf, isoDayOf, readCalendarDay, todayNumber } from '../../src/domain/calendarDays';
import {
    readinessCell,
    type ReadinessCell,
    type ReadinessContract,
    type ReadinessLicense,
} from '../../src/domain/readiness';
import {
    byMostBlocked,
    fixActionOf,
    fixKeyOf,
    reasonKey,
    thingsToFix,
    type FixAction,
    type FixReason,
    type ThingToFix,
} from '../../src/domain/readinessSummary';
import { rtsPlanYears } from '../../src/domain/readyToSell';

/** Keyed by abbreviation and by the name the policy types dictionary gives; the others renew on their anniversary. */
const PLAN_YEAR_POLICY_TYPES = new Set([
    'MA',
    'MAPD',
    'PDP',
    'MEDICARE ADVANTAGE',
    'MEDICARE ADVANTAGE PRESCRIPTION DRUG',
    'PRESCRIPTION DRUG PLAN',
]);

const upper = (text: string) => text.trim().toUpperCase();

export interface EnrollmentPolicyType {
    name: string;
    abbreviation?: string;
}

export const renewsWithPlanYear = ({ name, abbreviation }: EnrollmentPolicyType) =>
    PLAN_YEAR_POLICY_TYPES.has(upper(abbreviation ?? '')) || PLAN_YEAR_POLICY_TYPES.has(upper(name));

/** An enrollment row names its policy type ("Medicare Advantage") where contracts and certifications name "MA". */
export const policyTypeAbbreviations = (
    dictionary: ReadonlyArray<{ id: string | number; name: string }>,
    contractTypes: ReadonlyArray<{ Id: number; Abbreviation: string }>
) => {
    const abbreviationById = new Map(contractTypes.map(type => [String(type.Id), type.Abbreviation.trim()]));
    const known = new Set([...abbreviationById.values()].map(upper));
    const idByName = new Map(dictionary.map(entry => [upper(entry.name), String(entry.id)]));
    return (name: string): string | undefined => {
        if (known.has(upper(name))) return name.trim();
        const id = idByName.get(upper(name));
        return id === undefined ? undefined : abbreviationById.get(id);
    };
};

export interface Renewal {
    date: string;
    planYear: number;
    basis: 'planYear' | 'anniversary';
}

const isoDay = (year: number, month: number, day: number) =>
    [year, month, day].map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0')).join('-');

/** Held to 28 February in a year without a 29th. */
const anniversaryIn = (year: number, month: number, day: number) => {
    const lastOfMonth = new Date(0);
    lastOfMonth.setUTCFullYear(year, month, 0);
    return isoDay(year, month, Math.min(day, lastOfMonth.getUTCDate()));
};

/** Undefined for an unreadable effective date or a termination on or before the renewal (it ends instead). */
export const nextRenewal = (
    enrollment: { effectiveDate: string; terminationDate?: string | null; withPlanYear: boolean },
    today: Date
): Renewal | undefined => {
    const effective = readCalendarDay(enrollment.effectiveDate);
    const effectiveDay = dayNumberOf(enrollment.effectiveDate);
    if (!effective || effectiveDay === undefined) return undefined;
    const from = Math.max(todayNumber(today), effectiveDay);
    const fromYear = Number(isoDayOf(from).slice(0, 4));
    let renewal: Renewal;
    if (enrollment.withPlanYear) {
        renewal = { date: isoDay(fromYear + 1, 1, 1), planYear: fromYear + 1, basis: 'planYear' };
    } else {
        const thisYear = anniversaryIn(fromYear, effective.month, effective.day);
        const year = (dayNumberOf(thisYear) ?? 0) > from ? fromYear : fromYear + 1;
        renewal = { date: anniversaryIn(year, effective.month, effective.day), planYear: year, basis: 'anniversary' };
    }
    const ends = enrollment.terminationDate ? dayNumberOf(enrollment.terminationDate) : undefined;
    return ends !== undefined && ends <= (dayNumberOf(renewal.date) ?? 0) ? undefined : renewal;
};

export interface RenewalEnrollment {
    id: string | number;
    customer: string;
    /** None for an agent's own. */
    producer?: { id: string; name: string };
    state: string;
    carrier: string;
    policyType: EnrollmentPolicyType;
    effectiveDate: string;
    terminationDate?: string | null;
}

export interface RenewalCheck {
    enrollment: RenewalEnrollment;
    renewal: Renewal;
    cell: ReadinessCell;
    certificationDue: boolean;
}

export const renewalCheck = (
    enrollment: RenewalEnrollment,
    sources: { licenses: readonly ReadinessLicense[]; contracts: readonly ReadinessContract[] },
    today: Date
): RenewalCheck | undefined => {
    const renewal = nextRenewal(
        {
            effectiveDate: enrollment.effectiveDate,
            terminationDate: enrollment.terminationDate,
            withPlanYear: renewsWithPlanYear(enrollment.policyType),
        },
        today
    );
    if (!renewal) return undefined;
    const certificationDue = rtsPlanYears(today).includes(renewal.planYear);
    const { policyType } = enrollment;
    const cell = readinessCell(
        sources,
        {
            planYear: renewal.planYear,
            state: upper(enrollment.state),
            carrier: enrollment.carrier,
            policyType: policyType.abbreviation ?? policyType.name,
        },
        today,
        { licenseNeededOn: renewal.date, certificationDue }
    );
    return { enrollment, renewal, cell, certificationDue };
};

export type RenewalAmounts = Readonly<Record<string, number>>;

export const renewalAmountOf = (amounts: RenewalAmounts, { name, abbreviation }: EnrollmentPolicyType) => {
    const byKey = new Map(Object.entries(amounts).map(([key, amount]) => [upper(key), amount]));
    return (abbreviation !== undefined ? byKey.get(upper(abbreviation)) : undefined) ?? byKey.get(upper(name));
};

export interface RenewalEstimate {
    amount: number;
    /** Members whose policy type has an amount (the others are left out of the sum). */
    priced: number;
    members: number;
}

export const renewalEstimate = (
    checks: readonly RenewalCheck[],
    amounts: RenewalAmounts
): RenewalEstimate | undefined => {
    if (Object.keys(amounts).length === 0) return undefined;
    let amount = 0;
    let priced = 0;
    for (const { enrollment } of checks) {
        const value = renewalAmountOf(amounts, enrollment.policyType);
        if (value === undefined) continue;
        amount += value;
        priced += 1;
    }
    return { amount, priced, members: checks.length };
};

export interface RenewalFix extends ThingToFix {
    producer?: { id: string; name: string };
    estimate?: RenewalEstimate;
}

const producerKey = (check: RenewalCheck) => check.enrollment.producer?.id ?? '';

const groupBy = <Item>(items: readonly Item[], keyOf: (item: Item) => string) => {
    const groups = new Map<string, Item[]>();
    for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
    return groups;
};

/** The cells go in by renewal day, so a license's reason names the earliest renewal it blocks. */
export const renewalFixes = (checks: readonly RenewalCheck[], amounts: RenewalAmounts = {}): RenewalFix[] => {
    const atRisk = checks
        .filter(check => !check.cell.ready)
        .sort((a, b) => a.renewal.date.localeCompare(b.renewal.date));
    return [...groupBy(atRisk, producerKey).values()]
        .flatMap(ofProducer =>
            thingsToFix(
                ofProducer.map(check => check.cell),
                { perContract: true }
            ).map((thing): RenewalFix => {
                const key = fixKeyOf(thing.action, true);
                const blocked = ofProducer.filter(check =>
                    check.cell.gaps.some(gap => fixKeyOf(fixActionOf(gap, check.cell), true) === key)
                );
                return {
                    ...thing,
                    producer: ofProducer[0].enrollment.producer,
                    estimate: renewalEstimate(blocked, amounts),
                };
            })
        )
        .sort((a, b) => byMostBlocked(a, b) || (a.producer?.name ?? '').localeCompare(b.producer?.name ?? ''));
};

export interface SharedFix extends ThingToFix {
    producers: RenewalFix[];
    estimate?: RenewalEstimate;
}

/** Each producer fixes its own contract's, and the agency's line says it once. */
const sharedAction = (action: FixAction): FixAction =>
    action.kind === 'pendingContract' || action.kind === 'certification'
        ? { ...action, contractId: undefined }
        : action;

const sharedKeyOf = (action: FixAction) => fixKeyOf(sharedAction(action));

export const sharedFixes = (
    checks: readonly RenewalCheck[],
    fixes: readonly RenewalFix[],
    amounts: RenewalAmounts = {}
): SharedFix[] => {
    return [...groupBy(fixes, fix => sharedKeyOf(fix.action)).entries()]
        .map(([key, ofProducers]): SharedFix => {
            const blocked = checks.filter(
                check =>
                    !check.cell.ready && check.cell.gaps.some(gap => sharedKeyOf(fixActionOf(gap, check.cell)) === key)
            );
            const reasons = new Map<string, FixReason>();
            for (const reason of ofProducers.flatMap(fix => fix.reasons)) {
                const merged = reasons.get(reasonKey(reason.gap));
                reasons.set(reasonKey(reason.gap), {
                    gap: (merged ?? reason).gap,
                    cells: (merged?.cells ?? 0) + reason.cells,
                });
            }
            const sum = (count: (fix: RenewalFix) => number) =>
                ofProducers.reduce((total, fix) => total + count(fix), 0);
            return {
                action: sharedAction(ofProducers[0].action),
                reasons: [...reasons.values()].sort((a, b) => b.cells - a.cells),
                cells: sum(fix => fix.cells),
                states: new Set(blocked.map(check => check.cell.state)).size,
                readyOnceDone: sum(fix => fix.readyOnceDone),
                policyTypes: [...new Set(ofProducers.flatMap(fix => fix.policyTypes))].sort(),
                producers: ofProducers,
                estimate: renewalEstimate(blocked, amounts),
            };
        })
        .sort(byMostBlocked);
};

export interface RenewalsSummary {
    renewing: number;
    atRisk: RenewalCheck[];
    estimate?: RenewalEstimate;
    certificationNotDue: number;
    notDuePlanYear?: number;
}

export const renewalsSummary = (checks: readonly RenewalCheck[], amounts: RenewalAmounts = {}): RenewalsSummary => {
    const atRisk = checks.filter(check => !check.cell.ready);
    const notDue = checks.filter(check => !check.certificationDue);
    return {
        renewing: checks.length,
        atRisk,
        estimate: renewalEstimate(atRisk, amounts),
        certificationNotDue: notDue.length,
        notDuePlanYear: notDue.length > 0 ? Math.min(...notDue.map(check => check.renewal.planYear)) : undefined,
    };
};

export interface ProducerRenewals {
    producer: { id: string; name: string };
    renewing: number;
    atRisk: number;
    estimate?: RenewalEstimate;
    firstFix?: RenewalFix;
}

export const producerRenewals = (
    checks: readonly RenewalCheck[],
    fixes: readonly RenewalFix[],
    amounts: RenewalAmounts = {}
): ProducerRenewals[] => {
    const byProducer = groupBy(
        checks.filter(check => check.enrollment.producer),
        producerKey
    );
    return [...byProducer.entries()]
        .map(([id, ofProducer]): ProducerRenewals => {
            const atRisk = ofProducer.filter(check => !check.cell.ready);
            return {
                producer: ofProducer[0].enrollment.producer!,
                renewing: ofProducer.length,
                atRisk: atRisk.length,
                estimate: renewalEstimate(atRisk, amounts),
                firstFix: fixes.find(fix => fix.producer?.id === id),
            };
        })
        .sort((a, b) => b.atRisk - a.atRisk || a.producer.name.localeCompare(b.producer.name));
};
