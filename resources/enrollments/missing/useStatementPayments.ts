import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Identifier } from 'react-admin';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { runBounded } from '../../../src/api/boundedRuns';
import type { RunStatus } from '../../../src/api/useBoundedRuns';
import { WHOLE_LIST } from '../../../src/components/listTable';
import { isoDayBefore } from '../../../src/domain/calendarDays';
import { enrollmentQueries } from '../api';
import type { EnrollmentRow } from '../types';
import { readStatementsBetween } from '../windowStatements';
import { nextStatementLists, type ListRead, type ListToRead, type PaymentOfPolicy } from './statementMatch';

// From `firstDay` (before it no payment of the window's enrollments is due) to today. `start` false asks nothing
// more (the check's Cancel); a failed list is counted, never read as empty.
export const useStatementPayments = (
    firstDay: string,
    start: boolean,
    due: readonly EnrollmentRow[] | undefined,
    book: readonly EnrollmentRow[] | undefined
) => {
    const api = useAreaApi();
    const queryClient = useQueryClient();
    const lastDay = isoDayBefore(0);
    const statements = useQuery({
        queryKey: enrollmentQueries.missingStatementsKey(firstDay, lastDay),
        queryFn: async ({ signal }) =>
            // Newest first: a payment run holds the newest payments of the book in force, so it settles the most.
            (
                await readStatementsBetween<{ id: Identifier; StatementDate?: string | null }>(
                    api,
                    firstDay,
                    lastDay,
                    signal
                )
            )
                .map(({ id, StatementDate }) => ({ id: String(id), date: StatementDate ?? '' }))
                .sort((a, b) => b.date.localeCompare(a.date))
                .map(({ id }) => id),
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        enabled: start && (due?.length ?? 0) > 0,
    });
    const [batches, setBatches] = useState<ListRead[][]>([]);
    const [listsStatus, setListsStatus] = useState<RunStatus>('idle');
    const [attempt, setAttempt] = useState(0);

    const readList = useCallback(
        (list: ListToRead, signal: AbortSignal) => {
            const queryKey = enrollmentQueries.statementPaymentsKey(list.statementId, list.status);
            const abort = () => void queryClient.cancelQueries({ queryKey, exact: true });
            signal.addEventListener('abort', abort, { once: true });
            return queryClient
                .fetchQuery({
                    queryKey,
                    queryFn: async ({ signal: querySignal }) =>
                        (
                            await api.getList<PaymentOfPolicy & { id: Identifier }>('statements/payments', {
                                filter: { statementId: list.statementId, type: 'commissions', status: list.status },
                                pagination: WHOLE_LIST,
                                sort: { field: 'CustomerLastName', order: 'ASC' },
                                signal: querySignal,
                            })
                        ).data,
                    staleTime: Infinity,
                    gcTime: Infinity,
                    retry: false,
                })
                .finally(() => signal.removeEventListener('abort', abort));
        },
        [api, queryClient]
    );

    // The latest inputs, read when a run starts: the same enrollments in a new array do not start a new run.
    const latest = useRef({ due, book, readList });
    useLayoutEffect(() => {
        latest.current = { due, book, readList };
    });
    const dueKey = due?.map(row => String(row.id)).join(',');
    const hasBook = book !== undefined;

    useEffect(() => {
        const ids = statements.data;
        const { due, book, readList } = latest.current;
        if (!ids || !due || !book) {
            setBatches([]);
            setListsStatus('idle');
            return;
        }
        if (!start) {
            setListsStatus(current => (current === 'finished' ? current : 'cancelled'));
            return;
        }
        // Each batch is chosen from what the earlier ones settled; lists read before come from the portal's cache.
        const controller = new AbortController();
        setListsStatus('running');
        void (async () => {
            const read: ListRead[][] = [];
            for (let next = nextStatementLists(ids, read, due, book); next.length > 0;) {
                const outcomes = await runBounded(next, readList, { signal: controller.signal });
                if (controller.signal.aborted) return;
                read.push(
                    next.map((list, index) => {
                        const outcome = outcomes[index];
                        return { ...list, rows: outcome.status === 'done' ? outcome.value : undefined };
                    })
                );
                setBatches([...read]);
                next = nextStatementLists(ids, read, due, book);
            }
            setListsStatus('finished');
        })();
        return () => controller.abort();
        // dueKey and hasBook stand for due and book (same enrollments, same run); attempt is Resume.
    }, [statements.data, dueKey, hasBook, start, attempt]);

    const lists = useMemo(() => batches.flat(), [batches]);
    const ids = statements.data;
    const failedStatements = new Set(lists.flatMap(list => (list.rows === undefined ? [list.statementId] : []))).size;
    // A failed statements list leaves every enrollment to its own payments: the source has ended, not answered.
    const status: RunStatus = statements.isError
        ? 'finished'
        : statements.isPending
          ? start
              ? 'running'
              : 'cancelled'
          : listsStatus === 'idle'
            ? 'running'
            : listsStatus;
    return {
        /** Every processed list of every statement of the window answered: an enrollment can be found on hold. */
        processedComplete:
            ids !== undefined &&
            ids.every(id =>
                lists.some(list => list.statementId === id && list.status === 'processed' && list.rows !== undefined)
            ),
        lists,
        unread: statements.isError,
        failedStatements,
        status,
        /** Lists read before come from the portal's cache. */
        resume: () => {
            if (failedStatements > 0) setAttempt(count => count + 1);
        },
    };
};

export type StatementPayments = ReturnType<typeof useStatementPayments>;
