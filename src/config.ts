/**
 * Deployment settings (docs/configuration.md). One build serves every environment: main.tsx reads
 * `config.json` beside index.html at start (src/startup/runtimeConfig.ts) and applies it here before the app
 * renders or calls the API. A key the file leaves out keeps its default (src/runtimeSettings.ts, the one place defaults live).
 *
 * Code reads `config.<key>` when it needs the value (in a function or a render), never into a module-level
 * constant: modules are evaluated before the file is applied, so such a constant would keep the default.
 */
import { version } from '../package.json';
import { pageState } from './pageState';
import { DEFAULTS, type RuntimeSettings } from './runtimeSettings';

export { readRuntimeSettings, type ConfigProblem, type Expectation, type RuntimeSettings } from './runtimeSettings';

const settings = (values: RuntimeSettings) => ({
    ...values,
    soaPolicyTypes: [...values.soaPolicyTypes],
    quickLinks: { ...values.quickLinks },
    fallbackManager: { ...values.fallbackManager },
    renewalAmounts: { ...values.renewalAmounts },
    /** Demo mode: the MSW worker serves the product API from fixtures. Build time: on for `npm start` only. */
    demo: import.meta.env.VITE_DEMO === 'true',
    /** "v" and package.json's version (Vite's JSON import keeps only that field in the bundle): written once. */
    buildLabel: `v${version}`,
});

export type AppConfig = Readonly<ReturnType<typeof settings>>;

const current = settings(DEFAULTS);

/** The settings in use: the defaults until `applyConfig`, then config.json's. The object stays the same one. */
export const config: AppConfig = current;

/** Puts settings in use (main.tsx, once config.json is read; tests). */
export const applyConfig = (values: RuntimeSettings) => {
    Object.assign(current, settings(values));
};

/** Back to the defaults (each unit test starts with them). */
export const resetConfig = () => applyConfig(DEFAULTS);
pageState.register(resetConfig);
