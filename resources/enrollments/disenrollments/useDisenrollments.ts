import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { readAllPages } from '../../../src/api/readAllPages';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { dayNumberOf } from '../../../src/domain/calendarDays';
import { monthsFrom, windowDays, type MonthWindow } from '../../../src/domain/calendarMonths';
import { config } from '../../../src/config';
import { policyTypeIn } from '../../../src/domain/comparable';
import {
    chargebacksByMonth,
    endingCauses,
    isRapidDisenrollment,
    rateOf,
    ratesBy,
    stillInFirstMonths,
    wentEffective,
} from './rules';
import { enrollmentQueries } from '../api';
import { readStatementsBetween } from '../windowStatements';
import type { EnrollmentRow } from '../types';

// Sources: docs/views/disenrollments.md. The two start together and fail on their own.

const PAGE = 100;

interface LedgerRow {
    id: Identifier;
    StatementDate: string;
    Chargeback: number;
}

export interface Loaded {
    rows: number;
    total?: number;
}

const inWindow = (row: EnrollmentRow, days: { start: string; end: string }) => {
    const day = dayNumberOf(row.EffectiveDate ?? '');
    return day !== undefined && day >= dayNumberOf(days.start)! && day <= dayNumberOf(days.end)!;
};

export const useDisenrollments = (window: MonthWindow) => {
    const api = useAreaApi();
    const days = windowDays(window);
    const [loaded, setLoaded] = useState<Loaded>({ rows: 0 });
    const enrollments = useQuery({
        queryKey: enrollmentQueries.disenrollmentsKey(days),
        queryFn: async ({ signal }) => {
            setLoaded({ rows: 0 });
            let read = 0;
            const rows = await readAllPages(async page => {
                const answer = await api.getList<EnrollmentRow>('enrollments', {
                    filter: { effDateStart: days.start, effDateEnd: days.end },
                    pagination: { page, perPage: PAGE },
                    sort: { field: 'EffectiveDate', order: 'ASC' },
                    signal,
                });
                read += answer.data.length;
                setLoaded({ rows: read, total: answer.total });
                return { rows: answer.data, total: answer.total };
            }, PAGE);
            // A row that moved from one page to the next between two calls comes twice: once is enough.
            const seen = new Set<string>();
            return rows.filter(
                row => inWindow(row, days) && !seen.has(String(row.id)) && Boolean(seen.add(String(row.id)))
            );
        },
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
    });
    const statements = useQuery({
        queryKey: enrollmentQueries.chargebacksKey(days),
        queryFn: ({ signal }) => readStatementsBetween<LedgerRow>(api, days.start, days.end, signal),
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
    });
    const months = useMemo(() => monthsFrom(window.from, window.to), [window.from, window.to]);
    const figures = useMemo(() => {
        const rows = enrollments.data;
        if (!rows) return undefined;
        const effective = rows.filter(wentEffective);
        const rapid = effective
            .filter(isRapidDisenrollment)
            .sort((a, b) => (b.TerminationDate ?? '').localeCompare(a.TerminationDate ?? ''));
        const chargedBack = (row: EnrollmentRow) => policyTypeIn(row.PolicyType, config.chargebackPolicyTypes);
        return {
            total: rateOf(rapid.length, effective.length),
            // The plans whose whole first-year commission a rapid disenrollment costs, apart from all products.
            chargeback: rateOf(rapid.filter(chargedBack).length, effective.filter(chargedBack).length),
            causes: endingCauses(rapid),
            rapid,
            stillInFirstMonths: effective.filter(row => stillInFirstMonths(row)).length,
            byCarrier: ratesBy(effective, row => ({ key: row.InsurerName ?? '', name: row.InsurerName ?? '' })),
            byProducer: ratesBy(effective, row => ({
                key: String(row.AgentId ?? ''),
                name: row.AgentName ?? String(row.AgentId ?? ''),
            })),
        };
    }, [enrollments.data]);
    const chargebacks = useMemo(
        () => (statements.data ? chargebacksByMonth(statements.data, months) : undefined),
        [statements.data, months]
    );
    return { enrollments, statements, loaded, figures, chargebacks };
};

export type Disenrollments = ReturnType<typeof useDisenrollments>;
