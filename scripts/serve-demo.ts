/**
 * Serves the production build (dist/) with the demo handlers over HTTP on one origin:
 * `npm run serve:demo` after `npm run build`. The browser tests and the bench start the same server.
 * DEMO_TODAY=2027-10-15T09:00 builds the demo data for that instant instead of now (a page still reads the
 * machine's date unless its own clock is set too, as the browser tests do).
 */
import path from 'node:path';
import { clock } from '../src/clock';

// Before the demo data loads: it is built for the clock's day.
if (process.env.DEMO_TODAY) clock.startAt(process.env.DEMO_TODAY);
const { startDemoHttpServer } = await import('../mocks/http-server');

const port = Number(process.env.PORT ?? 4180);
const server = await startDemoHttpServer({ distDir: path.resolve('dist'), port });
console.log(`Producer Hub (production build, demo API) at ${server.url}`);
