import {
    useList,
    type ListControllerResult,
    type RaRecord,
    type SortPayload,
    type UseGetListHookValue,
} from 'react-admin';
import type { AddressUpdateOptions } from '../../routing/useAddressState';
import { lastPageOf, useLastPageKept } from '../../routing/useLastPageKept';

/** For a call that names no paging: its pages and sorts are the browser's. */
export const WHOLE_LIST = { page: 1, perPage: 100_000 };

/** The query of rows a page worked out itself from answers it already has. */
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
    query: Pick<UseGetListHookValue<R>, 'data' | 'isPending' | 'isLoading' | 'isFetching' | 'error' | 'refetch'>;
    rows: R[];
    /** One past the end shows the last page, and the address says so. */
    page: number;
    perPage: number;
    sort: SortPayload;
    filterValues: object;
    setPage: (page: number, options?: AddressUpdateOptions) => void;
    setSort: (sort: SortPayload) => void;
    setPerPage?: (perPage: number) => void;
    setFilters?: (filter: never) => void;
}

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
    // Its selection and filter handlers only, without rows: given rows, useList pages them in an effect that draws
    // the whole table a second time as it mounts.
    const base = useList<R>({});
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
