import {
    useList,
    type ListControllerResult,
    type RaRecord,
    type SortPayload,
    type UseGetListHookValue,
} from 'react-admin';
import type { AddressUpdateOptions } from '../../routing/useAddressState';
import { lastPageOf, useLastPageKept } from '../../routing/useLastPageKept';

/** Every record in one call, for a call that names no paging: its pages and sorts are the browser's. */
export const WHOLE_LIST = { page: 1, perPage: 100_000 };

/**
 * The query of rows a page worked out itself from answers it already has (a check's results): answered, nothing
 * pending, nothing failed.
 */
export const ROWS_AT_HAND = {
    data: [] as never[],
    isPending: false,
    isLoading: false,
    isFetching: false,
    error: null,
    refetch: () => Promise.resolve({} as never),
};

/** A failure is told by the table's own error text, not a raw toast. */
export const INLINE_ERRORS = { onError: () => undefined };

export interface WholeListOptions<R extends RaRecord> {
    resource: string;
    /** The call that loaded the whole list (WHOLE_LIST). */
    query: Pick<UseGetListHookValue<R>, 'data' | 'isPending' | 'isLoading' | 'isFetching' | 'error' | 'refetch'>;
    /** The list's rows, all of them, in the order shown. */
    rows: R[];
    /** The page asked for (the address's): one past the end shows the last page, and the address says so. */
    page: number;
    perPage: number;
    sort: SortPayload;
    filterValues: object;
    /** Writes the page into the address, in place when told (`replace`: the correction of a page past the end). */
    setPage: (page: number, options?: AddressUpdateOptions) => void;
    setSort: (sort: SortPayload) => void;
    setPerPage?: (perPage: number) => void;
    setFilters?: (filter: never) => void;
}

/**
 * The list context (ResponsiveTable and Pagination read it) of a list loaded whole and paged here: the page's
 * slice of `rows`, their count as the total once the call has answered, and the view's state and changes as
 * the caller keeps them (in the address: useAddressState).
 */
export const useWholeListContext = <R extends RaRecord>({
    resource,
    query,
    rows,
    page: askedPage,
    perPage,
    sort,
    filterValues,
    setPage,
    setSort,
    setPerPage = () => undefined,
    setFilters = () => undefined,
}: WholeListOptions<R>): ListControllerResult<R> => {
    const base = useList<R>({ data: [] });
    const lastPage = lastPageOf(rows.length, perPage)!;
    // A page past the end (a stale link) shows the last page at once; the address follows once the list is whole.
    useLastPageKept({
        page: askedPage,
        lastPage: query.data ? lastPage : undefined,
        settled: !query.isFetching,
        setPage,
    });
    const page = Math.min(askedPage, lastPage);
    const start = (page - 1) * perPage;
    return {
        ...base,
        resource,
        data: rows.slice(start, start + perPage),
        total: query.data ? rows.length : undefined,
        isPending: query.isPending,
        isLoading: query.isLoading,
        isFetching: query.isFetching,
        error: query.error,
        refetch: query.refetch,
        page,
        perPage,
        sort,
        filterValues,
        hasNextPage: start + perPage < rows.length,
        hasPreviousPage: page > 1,
        setPage,
        setPerPage,
        setSort,
        setFilters,
    } as ListControllerResult<R>;
};
