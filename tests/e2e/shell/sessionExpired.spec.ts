import { describe, expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp } from '../harness';

const browser = browserPerFile();

describe('an action whose session expired', () => {
    it('keeps the page, signs in again in a new tab, and the action then works', async () => {
        const session = await openApp(browser());
        const { page, context } = session;
        await session.goto('/licenses?agentId=101');
        await page
            .getByRole('button', { name: /^Files of license/ })
            .first()
            .click();
        const filesDialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /License-/ }) });
        const downloadButton = filesDialog.getByRole('button', { name: /License-/ }).first();
        await downloadButton.waitFor();

        // The session has ended on the server: the file's address answers 401.
        await page.route('**/t/files/*/downloadurl', route => route.fulfill({ status: 401, body: '' }));
        await downloadButton.click();
        const expired = page.getByRole('dialog', { name: 'Your session has expired' });
        await expired.waitFor();
        expect(page.url()).toContain('/licenses?agentId=101');
        expect(await page.getByText('Error downloading file. Please try again later.').count()).toBe(0);
        await expectAccessible(page);

        const opened = context.waitForEvent('page');
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

        // Back on the first tab: nothing was left, and the same action now succeeds.
        await page.unroute('**/t/files/*/downloadurl');
        await expired.getByRole('button', { name: 'Back to the page' }).click();
        await expired.waitFor({ state: 'hidden' });
        const download = page.waitForEvent('download');
        await downloadButton.click();
        expect((await download).suggestedFilename()).toMatch(/^License-.*\.pdf$/);
        await session.close();
    });
});
