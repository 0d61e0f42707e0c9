import { statSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files, longest first, so the two workers end together instead of one idling while the other runs
 * a long file that happened to start last. Vitest's own order puts files it has no timings for (a fresh clone,
 * CI) by size, which sends the fault matrix's files, four lines each, to the end though they are the longest.
 * A matrix file weighs as its rows' file (faults.ts) and comes first; then the walks, by size.
 */
const weight = (file: string) => {
    const matrix = path.basename(file) === 'faults.spec.ts';
    const measured = matrix ? path.join(path.dirname(file), 'faults.ts') : file;
    return (matrix ? 1_000_000 : 0) + statSync(measured).size;
};

export default class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
        return [...files].sort((a, b) => weight(b.moduleId) - weight(a.moduleId));
    }
}
