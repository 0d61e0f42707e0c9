import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDemoHttpServer } from '../../mocks/http-server';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
    }
}

/** Starts one HTTP server for all browser test files: dist/ plus the demo handlers on one origin. */
export default async function setup(project: TestProject) {
    const distDir = path.resolve('dist');
    if (!existsSync(path.join(distDir, 'index.html')))
        throw new Error('No production build in dist/: run `npm run build` first.');
    const server = await startDemoHttpServer({ distDir });
    project.provide('baseUrl', server.url);
    return () => server.close();
}
