import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import {
    useGetList,
    type ListControllerResult,
    type RaRecord,
    type SortPayload,
    type UseGetListOptions,
} from 'react-admin';
import type { AddressListView } from './listAddress';
import { useAddressState, type AddressCorrection, type AddressUpdateOptions } from './useAddressState';
import { lastPageOf, useLastPageKept } from './useLastPageKept';

export interface AddressListOptions<R extends RaRecord, F extends object> {
    resource: string;
    /** The view from the address (unknown values to defaults). Stable: a module function. */
    read: (params: URLSearchParams) => AddressListView<F>;
    /** The address with the view written in, other parameters (the portal's) kept. Stable too. */
    write: (params: URLSearchParams, view: AddressListView<F>) => URLSearchParams;
    /** The filter from a filter card's values, known values only (dates no later than today: filterDates). */
    readFilter: (values: Record<string, unknown>) => F;
    /** Parameters a person types into (names, dates): their reports while typing are one history step. */
    typed?: readonly string[];
    /** False where the call names the one sort (no column sorts). */
    sortable?: boolean;
    /** The sort a filter change leaves, in the same step (default: the sort as it was). */
    sortAfterFilter?: (next: F, previous: F, sort: SortPayload) => SortPayload;
    /** Beside keeping the previous page on screen while the next loads (e.g. an inline error, no toast). */
    queryOptions?: UseGetListOptions<R>;
    /** Filter parameters the address may ask for in vain, corrected in place (useAddressState). */
    corrects?: AddressCorrection;
}

export type AddressListController<R extends RaRecord, F> = ListControllerResult<R> & {
    filter: F;
    /** Changes some filters, keeping the others as the address now has them. */
    patchFilter: (patch: Partial<F>) => void;
    /** The address asked for filters the list cannot use: they were dropped, for the page to say so. */
    corrected: boolean;
};

const KEEP_SORT = (_next: unknown, _previous: unknown, sort: SortPayload) => sort;

const NO_SELECTION = {
    selectedIds: [],
    onSelect: () => undefined,
    onSelectAll: () => undefined,
    onToggleItem: () => undefined,
    onUnselectItems: () => undefined,
};

/**
 * A server-paged list's controller with the address as its only state (react-admin's own list state is one `filter=`
 * JSON that cannot be renamed, and it ignores stored params once the address has a query): the filter under the
 * portal's own names (first, last, policyTypeId...) and react-admin's page, perPage, sort and order, so a link or a
 * reload shows the same list and Back steps through the searches (a page, a page size, a sort or Clear filters is a
 * step; a name or a date typed in pauses is one step: useAddressState); any filter, size or sort change goes back to
 * page 1. It gives react-admin's list context (DataTable and Pagination read it) without react-admin's `filter=` JSON.
 */
export const useAddressList = <R extends RaRecord, F extends object>({
    resource,
    read,
    write,
    readFilter,
    typed,
    sortable = true,
    sortAfterFilter = KEEP_SORT,
    queryOptions,
    corrects,
}: AddressListOptions<R, F>): AddressListController<R, F> => {
    const {
        state: view,
        update: change,
        corrected,
    } = useAddressState<AddressListView<F>>({ read, write, typed, corrects });
    const { filter, page, perPage, sort } = view;
    const query = useGetList<R>(
        resource,
        { pagination: { page, perPage }, sort, filter },
        // The previous page stays on screen while the next one loads, so the table does not jump.
        { placeholderData: keepPreviousData, ...queryOptions }
    );

    const withFilter = useCallback(
        (current: AddressListView<F>, values: Record<string, unknown>): AddressListView<F> => {
            const next = readFilter(values);
            return { ...current, filter: next, page: 1, sort: sortAfterFilter(next, current.filter, current.sort) };
        },
        [readFilter, sortAfterFilter]
    );
    const setFilters = useCallback(
        (filters: Record<string, unknown>) => change(current => withFilter(current, filters)),
        [change, withFilter]
    );
    const patchFilter = useCallback(
        (patch: Partial<F>) => change(current => withFilter(current, { ...current.filter, ...patch })),
        [change, withFilter]
    );
    const setPage = useCallback(
        (next: number, options?: AddressUpdateOptions) => change(current => ({ ...current, page: next }), options),
        [change]
    );
    const setPerPage = useCallback(
        (next: number) => change(current => ({ ...current, perPage: next, page: 1 })),
        [change]
    );
    const setSort = useCallback(
        (next: SortPayload) => {
            if (sortable) change(current => ({ ...current, sort: next, page: 1 }));
        },
        [change, sortable]
    );

    const total = query.total;
    // A page past the last shows the last page once the address says it; until then the table waits, rather
    // than showing a count above no rows and no pager. A previous page's count on screen is not the list's.
    const pastTheEnd = useLastPageKept({
        page,
        lastPage: query.isPlaceholderData ? undefined : lastPageOf(total, perPage),
        settled: !query.isFetching,
        setPage,
    });

    return {
        ...NO_SELECTION,
        ...(query as Pick<ListControllerResult<R>, 'data' | 'total' | 'error' | 'isPending'>),
        ...(pastTheEnd && { data: undefined, isPending: true }),
        filter,
        patchFilter,
        corrected,
        meta: query.meta,
        resource,
        page,
        perPage,
        sort,
        filterValues: filter,
        displayedFilters: {},
        setFilters,
        setPage,
        setPerPage,
        setSort,
        showFilter: () => undefined,
        hideFilter: () => undefined,
        hasNextPage: total !== undefined ? page * perPage < total : false,
        hasPreviousPage: page > 1,
        isFetching: query.isFetching,
        isLoading: query.isLoading,
        isPlaceholderData: query.isPlaceholderData,
        refetch: query.refetch,
        exporter: false,
    } as AddressListController<R, F>;
};
