import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';

export interface DemoHttpServer {
    url: string;
    close: () => Promise<void>;
}

/**
 * Serves a production build and the demo handlers over real HTTP on one origin, so cookies, the XSRF
 * header and multipart bodies travel as they do in production (browser tests and the bench).
 */
export const startDemoHttpServer = async ({ distDir, port = 0 }: { distDir: string; port?: number }) => {
    const app = express();
    app.disable('x-powered-by');
    app.use(createMiddleware(...handlers));
    // An API path no handler answers is a 404, as on the real API, never the app's HTML.
    app.use(['/t', '/api'], (_request, response) => response.status(404).json({ message: 'Not found' }));
    app.use(express.static(distDir, { index: false }));
    // Every other address is an in-app route: the single-page app answers it.
    app.use((_request, response) => response.sendFile(path.join(distDir, 'index.html')));
    const server: Server = createServer(app);
    await new Promise<void>(resolve => server.listen(port, '127.0.0.1', resolve));
    const { port: actualPort } = server.address() as AddressInfo;
    return {
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise<void>((resolve, reject) => server.close(error => (error ? reject(error) : resolve()))),
    } satisfies DemoHttpServer;
};
