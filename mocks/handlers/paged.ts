import { HttpResponse } from 'msw';
import { failure } from './shared';

/** The product API's paged answer. */
export interface PagedAnswer<W> {
    Data: W[];
    Total: number;
}

export interface PagedListSpec<T, W = T> {
    /** Sortable columns by their wire name (`sort=Column-asc|desc`), each with the value it sorts on. */
    sortable: Record<string, (row: T) => string | number>;
    /** `Column-asc|desc` when the query has no sort. */
    defaultSort: string;
    defaultPageSize: number;
    /** The API's cap on `pageSize`. */
    maxPageSize?: number;
    /** Columns that break ties (in this order, ascending) so that pages never overlap. */
    tieBreakers?: string[];
    /** Rows the query keeps (the area's own filters), applied before sorting and paging. */
    filter?: (row: T) => boolean;
    /** The row as it goes on the wire, applied to the page only. */
    toWire?: (row: T) => W;
}

const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

const positiveInt = (value: string | null, fallback: number) => {
    const number = Math.floor(Number(value));
    return value !== null && Number.isFinite(number) && number >= 1 ? number : fallback;
};

/**
 * One page of rows as the product API answers a paged list (`page`, `pageSize`, `sort=Column-asc|desc`,
 * `{ Data, Total }`), or the error text of a sort it does not know (the API answers 400 then). Every handler
 * that pages uses this, so paging, sorting and their edge cases behave the same everywhere.
 */
export const pagedAnswer = <T, W = T>(
    rows: readonly T[],
    query: URLSearchParams,
    spec: PagedListSpec<T, W>
): PagedAnswer<W> | string => {
    const [column, direction = 'asc'] = (query.get('sort') || spec.defaultSort).split('-');
    const key = Object.hasOwn(spec.sortable, column) ? spec.sortable[column] : undefined;
    if (!key || (direction !== 'asc' && direction !== 'desc')) return `Unknown sort value: ${query.get('sort')}`;
    const sign = direction === 'desc' ? -1 : 1;
    const ties = (spec.tieBreakers ?? []).map(name => spec.sortable[name]).filter(Boolean);
    const selected = spec.filter ? rows.filter(spec.filter) : [...rows];
    selected.sort((a, b) => {
        const primary = compare(key(a), key(b)) * sign;
        if (primary !== 0) return primary;
        for (const tie of ties) {
            const order = compare(tie(a), tie(b));
            if (order !== 0) return order;
        }
        return 0;
    });
    const page = positiveInt(query.get('page'), 1);
    const pageSize = Math.min(spec.maxPageSize ?? 100, positiveInt(query.get('pageSize'), spec.defaultPageSize));
    const slice = selected.slice((page - 1) * pageSize, page * pageSize);
    return {
        Data: spec.toWire ? slice.map(spec.toWire) : (slice as unknown as W[]),
        Total: selected.length,
    };
};

/** The paged answer as an HTTP answer: 200 with `{ Data, Total }`, or 400 for a sort the API does not know. */
export const pagedResponse = <T, W = T>(rows: readonly T[], request: Request, spec: PagedListSpec<T, W>) => {
    const answer = pagedAnswer(rows, new URL(request.url).searchParams, spec);
    return typeof answer === 'string' ? failure(400, { message: answer }) : HttpResponse.json(answer);
};
