import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readCalendarDay } from '../domain/calendarDays';
import { today } from '../forms/dates';

// A day later than today is today, in the field, the address and the call alike: the list is never filtered by
// a day the user cannot see.

/** A year before 1900 is one still being typed digit by digit. */
export const filterDateProblem = (value: string): 'invalid' | 'future' | undefined => {
    const day = readCalendarDay(value);
    if (!day || value.length !== 'YYYY-MM-DD'.length || day.year < 1900) return 'invalid';
    return value > today() ? 'future' : undefined;
};

export const isLaterThanToday = (value: unknown) => typeof value === 'string' && filterDateProblem(value) === 'future';

export const readFilterDate = (value: unknown): string | undefined => {
    if (typeof value !== 'string') return undefined;
    const problem = filterDateProblem(value.trim());
    return problem === 'future' ? today() : problem ? undefined : value.trim();
};

/** Replaces the address entry, so Back does not return to the later day. */
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
