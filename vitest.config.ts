import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
    plugins: [react()],
    test: {
        environment: 'jsdom',
        include: ['tests/unit/**/*.test.{ts,tsx}'],
        setupFiles: ['tests/unit/setup.ts'],
        // The app reads VITE_DEMO at build time; tests use the handlers through msw/node instead.
        env: { VITE_DEMO: 'false' },
        testTimeout: 20_000,
        pool: 'threads',
    },
});
