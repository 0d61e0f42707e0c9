import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints how long the run took, "<suite> duration: N s", then one plain closing line, "<suite>: N passed,
 * N failed" (", N skipped" when any), after Vitest's own summary, so CI and people read the same count. CI
 * parses the closing line: nothing may follow it on that line.
 *
 * With TEST_FAILURES_FILE set (npm test sets it), each failed test's name and any error Vitest caught outside a
 * test (which fails the run though every test passed) are also added to that file, one per line: npm test repeats
 * them at the very end of its log, where a CI log cut to its last lines still shows them.
 */
const messageOf = (error: unknown) =>
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error);

export default class SummaryReporter implements Reporter {
    onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
        let passed = 0;
        let failed = 0;
        let skipped = 0;
        const failures: string[] = [];
        for (const module of modules) {
            const file = module.moduleId.replace(`${process.cwd()}/`, '');
            for (const test of module.children.allTests()) {
                const state = test.result().state;
                if (state === 'passed') passed += 1;
                else if (state === 'failed') {
                    failed += 1;
                    failures.push(`${file} > ${test.fullName}`);
                } else skipped += 1;
            }
            if (module.state() === 'failed' && [...module.children.allTests()].length === 0) {
                failed += 1;
                failures.push(`${file} (the file did not load)`);
            }
        }
        const suite = process.env.TEST_SUITE_NAME ?? 'tests';
        for (const error of unhandledErrors) failures.push(`an error outside any test: ${messageOf(error)}`);
        const file = process.env.TEST_FAILURES_FILE;
        if (file) appendFileSync(file, failures.map(failure => `${suite} failed: ${failure}\n`).join(''));
        // Since the runner's process started: start-up and collection count, as they do for the person waiting.
        console.log(`\n${suite} duration: ${Math.round(process.uptime())} s`);
        console.log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    }
}
