import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, type ListControllerResult, type SortPayload } from 'react-admin';
import { useSearchParams } from 'react-router';
import { readView, writeView, type ListView } from './listView';
import { readSearch } from './search';
import type { EnrollmentRow, EnrollmentSearch } from './types';

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
 * sort and order, so a link or a reload reproduces the view. Every change replaces the address (typing does
 * not pile up history entries); any search change goes back to page 1 (spec part 2 §4). It gives
 * react-admin's list context (DataTable and Pagination read it) without react-admin's `filter=` JSON.
 */
export const useEnrollmentList = (): ListControllerResult<EnrollmentRow> & { search: EnrollmentSearch } => {
    const [params, setParams] = useSearchParams();
    const view = useMemo(() => readView(params), [params]);
    const change = useCallback(
        (next: (current: ListView) => ListView) =>
            setParams(current => writeView(current, next(readView(current))), { replace: true }),
        [setParams]
    );
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
