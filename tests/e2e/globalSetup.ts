import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { clock } from '../../src/clock';
import { TEST_NOW } from '../testDay';
import { startNginx } from './nginx';

declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
    }
}

/**
 * One origin for all browser test files, as in production: Debian's nginx with deploy/nginx.conf serves dist/
 * and passes the API calls to the demo HTTP server (the product API's stand-in). Every walk goes through the
 * real web server, its headers and its Content-Security-Policy.
 */
export default async function setup(project: TestProject) {
    const distDir = path.resolve('dist');
    if (!existsSync(path.join(distDir, 'index.html')))
        throw new Error('No production build in dist/: run `npm run build` first.');
    // The demo data is built when its modules load: the clock is set first.
    clock.startAt(TEST_NOW);
    const { startDemoHttpServer } = await import('../../mocks/http-server');
    const demo = await startDemoHttpServer({ distDir });
    const nginx = await startNginx({ siteRoot: distDir, apiUrl: demo.url }).catch(async (error: unknown) => {
        await demo.close();
        throw error;
    });
    project.provide('baseUrl', nginx.url);
    return async () => {
        await nginx.close();
        await demo.close();
    };
}
