import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../../mocks/scenarios';
import {
    browserPerFile,
    DESKTOP,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    PHONE,
    sidewaysScroll,
    type AppSession,
} from '../harness';
import { choose } from '../walkSteps';

const browser = browserPerFile();

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

/**
 * Another demo scenario for the pages this session opens next: the demo server reads it from its cookie on every
 * request, as after choosing it on the demo sign-in page, so one browser context walks several scenarios.
 */
const switchScenario = (session: AppSession, scenario: Scenario) =>
    session.context.addCookies([{ name: 'demo_scenario', value: scenario, url: session.baseUrl }]);

/** The durations of the open account menu's transitions, in seconds. */
const menuTransitions = async (session: AppSession) => {
    const durations = await session.page
        .getByRole('menu')
        .evaluate(menu => getComputedStyle(menu.closest('.MuiPaper-root')!).transitionDuration);
    return durations.split(',').map(duration => parseFloat(duration));
};

/**
 * The sidebar's entries that tell the portal types apart (the whole list, in the area list's order, is checked in
 * tests/unit/shell/portalSelection.test.tsx).
 */
const sidebar = (session: AppSession) => session.page.getByRole('menuitem').allTextContents();
const AGENCY_ONLY = ['Reports', 'Producers'];
const AGENT_ONLY = ['SOA'];

describe('sign-in loop', () => {
    it('returns only to same-origin paths, signs out through the account logout, shows a login error, a new visit signs in and comes back, and an expired session signs in again in a new tab', async () => {
        const session = await openApp(browser(), { signedIn: false });
        const { page } = session;
        await session.goto('/account/login?returnUrl=https%3A%2F%2Fevil.example%2F');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(url => url.pathname === '/portals');
        expect(new URL(page.url()).host).toBe(new URL(session.baseUrl).host);
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');

        await page.getByRole('button', { name: 'Account' }).click();
        await page.getByText('Signed in as dana.demo@example.com').waitFor();
        // Every walk asks for less motion: the menu opens at once (the full transition: 'portal selection').
        expect(await menuTransitions(session)).toSatisfy((durations: number[]) => durations.every(d => d === 0));
        await page.getByRole('menuitem', { name: 'Sign out' }).click();
        await page.waitForURL(url => url.pathname === '/account/login');
        expect(new URL(page.url()).searchParams.get('returnUrl')).toBe('/');

        // A failed sign-in's page shows what the address says; signed out, its header offers to sign in.
        await session.goto('/login-error?type=access_denied&description=Account%20locked');
        await expect.poll(() => h1(session).textContent()).toBe('Sign-in problem');
        await page
            .getByText(
                'There was an error logging in. Please try again later or reach out to your relationship manager for assistance.'
            )
            .waitFor();
        await page.getByText('access_denied').waitFor();
        await page.getByText('Account locked').waitFor();
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        await expectAccessible(page);

        await session.goto('/licenses?agentId=101');
        const login = new URL(page.url());
        expect(login.pathname).toBe('/account/login');
        expect(login.searchParams.get('returnUrl')).toBe('/licenses?agentId=101');
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL(url => url.pathname === '/licenses');
        await expect.poll(() => h1(session).textContent()).toBe('Licenses');
        expect(new URL(page.url()).searchParams.get('agentId')).toBe('101');

        // The session ends on the server while the page is in use: an action keeps the page, signing in again
        // happens in a new tab, and the action then works.
        await page
            .getByRole('button', { name: /^Files of license/ })
            .first()
            .click();
        const filesDialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /License-/ }) });
        const downloadButton = filesDialog.getByRole('button', { name: /License-/ }).first();
        await downloadButton.waitFor();
        await page.route('**/t/files/*/downloadurl', route => route.fulfill({ status: 401, body: '' }));
        await downloadButton.click();
        const expired = page.getByRole('dialog', { name: 'Your session has expired' });
        await expired.waitFor();
        expect(page.url()).toContain('/licenses?agentId=101');
        expect(await page.getByText('Error downloading file. Please try again later.').count()).toBe(0);
        await expectAccessible(page);

        const opened = session.context.waitForEvent('page');
        await expired.getByRole('link', { name: 'Sign in again (opens a new tab)' }).click();
        const signIn = await opened;
        await signIn.waitForURL(url => url.pathname === '/account/login');
        expect(new URL(signIn.url()).searchParams.get('returnUrl')).toBe('/signed-in-again');
        await signIn.getByRole('button', { name: 'Sign in' }).click();
        await signIn.waitForURL(url => url.pathname === '/signed-in-again');
        await expect
            .poll(() => signIn.getByRole('heading', { level: 1 }).textContent())
            .toBe('You are signed in again');
        await expectAccessible(signIn);
        await signIn.close();

        await page.unroute('**/t/files/*/downloadurl');
        await expired.getByRole('button', { name: 'Back to the page' }).click();
        await expired.waitFor({ state: 'hidden' });
        const download = page.waitForEvent('download');
        await downloadButton.click();
        expect((await download).suggestedFilename()).toMatch(/^License-.*\.pdf$/);
        await session.close();
    });
});

