import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Playwright (playwright-core) drives Debian's Chromium against the production build in
 * dist/, served with the demo handlers over HTTP (tests/e2e/globalSetup.ts). Build first: `npm run test:e2e`.
 */
export default defineConfig({
    test: {
        environment: 'node',
        include: ['tests/e2e/**/*.spec.ts'],
        globalSetup: ['tests/e2e/globalSetup.ts'],
        reporters: ['default', './tests/summaryReporter.ts'],
        // One file at a time: the spec files share one demo server, and a test's reset of the demo data could land
        // between another file's submission and its reading back. The fault matrix keeps its faults per scope,
        // but the data is shared. Until the demo store keeps data per scope too, files run one after another.
        fileParallelism: false,
        maxWorkers: 1,
        // Bounds for a whole test and its hooks (a browser start); the waits inside a test (Playwright actions,
        // navigations) are set once in tests/e2e/harness.ts. Generous so a busy machine slows without failing.
        testTimeout: 180_000,
        hookTimeout: 120_000,
    },
});
