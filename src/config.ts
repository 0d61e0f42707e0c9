/** Read `config.<key>` when needed, never into a module constant: modules run before config.json is applied. */
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
    /** Build time: on for `npm start` only. */
    demo: import.meta.env.VITE_DEMO === 'true',
    /** Vite's JSON import keeps only the version field in the bundle. */
    buildLabel: `v${version}`,
});

export type AppConfig = Readonly<ReturnType<typeof settings>>;

const current = settings(DEFAULTS);

/** The object stays the same one. */
export const config: AppConfig = current;

export const applyConfig = (values: RuntimeSettings) => {
    Object.assign(current, settings(values));
};

export const resetConfig = () => applyConfig(DEFAULTS);
pageState.register(resetConfig);
