import { rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin, type ResolvedConfig } from 'vite';
import react from '@vitejs/plugin-react';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import packageJson from './package.json' with { type: 'json' };
import { pageCodePreload } from './scripts/pageCodePreload.ts';

/**
 * In demo mode the dev server also plays the account server: the browser navigates to the login and
 * logout paths, which a service worker cannot answer, so the same MSW account handlers answer over HTTP.
 */
const demoAccountServer = (): Plugin => ({
    name: 'producer-hub-demo-account-server',
    apply: 'serve',
    async configureServer(server) {
        if (loadEnv(server.config.mode, process.cwd(), 'VITE_').VITE_DEMO !== 'true') return;
        const app = express();
        app.use(async (request, response, next) => {
            const { accountHandlers } = (await server.ssrLoadModule(
                '/mocks/handlers/account.ts'
            )) as typeof import('./mocks/handlers/account');
            createMiddleware(...accountHandlers)(request, response, next);
        });
        server.middlewares.use(app);
    },
});

/**
 * MSW's service worker lives in public/ for demo mode, and Vite copies all of public/ into every build: a
 * production build leaves it out, so no demo code is served (tests/e2e/shell/bundle.spec.ts checks dist/). It
 * leaves out config.json too (public/'s `{}` is for `npm start`): a deployment's file lives outside the release
 * (deploy/nginx.conf), and a release carrying one would invite copying it over the operator's.
 */
const noDemoFilesInProduction = (): Plugin => {
    let resolved: ResolvedConfig;
    return {
        name: 'producer-hub-no-demo-worker-in-production',
        apply: 'build',
        configResolved(config) {
            resolved = config;
        },
        async closeBundle() {
            if (loadEnv(resolved.mode, process.cwd(), 'VITE_').VITE_DEMO === 'true') return;
            for (const file of ['mockServiceWorker.js', 'config.json'])
                await rm(path.resolve(resolved.root, resolved.build.outDir, file), { force: true });
        },
    };
};

/**
 * The build's version at /version.json, for an operator or a monitor to ask which release is in service
 * (deploy/release.sh names a release after it): package.json's version, the one the footer shows as `v…`.
 */
const versionFile = (): Plugin => ({
    name: 'producer-hub-version-file',
    apply: 'build',
    generateBundle() {
        this.emitFile({
            type: 'asset',
            fileName: 'version.json',
            source: `${JSON.stringify({ version: packageJson.version })}\n`,
        });
    },
});

/**
 * node-polyglot (react-admin's translations, loaded before any page) requires `object.entries`, an ES2017
 * polyfill that brings about twenty es-shims packages with it (get-intrinsic, call-bind, define-properties...,
 * about 5 kB gzip in the entry) to browsers the build targets (es2022), which all have Object.entries. The build
 * hands it the browser's own.
 */
const nativeObjectEntries = (): Plugin => ({
    name: 'producer-hub-native-object-entries',
    apply: 'build',
    enforce: 'pre',
    resolveId: id => (id === 'object.entries' ? '\0native-object-entries' : null),
    load: id => (id === '\0native-object-entries' ? 'module.exports = Object.entries;' : null),
});

export default defineConfig({
    plugins: [
        react(),
        demoAccountServer(),
        noDemoFilesInProduction(),
        versionFile(),
        nativeObjectEntries(),
        pageCodePreload(),
    ],
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
        target: 'es2022',
        sourcemap: false,
        // The entry is one file on purpose (below), 860 kB minified; what a landing page loads before its first data
        // is held by the bench's bound in gzip (scripts/benchLanding.ts LANDING_JS_BOUND, a browser test). Vite's
        // warning, on a chunk's minified size, sits just above the entry so that a chunk outgrowing it is said.
        chunkSizeWarningLimit: 900,
        rolldownOptions: {
            output: {
                codeSplitting: {
                    // Everything the entry needs at start in the entry's own file. Left to itself, Rolldown cut it
                    // into a chunk per set of pages sharing a module (17 files that every page loads anyway), which
                    // also compressed worse: 10 kB more gzip before the contracts list's first card.
                    // Two more files, each in place of many small chunks that held every page's first data back by a
                    // round of requests over HTTP/1.1's six connections: the libraries' and shared components' code 28
                    // or more pages and cards use (react-admin's list hooks, the page heading), and the Material icons
                    // two or more of them use. Fewer sharers would bring code a landing page does not use (at 6, 49 kB
                    // gzip more before the contracts list's first card). Only modules that define, never register
                    // anything as they load (src/components), so moving them does not reorder what runs at start.
                    groups: [
                        { name: 'index', tags: ['$initial'] },
                        { name: 'shared', test: /node_modules|[\\/]src[\\/]components[\\/]/, minShareCount: 28 },
                        { name: 'icons', test: /@mui[\\/]icons-material/, minShareCount: 2 },
                    ],
                },
            },
        },
    },
});
