import { describe, expect, it } from 'vitest';
import {
    browserPerFile,
    expectAccessible,
    expectStandardHeaders,
    openApp,
    PHONE,
    sidewaysScroll,
    type AppSession,
} from '../harness';

const browser = browserPerFile();

const h1 = (session: AppSession) => session.page.getByRole('heading', { level: 1 });

describe('sign-in loop', () => {
    it('sends a signed-out visitor to the account login and back to where they were', async () => {
        const session = await openApp(browser(), { signedIn: false });
        await session.goto('/licenses?agentId=101');
        const login = new URL(session.page.url());
        expect(login.pathname).toBe('/account/login');
        expect(login.searchParams.get('returnUrl')).toBe('/licenses?agentId=101');
        await expectAccessible(session.page);
        await session.page.getByRole('button', { name: 'Sign in' }).click();
        await session.page.waitForURL(url => url.pathname === '/licenses');
        await expect.poll(() => h1(session).textContent()).toBe('Licenses');
        expect(new URL(session.page.url()).searchParams.get('agentId')).toBe('101');
        await session.close();
    });

    it('returns only to same-origin paths', async () => {
        const session = await openApp(browser(), { signedIn: false });
        await session.goto('/account/login?returnUrl=https%3A%2F%2Fevil.example%2F');
        await session.page.getByRole('button', { name: 'Sign in' }).click();
        await session.page.waitForURL(url => url.pathname === '/portals');
        expect(new URL(session.page.url()).host).toBe(new URL(session.baseUrl).host);
        await session.close();
    });

    it('signs out through the account logout path, and a new visit asks to sign in again', async () => {
        const session = await openApp(browser());
        await session.goto('/?agentId=101');
        await session.page.getByRole('button', { name: 'Account' }).click();
        await expect.poll(() => session.page.getByText('Signed in as dana.demo@example.com').isVisible()).toBe(true);
        await session.page.getByRole('menuitem', { name: 'Sign out' }).click();
        await session.page.waitForURL(url => url.pathname === '/account/login');
        expect(new URL(session.page.url()).searchParams.get('returnUrl')).toBe('/');
        await session.close();
    });
});

