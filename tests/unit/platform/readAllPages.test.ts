import { describe, expect, it, vi } from 'vitest';
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

    it('asks the pages the total implies at once, not one after the other, four at most', async () => {
        const asked: number[] = [];
        const answers = new Map<number, (rows: number[]) => void>();
        const readPage = (page: number) =>
            new Promise<{ rows: number[]; total: number }>(resolve => {
                asked.push(page);
                answers.set(page, rows => resolve({ rows, total: 17 }));
            });
        const all = readAllPages(readPage, 3);
        answers.get(1)!([1, 2, 3]);
        // Page 1 gave the total (17 rows: 6 pages): pages 2 to 5 go out together, page 6 as the first of them ends.
        await vi.waitFor(() => expect(asked).toEqual([1, 2, 3, 4, 5]));
        answers.get(3)!([7, 8, 9]);
        await vi.waitFor(() => expect(asked).toEqual([1, 2, 3, 4, 5, 6]));
        answers.get(2)!([4, 5, 6]);
        answers.get(6)!([16, 17]);
        answers.get(5)!([13, 14, 15]);
        answers.get(4)!([10, 11, 12]);
        expect(await all).toEqual(Array.from({ length: 17 }, (_, index) => index + 1));
    });

    it('goes on page by page when the list grew while its pages were read', async () => {
        const asked: number[] = [];
        const pages: Record<number, number[]> = { 1: [1, 2, 3], 2: [4, 5, 6], 3: [7, 8, 9], 4: [10] };
        const readPage = async (page: number) => {
            asked.push(page);
            return { rows: pages[page] ?? [], total: page === 1 ? 9 : 10 };
        };
        expect(await readAllPages(readPage, 3)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
        expect(asked).toEqual([1, 2, 3, 4]);
    });

    it('fails as a later page fails, though the others answered', async () => {
        const readPage = async (page: number) => {
            if (page === 3) throw new Error('page 3 refused');
            return { rows: [page, page, page], total: 12 };
        };
        await expect(readAllPages(readPage, 3)).rejects.toThrow('page 3 refused');
    });

    it('fails as the page call fails', async () => {
        await expect(readAllPages(() => Promise.reject(new Error('refused')), 3)).rejects.toThrow('refused');
    });
});
