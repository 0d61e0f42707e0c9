import { useGetOne, type Identifier, type RaRecord, type UseGetOneOptions } from 'react-admin';

export interface DetailRecord<T> {
    /** The detail call's own answer; undefined while it loads and when it failed. */
    record: T | undefined;
    /** Why the detail call failed, once it has. */
    error: unknown;
    /** Until this page's own call has answered (also while the call is not enabled). */
    isPending: boolean;
    /** Asks for the record again (Try again after a failure). */
    refetch: () => Promise<unknown>;
    /**
     * The call answered that there is no such record (404): a bookmark of one since removed, an address edited
     * by hand. The page says so and offers nothing to do to it, where any other failure is an error to retry.
     */
    notFound: boolean;
}

/** An answer that the record asked for does not exist. */
export const isNotFound = (error: unknown) =>
    typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * The record a detail page shows: the answer of its own getOne call, sent every time the page opens.
 * react-admin's useGetList leaves each row of a list in the getOne cache under the record's id, and with the
 * client's stale time a detail opened from its list would take that row for its record and never ask: a
 * row is not the record (an enrollment row has no product, policy number or application). So the call is
 * always sent (stale at once), and only what this page fetched counts: until it answers, and when it
 * fails, there is no record, so the page shows its loading or error state, never the row.
 * Detail pages use this instead of useGetOne (ESLint says so in resources/).
 */
export const useDetailRecord = <T extends RaRecord>(
    resource: string,
    id: Identifier,
    options: Omit<UseGetOneOptions<T>, 'staleTime'> = {}
): DetailRecord<T> => {
    const query = useGetOne<T>(resource, { id }, { ...options, staleTime: 0 });
    const fetchedHere = query.isFetchedAfterMount;
    const error = fetchedHere ? query.error : null;
    return {
        record: fetchedHere && query.isSuccess ? query.data : undefined,
        error,
        isPending: !fetchedHere || query.isPending,
        refetch: query.refetch,
        notFound: isNotFound(error),
    };
};
