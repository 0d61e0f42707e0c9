import { useMemo, useState } from 'react';
import type { ListControllerResult, RaRecord, SortPayload } from 'react-admin';
import { sortLocally } from '../../api/paging';
import { ROWS_AT_HAND, useWholeListContext } from './useWholeListContext';

const NO_FILTER = {};

/**
 * A table over rows already at hand, with its page, page size and sort kept here. react-admin's `useList` renders
 * every row first and pages them in an effect after: a statement's 1,234 payments were laid out before its 25
 * showed. Here the first render has the first page.
 */
export const useRowsAtHand = <R extends RaRecord>({
    resource,
    rows,
    perPage: firstPerPage,
    sort: firstSort,
}: {
    resource: string;
    rows: R[];
    perPage: number;
    /** Without one, the rows keep their order until a column is sorted; equal rows keep theirs always. */
    sort?: SortPayload;
}): ListControllerResult<R> => {
    const [page, setPage] = useState(1);
    const [perPage, setPerPage] = useState(firstPerPage);
    const [sort, setSort] = useState<SortPayload>(firstSort ?? { field: '', order: 'ASC' });
    const sorted = useMemo(() => (sort.field ? sortLocally(rows, sort) : rows), [rows, sort]);
    return useWholeListContext<R>({
        resource,
        query: ROWS_AT_HAND,
        rows: sorted,
        page,
        perPage,
        sort,
        filterValues: NO_FILTER,
        setPage,
        setPerPage: next => {
            setPerPage(next);
            setPage(1);
        },
        setSort: next => {
            setSort(next);
            setPage(1);
        },
    });
};
