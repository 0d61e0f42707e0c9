import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addFaults, browserPerFile, DESKTOP, expectAccessible, openApp, PHONE } from '../harness';

const browser = browserPerFile();

/** WCAG's least contrast for what shows a control's state (the focus ring, a pressed choice). */
const STATE_CONTRAST = 3;

type Rgb = [number, number, number];

const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);

/** A colour laid over another, its transparency mixed in. */
const over = (top: string, below: Rgb): Rgb => {
    const [r, g, b, a = 1] = channels(top);
    return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)];
};

/** The colour seen through layers of backgrounds, listed top first, over a white page. */
const seen = (layers: string[]): Rgb => layers.reduceRight<Rgb>((below, layer) => over(layer, below), [255, 255, 255]);

const luminance = (rgb: Rgb) => {
    const [r, g, b] = rgb.map(value => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (one: Rgb, other: Rgb) => {
    const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
};

/**
 * The backgrounds painted at a point, top first down to the first opaque one, leaving out an element and what it
 * holds (its focus ring is drawn outside it, over what lies there). Runs in the page (see inPage).
 */
const backgroundsAt = (x: number, y: number, leftOut: Element | null) => {
    const layers: string[] = [];
    for (const below of document.elementsFromPoint(x, y)) {
        if (leftOut && (below === leftOut || leftOut.contains(below))) continue;
        const background = getComputedStyle(below).backgroundColor;
        const alpha = Number(background.match(/[\d.]+/g)?.[3] ?? 1);
        if (alpha === 0) continue;
        layers.push(background);
        if (alpha === 1) break;
    }
    return layers;
};

type BackgroundsAt = typeof backgroundsAt;

/** Gives the page backgroundsAt, as `window.backgroundsAt`, for the looks below (once per document). */
const inPage = (page: Page) => page.evaluate(`window.backgroundsAt = ${backgroundsAt.toString()}`);

interface FocusStop {
    name: string;
    /** In the window, once the browser has brought it there. */
    inView: boolean;
    /** The contrast of its focus indicator with what lies right beside it; Infinity for Chromium's own ring. */
    contrast: number;
}

/**
 * Where the focus is and how well its indicator stands out: the theme's outline (its colour against what is
 * painted just outside the element, where the ring is drawn), MUI's focused underline on a text field (against
 * the field's fill), or Chromium's own two-tone ring ('auto', dark and light, visible on any background).
 * Transitions end first: the skip link slides into view when it takes the focus.
 */
const focusStop = async (page: Page): Promise<FocusStop> => {
    await page.evaluate(() =>
        Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)))
    );
    await inPage(page);
    const look = await page.evaluate(() => {
        const { backgroundsAt } = window as unknown as { backgroundsAt: BackgroundsAt };
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const field = element.closest('.MuiInputBase-root.Mui-focused');
        const common = {
            name: `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`,
            inView: box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
        };
        if (style.outlineStyle === 'auto') return { ...common, kind: 'auto' as const };
        if (style.outlineStyle === 'none' && field)
            return {
                ...common,
                kind: 'mark' as const,
                mark: getComputedStyle(field, '::after').borderBottomColor,
                beside: [getComputedStyle(field).backgroundColor, ...backgroundsAt(box.left, box.top, field)],
            };
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0)
            return { ...common, kind: 'none' as const };
        // The ring's middle, above the element (below it when the element touches the window's top).
        const ringMiddle = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
        const ringY = box.top - ringMiddle >= 0 ? box.top - ringMiddle : box.bottom + ringMiddle;
        return {
            ...common,
            kind: 'mark' as const,
            mark: style.outlineColor,
            beside: backgroundsAt(box.left + box.width / 2, ringY, element),
        };
    });
    if (look.kind === 'auto') return { name: look.name, inView: look.inView, contrast: Infinity };
    if (look.kind === 'none') return { name: look.name, inView: look.inView, contrast: 1 };
    const beside = seen(look.beside);
    return { name: look.name, inView: look.inView, contrast: contrast(over(look.mark, beside), beside) };
};

/** What a button's face shows at its middle: its background over those behind it. */
const face = async (page: Page, button: Locator) => {
    await inPage(page);
    return seen(
        await button.evaluate(element => {
            const { backgroundsAt } = window as unknown as { backgroundsAt: BackgroundsAt };
            const box = element.getBoundingClientRect();
            return backgroundsAt(box.left + box.width / 2, box.top + box.height / 2, null);
        })
    );
};

it('by keyboard alone: the skip link first, then every stop of header, menu and page shows where the focus is', async () => {
    const session = await openApp(browser());
    const { page } = session;
    await session.goto('/contracts?agentId=101');
    await page.getByRole('heading', { level: 1, name: 'Contracts' }).waitFor();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('button', { name: 'Skip to content' });
    expect(await skip.evaluate(element => element === document.activeElement)).toBe(true);
    const stops = [await focusStop(page)];
    // Its text readable on what it shows over.
    await expectAccessible(page);

    for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement === document.body)) break;
        stops.push(await focusStop(page));
    }
    expect(stops.length).toBeGreaterThan(20);
    expect(stops.filter(stop => !stop.inView || stop.contrast < STATE_CONTRAST)).toEqual([]);

    // Past the page's last stop, Tab comes round to the skip link, which passes the header and the menu: the
    // next stop is the page's first.
    await page.keyboard.press('Tab');
    expect(await skip.evaluate(element => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Request agent contracts');

    // The pressed choice of a group stands out from the others by more than a hue: its face against theirs.
    const status = page.getByRole('group', { name: 'Contract status' });
    const pressed = await face(page, status.getByRole('button', { pressed: true }));
    const others = await face(page, status.getByRole('button', { pressed: false }).first());
    expect(contrast(pressed, others)).toBeGreaterThanOrEqual(STATE_CONTRAST);
    await session.close();
});

