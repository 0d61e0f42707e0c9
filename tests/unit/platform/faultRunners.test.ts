import { describe, expect, it } from 'vitest';
import { casesFor, faultRows, sideBySide, type FaultRow } from '../../faults/rows';

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
        // Seven faults in Vitest, one load each but for the two 401s, which lead to sign-in.
        expect(casesFor('unit', rows)).toHaveLength(8);
    });

    it('keeps each row that leads to sign-in a case of its own in Vitest, and joins the other rows of its load', () => {
        const rows = sideBySide(
            faultRows({ route: ROUTE, call: 'GET /t/a', inBrowser: ['401'] }, { text: 'a' }),
            faultRows({ route: ROUTE, call: 'GET /t/b', inBrowser: ['401'] }, { text: 'b' })
        );
        const unit = rows.map(row => (row.fault === '401' ? { ...row, runner: 'unit' as const } : row));
        const calls = (list: FaultRow[], fault: string) =>
            casesFor('unit', list)
                .filter(faultCase => faultCase.fault === fault)
                .map(faultCase => faultCase.rows.map(row => row.call));
        expect(calls(unit, '401')).toEqual([['GET /t/a'], ['GET /t/b']]);
        expect(calls(unit, '403')).toEqual([['GET /t/a', 'GET /t/b']]);
    });

    it("gives the browser the sign-in of a load's first call only: the page leaves at it", () => {
        const rows = sideBySide(
            faultRows({ route: ROUTE, call: 'GET /t/a', inBrowser: ['401', '500'] }, { text: 'a' }),
            faultRows({ route: ROUTE, call: 'GET /t/b', inBrowser: ['401', '500'] }, { text: 'b' })
        );
        const calls = (runner: 'browser' | 'unit', fault: string) =>
            casesFor(runner, rows)
                .filter(faultCase => faultCase.fault === fault)
                .map(faultCase => faultCase.rows.map(row => row.call));
        expect(calls('browser', '401')).toEqual([['GET /t/a']]);
        expect(calls('unit', '401')).toEqual([['GET /t/b']]);
        expect(calls('browser', '500')).toEqual([['GET /t/a', 'GET /t/b']]);
    });

    it('refuses a page load whose rows expect different kinds of outcome', () => {
        const rows = sideBySide(
            faultRows({ route: ROUTE, call: 'GET /t/a' }, { text: 'a' }),
            faultRows({ route: ROUTE, call: 'GET /t/b' }, { statusPage: 'b' })
        );
        expect(() => casesFor('unit', rows)).toThrow(/different kinds of outcome/);
    });
});
