import type { DataProvider, Identifier, SortPayload } from 'react-admin';
import { runBounded } from './boundedRuns';

export interface PageOfRows<Row> {
    rows: readonly Row[];
    total?: number;
}

/**
 * Once the first page gives the total, the other pages are asked at once (bounded), not one after the other:
 * five pages cost two round trips. Without a total, only a short page ends the rows.
 */
export const readAllPages = async <Row>(
    readPage: (page: number) => Promise<PageOfRows<Row>>,
    pageSize: number,
    maxPages = Number.POSITIVE_INFINITY
): Promise<Row[]> => {
    const first = await readPage(1);
    const rows: Row[] = [...first.rows];
    let lastPage = 1;
    let lastRows = first.rows.length;
    const done = (total: number | undefined) =>
        lastRows < pageSize || (total !== undefined && rows.length >= total) || lastPage >= maxPages;

    let total = first.total;
    if (first.total !== undefined && !done(first.total)) {
        const pageCount = Math.min(Math.ceil(first.total / pageSize), maxPages);
        const pages = Array.from({ length: pageCount - 1 }, (_, index) => index + 2);
        const outcomes = await runBounded(pages, page => readPage(page));
        for (const outcome of outcomes) {
            if (outcome.status === 'failed') throw outcome.error;
            if (outcome.status !== 'done') throw new Error('A page of the list was not read');
            rows.push(...outcome.value.rows);
            lastRows = outcome.value.rows.length;
            total = Math.max(total ?? 0, outcome.value.total ?? 0);
        }
        lastPage = pageCount;
    }
    // Without a total, or when the list grew while its pages were read, page by page.
    while (!done(total)) {
        lastPage += 1;
        const answer = await readPage(lastPage);
        rows.push(...answer.rows);
        lastRows = answer.rows.length;
        total = answer.total ?? total;
    }
    return rows;
};

/** A row that moved to the next page between two calls comes twice, and is kept once. */
export const readWholeList = async <Row extends { id: Identifier }>(
    api: Pick<DataProvider, 'getList'>,
    resource: string,
    { filter, sort, signal }: { filter: Record<string, unknown>; sort: SortPayload; signal?: AbortSignal },
    pageSize: number
): Promise<Row[]> => {
    const rows = await readAllPages(async page => {
        const { data, total } = await api.getList<Row>(resource, {
            filter,
            pagination: { page, perPage: pageSize },
            sort,
            signal,
        });
        return { rows: data, total };
    }, pageSize);
    const seen = new Set<Identifier>();
    return rows.filter(row => !seen.has(row.id) && seen.add(row.id));
};
