import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { DataProvider, Identifier } from 'react-admin';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { useBoundedRuns, type RunEntry, type RunStatus } from '../../../src/api/useBoundedRuns';
import { WHOLE_LIST } from '../../../src/components/listTable';
import { isoDayBefore } from '../../../src/domain/calendarDays';
import { usePortalKey } from '../../../src/portal/usePortal';
import { enrollmentQueries } from '../api';
import { readStatementsBetween } from '../windowStatements';
import type { ListStatus, PaymentList, PaymentOfPolicy } from './statementMatch';

/** One payment list to read: a statement's processed or on-hold commissions. */
interface ListToRead {
    statementId: Identifier;
    status: ListStatus;
}

const asLists = (entries: readonly RunEntry<ListToRead, PaymentOfPolicy[]>[]): PaymentList[] =>
    entries.map(entry => ({ status: entry.item.status, rows: entry.state === 'done' ? entry.result : undefined }));

/**
 * The commission payments of every statement dated from `firstDay` (the window's earliest effective date, before
 * which no payment of its enrollments is due) to today, through the statements area's lists: the statements
 * (one call), then each one's processed commissions, then, only when they are fewer calls than the enrollments
 * the processed ones left in doubt (`inDoubt`), each one's on-hold commissions. At most 4 calls at once, each
 * kept for the session. `start` false asks nothing more (the check's Cancel).
 */
export const useStatementPayments = (
    firstDay: string,
    start: boolean,
    inDoubt: (processed: readonly PaymentList[]) => number | undefined
) => {
    const api = useAreaApi<DataProvider>();
    const portalKey = usePortalKey();
    const lastDay = isoDayBefore(0);
    const statements = useQuery({
        queryKey: enrollmentQueries.missingStatementsKey(portalKey, firstDay, lastDay),
        queryFn: ({ signal }) => readStatementsBetween<{ id: Identifier }>(api, firstDay, lastDay, signal),
        staleTime: Infinity,
        gcTime: Infinity,
        retry: false,
        enabled: start,
    });
    const listsOf = useCallback(
        (status: ListStatus) => statements.data?.map(({ id }): ListToRead => ({ statementId: id, status })),
        [statements.data]
    );
    const queryKey = useCallback(
        (list: ListToRead) => enrollmentQueries.statementPaymentsKey(portalKey, list.statementId, list.status),
        [portalKey]
    );
    const call = useCallback(
        async (list: ListToRead, signal: AbortSignal) =>
            (
                await api.getList<PaymentOfPolicy & { id: Identifier }>('statementPayments', {
                    filter: { statementId: list.statementId, type: 'commissions', status: list.status },
                    pagination: WHOLE_LIST,
                    sort: { field: 'CustomerLastName', order: 'ASC' },
                    signal,
                })
            ).data,
        [api]
    );
    const processedItems = useMemo(() => listsOf('processed'), [listsOf]);
    const processed = useBoundedRuns({ items: processedItems, queryKey, call, start });
    const processedLists = useMemo(() => asLists(processed.entries), [processed.entries]);
    const doubt = processed.status === 'finished' ? inDoubt(processedLists) : undefined;
    const onHoldWanted = doubt !== undefined && (statements.data?.length ?? 0) < doubt;
    const onHoldItems = useMemo(() => (onHoldWanted ? listsOf('onhold') : undefined), [onHoldWanted, listsOf]);
    const onHold = useBoundedRuns({ items: onHoldItems, queryKey, call, start });
    const lists = useMemo(() => [...processedLists, ...asLists(onHold.entries)], [processedLists, onHold.entries]);
    const failedStatements = new Set(
        [...processed.entries, ...onHold.entries].flatMap(entry =>
            entry.state === 'failed' ? [String(entry.item.statementId)] : []
        )
    ).size;
    const listsStatus: RunStatus =
        processed.status !== 'finished' || !onHoldWanted
            ? processed.status === 'finished' && doubt === undefined
                ? 'running'
                : processed.status
            : onHold.status;
    // A failed statements list leaves every enrollment to its own payments: the source has ended, not answered.
    const status: RunStatus = statements.isError
        ? 'finished'
        : statements.isPending
          ? start
              ? 'running'
              : 'cancelled'
          : listsStatus;
    return {
        /** Every processed and on-hold list of every statement answered. */
        complete:
            statements.isSuccess &&
            onHoldWanted &&
            onHold.status === 'finished' &&
            lists.every(list => list.rows !== undefined),
        lists,
        /** The statements list failed: no statement settles anything. */
        unread: statements.isError,
        failedStatements,
        status,
        cancel: () => {
            if (processed.status === 'running') processed.cancel();
            if (onHold.status === 'running') onHold.cancel();
        },
        resume: () => {
            processed.resume();
            onHold.resume();
        },
    };
};

export type StatementPayments = ReturnType<typeof useStatementPayments>;
