import { describe, expect, it } from 'vitest';
import { readAllPages } from '../../../src/api/readAllPages';

/**
 * A paged call over `count` numbered rows that records the pages asked for; `reportsTotal: false` answers as an
 * API that sends no total.
 */
const pagedRows = (count: number, pageSize: number, { reportsTotal = true } = {}) => {
    const asked: number[] = [];
    const readPage = async (page: number) => {
        asked.push(page);
        const rows = Array.from({ length: count }, (_, index) => index + 1).slice(
            (page - 1) * pageSize,
            page * pageSize
        );
        return reportsTotal ? { rows, total: count } : { rows };
    };
    return { asked, readPage };
};

describe('readAllPages', () => {
    it('reads page after page until a short page when the answers carry no total', async () => {
        const { asked, readPage } = pagedRows(7, 3, { reportsTotal: false });
        expect(await readAllPages(readPage, 3)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(asked).toEqual([1, 2, 3]);
    });

    it('without a total, a full last page costs one more call, which answers empty', async () => {
        const { asked, readPage } = pagedRows(6, 3, { reportsTotal: false });
        expect(await readAllPages(readPage, 3)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(asked).toEqual([1, 2, 3]);
    });

    it('reads every page when the total is reported and longer than the pages read', async () => {
        const { asked, readPage } = pagedRows(7, 3);
        expect(await readAllPages(readPage, 3)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(asked).toEqual([1, 2, 3]);
    });

    it('stops once the rows read reach the total, without asking for an empty page', async () => {
        const { asked, readPage } = pagedRows(6, 3);
        expect(await readAllPages(readPage, 3)).toHaveLength(6);
        expect(asked).toEqual([1, 2]);
    });

    it('stops after the most pages it may read', async () => {
        const { asked, readPage } = pagedRows(30, 3);
        expect(await readAllPages(readPage, 3, 2)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(asked).toEqual([1, 2]);
    });

    it('fails as the page call fails', async () => {
        await expect(readAllPages(() => Promise.reject(new Error('refused')), 3)).rejects.toThrow('refused');
    });
});
