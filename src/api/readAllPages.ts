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