describe('portal selection', () => {
    it('shows two lists for the default user; choosing an agency goes home with its sidebar', async () => {
        const session = await openApp(browser());
        await session.goto('/');
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');
        expect(new URL(session.page.url()).pathname).toBe('/portals');
        await expectAccessible(session.page);
        await session.page
            .getByRole('list', { name: 'Agencies' })
            .getByRole('button', { name: 'Sunshine Benefits Group' })
            .click();
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(session.page.url()).searchParams.get('agencyId')).toBe('201');
        const menu = await session.page.getByRole('menuitem').allTextContents();
        expect(menu).toEqual([
            'Home',
            'Contracts',
            'Enrollments',
            'Licenses',
            'E&O',
            'Reports',
            'Producers',
            'Statements',
            'Help requests',
        ]);
        await expect
            .poll(() => session.page.getByRole('banner').getByText('Sunshine Benefits Group').isVisible())
            .toBe(true);
        await expectAccessible(session.page);
        await session.close();
    });

    it('works by keyboard: Tab to a portal and Enter selects it', async () => {
        const session = await openApp(browser());
        await session.goto('/portals');
        const maria = session.page.getByRole('button', { name: 'Maria Lopez' });
        await maria.waitFor();
        for (
            let step = 0;
            step < 30 && !(await maria.evaluate(element => element === document.activeElement));
            step += 1
        )
            await session.page.keyboard.press('Tab');
        await session.page.keyboard.press('Enter');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        const menu = await session.page.getByRole('menuitem').allTextContents();
        expect(menu).toEqual([
            'Home',
            'Contracts',
            'Enrollments',
            'Licenses',
            'E&O',
            'SOA',
            'Statements',
            'Help requests',
        ]);
        await session.close();
    });

    it('searches 150 portals with the agent/agency toggle', async () => {
        const session = await openApp(browser(), { scenario: 'many-portals' });
        await session.goto('/portals');
        await expect.poll(() => session.page.getByRole('heading', { name: '90 portals shown' }).isVisible()).toBe(true);
        await session.page.getByRole('button', { name: 'Agencies' }).click();
        await expect.poll(() => session.page.getByRole('heading', { name: '60 portals shown' }).isVisible()).toBe(true);
        await session.page.getByRole('searchbox', { name: 'Search by name or id' }).fill('Summit');
        await expect
            .poll(() => session.page.getByRole('heading', { name: /portals? shown/ }).textContent())
            .toMatch(/^[1-9]\d? portals? shown$/);
        await expectAccessible(session.page);
        await session.page
            .getByRole('button', { name: /^Summit/ })
            .first()
            .click();
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(session.page.url()).searchParams.get('agencyId')).toMatch(/^9\d{3}$/);
        await session.close();
    });

    it('lists at most 100 of 5,000 portals with the too-many-results message', async () => {
        const session = await openApp(browser(), { scenario: 'huge-portals' });
        await session.goto('/portals');
        await expect
            .poll(() => session.page.getByRole('heading', { name: '100 portals shown' }).isVisible())
            .toBe(true);
        expect(
            await session.page
                .getByText('There were too many results. Try narrowing the results by entering more filter text.')
                .isVisible()
        ).toBe(true);
        expect(await session.page.getByText('There were more results that could not be shown.').isVisible()).toBe(true);
        await session.page.getByRole('searchbox').fill('zzz no match');
        await expect.poll(() => session.page.getByText('No portals found').isVisible()).toBe(true);
        await session.close();
    });

    it('switches portal from the user menu, clearing the previous portal from the address', async () => {
        // As most people see it: the menu with its transition (every other walk asks for less motion).
        const session = await openApp(browser(), { motion: 'full' });
        await session.goto('/licenses?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe('Licenses');
        await session.page.getByRole('button', { name: 'Account' }).click();
        await session.page.getByRole('menuitem', { name: 'Switch portal' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');
        await session.page.getByRole('button', { name: 'James Carter' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(session.page.url()).search).toBe('?agentId=102');
        await session.close();
    });

    it('remembers the portal on this device', async () => {
        const session = await openApp(browser());
        await session.goto('/?agencyId=201');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        await session.goto('/');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(new URL(session.page.url()).search).toBe('?agencyId=201');
        await session.close();
    });
});

describe('motion', () => {
    /** The durations of the open account menu's transitions, in seconds. */
    const menuTransition = async (motion: 'reduce' | 'full') => {
        const session = await openApp(browser(), { motion });
        await session.goto('/?agentId=101');
        await session.page.getByRole('button', { name: 'Account' }).click();
        const durations = await session.page
            .getByRole('menu')
            .evaluate(menu => getComputedStyle(menu.closest('.MuiPaper-root')!).transitionDuration);
        await session.close();
        return durations.split(',').map(duration => parseFloat(duration));
    };

    it('opens menus at once for a person who asks for less motion, and with their transition otherwise', async () => {
        expect(await menuTransition('reduce')).toSatisfy((durations: number[]) => durations.every(d => d === 0));
        expect(await menuTransition('full')).toSatisfy((durations: number[]) => durations.some(d => d > 0));
    });
});

describe('calls the app sends', () => {
    it('loads the user and the permissions once each, with the XSRF and client id headers', async () => {
        const session = await openApp(browser());
        await session.goto('/?agencyId=201');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        const calls = session.apiRequests.map(request => `${request.method} ${request.url}`);
        const signIn = ['GET /api/user', 'GET /t/agents/my/permissions'];
        expect(calls.filter(call => signIn.includes(call)).sort()).toEqual(signIn);
        // Home's other calls are the dashboard's cards (tests/e2e/dashboard): none of any kind is made twice.
        expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
        expectStandardHeaders(session);
        await session.close();
    });
});

describe('status pages', () => {
    const cases: Array<{
        name: string;
        path: string;
        scenario?: 'not-set-up' | 'api-down' | 'unverified-email';
        heading: string;
        text: string;
    }> = [
        {
            name: 'login error',
            path: '/login-error?type=access_denied&description=Account%20locked',
            heading: 'Sign-in problem',
            text: 'There was an error logging in. Please try again later or reach out to your relationship manager for assistance.',
        },
        {
            name: 'email verification',
            path: '/',
            scenario: 'unverified-email',
            heading: 'Email verification required',
            text: 'verify your email',
        },
        {
            name: 'not a user',
            path: '/',
            scenario: 'not-set-up',
            heading: 'Not a hub user',
            text: 'You are not set up to use the hub. Please reach out to your relationship manager for assistance.',
        },
        {
            name: 'system unavailable',
            path: '/contracts',
            scenario: 'api-down',
            heading: 'System unavailable',
            text: 'The hub is currently unavailable.',
        },
        {
            name: 'unauthorized',
            path: '/contracts?agentId=999',
            heading: 'Access denied',
            text: 'You do not have permission to access the requested agent.',
        },
        {
            name: 'no portal selected',
            path: '/no-portal-selected?agentId=101',
            heading: 'No portal selected',
            text: 'select a portal',
        },
        {
            name: 'producer not found',
            path: '/producer-not-found?agencyId=201',
            heading: 'Producer not found',
            text: 'could not be found',
        },
        {
            name: 'not found',
            path: '/no/such/page?agentId=101',
            heading: 'Page not found',
            text: 'The page you are looking for could not be found.',
        },
    ];

    it.each(cases)('$name', async ({ path, scenario, heading, text }) => {
        const session = await openApp(browser(), { scenario });
        await session.goto(path);
        await expect.poll(() => h1(session).textContent()).toBe(heading);
        expect(await session.page.getByText(text, { exact: false }).first().isVisible()).toBe(true);
        await expectAccessible(session.page);
        await session.close();
    });

    it('login error shows the type and description from the address', async () => {
        const session = await openApp(browser(), { signedIn: false });
        await session.goto('/login-error?type=access_denied&description=Account%20locked');
        // Waits, not isVisible: the page may still be rendering once its calls have answered.
        await session.page.getByText('access_denied').waitFor();
        await session.page.getByText('Account locked').waitFor();
        // Signed out: the header offers to sign in.
        await session.page.getByRole('button', { name: 'Sign in' }).waitFor();
        await session.close();
    });

    it('unauthorized links to the dashboard', async () => {
        const session = await openApp(browser());
        await session.goto('/contracts?agencyId=999');
        await session.page.getByRole('link', { name: 'Go to the dashboard' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Choose a portal');
        await session.close();
    });
});

describe('languages', () => {
    it('switches to Spanish without a reload, keeps it across visits, and back to English', async () => {
        const session = await openApp(browser());
        await session.goto('/preferences?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe('Preferences');
        await session.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
        await session.page.getByRole('combobox', { name: 'Language' }).click();
        await session.page.getByRole('option', { name: 'Español' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Preferencias');
        expect(await session.page.title()).toBe('Preferencias · Producer Hub');
        expect(await session.page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
        expect(await session.page.evaluate(() => document.documentElement.lang)).toBe('es');
        expect(await session.page.getByRole('menuitem').allTextContents()).toContain('Contratos');
        await expectAccessible(session.page);
        await session.goto('/?agentId=101');
        await expect.poll(() => h1(session).textContent()).toBe('Inicio');
        await session.goto('/preferences');
        await session.page.getByRole('combobox', { name: 'Idioma' }).click();
        await session.page.getByRole('option', { name: 'English' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Preferences');
        await session.close();
    });

    it('takes the language from the query string first', async () => {
        const session = await openApp(browser(), { language: 'en' });
        await session.goto('/portals?lng=es');
        await expect.poll(() => h1(session).textContent()).toBe('Elija un portal');
        await expectAccessible(session.page);
        await session.close();
    });

    it('shows the status pages in Spanish', async () => {
        const session = await openApp(browser(), { language: 'es', scenario: 'not-set-up' });
        await session.goto('/');
        await expect.poll(() => h1(session).textContent()).toBe('No es usuario del portal');
        await expectAccessible(session.page);
        await session.close();
    });
});

describe('phone', () => {
    it('is usable at 390 px: no sideways scrolling, the menu opens from the header', async () => {
        const session = await openApp(browser(), { viewport: PHONE });
        await session.goto('/?agencyId=201');
        await expect.poll(() => h1(session).textContent()).toBe('Home');
        expect(await sidewaysScroll(session.page)).toBeLessThanOrEqual(0);
        await session.page.getByRole('button', { name: /open menu/i }).click();
        await session.page.getByRole('menuitem', { name: 'Licenses' }).click();
        await expect.poll(() => h1(session).textContent()).toBe('Licenses');
        await expectAccessible(session.page);
        await session.close();
    });
});
