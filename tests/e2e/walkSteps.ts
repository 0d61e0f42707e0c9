import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import {
    DESKTOP,
    isApiPath,
    overflowing,
    PHONE,
    readToTheEnd,
    sidewaysScroll,
    WAIT_MS,
    type AppSession,
} from './harness';
import { STRESS_SLOWDOWN } from './stress';

/**
 * Folds the side menu if it is open, as a person about to narrow the window would (the app folds it too when
 * the window becomes phone-narrow, src/layout/AppLayout.tsx; the shell walk checks that on its own). The header
 * hides while the page is scrolled down: back to the top first.
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

/** The home page's card calls (each card's own; the shell's and the alerts' go through). */
const DASHBOARD_CARD_CALL =
    /\/(enrollments\/recent|dashboard|producersummary|statements|scopes|accountmanager|eandos|licenses|contracts)$|^\/api\/(content\/calendar|feeds\/news|videos)$/;

/** Each dashboard card's place: its top in the card grid and its height, named by its heading. */
const cardPlaces = (page: Page) =>
    page.evaluate(() => {
        const grid = [...document.querySelectorAll('main *')].find(
            element => getComputedStyle(element).display === 'grid' && element.querySelector('section h2')
        );
        if (!grid) return [];
        const gridTop = grid.getBoundingClientRect().top;
        return [...grid.children].map(card => {
            const box = card.getBoundingClientRect();
            return { card: card.querySelector('h2')?.textContent ?? '', top: box.top - gridTop, height: box.height };
        });
    });

/**
 * Opens the home page with every card's call held (those of the cards below the first screen are asked only once
 * the page is read down to them), looks at where each card is while they wait, then lets the answers through and
 * reads the page to its end: once every card shows its answer, each is where it was and as tall as it was
 * (cards reserve their height while loading, so nothing below moves when an answer arrives). The calls are
 * held by the browser, not delayed by the server: the look at the loading cards never races an answer.
 */
export const expectCardsKeepTheirPlaces = async (session: AppSession, path: string, cards: number) => {
    const { page } = session;
    const held: Route[] = [];
    let holding = true;
    const isCardCall = (url: URL) => DASHBOARD_CARD_CALL.test(url.pathname);
    await page.route(isCardCall, route => (holding ? void held.push(route) : route.continue()));
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect.poll(async () => (await cardPlaces(page)).filter(place => place.card !== '').length).toBe(cards);
    const loading = await cardPlaces(page);
    holding = false;
    await Promise.all(held.map(route => route.continue()));
    await page.unroute(isCardCall);
    await readToTheEnd(page);
    await expect.poll(() => page.locator('main [role="progressbar"]').count()).toBe(0);
    await session.settle();
    const moved = (await cardPlaces(page)).filter((place, index) => {
        const before = loading[index];
        return Math.abs(place.top - before.top) > 1 || Math.abs(place.height - before.height) > 1;
    });
    expect(
        moved.map(
            place =>
                `${place.card}: ${JSON.stringify({ loading: loading.find(before => before.card === place.card), loaded: place })}`
        )
    ).toEqual([]);
};

/** How long a select is given to open its menu before it is pressed again. */
const MENU_OPENS_MS = 5_000 * STRESS_SLOWDOWN;

/**
 * Chooses an option of a select (a combobox whose menu lists options) and waits until its menu has gone: a
 * click on the next field while the menu fades out may land on the menu's backdrop and open nothing, and an
 * accessibility check would see the menu half transparent.
 * On a slow machine a press that lands while the page redraws (a layout following a new window width, a
 * section arriving) can open nothing: the select is pressed again, but only while no menu is open, since a
 * second press on a menu still opening would close it.
 */
export const choose = async (
    page: Page,
    select: Locator | RegExp | string,
    option: string | RegExp,
    { exact = true }: { exact?: boolean } = {}
) => {
    const combobox =
        select instanceof RegExp || typeof select === 'string'
            ? page.getByRole('combobox', { name: select, exact: true })
            : select;
    const menu = page.getByRole('listbox');
    const wanted = menu.getByRole('option', { name: option, exact }).first();
    const givenUpAt = Date.now() + WAIT_MS;
    for (;;) {
        try {
            if ((await menu.count()) === 0) await combobox.click({ timeout: MENU_OPENS_MS });
            await wanted.waitFor({ timeout: MENU_OPENS_MS });
            break;
        } catch (error) {
            if (Date.now() > givenUpAt) throw error;
        }
    }
    await wanted.click();
    await menu.waitFor({ state: 'detached' });
};

/**
 * Presses a send button twice in quick succession, the submission held by the browser until both presses are
 * done: the second press always lands on the form while the first is in flight. Unheld, on a busy machine the
 * answer could come between the presses and the second land on the next page, on whatever is there.
 */
export const pressTwiceWhileSending = async (page: Page, button: Locator) => {
    const held: Route[] = [];
    const isApiCall = (url: URL) => isApiPath(url.pathname);
    const hold = (route: Route) => (route.request().method() === 'GET' ? route.continue() : void held.push(route));
    await page.route(isApiCall, hold);
    await button.dblclick();
    await expect.poll(() => held.length, { message: 'the form sends' }).toBeGreaterThan(0);
    // Released before the handler goes: unrouting hands a call still held on to the next handler.
    await Promise.all(held.map(route => route.fallback()));
    await page.unroute(isApiCall, hold);
};
