import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { UnitLongestFirst } from './tests/sequencer';

const UNIT_TESTS = 'tests/unit/**/*.test.{ts,tsx}';

/**
 * The test files that say in their first lines that they need React's development build, e.g.
 * `// React's development build: it reads the screen right after a synchronous render.`
 */
const DEVELOPMENT_REACT_MARK = "// React's development build:";
const needsDevelopmentReact = readdirSync('tests/unit', { recursive: true, encoding: 'utf8' })
    .filter(file => /\.test\.tsx?$/.test(file))
    .map(file => `tests/unit/${file}`)
    .filter(file => readFileSync(file, 'utf8').slice(0, 500).includes(DEVELOPMENT_REACT_MARK));

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
        environment: 'jsdom',
        reporters: ['default', './tests/summaryReporter.ts'],
        // The app reads VITE_DEMO at build time; tests use the handlers through msw/node instead.
        env: { VITE_DEMO: 'false' },
        // Bounds for a whole test and its hooks; the waits inside a test are set once in tests/unit/setup.ts.
        // Generous so a busy machine slows the suite down without failing it.
        testTimeout: 300_000,
        hookTimeout: 60_000,
        pool: 'threads',
        // The files of a worker share their modules: react-admin, MUI and the demo handlers load once per worker
        // instead of once per file, which halved the suite's time. tests/unit/setup.ts starts the app state held
        // in modules (portal, session expiry, language, early answers) afresh before each test.
        isolate: false,
        // Vitest's default is one worker less than the cores: a single worker on this 2-core machine, so the
        // files ran one after the other. A test waits for its answers and timers a quarter of its time: three
        // workers keep two cores busy (suite alone 222 -> 202 s; two workers left 12% of the cores idle).
        maxWorkers: 3,
        sequence: { sequencer: UnitLongestFirst },
        // Node would load react-admin's CommonJS builds (and with them a second react-router); Vite processing
        // them keeps one copy of each.
        server: {
            deps: { inline: [/ra-core/, /ra-ui-materialui/, /react-admin/, /ra-i18n-polyglot/, /react-router/] },
        },
        projects: [
            {
                // React's production build, as the portal runs for its users: the unit suite took 222 s instead
                // of 256 s on two workers (React's development build checks and records each element it renders).
                // The tests wait for what a person sees (findBy, waitFor) as they would on either build.
                extends: true,
                resolve: {
                    alias: [
                        {
                            find: /^react\/jsx-dev-runtime$/,
                            replacement: fileURLToPath(new URL('./tests/unit/react/jsxDevRuntime.ts', import.meta.url)),
                        },
                    ],
                },
                test: {
                    name: 'react-production',
                    include: [UNIT_TESTS],
                    exclude: needsDevelopmentReact,
                    env: { NODE_ENV: 'production' },
                    setupFiles: ['tests/unit/react/productionAct.ts', 'tests/unit/setup.ts'],
                },
            },
            {
                // What only the development build does: act flushing every update a render starts before the test
                // reads the screen, MUI icons' data-testid, React's logging of errors an error boundary caught.
                extends: true,
                test: {
                    name: 'react-development',
                    include: needsDevelopmentReact,
                    setupFiles: ['tests/unit/setup.ts'],
                },
            },
        ],
    },
});
