import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { readWholeList } from '../../../src/api/readAllPages';
import { useBoundedRuns, type BoundedRuns, type RunEntry, type RunStatus } from '../../../src/api/useBoundedRuns';
import { enrollmentQueries, enrollmentsApi } from '../api';
import type { EnrollmentRow, StatementRow } from '../types';
import {
    commissionDue,
    inWindow,
    missingCommission,
    settleByOwnPayments,
    windowSearch,
    type CheckWindow,
    type MissingCommission,
    type Settlement,
} from './check';
import { settleByStatements } from './statementMatch';
import { useStatementPayments } from './useStatementPayments';

/** The search's largest page: as few calls as the API allows. */
const SEARCH_PAGE_SIZE = 100;

// The whole book, not the window: a payment matches an enrollment only when no other enrollment of the book
// shares its customer, carrier, policy type and producer.
export const searchBook = (provider: DataProvider, signal: AbortSignal) =>
    readWholeList<EnrollmentRow>(
        provider,
        'enrollments',
        { filter: {}, sort: { field: 'EffectiveDate', order: 'ASC' }, signal },
        SEARCH_PAGE_SIZE
    );

// A run not started yet is not one that stopped: the moments between sources count as running.
const overall = (halted: boolean, statements: RunStatus, ownPayments: RunStatus): RunStatus =>
    halted ? 'cancelled' : statements !== 'finished' || ownPayments === 'idle' ? 'running' : ownPayments;

/** The missed-commission check (docs/views/missed-commissions.md): a failed statement source settles nothing. */
export const useMissingCommissions = (window: CheckWindow) => {
    const provider = useAreaApi();
    const api = useAreaApi(enrollmentsApi);
    const [halted, setHalted] = useState(false);
    const enrollments = useQuery({
        queryKey: enrollmentQueries.missingCommissionsBookKey(),
        queryFn: ({ signal }) => searchBook(provider, signal),
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
    });
    const split = useMemo(() => {
        if (!enrollments.data) return undefined;
        const inside = enrollments.data.filter(row => inWindow(row.EffectiveDate, window));
        const due = inside.filter(row => commissionDue(row, window));
        return { due, leftOut: inside.length - due.length };
    }, [enrollments.data, window]);
    const statements = useStatementPayments(windowSearch(window).effDateStart, !halted, split?.due, enrollments.data);
    const byStatements = useMemo(
        () =>
            split && enrollments.data && !statements.unread
                ? settleByStatements(split.due, enrollments.data, statements.lists, statements.processedComplete)
                : new Map<string, 'paid' | 'onHold'>(),
        [split, enrollments.data, statements.unread, statements.lists, statements.processedComplete]
    );
    // Only once the statements have all answered (or failed) is it known which enrollments they leave in doubt.
    const doubtful = useMemo(
        () =>
            split && statements.status === 'finished'
                ? split.due.filter(row => !byStatements.has(String(row.id)))
                : undefined,
        [split, statements.status, byStatements]
    );
    const queryKey = useCallback(
        (row: EnrollmentRow) => enrollmentQueries.payments(api, row.id, 'commissions').queryKey,
        [api]
    );
    const call = useCallback(
        (row: EnrollmentRow, signal: AbortSignal): Promise<StatementRow[]> =>
            api.getEnrollmentPayments(row.id, 'commissions', signal),
        [api]
    );
    const own = useBoundedRuns({ items: doubtful, queryKey, call, start: !halted });
    const entries = useMemo(() => {
        const ownOf = new Map(own.entries.map(entry => [String(entry.item.id), entry]));
        return (split?.due ?? []).map((item): RunEntry<EnrollmentRow, Settlement> => {
            const verdict = byStatements.get(String(item.id));
            if (verdict) return { item, state: 'done', result: { kind: verdict, by: 'statements' } };
            const asked = ownOf.get(String(item.id));
            if (asked?.state === 'done') return { item, state: 'done', result: settleByOwnPayments(asked.result) };
            if (asked?.state === 'failed') return { item, state: 'failed', error: asked.error };
            if (halted || asked?.state === 'cancelled') return { item, state: 'cancelled' };
            return { item, state: asked?.state ?? 'waiting' };
        });
    }, [split, byStatements, own.entries, halted]);
    const cancel = useCallback(() => {
        setHalted(true);
        if (own.status === 'running') own.cancel();
    }, [own]);
    const resume = useCallback(() => {
        setHalted(false);
        statements.resume();
        own.resume();
    }, [statements, own]);
    const runs: BoundedRuns<EnrollmentRow, Settlement> = {
        entries,
        settled: entries.filter(entry => entry.state === 'done' || entry.state === 'failed').length,
        total: entries.length,
        status: split?.due.length === 0 ? 'finished' : overall(halted, statements.status, own.status),
        cancel,
        resume,
    };
    const missing = useMemo(
        () =>
            entries
                .flatMap((entry): MissingCommission[] => {
                    if (entry.state !== 'done') return [];
                    const found = missingCommission(entry.item, entry.result);
                    return found ? [found] : [];
                })
                .sort((a, b) => b.days - a.days),
        [entries]
    );
    const failed = entries.flatMap(entry => (entry.state === 'failed' ? [entry.item] : []));
    const sources = {
        byStatements: byStatements.size,
        ownPayments: own.entries.filter(entry => entry.state === 'done').length,
        statementsUnread: statements.unread,
        failedStatements: statements.failedStatements,
    };
    return { enrollments, runs, missing, failed, leftOut: split?.leftOut ?? 0, sources };
};

export type MissingCommissionsCheck = ReturnType<typeof useMissingCommissions>;
