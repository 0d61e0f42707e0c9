/**
 * Runs one call per item with a bounded number in flight: the pure core of `useBoundedRuns`, with no React
 * and no react-query, so its rules (the limit, Cancel, one failure among many) are tested alone.
 */

/**
 * At most this many calls at once for a portal-wide run (one call per producer or enrollment), so the API is never
 * flooded.
 */
export const MAX_CALLS_IN_FLIGHT = 4;

/** How one item's call ended. A cancelled call is no failure: the user stopped the run, nothing went wrong. */
export type ItemOutcome<Result> =
    { status: 'done'; value: Result } | { status: 'failed'; error: unknown } | { status: 'cancelled' };

export interface BoundedRunOptions<Item, Result> {
    /** Calls in flight at most (default MAX_CALLS_IN_FLIGHT). */
    limit?: number;
    /**
     * Cancel: once aborted no further call starts, and the calls in flight see the same signal aborted (each
     * call passes it to its request, so the browser drops the request); their outcome is `cancelled`.
     */
    signal?: AbortSignal;
    /** A call is about to start (the item shows as loading). */
    onStart?: (item: Item, index: number) => void;
    /** A call ended: each item's outcome as it arrives, so a screen shows partial results. */
    onSettled?: (item: Item, index: number, outcome: ItemOutcome<Result>) => void;
}

/**
 * Calls `call` once per item, in the items' order, never more than `limit` at once. Resolves, never rejects,
 * once every started call has ended, to the outcomes in the items' order: one item's failure is kept beside
 * the others' results. Items never started because of Cancel are `cancelled`.
 */
export const runBounded = async <Item, Result>(
    items: readonly Item[],
    call: (item: Item, signal: AbortSignal) => Promise<Result>,
    { limit = MAX_CALLS_IN_FLIGHT, signal, onStart, onSettled }: BoundedRunOptions<Item, Result> = {}
): Promise<ItemOutcome<Result>[]> => {
    if (!Number.isInteger(limit) || limit < 1)
        throw new RangeError(`The limit must be a whole number from 1 (${limit})`);
    const runSignal = signal ?? new AbortController().signal;
    const outcomes: ItemOutcome<Result>[] = items.map(() => ({ status: 'cancelled' }));
    let next = 0;

    const settle = (index: number, outcome: ItemOutcome<Result>) => {
        outcomes[index] = outcome;
        onSettled?.(items[index], index, outcome);
    };

    // Each lane takes the next item when its call ends: at most `limit` calls are ever in flight.
    const lane = async () => {
        while (next < items.length && !runSignal.aborted) {
            const index = next++;
            onStart?.(items[index], index);
            try {
                settle(index, { status: 'done', value: await call(items[index], runSignal) });
            } catch (error) {
                settle(index, runSignal.aborted ? { status: 'cancelled' } : { status: 'failed', error });
            }
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
    return outcomes;
};
