import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line, "<suite>: N passed, N failed" (", N skipped" when any), after Vitest's
 * own summary, so CI and people read the same count.
 */
export default class SummaryReporter implements Reporter {
    onTestRunEnd(modules: ReadonlyArray<TestModule>) {
        let passed = 0;
        let failed = 0;
        let skipped = 0;
        for (const module of modules) {
            for (const test of module.children.allTests()) {
                const state = test.result().state;
                if (state === 'passed') passed += 1;
                else if (state === 'failed') failed += 1;
                else skipped += 1;
            }
            if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed += 1;
        }
        const suite = process.env.TEST_SUITE_NAME ?? 'tests';
        console.log(`\n${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    }
}
