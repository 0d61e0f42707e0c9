import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, overflowing, PHONE, sidewaysScroll } from './harness';

/**
 * Folds the side menu if it is open, as a person about to narrow the window would: react-admin keeps an open
 * sidebar open when the window narrows, as a drawer over the page, and that drawer, mounted without its
 * transition, stays invisible while it hides the page from assistive technology. The header hides while the
 * page is scrolled down: back to the top first.
 */
export const foldMenu = async (page: Page) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    const menuButton = page.getByRole('button', { name: /^(Close menu|Cerrar menú|Open menu|Abrir menú)$/ });
    await menuButton.waitFor();
    if (/^(Close menu|Cerrar menú)$/.test((await menuButton.getAttribute('aria-label')) ?? '')) {
        await menuButton.click();
        await page.getByRole('button', { name: /^(Open menu|Abrir menú)$/ }).waitFor();
    }
};

/** Narrows an open desktop page to a phone's 390 px, without a new context or a reload, its menu folded first. */
export const narrowToPhone = async (page: Page) => {
    await foldMenu(page);
    await page.setViewportSize(PHONE);
};

/**
 * Nothing on the page reaches past the window's right edge: no sideways scroll. Looked at until it holds, as
 * a resize's new layout (the menu folding away) can take a frame or two to arrive; a failure names what sticks out.
 */
export const expectFits = async (page: Page) => {
    const fits = await expect
        .poll(() => sidewaysScroll(page))
        .toBeLessThanOrEqual(0)
        .then(() => true)
        .catch(() => false);
    if (!fits) expect(await sidewaysScroll(page), (await overflowing(page)).join(', ')).toBeLessThanOrEqual(0);
};

/** The open page fits a phone's 390 px; then the window is desktop-wide again (its menu folded). */
export const expectFitsOnPhone = async (page: Page) => {
    await narrowToPhone(page);
    await expectFits(page);
    await page.setViewportSize(DESKTOP);
};
