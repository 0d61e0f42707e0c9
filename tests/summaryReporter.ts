import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints how long the run took, "<suite> duration: N s", then one plain closing line, "<suite>: N passed,
 * N failed" (", N skipped" when any), after Vitest's own summary, so CI and people read the same count. CI
 * parses the closing line: nothing may follow it on that line.
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
        // Since the runner's process started: start-up and collection count, as they do for the person waiting.
        console.log(`\n${suite} duration: ${Math.round(process.uptime())} s`);
        console.log(`${suite}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
    }
}
