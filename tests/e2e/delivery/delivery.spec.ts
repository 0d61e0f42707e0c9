import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { AREAS } from '../../../resources';
import { LEGACY_REDIRECTS } from '../../../src/pages/legacyAddresses';
import { PORTAL_QUERY_KEYS } from '../../../src/portal/types';
import { browserPerFile, openApp } from '../harness';

/**
 * The production build as deploy/nginx.conf serves it (tests/e2e/globalSetup.ts puts that nginx in front of every
 * browser test): answers over plain HTTP, one browser session for the reloads. The other walks check the rest
 * through it: no CSP violation, nothing personal leaking, no request to other hosts (harness, privacy.ts).
 */
const baseUrl = inject('baseUrl');
const dist = path.resolve('dist');
const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = readdirSync(path.join(dist, 'assets'));
const script = `/assets/${assets.find(name => name.startsWith('index-') && name.endsWith('.js'))!}`;
const browser = browserPerFile();

/** A route's parameters filled in: `:id` with an id, `*` with a path, as a bookmark would carry them. */
const sampleOf = (route: string) => route.replace(/:[A-Za-z]+/g, '12345').replace(/\*$/, 'Index');

/**
 * Every address of the portal, from the app's own route definitions (src/App.tsx): each area's pages, the
 * shell's pages and status pages, and the previous portal's bookmarks it redirects.
 */
const ROUTES = [
    '/',
    '/portals',
    '/preferences',
    '/no-portal-selected',
    '/producer-not-found',
    '/login-error',
    '/email-verification-required',
    '/unrecognized-user',
    '/system-unavailable',
    '/unauthorized-portal',
    ...AREAS.flatMap(area =>
        area.routes.map(route => route.address ?? `/${area.name}${route.path ? `/${route.path}` : ''}`)
    ),
    ...LEGACY_REDIRECTS.map(redirect => redirect.path),
].map(sampleOf);

/** An answer's Content-Security-Policy, directive by directive: { 'script-src': ["'self'"], ... }. */
const policyOf = (response: Response) => {
    const header = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
        header
            .split(';')
            .map(directive => directive.trim().split(/\s+/))
            .filter(([name]) => name)
            .map(([name, ...sources]) => [name, sources])
    );
};

/** The headers every answer of the site carries (deploy/security-headers.conf), checked one by one. */
const expectSecurityHeaders = (response: Response, what: string) => {
    const headers = response.headers;
    // One policy, the site's: a second header (the API's own) would arrive joined to it by a comma.
    expect(headers.get('content-security-policy'), what).not.toContain(',');
    expect(policyOf(response), what).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'", "'report-sample'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'https://i.ytimg.com'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
    });
    expect(headers.get('strict-transport-security'), what).toBe('max-age=63072000; includeSubDomains');
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy'), what).toBe('camera=(), microphone=(), geolocation=(), payment=()');
    expect(headers.get('x-frame-options'), what).toBe('DENY');
};

const get = (address: string, init?: RequestInit) => fetch(`${baseUrl}${address}`, init);

