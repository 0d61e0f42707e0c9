import { useEffect, type ReactNode } from 'react';
import { usePageData } from './pageData';
import { EmptyState, ErrorState, LoadingState } from './States';

export interface QueryLike<T> {
    isPending: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
}

export interface QueryStateProps<T> {
    query: QueryLike<T>;
    error: string;
    empty?: string;
    isEmpty?: (data: T) => boolean;
    errorAction?: ReactNode;
    /** An answer on screen stays through a failed refetch (a form built from it: nothing typed on it is lost). */
    keepsData?: boolean;
    children: (data: T) => ReactNode;
}

/** Several queries shown as one: any failing fails it (Try again asks the failed ones again), all answered answer it. */
export const allOf = <T extends readonly unknown[]>(queries: { [K in keyof T]: QueryLike<T[K]> }): QueryLike<T> => {
    const list: readonly QueryLike<unknown>[] = queries;
    return {
        isPending: list.some(query => query.isPending),
        error: list.find(query => query.error)?.error ?? null,
        data: list.every(query => query.data !== undefined)
            ? (list.map(query => query.data) as unknown as T)
            : undefined,
        refetch: () => Promise.all(list.filter(query => query.error).map(query => query.refetch())),
    };
};

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

export const QueryState = <T,>({
    query,
    error,
    empty,
    isEmpty = emptyArray,
    errorAction,
    keepsData = false,
    children,
}: QueryStateProps<T>) => {
    const page = usePageData();
    const answered = Boolean(query.error) || (!query.isPending && query.data !== undefined);
    // Told after the answer is on the screen, so what waits for it starts after it (pageData.ts).
    useEffect(() => {
        if (answered) page?.report();
    }, [answered, page]);
    if (query.error && !(keepsData && query.data !== undefined))
        return <ErrorState message={error} retry={query.refetch} action={errorAction} />;
    if (query.isPending || query.data === undefined) return <LoadingState />;
    if (empty && isEmpty(query.data)) return <EmptyState message={empty} />;
    return <>{children(query.data)}</>;
};
