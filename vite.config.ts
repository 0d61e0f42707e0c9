import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';

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

export default defineConfig({
    plugins: [react(), demoAccountServer()],
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    build: {
        target: 'es2022',
        sourcemap: false,
        chunkSizeWarningLimit: 700,
    },
});
