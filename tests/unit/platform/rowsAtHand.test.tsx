import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsAtHand } from '../../../src/components/listTable';

const ROWS = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Customer ${60 - index}` }));

describe('a table over rows at hand', () => {
    it('holds the first page from its first render, never every row', () => {
        const shown: number[] = [];
        const { result } = renderHook(() => {
            const list = useRowsAtHand({ resource: 'payments', rows: ROWS, perPage: 25 });
            shown.push(list.data!.length);
            return list;
        });
        expect(shown[0]).toBe(25);
        expect(Math.max(...shown)).toBe(25);
        expect(result.current.total).toBe(60);
        expect(result.current.data!.map(row => row.id)).toEqual(ROWS.slice(0, 25).map(row => row.id));
    });

    it('sorts every row, not the page, and goes back to the first page on a sort or a page size', () => {
        const { result } = renderHook(() => useRowsAtHand({ resource: 'payments', rows: ROWS, perPage: 25 }));
        act(() => result.current.setPage(3));
        expect(result.current.data!.map(row => row.id)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
        act(() => result.current.setSort({ field: 'name', order: 'ASC' }));
        expect(result.current.page).toBe(1);
        // "Customer 1" first, then "Customer 2", …: numbers in names compare as numbers.
        expect(result.current.data![0].name).toBe('Customer 1');
        expect(result.current.data![24].name).toBe('Customer 25');
        act(() => result.current.setPage(2));
        act(() => result.current.setPerPage(50));
        expect(result.current.page).toBe(1);
        expect(result.current.data).toHaveLength(50);
        expect(result.current.hasNextPage).toBe(true);
    });
});
