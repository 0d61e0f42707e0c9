import { describe, expect, it } from 'vitest';
import { casesFor, faultRows, sideBySide, type FaultRow } from '../../e2e/faultRows';

const ROUTE = '/contracts?agentId=101';
const runnerOf = (rows: FaultRow[]) => Object.fromEntries(rows.map(row => [row.fault, row.runner]));

describe('the runner of a fault row', () => {
    it('is the browser for the faults a row set lists in inBrowser, Vitest for every other one', () => {
        const rows = faultRows(
            { route: ROUTE, call: 'GET /t/agents/*/contracts', inBrowser: ['401', '500'] },
            { text: 'x' }
        );
        expect(runnerOf(rows)).toEqual({
            '401': 'browser',
            '500': 'browser',
            '403': 'unit',
            '404': 'unit',
            'wrong-shape': 'unit',
            null: 'unit',
            abort: 'unit',
            delay: 'unit',
        });
    });

    it('does not depend on the rows around it: the same rows in another order run in the same runners', () => {
        const rows = sideBySide(
            faultRows({ route: ROUTE, call: 'GET /t/a', inBrowser: ['500'] }, { text: 'a' }),
            faultRows({ route: ROUTE, call: 'GET /t/b', inBrowser: ['500'] }, { text: 'b' })
        );
        const names = (list: FaultRow[]) =>
            casesFor('browser', list).map(
                ({ rows: joined, fault }) => `${fault} ${joined.map(row => row.call).sort()}`
            );
        expect(names(rows)).toEqual(['500 GET /t/a,GET /t/b']);
        expect(names([...rows].reverse())).toEqual(names(rows));
        expect(casesFor('unit', rows)).toHaveLength(7);
    });

    it('refuses a page load whose rows expect different kinds of outcome', () => {
        const rows = sideBySide(
            faultRows({ route: ROUTE, call: 'GET /t/a' }, { text: 'a' }),
            faultRows({ route: ROUTE, call: 'GET /t/b' }, { statusPage: 'b' })
        );
        expect(() => casesFor('unit', rows)).toThrow(/different kinds of outcome/);
    });
});
