import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DataProvider, Identifier } from 'react-admin';
import { readAllPages } from '../../../src/api/readAllPages';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { useBoundedRuns, type RunStatus } from '../../../src/api/useBoundedRuns';
import { config } from '../../../src/config';
import { isoDayOf, todayNumber } from '../../../src/domain/calendarDays';
import { firstDayOf, lastDayOf, monthsFrom, type Month, type MonthWindow } from '../../../src/domain/calendarMonths';
import { indexSoas, judge, needsSoa, placeApplication, type ReceivedSpan, type SoaFlag, type SoaOnFile } from './rules';
import { scopeQueries } from '../api';
import type { Soa } from '../types';
import { clock } from '../../../src/clock';

// Reads only other areas' resources through the data provider (areas never import each other).
// Its calls: docs/views/soa-check.md.

const PAGE = 100;

export interface CheckedEnrollment {
    id: Identifier;
    CustomerFirstName?: string | null;
    CustomerLastName?: string | null;
    PolicyType?: string | null;
    InsurerName?: string | null;
    EffectiveDate?: string | null;
}

export type Verdict = 'pass' | SoaFlag | 'checking' | 'unchecked';

export interface CheckRow {
    enrollment: CheckedEnrollment;
    month: Month;
    /** Its month's days, or fewer once narrowed. */
    span: ReceivedSpan;
    narrowed: boolean;
    verdict: Verdict;
    /** None for "no SOA on file". */
    soa?: SoaOnFile;
}

interface Placing {
    enrollment: CheckedEnrollment;
    month: Month;
    soas: SoaOnFile[];
}

export const toSoaOnFile = (soa: Soa): SoaOnFile => ({
    id: soa.id,
    firstName: soa.first_name,
    lastName: soa.last_name,
    email: soa.email,
    status: soa.status,
    completedOn: soa.date_completed,
    requestedOn: soa.date_requested,
});

/** Not after today: the search refuses later days. */
export const monthSpan = (month: Month, now: Date = clock.now()): ReceivedSpan => ({
    start: firstDayOf(month),
    end: Math.min(lastDayOf(month), todayNumber(now)),
});

const readAll = <Row>(call: (page: number) => Promise<{ data: Row[]; total?: number }>) =>
    readAllPages(async page => {
        const { data, total } = await call(page);
        return { rows: data, total };
    }, PAGE);

export const searchReceived = (api: DataProvider, days: ReceivedSpan, signal: AbortSignal, lastName?: string) =>
    readAll(page =>
        api.getList<CheckedEnrollment>('enrollments', {
            filter: {
                agentDateStart: isoDayOf(days.start),
                agentDateEnd: isoDayOf(days.end),
                ...(lastName ? { last: lastName } : {}),
            },
            pagination: { page, perPage: PAGE },
            sort: { field: 'PolicyId', order: 'ASC' },
            signal,
        })
    );

/**
 * Only types come from the area's types.ts: a value from it would make it a chunk of its own, one more file
 * before every page that loads the scopes API (the dashboard's recent SOAs).
 */
export const readSoas = (api: DataProvider, signal: AbortSignal) =>
    readAll(page => api.getList<Soa>('scopes', { filter: {}, pagination: { page, perPage: PAGE }, signal }));

const combined = (first: RunStatus, second: RunStatus): RunStatus =>
    first === 'running' || second === 'running'
        ? 'running'
        : first === 'cancelled' || second === 'cancelled'
          ? 'cancelled'
          : first === 'finished'
            ? 'finished'
            : 'idle';

