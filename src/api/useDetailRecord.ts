import { useGetOne, type Identifier, type RaRecord, type UseGetOneOptions } from 'react-admin';

export interface DetailRecord<T> {
    record: T | undefined;
    error: unknown;
    /** Until this page's own call has answered (also while the call is not enabled). */
    isPending: boolean;
    refetch: () => Promise<unknown>;
    /** A 404 (a bookmark of a removed record): the page offers nothing to retry. */
    notFound: boolean;
}

export const isNotFound = (error: unknown) =>
    typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/**
 * useGetList leaves each list row in the getOne cache under its id, and a row is not the record (an enrollment
 * row has no product or policy number): so the call is always sent (stale at once), and only what this page
 * fetched counts.
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