/**
 * Where the focused element is once the page has stopped moving (the header slides back when the page scrolls up),
 * and what covers it, if anything: the header, a toast or a table's header row that stays in place, seen at its
 * middle instead of the element.
 */
const focusedStop = async (page: Page) => {
    // The scroll the focus caused is reported on the next frame, then the header slides (or appears at once).
    await page.evaluate(() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() =>
        Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)))
    );
    return page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const over = seen && !element.contains(seen) ? seen.closest('header, .MuiSnackbar-root, thead') : null;
        const name = `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`;
        const what = { HEADER: 'the header', THEAD: "a table's header row" }[over?.tagName ?? ''] ?? 'a toast';
        return {
            scrolled: window.scrollY,
            inHeader: element.closest('header') !== null,
            covered: over ? `${name} under ${what}` : undefined,
        };
    });
};

it.each([
    ['a laptop', DESKTOP],
    ['a phone', PHONE],
])(
    'on %s, Shift+Tab back up a long page: no stop is hidden under the header that slides back',
    async (_device, viewport) => {
        const session = await openApp(browser(), { viewport });
        const { page } = session;
        await session.goto('/help-requests?agentId=101');
        await page.getByRole('heading', { level: 1, name: 'Help requests' }).waitFor();
        // From the skip link, the first stop, down to the page's last (the footer's), past which Tab comes round
        // to the skip link again.
        const skip = page.getByRole('button', { name: 'Skip to content' });
        const onSkipLink = () => skip.evaluate(element => element === document.activeElement);
        await page.keyboard.press('Tab');
        expect(await onSkipLink()).toBe(true);
        // It shows its words on a phone too, where react-admin draws it as an icon button with no icon.
        expect(
            await skip.evaluate(
                element => element.textContent || getComputedStyle(element, '::after').content.replace(/^"|"$/g, '')
            )
        ).toBe('Skip to content');
        let down = 0;
        do {
            await page.keyboard.press('Tab');
            down += 1;
        } while (down < 200 && !(await onSkipLink()));
        // Then back up, stop by stop, to the header.
        const covered: string[] = [];
        let up = 0;
        for (; up < down; up += 1) {
            await page.keyboard.press('Shift+Tab');
            const stop = await focusedStop(page);
            if (up === 0) expect(stop.scrolled, 'the last stop is far down a long page').toBeGreaterThan(500);
            if (stop.inHeader) break;
            if (stop.covered) covered.push(stop.covered);
        }
        expect(up, 'stops walked back up').toBeGreaterThan(20);
        expect(covered).toEqual([]);
        await session.close();
    }
);

it.each([
    ['a laptop', DESKTOP],
    ['a phone', PHONE],
])('on %s, Tab down a long page while an error toast stays: no stop is hidden under it', async (_device, viewport) => {
    const session = await openApp(browser(), { viewport });
    const { page } = session;
    await session.goto('/scopes?agentId=101');
    await page.getByRole('heading', { level: 1, name: 'Scope of appointments' }).waitFor();
    await addFaults(session, 'PATCH /t/v2/agents/*/scopes/*/request 500');
    // The first SOA's resend fails: its error toast stays until it is closed.
    await page
        .getByRole('button', { name: /^Resend the SOA to / })
        .first()
        .click();
    await page.getByRole('alert').filter({ hasText: 'Failed to resend SOA' }).waitFor();
    const covered: string[] = [];
    let down = 0;
    for (; down < 200; down += 1) {
        await page.keyboard.press('Tab');
        const stop = await focusedStop(page);
        if (stop.inHeader) break;
        if (stop.covered) covered.push(stop.covered);
    }
    expect(down, 'stops walked down').toBeGreaterThan(20);
    expect(covered).toEqual([]);
    await session.close();
});

it.each([
    ["the SOA check's results", '/scopes/check?agentId=101', 'Enrollments and their SOAs'],
    ['the readiness matrix', '/readiness?agentId=101', /^Readiness for plan year /],
])(
    'on a laptop, Shift+Tab up %s: no stop is hidden under the header row that stays in place',
    async (_table, route, name) => {
        const session = await openApp(browser(), { viewport: DESKTOP });
        const { page } = session;
        await session.goto(route);
        const table = page.getByRole('region', { name });
        const stops = table.locator('tbody a[href], tbody button');
        await stops.nth(15).waitFor();
        // From the table's last stop, back up through its rows.
        await table.evaluate(box =>
            [...box.querySelectorAll<HTMLElement>('tbody a[href], tbody button')].at(-1)?.focus()
        );
        const covered: string[] = [];
        let up = 0;
        const inTable = () =>
            table.evaluate(box => box.contains(document.activeElement) && box !== document.activeElement);
        for (; up < 40 && (await inTable()); up += 1) {
            const stop = await focusedStop(page);
            if (stop.covered) covered.push(stop.covered);
            await page.keyboard.press('Shift+Tab');
        }
        expect(up, 'stops walked back up').toBeGreaterThan(15);
        expect(covered).toEqual([]);
        await session.close();
    }
);
