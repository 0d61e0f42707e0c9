/**
 * Serves the production build (dist/) with the demo handlers over HTTP on one origin:
 * `npm run serve:demo` after `npm run build`. The browser tests and the bench start the same server.
 */
import path from 'node:path';
import { startDemoHttpServer } from '../mocks/http-server';

const port = Number(process.env.PORT ?? 4180);
const server = await startDemoHttpServer({ distDir: path.resolve('dist'), port });
console.log(`Producer Hub (production build, demo API) at ${server.url}`);
