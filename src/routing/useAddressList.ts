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
    /** Unknown values to defaults. Stable: a module function (as is `write`). */
    read: (params: URLSearchParams) => AddressListView<F>;
    write: (params: URLSearchParams, view: AddressListView<F>) => URLSearchParams;
    /** Known values only (dates no later than today: filterDates). */
    readFilter: (values: Record<string, unknown>) => F;
    typed?: readonly string[];
    /** False where the call names the one sort. */
    sortable?: boolean;
    sortAfterFilter?: (next: F, previous: F, sort: SortPayload) => SortPayload;
    queryOptions?: UseGetListOptions<R>;
    corrects?: AddressCorrection;
}

export type AddressListController<R extends RaRecord, F> = ListControllerResult<R> & {
    filter: F;
    patchFilter: (patch: Partial<F>) => void;
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

/** react-admin's list state is one `filter=` JSON and ignores stored params once the address has a query. */
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
    // Until the address says the last page, the table waits rather than show a count above no rows: a previous
    // page's count on screen is not the list's.
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