describe('portal selection', () => {
    it('chooses a portal from the lists, remembers it, opens the menu on a phone, and switches portal by keyboard', async () => {
        const session = await openApp(browser());
        const { page } = session;
        await session.goto('/');
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');
        expect(new URL(page.url()).pathname).toBe('/portals');
        await expectAccessible(page);

        await page
            .getByRole('list', { name: 'Agencies' })
            .getByRole('button', { name: 'Sunshine Benefits Group' })
            .click();
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(page.url()).searchParams.get('agencyId')).toBe('201');
        expect(await sidebar(session)).toEqual(expect.arrayContaining(['Home', 'Contracts', ...AGENCY_ONLY]));
        expect(await sidebar(session)).not.toEqual(expect.arrayContaining(AGENT_ONLY));
        await page.getByRole('banner').getByText('Sunshine Benefits Group').waitFor();
        // Home's accessibility, on a desktop and a phone, is checked with its cards (tests/e2e/dashboard).
        // The user and the permissions are loaded once each, with the XSRF and client id headers; Home's other
        // calls are the dashboard's cards (tests/e2e/dashboard): none of any kind is made twice.
        const calls = session.apiRequests.map(request => `${request.method} ${request.url}`);
        const signIn = ['GET /api/user', 'GET /t/agents/my/permissions'];
        expect(calls.filter(call => signIn.includes(call)).sort()).toEqual(signIn);
        expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
        expectStandardHeaders(session);

        // A window narrowed to a phone's width with the menu open folds the menu: the page stays in view and
        // reachable (an open menu became an invisible drawer hiding the page). Counted, not looked at: the
        // header hides while the page is scrolled down.
        await page.setViewportSize(PHONE);
        await expect.poll(() => page.getByRole('button', { name: /open menu/i }).count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
        expect(await page.getByRole('menuitem', { name: 'Licenses' }).count()).toBe(0);

        // Remembered on this device; on a phone no sideways scrolling, and the menu opens from the header.
        await session.goto('/');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(page.url()).search).toBe('?agencyId=201');
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: /open menu/i }).click();
        await page.getByRole('menuitem', { name: 'Licenses' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Licenses');
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await page.setViewportSize(DESKTOP);

        // Switching from the user menu, as most people see it (with the menu's transition), by keyboard (Tab to a
        // portal, Enter selects it); the previous portal leaves the address.
        await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.getByRole('button', { name: 'Account' }).click();
        expect(await menuTransitions(session)).toSatisfy((durations: number[]) => durations.some(d => d > 0));
        await page.getByRole('menuitem', { name: 'Switch portal' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');
        const maria = page.getByRole('button', { name: 'Maria Lopez' });
        await maria.waitFor();
        for (
            let step = 0;
            step < 30 && !(await maria.evaluate(element => element === document.activeElement));
            step += 1
        )
            await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(page.url()).search).toBe('?agentId=101');
        expect(await sidebar(session)).toEqual(expect.arrayContaining(['Home', 'Contracts', ...AGENT_ONLY]));
        expect(await sidebar(session)).not.toEqual(expect.arrayContaining([AGENCY_ONLY[0]]));
        await session.close();
    });

    it('searches 150 portals with the agent/agency toggle, and lists at most 100 of 5,000', async () => {
        const session = await openApp(browser(), { scenario: 'many-portals' });
        const { page } = session;
        await session.goto('/portals');
        await page.getByRole('heading', { name: '90 portals shown' }).waitFor();
        await page.getByRole('button', { name: 'Agencies' }).click();
        await page.getByRole('heading', { name: '60 portals shown' }).waitFor();
        await page.getByRole('searchbox', { name: 'Search by name or id' }).fill('Summit');
        await expect
            .poll(() => page.getByRole('heading', { name: /portals? shown/ }).textContent())
            .toMatch(/^[1-9]\d? portals? shown$/);
        await expectAccessible(page);
        await page
            .getByRole('button', { name: /^Summit/ })
            .first()
            .click();
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(page.url()).searchParams.get('agencyId')).toMatch(/^9\d{3}$/);

        await switchScenario(session, 'huge-portals');
        await session.goto('/portals');
        await page.getByRole('heading', { name: '100 portals shown' }).waitFor();
        await page
            .getByText('There were too many results. Try narrowing the results by entering more filter text.')
            .waitFor();
        await page.getByText('There were more results that could not be shown.').waitFor();
        await page.getByRole('searchbox').fill('zzz no match');
        await page.getByText('No portals found').waitFor();
        await session.close();
    });
});

