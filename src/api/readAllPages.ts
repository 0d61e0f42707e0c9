import type { DataProvider, Identifier, SortPayload } from 'react-admin';

/** One page of a paged call: its rows, and the total the API reports when it does. */
export interface PageOfRows<Row> {
    rows: readonly Row[];
    total?: number;
}

/**
 * Every row of a paged call, one page after the other (never two at once: the API's own limit on a user's calls
 * is for the bounded runs to use): it stops at a page shorter than `pageSize`, once the rows read reach the total
 * (when the API reports one: without it, only a short page ends the rows), or after `maxPages`.
 */
export const readAllPages = async <Row>(
    readPage: (page: number) => Promise<PageOfRows<Row>>,
    pageSize: number,
    maxPages = Number.POSITIVE_INFINITY
): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 1; page <= maxPages; page += 1) {
        const answer = await readPage(page);
        rows.push(...answer.rows);
        const reachedTotal = answer.total !== undefined && rows.length >= answer.total;
        if (answer.rows.length < pageSize || reachedTotal) break;
    }
    return rows;
};

/**
 * Every row of a paged list resource through the data provider (`getList`), page after page, each row once: a
 * row that moved from one page to the next between two calls comes twice, and is kept once.
 */
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
