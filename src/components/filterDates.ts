import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readCalendarDay } from '../domain/calendarDays';
import { today } from '../forms/dates';

/*
 * The one rule of a list's date filters (maximum today), for every list with dates in its
 * address (enrollments, statements, and those to come): a day later than today is today, in the field, in
 * the address and in the call alike, and the field says why ('Date cannot be in the future'). The list is
 * never filtered by a day the user cannot see.
 */

/**
 * Why a filter date cannot be asked for as it is: not a whole calendar day ('invalid'; a year before 1900 is
 * one still being typed digit by digit), or after today ('future').
 */
export const filterDateProblem = (value: string): 'invalid' | 'future' | undefined => {
    const day = readCalendarDay(value);
    // A filter takes a whole day, without a time.
    if (!day || value.length !== 'YYYY-MM-DD'.length || day.year < 1900) return 'invalid';
    return value > today() ? 'future' : undefined;
};

export const isLaterThanToday = (value: unknown) => typeof value === 'string' && filterDateProblem(value) === 'future';

/** A filter date from an address or a caller: a whole day, a later one as today; anything else is no date. */
export const readFilterDate = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const problem = filterDateProblem(value.trim());
    return problem === 'future' ? today() : problem ? undefined : value.trim();
};

/**
 * Writes today in the address over any of these date parameters later than today (replacing the entry, so
 * Back does not return to it), and tells which ones it corrected while they still hold today, for their
 * fields to say why. The list's readers (`readFilterDate`) already read such a date as today, so no call
 * ever carries the later one.
 */
export const useLaterDatesCorrected = (names: readonly string[]): ReadonlySet<string> => {
    const [params, setParams] = useSearchParams();
    const [corrected, setCorrected] = useState<ReadonlySet<string>>(() => new Set());
    const later = names.filter(name => isLaterThanToday(params.get(name))).join(',');
    useEffect(() => {
        if (!later) return;
        const found = later.split(',');
        setCorrected(current => new Set([...current, ...found]));
        setParams(
            current => {
                const next = new URLSearchParams(current);
                for (const name of found) if (isLaterThanToday(next.get(name))) next.set(name, today());
                return next;
            },
            { replace: true }
        );
    }, [later, setParams]);
    return useMemo(() => {
        const pending = later.split(',');
        return new Set([...pending.filter(Boolean), ...[...corrected].filter(name => params.get(name) === today())]);
    }, [corrected, params, later]);
};
