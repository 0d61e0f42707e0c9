import type { GetListParams, RaRecord } from 'react-admin';

export interface Paged<T> {
    Data: T[];
    Total: number;
}

export const pagingQuery = ({ pagination, sort }: Pick<GetListParams, 'pagination' | 'sort'>) => ({
    page: pagination?.page,
    pageSize: pagination?.perPage,
    sort: sort?.field ? `${sort.field}-${sort.order === 'DESC' ? 'desc' : 'asc'}` : undefined,
});

export const withIds = <T extends object>(rows: T[], idOf: (row: T) => string | number): Array<T & RaRecord> =>
    rows.map(row => ({ ...row, id: idOf(row) }));

export const fromPaged = <T extends object>(answer: Paged<T>, idOf: (row: T) => string | number) => ({
    data: withIds(answer.Data ?? [], idOf),
    total: answer.Total ?? 0,
});

export const fromDictionary = (map: Record<string, string | number> | null | undefined) =>
    Object.entries(map ?? {})
        .map(([name, id]) => ({ id: String(id), name }))
        .sort((a, b) => a.name.localeCompare(b.name));

export const pageLocally = <T>(rows: T[], { pagination }: Pick<GetListParams, 'pagination'>) => {
    if (!pagination) return { data: rows, total: rows.length };
    const start = (pagination.page - 1) * pagination.perPage;
    return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
};
