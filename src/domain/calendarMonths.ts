import { dayNumberOf, isoDayOf, todayNumber } from './calendarDays';
import { clock } from '../clock';

export type Month = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** From 1900 on: an earlier year is one still being typed. */
export const isMonth = (value: unknown): value is Month =>
    typeof value === 'string' && MONTH.test(value) && Number(value.slice(0, 4)) >= 1900;

export const monthOfDay = (day: number): Month => isoDayOf(day).slice(0, 7);

export const currentMonth = (now: Date = clock.now()): Month => monthOfDay(todayNumber(now));

export const shiftMonth = (month: Month, count: number): Month => {
    const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
    return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

export const firstDayOf = (month: Month): number => dayNumberOf(`${month}-01`)!;
export const lastDayOf = (month: Month): number => firstDayOf(shiftMonth(month, 1)) - 1;

export const monthsFrom = (from: Month, to: Month): Month[] => {
    const months: Month[] = [];
    for (let month = from; month <= to; month = shiftMonth(month, 1)) months.push(month);
    return months;
};

/** 31 January plus one month is 28 (or 29) February, as a person counts "a month later". */
export const addMonthsToDay = (day: number, count: number): number => {
    const iso = isoDayOf(day);
    const target = shiftMonth(iso.slice(0, 7), count);
    return Math.min(firstDayOf(target) + Number(iso.slice(8, 10)) - 1, lastDayOf(target));
};

export interface MonthWindow {
    from: Month;
    to: Month;
}

export interface MonthWindowRule {
    months: number;
    reach: number;
}

export const lastMonths = (months: number, now: Date = clock.now()): MonthWindow => {
    const to = currentMonth(now);
    return { from: shiftMonth(to, 1 - months), to };
};

/** A month after the current one is the current one, ends in the wrong order are swapped. */
export const readMonthWindow = (
    params: URLSearchParams,
    rule: MonthWindowRule,
    now: Date = clock.now()
): MonthWindow => {
    const fallback = lastMonths(rule.months, now);
    const current = currentMonth(now);
    const earliest = shiftMonth(current, 1 - rule.reach);
    const read = (name: string, otherwise: Month) => {
        const value = params.get(name);
        if (value === null || value === '') return otherwise;
        if (!isMonth(value)) return undefined;
        return value > current ? current : value < earliest ? earliest : value;
    };
    const from = read('from', fallback.from);
    const to = read('to', fallback.to);
    if (from === undefined || to === undefined) return fallback;
    return from <= to ? { from, to } : { from: to, to: from };
};

export const monthWindowShownAsAsked = (
    params: URLSearchParams,
    rule: MonthWindowRule,
    now: Date = clock.now()
): boolean => {
    const window = readMonthWindow(params, rule, now);
    const asked = (name: 'from' | 'to') => params.get(name) || window[name];
    return asked('from') === window.from && asked('to') === window.to;
};

export const monthWindowCorrection = (rule: MonthWindowRule) => ({
    params: ['from', 'to'] as const,
    shownAsAsked: (params: URLSearchParams) => monthWindowShownAsAsked(params, rule),
});

/** The default window is left out, so the plain address keeps meaning "the last N months". */
export const writeMonthWindow = (
    params: URLSearchParams,
    window: MonthWindow,
    rule: MonthWindowRule,
    now: Date = clock.now()
): URLSearchParams => {
    const next = new URLSearchParams(params);
    const fallback = lastMonths(rule.months, now);
    next.delete('from');
    next.delete('to');
    if (window.from !== fallback.from || window.to !== fallback.to) {
        next.set('from', window.from);
        next.set('to', window.to);
    }
    return next;
};

export const monthChoices = (rule: MonthWindowRule, now: Date = clock.now()): Month[] =>
    monthsFrom(shiftMonth(currentMonth(now), 1 - rule.reach), currentMonth(now)).reverse();

/** Never after today: the search refuses later days. */
export const windowDays = (window: MonthWindow, now: Date = clock.now()) => ({
    start: `${window.from}-01`,
    end: isoDayOf(Math.min(lastDayOf(window.to), todayNumber(now))),
});
