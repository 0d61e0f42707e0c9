/** No React and no react-query, so the rules (the limit, Cancel, one failure among many) are tested alone. */

/** So that a portal-wide run (one call per producer or enrollment) never floods the API. */
export const MAX_CALLS_IN_FLIGHT = 4;

/** A cancelled call is no failure: the user stopped the run. */
export type ItemOutcome<Result> =
    { status: 'done'; value: Result } | { status: 'failed'; error: unknown } | { status: 'cancelled' };

export interface BoundedRunOptions<Item, Result> {
    limit?: number;
    signal?: AbortSignal;
    onStart?: (item: Item, index: number) => void;
    onSettled?: (item: Item, index: number, outcome: ItemOutcome<Result>) => void;
}

/** Never rejects: one item's failure is kept beside the others' results. */
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
