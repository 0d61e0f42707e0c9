import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { overflowing, PHONE, sidewaysScroll } from './harness';

/**
 * Narrows an open desktop page to a phone's 390 px, without a new context or a reload. The menu is folded
 * first, as a person with a narrowing window would: react-admin keeps an open sidebar open when the window
 * narrows, as a drawer over the page, and that drawer, mounted without its transition, stays invisible while
 * it hides the page from assistive technology.
 */
export const narrowToPhone = async (page: Page) => {
    await page.getByRole('button', { name: /^(Close menu|Cerrar menú)$/ }).click();
    await page.setViewportSize(PHONE);
};

/** Nothing on the page reaches past the window's right edge: no sideways scroll. */
export const expectFits = async (page: Page) =>
    expect(await sidewaysScroll(page), (await overflowing(page)).join(', ')).toBeLessThanOrEqual(0);
