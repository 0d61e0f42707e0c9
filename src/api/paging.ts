import type { GetListParams, RaRecord, SortPayload } from 'react-admin';

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

// One collator for every comparison: localeCompare with options builds one per call, which made sorting a
// statement's 1,234 payments take about 85 ms. Built at the first comparison, not as the app starts: loading the
// browser's collation data takes about 6 ms, which a page that sorts nothing in the browser need not wait for.
let collator: Intl.Collator | undefined;

const compare = (a: unknown, b: unknown) => {
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    return collator.compare(String(a ?? ''), String(b ?? ''));
};

// Tie-breakers keep pages from overlapping.
export const sortLocally = <T extends object>(rows: readonly T[], sort: SortPayload, ties: Array<keyof T> = []) => {
    const sign = sort.order === 'DESC' ? -1 : 1;
    const field = sort.field as keyof T;
    return [...rows].sort((a, b) => {
        const primary = compare(a[field], b[field]) * sign;
        if (primary !== 0) return primary;
        for (const tie of ties) {
            const order = compare(a[tie], b[tie]);
            if (order !== 0) return order;
        }
        return 0;
    });
};
