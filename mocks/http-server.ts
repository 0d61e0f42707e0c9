import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { handlers } from './handlers';

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
 * Serves a production build and the demo handlers over real HTTP on one origin, so cookies, the XSRF
 * header and multipart bodies travel as they do in production (browser tests and the bench).
 */
export const startDemoHttpServer = async ({ distDir, port = 0 }: { distDir: string; port?: number }) => {
    const app = express();
    app.disable('x-powered-by');
    app.use(dropNetworkErrors);
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