export const useSoaCheck = (window: MonthWindow) => {
    const api = useAreaApi();
    // Under 'scopes': a new SOA requested (the request form refreshes every 'scopes' query) is checked on return.
    const soas = useQuery({
        queryKey: scopeQueries.soaCheck.soas(),
        queryFn: async ({ signal }) => (await readSoas(api, signal)).map(toSoaOnFile),
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
    });
    const months = useMemo(() => monthsFrom(window.from, window.to).reverse(), [window.from, window.to]);
    const monthKey = useCallback((month: Month) => scopeQueries.soaCheck.received(month), []);
    const searchMonth = useCallback(
        async (month: Month, signal: AbortSignal) =>
            (await searchReceived(api, monthSpan(month), signal)).filter(row =>
                needsSoa(row.PolicyType, config.soaPolicyTypes)
            ),
        [api]
    );
    const monthRuns = useBoundedRuns({ items: months, queryKey: monthKey, call: searchMonth });

    const find = useMemo(() => (soas.data ? indexSoas(soas.data) : undefined), [soas.data]);
    // Each enrollment once, in its first month (a row the API returned in two months counts once).
    const placed = useMemo(() => {
        const seen = new Set<string>();
        return monthRuns.entries.flatMap(entry =>
            entry.state === 'done'
                ? entry.result.flatMap(enrollment =>
                      seen.has(String(enrollment.id)) || !seen.add(String(enrollment.id))
                          ? []
                          : [{ enrollment, month: entry.item }]
                  )
                : []
        );
    }, [monthRuns.entries]);

    const placings = useMemo(
        () =>
            find
                ? placed.flatMap(({ enrollment, month }): Placing[] => {
                      const customerSoas = find({
                          firstName: enrollment.CustomerFirstName,
                          lastName: enrollment.CustomerLastName,
                      });
                      return judge(customerSoas, monthSpan(month)).state === 'doubtful'
                          ? [{ enrollment, month, soas: customerSoas }]
                          : [];
                  })
                : undefined,
        [find, placed]
    );
    const monthsDone = monthRuns.status === 'finished';
    const placingKey = useCallback(
        (placing: Placing) =>
            scopeQueries.soaCheck.placed(
                placing.enrollment.id,
                placing.month,
                placing.soas.map(soa => `${soa.id}:${soa.status}:${soa.completedOn ?? ''}`).join(',')
            ),
        []
    );
    const place = useCallback(
        (placing: Placing, signal: AbortSignal) =>
            placeApplication(placing.soas, monthSpan(placing.month), async days =>
                (await searchReceived(api, days, signal, placing.enrollment.CustomerLastName ?? undefined)).some(
                    row => String(row.id) === String(placing.enrollment.id)
                )
            ),
        [api]
    );
    // Started once every month is searched, so no more than 4 calls are ever out at once.
    const placingRuns = useBoundedRuns({
        items: monthRuns.status === 'running' ? undefined : placings,
        queryKey: placingKey,
        call: place,
        start: monthsDone,
    });

    const rows = useMemo((): CheckRow[] | undefined => {
        if (!find) return undefined;
        const placingOf = new Map(placingRuns.entries.map(entry => [String(entry.item.enrollment.id), entry]));
        return placed.map(({ enrollment, month }) => {
            const span = monthSpan(month);
            const judgement = judge(
                find({ firstName: enrollment.CustomerFirstName, lastName: enrollment.CustomerLastName }),
                span
            );
            const known = { enrollment, month, span, narrowed: false };
            if (judgement.state === 'pass') return { ...known, verdict: 'pass', soa: judgement.soa };
            if (judgement.state === 'flagged') return { ...known, verdict: judgement.flag, soa: judgement.soa };
            const entry = placingOf.get(String(enrollment.id));
            if (entry?.state === 'done') {
                const { span: narrowed, judgement: found } = entry.result;
                return {
                    ...known,
                    span: narrowed,
                    narrowed: true,
                    verdict: found.state === 'pass' ? 'pass' : found.flag,
                    soa: found.soa,
                };
            }
            return { ...known, verdict: entry?.state === 'failed' ? 'unchecked' : 'checking' };
        });
    }, [find, placed, placingRuns.entries]);

    const failedMonths = monthRuns.entries.flatMap(entry => (entry.state === 'failed' ? [entry.item] : []));
    const searched = monthRuns.entries.filter(entry => entry.state === 'done').length;
    const unchecked = (rows ?? []).filter(row => row.verdict === 'unchecked');
    const status = combined(monthRuns.status, placingRuns.status);
    const left =
        monthRuns.settled < monthRuns.total ||
        placingRuns.settled < placingRuns.total ||
        failedMonths.length > 0 ||
        unchecked.length > 0;
    return {
        soas,
        rows,
        months: monthRuns,
        placings: placingRuns,
        failedMonths,
        searched,
        unchecked,
        status,
        /** Cancelled, failed, or not asked. */
        left,
        cancel: () => {
            if (monthRuns.status === 'running') monthRuns.cancel();
            if (placingRuns.status === 'running') placingRuns.cancel();
        },
        resume: () => {
            monthRuns.resume();
            placingRuns.resume();
        },
    };
};

export type SoaCheck = ReturnType<typeof useSoaCheck>;
