import { defineConfig } from 'vitest/config';
import { BrowserLongestFirst } from './tests/sequencer.ts';
import { STRESS_SLOWDOWN } from './tests/e2e/stress.ts';

/**
 * Browser tests: Playwright (playwright-core) drives Debian's Chromium against the production build in
 * dist/, served with the demo handlers over HTTP (tests/e2e/globalSetup.ts). Build first: `npm run test:e2e`.
 */
export default defineConfig({
    test: {
        environment: 'node',
        include: ['tests/e2e/**/*.spec.ts'],
        globalSetup: ['tests/e2e/globalSetup.ts'],
        setupFiles: ['tests/e2e/clock.ts'],
        reporters: ['default', './tests/summaryReporter.ts'],
        // Two files at a time on the one demo server: each browser context has its own demo scope (data and
        // faults, mocks/db DEMO_SCOPE_COOKIE), so one file's reset never lands in another's test.
        maxWorkers: 2,
        // A worker's files share their modules (the demo fixtures the test files read, Playwright), rather than each
        // file importing them anew. Each worker keeps its Chromium and its tabs (harness browserPerFile, openApp).
        isolate: false,
        sequence: { sequencer: BrowserLongestFirst },
        // Bounds for a whole test and its hooks (a browser start); the waits inside a test (Playwright actions,
        // navigations) are set once in tests/e2e/harness.ts. Generous so a busy machine slows without failing.
        testTimeout: 180_000 * STRESS_SLOWDOWN,
        hookTimeout: 120_000 * STRESS_SLOWDOWN,
        // expect.poll waits as long as Playwright's waits (harness WAIT_MS), not Vitest's default second: on a busy
        // machine a page may take longer than that to show its data.
        expect: { poll: { timeout: 30_000 * STRESS_SLOWDOWN } },
    },
});
