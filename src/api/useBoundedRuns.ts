import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { MAX_CALLS_IN_FLIGHT, runBounded } from './boundedRuns';

export type RunEntry<Item, Result> =
    | { item: Item; state: 'waiting' | 'running' | 'cancelled' }
    | { item: Item; state: 'done'; result: Result }
    | { item: Item; state: 'failed'; error: unknown };

export type RunStatus = 'idle' | 'running' | 'finished' | 'cancelled';

export interface BoundedRuns<Item, Result> {
    entries: readonly RunEntry<Item, Result>[];
    settled: number;
    total: number;
    status: RunStatus;
    cancel: () => void;
    /** Results kept for the session are not asked again. */
    resume: () => void;
}

export interface BoundedRunsOptions<Item, Result> {
    items: readonly Item[] | undefined;
    queryKey: (item: Item) => QueryKey;
    /** Must pass the signal on to its request so Cancel aborts it. */
    call: (item: Item, signal: AbortSignal) => Promise<Result>;
    limit?: number;
    /** false: only show the results kept for the session (a dashboard card must not start a long run each visit). */
    start?: boolean;
}

/**
 * Results are kept for the session (staleTime and gcTime Infinity): coming back shows them at once. Cancel
 * aborts through react-query's own signal (cancelQueries), which each call hands to the data provider.
 */
export const useBoundedRuns = <Item, Result>({
    items,
    queryKey,
    call,
    limit = MAX_CALLS_IN_FLIGHT,
    start = true,
}: BoundedRunsOptions<Item, Result>): BoundedRuns<Item, Result> => {
    const queryClient = useQueryClient();
    const [entries, setEntries] = useState<RunEntry<Item, Result>[]>([]);
    const [status, setStatus] = useState<RunStatus>('idle');
    const [attempt, setAttempt] = useState(0);
    const cancelRun = useRef<() => void>(() => undefined);
    // Read when a run starts: a new function each render does not start a new run.
    const latest = useRef({ queryKey, call });
    useLayoutEffect(() => {
        latest.current = { queryKey, call };
    });
    const itemsKey = useMemo(() => (items ? hashKey(items.map(item => queryKey(item))) : undefined), [items, queryKey]);

    useEffect(() => {
        if (!items) {
            setEntries([]);
            setStatus('idle');
            return;
        }
        const { queryKey: keyOf, call: callOf } = latest.current;
        const cachedResult = (item: Item) => {
            const state = queryClient.getQueryState<Result>(keyOf(item));
            return state?.status === 'success'
                ? { item, state: 'done' as const, result: state.data as Result }
                : undefined;
        };
        const initial: RunEntry<Item, Result>[] = items.map(item => cachedResult(item) ?? { item, state: 'waiting' });
        setEntries(initial);
        const toRun = initial.flatMap((entry, index) => (entry.state === 'waiting' ? [index] : []));
        if (toRun.length === 0) {
            setStatus('finished');
            return;
        }
        if (!start) {
            setStatus('idle');
            return;
        }
        setStatus('running');
        const controller = new AbortController();
        let stopped = false;
        const update = (index: number, entry: RunEntry<Item, Result>) => {
            if (!stopped)
                setEntries(current => current.map((existing, position) => (position === index ? entry : existing)));
        };
        const fetchItem = (index: number, signal: AbortSignal) => {
            const item = items[index];
            const key = keyOf(item);
            const abort = () => void queryClient.cancelQueries({ queryKey: key, exact: true });
            signal.addEventListener('abort', abort, { once: true });
            return queryClient
                .fetchQuery({
                    queryKey: key,
                    queryFn: ({ signal: querySignal }) => callOf(item, querySignal),
                    staleTime: Infinity,
                    gcTime: Infinity,
                    retry: false,
                })
                .finally(() => signal.removeEventListener('abort', abort));
        };
        cancelRun.current = () => {
            controller.abort();
            setEntries(current =>
                current.map(entry =>
                    entry.state === 'waiting' || entry.state === 'running'
                        ? { item: entry.item, state: 'cancelled' }
                        : entry
                )
            );
            setStatus('cancelled');
        };
        void runBounded(toRun, fetchItem, {
            limit,
            signal: controller.signal,
            onStart: index => update(index, { item: items[index], state: 'running' }),
            onSettled: (index, _, outcome) => {
                if (outcome.status === 'done')
                    update(index, { item: items[index], state: 'done', result: outcome.value });
                else if (outcome.status === 'failed')
                    update(index, { item: items[index], state: 'failed', error: outcome.error });
                else update(index, { item: items[index], state: 'cancelled' });
            },
        }).then(() => {
            if (!stopped && !controller.signal.aborted) setStatus('finished');
        });
        return () => {
            // Leaving the page stops the run; what arrived is kept in the cache, the rest is asked on return.
            stopped = true;
            controller.abort();
        };
        // itemsKey stands for items (same keys, same run); attempt is Resume.
        // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [itemsKey, attempt, limit, start, queryClient]);

    const cancel = useCallback(() => cancelRun.current(), []);
    const resume = useCallback(() => setAttempt(count => count + 1), []);
    const settled = entries.filter(entry => entry.state === 'done' || entry.state === 'failed').length;
    return { entries, settled, total: entries.length, status, cancel, resume };
};