describe('delivery through nginx (deploy/nginx.conf)', () => {
    it(`answers each of the portal's ${ROUTES.length} routes, in both portals, with the app shell, never cached, with the security headers`, async () => {
        expect(ROUTES.length).toBeGreaterThan(40);
        const addresses = ROUTES.flatMap(route =>
            Object.values(PORTAL_QUERY_KEYS).map(key => `${route}?${key}=${key === 'agentId' ? '101' : '201'}`)
        );
        const answers = await Promise.all(addresses.map(async address => ({ address, response: await get(address) })));
        for (const { address, response } of answers) {
            expect(response.status, address).toBe(200);
            expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
            expect(response.headers.get('cache-control'), address).toBe('no-cache');
            expect(await response.text(), address).toBe(shell);
            expectSecurityHeaders(response, address);
        }
    });

    it('caches hashed assets for a year as immutable, gzips them, revalidates index.html every time and never stores config.json', async () => {
        const asset = await get(script, { headers: { 'Accept-Encoding': 'gzip' } });
        expect(asset.status).toBe(200);
        expect(asset.headers.get('content-type')).toBe('application/javascript');
        expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(asset.headers.get('content-encoding')).toBe('gzip');
        expect(asset.headers.get('vary')).toBe('Accept-Encoding');
        expectSecurityHeaders(asset, script);

        const index = await get('/index.html');
        expect(index.headers.get('cache-control')).toBe('no-cache');
        expect(index.headers.get('etag')).toBeTruthy();
        expectSecurityHeaders(index, '/index.html');
        // The run-time settings: never stored, so a changed file counts on the next load.
        const settings = await get('/config.json');
        expect(settings.status).toBe(200);
        expect(settings.headers.get('cache-control')).toBe('no-store');
        expect(settings.headers.get('content-type')).toMatch(/^application\/json/);
        JSON.parse(await settings.text());
        expectSecurityHeaders(settings, '/config.json');
        const favicon = await get('/favicon.svg');
        expect(favicon.headers.get('cache-control')).toBe('no-cache');
    });

    it('says which release is in service at /version.json, the build the footer shows, and answers /healthz itself', async () => {
        const answer = await get('/version.json');
        expect(answer.status).toBe(200);
        expect(answer.headers.get('cache-control')).toBe('no-cache');
        expectSecurityHeaders(answer, '/version.json');
        const { version } = (await answer.json()) as { version: string };
        expect(version).toMatch(/^\d+\.\d+\.\d+/);
        const session = await openApp(browser());
        await session.goto('/preferences?agentId=101');
        await session.page.getByText(`Build v${version}`, { exact: true }).waitFor();
        await session.close();

        const health = await get('/healthz');
        expect(health.status).toBe(200);
        expect(await health.text()).toBe('ok\n');
        expectSecurityHeaders(health, '/healthz');
    });

    it('answers a missing asset or file with a 404, not the app shell, and a year’s cache only for what exists', async () => {
        for (const address of ['/assets/index-Missing0.js', '/assets/nothing.css', '/robots.txt', '/report.pdf']) {
            const response = await get(address);
            expect(response.status, address).toBe(404);
            expect(await response.text(), address).not.toContain('<div id="root">');
            expect(response.headers.get('cache-control') ?? '', address).not.toContain('immutable');
            expectSecurityHeaders(response, address);
        }
    });

    it('serves no source map and no demo code: none in dist/, none answered', async () => {
        const everyFile = readdirSync(dist, { recursive: true, encoding: 'utf8' });
        expect(everyFile.filter(name => name.endsWith('.map'))).toEqual([]);
        expect(everyFile.filter(name => /mockServiceWorker|msw/i.test(name))).toEqual([]);
        for (const address of [`${script}.map`, '/mockServiceWorker.js']) {
            const response = await get(address);
            expect(response.status, address).toBe(404);
        }
    });

    it('passes /t/ and /api/ to the product API on the same origin, the site’s headers on its answers', async () => {
        const user = await get('/api/user');
        expect(user.status).toBe(200);
        expect(user.headers.get('content-type')).toMatch(/^application\/json/);
        expectSecurityHeaders(user, '/api/user');
        // An API path no handler answers: the API's own error, never the app shell.
        const unknown = await get('/t/no-such-call');
        expect(unknown.status).toBeGreaterThanOrEqual(400);
        expect(await unknown.text()).not.toContain('<div id="root">');
        expectSecurityHeaders(unknown, "the API's error answer");
        const calls = await get('/t/agents/my/permissions', {
            headers: { Cookie: 'demo_session=1; XSRF-TOKEN=t', 'X-XSRF-TOKEN': 't', 'X-Client-Id': 'producer-hub-web' },
        });
        expect(calls.status).toBe(200);
        expect(calls.headers.get('x-powered-by')).toBeNull();
        // Answers with personal data are not compressed by the site (BREACH).
        expect(calls.headers.get('content-encoding')).toBeNull();
        expectSecurityHeaders(calls, '/t/agents/my/permissions');
    });

    it('opens a previous portal’s bookmark and a deep page, and reloads them, in the browser', async () => {
        const session = await openApp(browser());
        const { page } = session;
        await session.goto('/Agent/Statements?agentId=101');
        await expect.poll(() => new URL(page.url()).pathname).toBe('/statements');
        await page.getByRole('heading', { level: 1 }).waitFor();
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        await session.reload();
        expect(new URL(page.url()).pathname).toBe('/statements');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);

        await session.goto('/preferences?agencyId=201');
        await page.getByRole('heading', { name: 'Preferences', level: 1 }).waitFor();
        await session.reload();
        await page.getByRole('heading', { name: 'Preferences', level: 1 }).waitFor();
        const document = await page.request.get(page.url());
        expectSecurityHeaders(
            // Playwright's answer as a fetch Response, for the one header check.
            new Response(null, { headers: document.headers() }),
            'the reloaded page'
        );
        await session.close();
    });
});
