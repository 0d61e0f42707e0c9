import type { GetListParams, RaRecord } from 'react-admin';

/** The product API's paged answer. */
export interface Paged<T> {
    Data: T[];
    Total: number;
}

/** react-admin pagination and sort as the product API's `page`, `pageSize` and `sort=Column-asc`. */
export const pagingQuery = ({ pagination, sort }: Pick<GetListParams, 'pagination' | 'sort'>) => ({
    page: pagination?.page,
    pageSize: pagination?.perPage,
    sort: sort?.field ? `${sort.field}-${sort.order === 'DESC' ? 'desc' : 'asc'}` : undefined,
});

/** Gives every row the `id` react-admin needs, taken from the wire's own identifier. */
export const withIds = <T extends object>(rows: T[], idOf: (row: T) => string | number): Array<T & RaRecord> =>
    rows.map(row => ({ ...row, id: idOf(row) }));

/** `{ Data, Total }` to react-admin's `{ data, total }`. */
export const fromPaged = <T extends object>(answer: Paged<T>, idOf: (row: T) => string | number) => ({
    data: withIds(answer.Data ?? [], idOf),
    total: answer.Total ?? 0,
});

/** A name-to-id map ("dictionary") as sorted `{ id, name }` records. */
export const fromDictionary = (map: Record<string, string | number> | null | undefined) =>
    Object.entries(map ?? {})
        .map(([name, id]) => ({ id: String(id), name }))
        .sort((a, b) => a.name.localeCompare(b.name));

/** Applies react-admin's client-side paging to an array answer (for calls the API does not page). */
export const pageLocally = <T>(rows: T[], { pagination }: Pick<GetListParams, 'pagination'>) => {
    if (!pagination) return { data: rows, total: rows.length };
    const start = (pagination.page - 1) * pagination.perPage;
    return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
};
