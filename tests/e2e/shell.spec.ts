import { describe, expect, it } from 'vitest';
import { expectAccessible, openApp, browserPerFile } from './harness';

const browser = browserPerFile();

describe('sign-in loop', () => {
    it('sends a signed-out visitor to the account login and back to where they were', async () => {
        const session = await openApp(browser(), { signedIn: false });
        await session.goto('/licenses?agentId=101');
        expect(new URL(session.page.url()).pathname).toBe('/account/login');
        expect(new URL(session.page.url()).searchParams.get('returnUrl')).toBe('/licenses?agentId=101');
        await session.page.getByRole('button', { name: 'Sign in' }).click();
        await session.page.waitForURL(url => url.pathname === '/licenses');
        await expect.poll(() => session.page.getByRole('heading', { level: 1 }).textContent()).toBe('Licenses');
        expect(new URL(session.page.url()).searchParams.get('agentId')).toBe('101');
        await expectAccessible(session.page);
        await session.close();
    });
});
