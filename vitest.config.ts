import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { UnitLongestFirst } from './tests/sequencer.ts';

export default defineConfig({
    plugins: [react()],
    resolve: {
        // react-router-dom's "node" export is CommonJS, which loads a second react-router next to the ESM one
        // the app imports; point it at its ESM build so there is one router (Route identity).
        alias: [
            {
                find: /^react-router-dom$/,
                replacement: fileURLToPath(new URL('./node_modules/react-router-dom/dist/index.mjs', import.meta.url)),
            },
        ],
    },
    test: {
        reporters: ['default', './tests/summaryReporter.ts'],
        // The app reads VITE_DEMO at build time; tests use the handlers through msw/node instead.
        // React's development build, with Testing Library's own act: it warns of defects the production build users
        // get lets pass (a list child without a key, hooks called in another order, an update outside act, markup
        // React rejects), and tests/unit/setup.ts fails a test on any warning React or MUI logs.
        env: { VITE_DEMO: 'false' },
        // Bounds for a whole test and its hooks; the waits inside a test are set once in tests/unit/setup.ts.
        // Generous so a busy machine slows the suite down without failing it.
        testTimeout: 300_000,
        hookTimeout: 60_000,
        pool: 'threads',
        // The files of a worker share their modules: react-admin, MUI and the demo handlers load once per worker
        // instead of once per file (loading them is slow). tests/unit/setup.ts starts the app state held
        // in modules (portal, session expiry, language, early answers) afresh before each test.
        isolate: false,
        // Vitest's default is one worker less than the cores: a single worker on this 2-core machine, so the
        // files ran one after the other. A test waits for its answers and timers a quarter of its time: three
        // workers keep two cores busy (two left them idle part of the time).
        maxWorkers: 3,
        sequence: { sequencer: UnitLongestFirst },
        // Node would load react-admin's CommonJS builds (and with them a second react-router); Vite processing
        // them keeps one copy of each.
        server: {
            deps: { inline: [/ra-core/, /ra-ui-materialui/, /react-admin/, /ra-i18n-polyglot/, /react-router/] },
        },
        // Two kinds of test file, told apart by their extension. A rule's test (`.test.ts`) runs in Node on its own
        // module and the clock; a screen's (`.test.tsx`) renders in jsdom with the app's harness (tests/unit/setup.ts:
        // the demo server, every catalogue, state reset between tests). Both start at the tests' instant. The rules
        // run first, on their own: a worker that went from a Node file to a jsdom one and back loaded the app's
        // modules again each time, which made the unit phase a third longer (setup 171 s against 26 s).
        projects: [
            {
                extends: true,
                test: {
                    name: 'rules',
                    include: ['tests/unit/**/*.test.ts'],
                    environment: 'node',
                    setupFiles: ['tests/unit/clock.ts', 'tests/unit/setupRules.ts'],
                    sequence: { sequencer: UnitLongestFirst, groupOrder: 0 },
                },
            },
            {
                extends: true,
                test: {
                    name: 'screens',
                    include: ['tests/unit/**/*.test.tsx'],
                    environment: 'jsdom',
                    setupFiles: ['tests/unit/clock.ts', 'tests/unit/setup.ts'],
                    sequence: { sequencer: UnitLongestFirst, groupOrder: 1 },
                },
            },
        ],
    },
});
