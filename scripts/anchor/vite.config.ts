import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The bench's anchor app (main.tsx), built into dist-anchor/ beside the portal's dist/. */
export default defineConfig({
    root: import.meta.dirname,
    base: '/',
    plugins: [react()],
    publicDir: false,
    // One chunk on purpose: the smallest app, as a newcomer's first build makes it.
    build: {
        outDir: path.resolve(import.meta.dirname, '../../dist-anchor'),
        emptyOutDir: true,
        chunkSizeWarningLimit: 1200,
    },
    logLevel: 'warn',
});
