import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { DEMO_CONFIG_FILE } from './demoConfig';
import { handlers } from './handlers';
import { db, DEMO_SCOPE_COOKIE } from './db';
import { parseFaultRules } from './faults/rules';
import { faultState } from './faults/state';

const requestScope = new AsyncLocalStorage<string>();

const scopeInCookies = (header = '') =>
    header
        .split(';')
        .map(pair => pair.trim().split('='))
        .find(([name]) => name === DEMO_SCOPE_COOKIE)?.[1] ?? '';

/** Each request is answered in its client's demo scope (browser test contexts side by side on one server). */
const inRequestScope = (request: Request, _response: Response, next: NextFunction) =>
    requestScope.run(decodeURIComponent(scopeInCookies(request.headers.cookie)), next);

export interface DemoHttpServer {
    url: string;
    close: () => Promise<void>;
}

/**
 * A handler's network error (msw's `HttpResponse.error()`, the "abort" fault) reaches the middleware as an
 * answer of status 0, which Node refuses to send (it would throw and stop the server): close the connection
 * instead, which the browser sees as the network error the handler meant.
 */
const dropNetworkErrors = (request: Request, response: Response, next: NextFunction) => {
    const end = response.end.bind(response);
    response.end = ((...args: Parameters<typeof end>) => {
        if (response.statusCode !== 0) return end(...args);
        request.socket.destroy();
        return response;
    }) as typeof response.end;
    next();
};

/**
 * The demo deployment's config.json (a production build ships none: it lives outside the release), and a
 * test-only demo control: `PUT /__demo/config` with a body makes `/config.json` answer that body instead, for
 * the caller's demo scope only (tests/e2e/shell/runtimeConfig.spec.ts): what an administrator changing the file
 * on the server does, without a rebuild.
 */
const serveConfigOverrides = (app: express.Express) => {
    const overrides = new Map<string, string>();
    const scope = (request: Request) => decodeURIComponent(scopeInCookies(request.headers.cookie));
    app.put('/__demo/config', express.text({ type: () => true }), (request, response) => {
        overrides.set(scope(request), String(request.body));
        response.status(204).end();
    });
    app.get('/config.json', (request, response) => {
        // As in production (deploy/): a changed config.json counts on the next page load.
        response.setHeader('Cache-Control', 'no-store');
        response.type('application/json').send(overrides.get(scope(request)) ?? JSON.stringify(DEMO_CONFIG_FILE));
    });
};

/**
 * `?fault=RULE` on a page's address (docs/demo-mode.md, "Faults") does here what the demo's service worker does in
 * development: the rules go to the browser's demo scope, and the page loads again at its address without them. A
 * browser without a scope gets one first, so that one person's faults never reach another's pages.
 */
const applyFaultsFromAddress = (request: Request, response: Response, next: NextFunction) => {
    const address = new URL(request.originalUrl, 'http://demo');
    const texts = address.searchParams.getAll('fault');
    if (request.method !== 'GET' || texts.length === 0) return next();
    let scope = decodeURIComponent(scopeInCookies(request.headers.cookie));
    if (!scope) {
        scope = randomUUID();
        response.cookie(DEMO_SCOPE_COOKIE, scope, { path: '/', sameSite: 'lax' });
    }
    faultState.add(parseFaultRules(texts), scope);
    address.searchParams.delete('fault');
    response.redirect(302, `${address.pathname}${address.search}`);
};

/**
 * Serves a production build and the demo handlers over real HTTP on one origin, so cookies, the XSRF
 * header and multipart bodies travel as they do in production (browser tests and the bench).
 */
export const startDemoHttpServer = async ({ distDir, port = 0 }: { distDir: string; port?: number }) => {
    const app = express();
    app.disable('x-powered-by');
    // Built chunks carry their content hash in their names: as on a CDN, the browser keeps them without asking
    // again, so a page load fetches only the HTML and the API (the browser tests load the app hundreds of times).
    // Ahead of the demo handlers, which need not look at the app's own files.
    app.use(
        '/assets',
        express.static(path.join(distDir, 'assets'), {
            index: false,
            immutable: true,
            maxAge: '1y',
            fallthrough: false,
        })
    );
    db.scopeFrom(() => requestScope.getStore() ?? '');
    app.use(dropNetworkErrors);
    app.use(inRequestScope);
    serveConfigOverrides(app);
    app.use(createMiddleware(...handlers));
    // An API path no handler answers is a 404, as on the real API, never the app's HTML.
    app.use(['/t', '/api'], (_request, response) => response.status(404).json({ message: 'Not found' }));
    app.use(express.static(distDir, { index: false }));
    // Every other address is an in-app route: the single-page app answers it.
    app.use(applyFaultsFromAddress);
    app.use((_request, response) => response.sendFile(path.join(distDir, 'index.html')));
    const server: Server = createServer(app);
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const { port: actualPort } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise<void>((resolve, reject) => server.close(error => (error ? reject(error) : resolve()))),
    } satisfies DemoHttpServer;
};
