import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG_FILE } from '../../../mocks/demoConfig';
import { browserPerFile, demoControl, expectAccessible, openApp, type AppSession } from '../harness';

const browser = browserPerFile();

/**
 * What an administrator does on the server: config.json replaced, the build untouched. The demo server answers
 * this session's /config.json with the text (mocks/http-server.ts, `PUT /__demo/config`).
 */
const serveConfig = (session: AppSession, text: string) =>
    demoControl(() => session.context.request.put(`${session.baseUrl}/__demo/config`, { data: text }));

describe('settings read at start from config.json', () => {
    it('reads the deployment’s file, never cached, and a changed file counts on the next page load without a rebuild', async () => {
        const session = await openApp(browser());
        const served = await session.context.request.get(`${session.baseUrl}/config.json`);
        expect(await served.json()).toEqual(DEMO_CONFIG_FILE);
        expect(served.headers()['cache-control']).toBe('no-store');

        await serveConfig(
            session,
            JSON.stringify({
                ...DEMO_CONFIG_FILE,
                privacyPolicyUrl: 'https://agency.example.org/privacy',
                clientId: 'agency-portal-web',
            })
        );
        await session.goto('/?agentId=101');
        const privacy = session.page.getByRole('link', { name: 'Privacy policy' });
        await privacy.waitFor();
        expect(await privacy.getAttribute('href')).toBe('https://agency.example.org/privacy');
        expect(session.apiRequests.length).toBeGreaterThan(0);
        for (const request of session.apiRequests)
            expect(request.headers['x-client-id'], request.url).toBe('agency-portal-web');
        // Asked for once, with the page (index.html's preload), and that answer is the one the app applied.
        const configLoads = await session.page.evaluate(() =>
            performance
                .getEntriesByType('resource')
                .filter(entry => new URL(entry.name).pathname === '/config.json')
                .map(entry => (entry as PerformanceResourceTiming).initiatorType)
        );
        expect(configLoads).toEqual(['link']);
    });

    it('shows an error page naming the bad setting instead of the app when the file is wrong', async () => {
        const session = await openApp(browser());
        await serveConfig(session, JSON.stringify({ ...DEMO_CONFIG_FILE, maxUploadMb: 'ten' }));
        await session.goto('/?agentId=101');
        await session.page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor();
        await session.page.getByText('"maxUploadMb": expected a number greater than 0.').waitFor();
        await session.page.getByRole('button', { name: 'Try again' }).waitFor();
        // The app never started: it asked the API nothing.
        expect(session.apiRequests).toEqual([]);
        await expectAccessible(session.page);
    });

    it('names the settings a production build needs instead of showing stand-in links and phone numbers', async () => {
        const session = await openApp(browser());
        await serveConfig(session, '{}');
        await session.goto('/?agentId=101');
        await session.page.getByRole('heading', { level: 1, name: 'The portal cannot start' }).waitFor();
        expect(await session.page.getByRole('listitem').allTextContents()).toEqual([
            'Missing "privacyPolicyUrl": this deployment must set it to an http or https address.',
            'Missing "quickLinks": this deployment must set it to a group of settings, in { }.',
            'Missing "fallbackManager": this deployment must set it to a group of settings, in { }.',
        ]);
        expect(await session.page.getByText(/example\.com|555-/).count()).toBe(0);
        expect(session.apiRequests).toEqual([]);
        await session.close();
    });
});
