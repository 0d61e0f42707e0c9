import { statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs a suite's files heaviest first, so its workers end together instead of one idling while another
 * runs a long file that happened to start last. Vitest's own order puts files it has no timings for (a fresh
 * clone, CI) by size, which sends the fault matrix's files, four lines each, to the end though they are among
 * the longest: a matrix file weighs as its rows' file (tests/faults/<area>.ts).
 */
const sequencerBy = (weight: (file: string, rowsSize: number | undefined) => number) =>
    class LongestFirst extends BaseSequencer {
        override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
            const weighed = new Map(files.map(file => [file, weight(file.moduleId, rowsSizeOf(file.moduleId))]));
            return [...files].sort((a, b) => weighed.get(b)! - weighed.get(a)!);
        }
    };

/** The size of the rows' file of a fault-matrix file (browser faults.spec.ts or Vitest faults.test.tsx). */
const rowsSizeOf = (file: string) => {
    if (!/^faults\.(spec\.ts|test\.tsx)$/.test(path.basename(file))) return undefined;
    const area = path.relative(path.resolve('tests'), path.dirname(file)).split(path.sep).slice(1);
    // tests/unit/mocks/faults.test.tsx tests the fault rules themselves: no rows of its own.
    return statSync(`${path.resolve('tests/faults', ...area)}.ts`, { throwIfNoEntry: false })?.size;
};

/**
 * Browser: the walks first, by size, then the matrix files (shorter, a page load per
 * case), which fill the end evenly: with a long walk last, one worker idled for most of it.
 */
export const BrowserLongestFirst = sequencerBy((file, rowsSize) =>
    rowsSize === undefined ? 1_000_000 + statSync(file).size : rowsSize
);

/**
 * Vitest: a matrix file's rows render the whole app once per case, about eight times the time of a test file of
 * the same size.
 */
export const UnitLongestFirst = sequencerBy((file, rowsSize) =>
    rowsSize === undefined ? statSync(file).size : 8 * rowsSize
);
