import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, type ListControllerResult } from 'react-admin';
import { useAddressState } from '../../src/routing/useAddressState';
import { readFilter, readView, writeView, type ListView } from './filters';
import { FILTER_KEYS, SOA_SORT, type Soa, type SoaFilter } from './types';

/** Typed into: each name's, the email's and each date's reports while typing are one history step. */
const TYPED_PARAMS: readonly string[] = FILTER_KEYS;

const NO_SELECTION = {
    selectedIds: [],
    onSelect: () => undefined,
    onSelectAll: () => undefined,
    onToggleItem: () => undefined,
    onUnselectItems: () => undefined,
};

/**
 * The SOA list's controller with the address as its only state (stack-notes "List URLs"), as the enrollments
 * list does: the filter under the spec's names (firstName, lastName, email, from, to) and `page`/`perPage`,
 * so a link or a reload shows the same list and Back steps through the searches (a page, a page size or Clear
 * filters is a step; a name, the email or a date typed in pauses is one step: useAddressState); any filter
 * change goes back to page 1. The sort is the one the call names.
 */
export const useScopeList = (): ListControllerResult<Soa> & {
    filter: SoaFilter;
    patchFilter: (patch: SoaFilter) => void;
} => {
    const { state: view, update: change } = useAddressState<ListView>({
        read: readView,
        write: writeView,
        typed: TYPED_PARAMS,
    });
    const { filter, page, perPage } = view;
    const query = useGetList<Soa>(
        'scopes',
        { pagination: { page, perPage }, sort: SOA_SORT, filter },
        // The previous page stays on screen while the next one loads; a failure is the table's own text.
        { placeholderData: keepPreviousData, onError: () => undefined }
    );

    const setFilters = useCallback(
        (filters: Record<string, unknown>) => change(current => ({ ...current, filter: readFilter(filters), page: 1 })),
        [change]
    );
    /** Changes some filters, keeping the others as the address now has them. */
    const patchFilter = useCallback(
        (patch: SoaFilter) =>
            change(current => ({ ...current, filter: readFilter({ ...current.filter, ...patch }), page: 1 })),
        [change]
    );
    const setPage = useCallback((next: number) => change(current => ({ ...current, page: next })), [change]);
    const setPerPage = useCallback(
        (next: number) => change(current => ({ ...current, perPage: next, page: 1 })),
        [change]
    );

    const total = query.total;
    return {
        ...NO_SELECTION,
        ...(query as Pick<ListControllerResult<Soa>, 'data' | 'total' | 'error' | 'isPending'>),
        filter,
        patchFilter,
        meta: undefined,
        resource: 'scopes',
        page,
        perPage,
        sort: SOA_SORT,
        filterValues: filter,
        displayedFilters: {},
        setFilters,
        setPage,
        setPerPage,
        setSort: () => undefined,
        showFilter: () => undefined,
        hideFilter: () => undefined,
        hasNextPage: total !== undefined ? page * perPage < total : false,
        hasPreviousPage: page > 1,
        isFetching: query.isFetching,
        isLoading: query.isLoading,
        isPlaceholderData: query.isPlaceholderData,
        refetch: query.refetch,
        exporter: false,
    } as ListControllerResult<Soa> & { filter: SoaFilter; patchFilter: (patch: SoaFilter) => void };
};