describe('status pages', () => {
    /**
     * Every status page is the one StatusPage in its frame with a button or link: axe looks at each frame and
     * kind once (in-app not found, signed-in public frame, unauthorized, unknown session, and in 'sign-in
     * loop' the signed-out one), not at each text.
     */
    const pages: Array<{ path: string; scenario?: Scenario; heading: string; text: string; axe?: false }> = [
        {
            path: '/no/such/page?agentId=101',
            heading: 'Page not found',
            text: 'The page you are looking for could not be found.',
        },
        { path: '/no-portal-selected?agentId=101', heading: 'No portal selected', text: 'select a portal', axe: false },
        {
            path: '/producer-not-found?agencyId=201',
            heading: 'Producer not found',
            text: 'could not be found',
            axe: false,
        },
        {
            path: '/contracts?agentId=999',
            heading: 'Access denied',
            text: 'You do not have permission to access the requested agent.',
        },
        {
            path: '/',
            scenario: 'unverified-email',
            heading: 'Email verification required',
            text: 'verify your email',
            axe: false,
        },
        {
            path: '/',
            scenario: 'not-set-up',
            heading: 'Not a hub user',
            text: 'You are not set up to use the hub. Please reach out to your relationship manager for assistance.',
        },
        {
            path: '/contracts',
            scenario: 'api-down',
            heading: 'System unavailable',
            text: 'The hub is currently unavailable.',
        },
    ];

    it('shows each status page with its text, and unauthorized links to the dashboard', async () => {
        const session = await openApp(browser());
        const { page } = session;
        for (const { path, scenario = 'default', heading, text, axe } of pages) {
            await switchScenario(session, scenario);
            await session.goto(path);
            await expect.poll(() => h1(session).textContent(), { message: path }).toBe(heading);
            await page.getByText(text, { exact: false }).first().waitFor();
            if (axe !== false) await expectAccessible(page);
        }
        // The status pages share one layout: its fit on a phone, looked at on the last one.
        await page.setViewportSize(PHONE);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await page.setViewportSize(DESKTOP);

        await switchScenario(session, 'default');
        await session.goto('/contracts?agencyId=999');
        await expect.poll(() => h1(session).textContent()).toBe('Access denied');
        await page.getByRole('link', { name: 'Go to the dashboard' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');

        await session.close();
    });
});

describe('languages', () => {
    it('switches to Spanish without a reload, keeps it across visits, back to English; the query string comes first', async () => {
        const session = await openApp(browser());
        const { page } = session;
        await session.goto('/preferences?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe('Preferences');
        await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await choose(page, 'Language', 'Español');
        await expect.poll(() => h1(session).textContent()).toBe('Preferencias');
        expect(await page.title()).toBe('Preferencias · Producer Hub');
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
        expect(await page.getByRole('menuitem').allTextContents()).toContain('Contratos');
        await expectAccessible(page);

        // Kept across visits.
        await session.goto('/portals');
        await expect.poll(() => h1(session).textContent()).toBe('Elija un portal');
        await expectAccessible(page);
        await session.goto('/preferences');
        await choose(page, 'Idioma', 'English');
        await expect.poll(() => h1(session).textContent()).toBe('Preferences');

        // English is kept now; ?lng= on the address wins over it. A status page in Spanish.
        await switchScenario(session, 'not-set-up');
        await session.goto('/?lng=es');
        await expect.poll(() => h1(session).textContent()).toBe('No es usuario del portal');
        await expectAccessible(page);
        await page.setViewportSize(PHONE);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await session.close();
    });
});
