import { useCallback } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, type ListControllerResult, type SortPayload } from 'react-admin';
import { useAddressState } from '../../src/routing/useAddressState';
import { readView, writeView, type ListView } from './listView';
import { readSearch } from './search';
import { DATE_PARAMS, type EnrollmentRow, type EnrollmentSearch } from './types';

/** Typed into: each name's reports while typing, and each date's, are one history step. */
const TYPED_PARAMS = ['first', 'last', ...DATE_PARAMS];

const NO_SELECTION = {
    selectedIds: [],
    onSelect: () => undefined,
    onSelectAll: () => undefined,
    onToggleItem: () => undefined,
    onUnselectItems: () => undefined,
};

/**
 * The list's controller with the address as its only state (stack-notes "List URLs"): the search in the
 * spec's named parameters (first, last, policyTypeId, ... selectedAgentId) and react-admin's page, perPage,
 * sort and order, so a link or a reload reproduces the view and Back steps through the searches (a typed
 * name or date is one step, useAddressState); any search change goes back to page 1 (spec part 2 §4). It gives
 * react-admin's list context (DataTable and Pagination read it) without react-admin's `filter=` JSON.
 */
export const useEnrollmentList = (): ListControllerResult<EnrollmentRow> & { search: EnrollmentSearch } => {
    const { state: view, update: change } = useAddressState<ListView>({
        read: readView,
        write: writeView,
        typed: TYPED_PARAMS,
    });
    const { search, page, perPage, sort } = view;
    const query = useGetList<EnrollmentRow>(
        'enrollments',
        { pagination: { page, perPage }, sort, filter: search },
        // The previous page stays on screen while the next one loads, so the table does not jump.
        { placeholderData: keepPreviousData }
    );

    const setFilters = useCallback(
        (filters: Record<string, unknown>) => change(current => ({ ...current, search: readSearch(filters), page: 1 })),
        [change]
    );
    const setPage = useCallback((next: number) => change(current => ({ ...current, page: next })), [change]);
    const setPerPage = useCallback(
        (next: number) => change(current => ({ ...current, perPage: next, page: 1 })),
        [change]
    );
    const setSort = useCallback(
        (next: SortPayload) => change(current => ({ ...current, sort: next, page: 1 })),
        [change]
    );

    const total = query.total;
    return {
        ...NO_SELECTION,
        ...(query as Pick<ListControllerResult<EnrollmentRow>, 'data' | 'total' | 'error' | 'isPending'>),
        search,
        meta: undefined,
        resource: 'enrollments',
        page,
        perPage,
        sort,
        filterValues: search,
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
    } as ListControllerResult<EnrollmentRow> & { search: EnrollmentSearch };
};
