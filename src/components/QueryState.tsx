import { useEffect, type ReactNode } from 'react';
import { usePageData } from './pageData';
import { EmptyState, ErrorState, LoadingState } from './States';

export interface QueryStateProps<T> {
    /** A query's result (react-query's or react-admin's): pending, failed, or its data, and how to ask again. */
    query: { isPending: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
    /** Translation key of the region's error text (the catalogue's, e.g. 'Error loading contracts'). */
    error: string;
    /** Translation key of the empty text; shown when `isEmpty` says so (default: an empty array). */
    empty?: string;
    isEmpty?: (data: T) => boolean;
    /** Another way on from the error, beside Try again. */
    errorAction?: ReactNode;
    children: (data: T) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The one loading / error (with Try again) / empty / data switch of a region that shows a call's answer. */
export const QueryState = <T,>({
    query,
    error,
    empty,
    isEmpty = emptyArray,
    errorAction,
    children,
}: QueryStateProps<T>) => {
    const page = usePageData();
    const answered = Boolean(query.error) || (!query.isPending && query.data !== undefined);
    // Told after the answer is on the screen, so what waits for it starts after it (pageData.ts).
    useEffect(() => {
        if (answered) page?.report();
    }, [answered, page]);
    if (query.error) return <ErrorState message={error} retry={query.refetch} action={errorAction} />;
    if (query.isPending || query.data === undefined) return <LoadingState />;
    if (empty && isEmpty(query.data)) return <EmptyState message={empty} />;
    return <>{children(query.data)}</>;
};
