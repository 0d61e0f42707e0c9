import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { AREAS } from '../../../resources';
import { defineArea, type Area } from '../../../src/areas/defineArea';
import { applyConfig, readRuntimeSettings } from '../../../src/config';
import { forgetSentReports } from '../../../src/startup/errorReports';
import { AGENT_MARIA, renderApp, type RenderAppOptions } from '../harness';

/** What Chromium rejects a dynamic import with when the chunk cannot be fetched (offline, or a 404 after a release). */
const chromiumFailure = () =>
    new TypeError('Failed to fetch dynamically imported module: https://hub.example/assets/LicenseList-1mrduUd4.js');

/** What Vite throws, and reports with its `vite:preloadError` event, when a style sheet a page needs failed. */
const vitePreloadFailure = () => {
    const error = new Error('Unable to preload CSS for https://hub.example/assets/LicenseList-1mrduUd4.css');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    return error;
};

const loadsWithChromiumFailure = vi.fn(() => Promise.reject<ComponentType>(chromiumFailure()));
const loadsWithPreloadFailure = vi.fn(() => Promise.reject<ComponentType>(vitePreloadFailure()));
/**
 * A page module fetched that threw as it ran (an import cycle read too early): Vite reports it with its
 * `vite:preloadError` event too, yet it is a defect, which loading again cannot cure.
 */
const loadsAndThrows = vi.fn(() => {
    const error = new ReferenceError("Cannot access 'LicenseList' before initialization");
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    return Promise.reject<ComponentType>(error);
});
/** A page whose code loads and then fails on its own: a defect, not a load failure. */
const Defective = () => {
    throw new TypeError("Cannot read properties of undefined (reading 'Name')");
};

/** Pages of the app as any area's, through defineArea and the app's routes; each test adds them for itself. */
const TEST_AREAS = [
    defineArea({ name: 'code-not-fetched', pages: [{ path: '', load: loadsWithChromiumFailure }] }),
    defineArea({ name: 'style-not-fetched', pages: [{ path: '', load: loadsWithPreloadFailure }] }),
    defineArea({ name: 'defective', pages: [{ path: '', load: async () => Defective }] }),
    defineArea({ name: 'throws-as-it-runs', pages: [{ path: '', load: loadsAndThrows }] }),
];
const areas = AREAS as unknown as Area[];

afterEach(() => {
    for (const area of TEST_AREAS) if (areas.includes(area)) areas.splice(areas.indexOf(area), 1);
    forgetSentReports();
});

/** The bodies posted to the error report endpoint. */
const reported = () => {
    const bodies: unknown[] = [];
    applyConfig(readRuntimeSettings({ errorReportUrl: '/client-errors' }).settings!);
    server.use(
        http.post('*/client-errors', async ({ request }) => {
            bodies.push(await request.json());
            return new HttpResponse(null, { status: 204 });
        })
    );
    return bodies;
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Renders the app at a test area's page, noting what its error boundaries catch. */
const openTestPage = (path: string, options: RenderAppOptions = {}) => {
    areas.push(...TEST_AREAS);
    const caught: unknown[] = [];
    const rendered = renderApp(path, { portal: AGENT_MARIA, ...options, onCaughtError: error => caught.push(error) });
    return { ...rendered, caught };
};

describe("a page whose code cannot be fetched (connection lost, or the release's files replaced)", () => {
    it('says so in place of the page, the menu still there, offers to load again, and is reported by its kind', async () => {
        const bodies = reported();
        loadsWithChromiumFailure.mockClear();
        const { history, caught } = openTestPage('/code-not-fetched');
        expect(await heading('This page could not be loaded')).toBeInTheDocument();
        expect(
            screen.getByText(
                'Check your connection and try again. If the portal was just updated, loading it again gets the new version.'
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
        expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
        await expect
            .poll(() => bodies)
            .toEqual([expect.objectContaining({ route: '/code-not-fetched', error: 'TypeError' })]);

        // The menu goes elsewhere; coming back asks for the page's code again rather than showing the old failure.
        expect(caught).toEqual([chromiumFailure()]);
        await userEvent.setup().click(screen.getByRole('menuitem', { name: 'Licenses' }));
        expect(await heading('Licenses')).toBeInTheDocument();
        expect(loadsWithChromiumFailure).toHaveBeenCalledTimes(1);
        history.push('/code-not-fetched');
        expect(await heading('This page could not be loaded')).toBeInTheDocument();
        expect(loadsWithChromiumFailure).toHaveBeenCalledTimes(2);
    });

    it('says so in Spanish', async () => {
        openTestPage('/code-not-fetched', { language: 'es' });
        expect(await heading('No se pudo cargar esta página')).toBeInTheDocument();
        expect(
            screen.getByText(
                'Revise su conexión e inténtelo de nuevo. Si el portal se acaba de actualizar, al cargarlo de nuevo obtendrá la versión nueva.'
            )
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    });

    it("is told by Vite's words for a style sheet the page needs", async () => {
        openTestPage('/style-not-fetched');
        expect(await heading('This page could not be loaded')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
});

describe('a page that fails otherwise', () => {
    it("keeps react-admin's crash screen, reported", async () => {
        const bodies = reported();
        const { caught } = openTestPage('/defective');
        expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
        expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
        await expect.poll(() => bodies).toEqual([expect.objectContaining({ route: '/defective', error: 'TypeError' })]);
        expect(caught).toEqual([new TypeError("Cannot read properties of undefined (reading 'Name')")]);
    });

    it('keeps the crash screen for a page module that was fetched and threw as it ran', async () => {
        openTestPage('/throws-as-it-runs');
        expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
        expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
    });
});
