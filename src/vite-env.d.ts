/// <reference types="vite/client" />

/**
 * The one build-time setting: demo mode decides whether mock code is in the bundle at all. Every deployment
 * setting is read at run time from config.json (src/config.ts, docs/configuration.md).
 */
interface ImportMetaEnv {
    readonly VITE_DEMO?: string;
}

interface ImportMeta {
    readonly env: ImportMetaEnv;
}
