import { describe, expect, it } from 'vitest';
import { pagedAnswer, type PagedListSpec } from '../../../mocks/handlers/paged';

interface Row {
    name: string;
    count: number;
    group: string;
}

const ROWS: Row[] = [
    { name: 'Cora', count: 3, group: 'b' },
    { name: 'Abe', count: 10, group: 'a' },
    { name: 'Bea', count: 3, group: 'a' },
    { name: 'Dan', count: 1, group: 'b' },
    { name: 'Eve', count: 7, group: 'a' },
];

const SPEC: PagedListSpec<Row> = {
    sortable: { Name: row => row.name, Count: row => row.count },
    defaultSort: 'Name-asc',
    defaultPageSize: 2,
    maxPageSize: 3,
    tieBreakers: ['Name'],
};

const answer = (query: string, spec: PagedListSpec<Row, unknown> = SPEC) =>
    pagedAnswer(ROWS, new URLSearchParams(query), spec);

const names = (result: ReturnType<typeof answer>) =>
    typeof result === 'string' ? result : (result.Data as Row[]).map(row => row.name);

describe('pagedAnswer (the product API paged list format)', () => {
    it('answers the first page in the default sort with the total', () => {
        expect(answer('')).toEqual({ Data: [ROWS[1], ROWS[2]], Total: 5 });
    });

    it('pages with page and pageSize, the last page short and past the end empty', () => {
        expect(names(answer('page=2&pageSize=2'))).toEqual(['Cora', 'Dan']);
        expect(names(answer('page=3&pageSize=2'))).toEqual(['Eve']);
        expect(answer('page=9&pageSize=2')).toEqual({ Data: [], Total: 5 });
    });

    it('caps pageSize and takes the defaults for values that are not positive numbers', () => {
        expect(names(answer('pageSize=50'))).toHaveLength(3);
        expect(names(answer('page=0&pageSize=-4'))).toEqual(['Abe', 'Bea']);
        expect(names(answer('page=x&pageSize=y'))).toEqual(['Abe', 'Bea']);
    });

    it('sorts by Column-asc|desc, numbers as numbers, ties by the tie breakers', () => {
        expect(names(answer('sort=Count-asc&pageSize=3'))).toEqual(['Dan', 'Bea', 'Cora']);
        expect(names(answer('sort=Count-desc&pageSize=3'))).toEqual(['Abe', 'Eve', 'Bea']);
        expect(names(answer('sort=Name-desc&pageSize=3'))).toEqual(['Eve', 'Dan', 'Cora']);
    });

    it('names an unknown column or direction (the API answers 400)', () => {
        expect(answer('sort=group-asc')).toMatch(/Unknown sort value/);
        expect(answer('sort=Name-up')).toMatch(/Unknown sort value/);
        expect(answer('sort=constructor-asc')).toMatch(/Unknown sort value/);
    });

    it('filters before counting and maps only the page to the wire', () => {
        const result = answer('sort=Count-desc', {
            ...SPEC,
            filter: row => row.group === 'a',
            toWire: row => ({ Name: row.name }),
        });
        expect(result).toEqual({ Data: [{ Name: 'Abe' }, { Name: 'Eve' }], Total: 3 });
    });
});
