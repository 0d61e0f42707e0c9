import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp, PHONE, type AppSession } from '../harness';

const browser = browserPerFile();

/** A page's own code, as the build names its chunk (LicenseList-<hash>.js). */
const LICENSE_LIST_CHUNK = /\/assets\/LicenseList-[\w-]+\.js$/;
/** The status pages with an address of their own, outside the layout (one chunk). */
const STATUS_PAGES_CHUNK = /\/assets\/StatusPages-[\w-]+\.js$/;

/**
 * From now on a page's code does not arrive, the rest does: `abort`, the connection dropped; `404`, a new
 * release replaced the files this tab started with (nginx answers 404 for an old chunk). Returns how many times
 * the page asked for it.
 */
const failPageCode = async (session: AppSession, chunk: RegExp, how: 'abort' | '404') => {
    const asked = { times: 0 };
    await session.page.route('**/assets/*.js', (route: Route) => {
        if (!chunk.test(new URL(route.request().url()).pathname)) return route.continue();
        asked.times += 1;
        return how === 'abort'
            ? route.abort('internetdisconnected')
            : route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404 Not Found</h1>' });
    });
    return asked;
};

/** Uncaught errors in the page: a page's code failing to load is shown, never left uncaught. */
const uncaughtErrors = (session: AppSession) => {
    const errors: string[] = [];
    session.page.on('pageerror', error => errors.push(error.message));
    return errors;
};

/** Marks the document, to tell a move inside the app from a new page load. */
const markDocument = (session: AppSession) =>
    session.page.evaluate(() => Object.assign(window, { markedDocument: true }));
const sameDocument = (session: AppSession) => session.page.evaluate(() => 'markedDocument' in window);

describe("a page whose code cannot be fetched (connection lost, or the release's files replaced)", () => {
    it('says so inside the shell, the menu still going elsewhere, and opening it again once the connection is back loads it', async () => {
        const session = await openApp(browser(), { language: 'en' });
        const { page } = session;
        const errors = uncaughtErrors(session);
        await session.goto('/contracts?agentId=101');
        const licenseListCode = await failPageCode(session, LICENSE_LIST_CHUNK, 'abort');
        await markDocument(session);

        await page.getByRole('menuitem', { name: 'Licenses' }).click();
        await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
        await page
            .getByText(
                'Check your connection and try again. If the portal was just updated, loading it again gets the new version.'
            )
            .waitFor();
        await page.getByRole('button', { name: 'Try again' }).waitFor();
        expect(await page.getByText('Something went wrong').count()).toBe(0);
        expect(await page.title()).toContain('This page could not be loaded');
        await expectAccessible(page);
        expect(licenseListCode.times).toBe(1);

        // The menu still goes elsewhere; opening the page again asks for its code again, not the old failure.
        await page.getByRole('menuitem', { name: 'Contracts' }).click();
        await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
        await page.getByRole('menuitem', { name: 'Licenses' }).click();
        await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
        expect(licenseListCode.times).toBe(2);

        // The connection is back: the same way there loads the page, in the same document.
        await page.unroute('**/assets/*.js');
        await page.getByRole('menuitem', { name: 'Contracts' }).click();
        await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();
        await page.getByRole('menuitem', { name: 'Licenses' }).click();
        await page.getByRole('heading', { level: 1, name: 'Licenses' }).waitFor();
        expect(await sameDocument(session)).toBe(true);
        expect(errors).toEqual([]);
        await session.close();
    });

    it('says so in Spanish on a phone when the release that had the page is gone, and Try again loads the portal and the page again', async () => {
        const session = await openApp(browser(), { language: 'es', viewport: PHONE });
        const { page } = session;
        const errors = uncaughtErrors(session);
        await failPageCode(session, LICENSE_LIST_CHUNK, '404');
        await session.goto('/licenses?agentId=101');
        await page.getByRole('heading', { level: 1, name: 'No se pudo cargar esta página' }).waitFor();
        await expectAccessible(page);

        // What a new load of the document gets: the release's own files, which are there.
        await page.unroute('**/assets/*.js');
        await markDocument(session);
        await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
        await page.getByRole('heading', { level: 1, name: 'Licencias' }).waitFor();
        await session.settle();
        expect(await sameDocument(session)).toBe(false);
        const address = new URL(page.url());
        expect(`${address.pathname}${address.search}`).toBe('/licenses?agentId=101');
        expect(errors).toEqual([]);
        await session.close();
    });

    it('says so on a status page outside the layout, in a page of its own', async () => {
        const session = await openApp(browser(), { language: 'en' });
        const { page } = session;
        const errors = uncaughtErrors(session);
        await failPageCode(session, STATUS_PAGES_CHUNK, 'abort');
        await session.goto('/unrecognized-user');
        await page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
        await page.getByRole('button', { name: 'Try again' }).waitFor();
        expect(await page.getByRole('main').count()).toBe(1);
        await expectAccessible(page);
        expect(errors).toEqual([]);
        await session.close();
    });
});
