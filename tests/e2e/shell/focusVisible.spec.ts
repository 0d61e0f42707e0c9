import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserPerFile, expectAccessible, openApp } from '../harness';

const browser = browserPerFile();

/** WCAG's least contrast for what shows a state of a control (the focus ring among them). */
const RING_CONTRAST = 3;

interface FocusStop {
    name: string;
    /** In the window, once the browser has brought it there. */
    inView: boolean;
    /** The contrast of its focus indicator with what lies right beside it; Infinity for Chromium's own ring. */
    contrast: number;
}

/**
 * Where the focus is and how well its indicator stands out: the theme's outline (its colour against the colours
 * painted just outside the element, where the ring is drawn), MUI's focused underline on a text field (against
 * the field's fill), or Chromium's own two-tone ring ('auto', dark and light, visible on any background).
 * Transitions end first: the skip link slides into view when it takes the focus.
 */
const focusStop = async (page: Page): Promise<FocusStop> => {
    await page.evaluate(() =>
        Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)))
    );
    return page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
        const over = (top: string, below: number[]) => {
            const [r, g, b, a = 1] = channels(top);
            return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a)];
        };
        const luminance = (rgb: number[]) => {
            const [r, g, b] = rgb.map(value => {
                const c = value / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const contrast = (one: number[], other: number[]) => {
            const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
            return (light + 0.05) / (dark + 0.05);
        };
        /** The colour painted at a point by everything there but the focused element: backgrounds, top down. */
        const paintedAt = (x: number, y: number) => {
            const layers: string[] = [];
            for (const below of document.elementsFromPoint(x, y)) {
                if (below === element || element.contains(below)) continue;
                const background = getComputedStyle(below).backgroundColor;
                if ((channels(background)[3] ?? 1) === 0) continue;
                layers.push(background);
                if ((channels(background)[3] ?? 1) === 1) break;
            }
            return layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255]);
        };
        const box = element.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
        const name = `${element.tagName} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`;
        const style = getComputedStyle(element);
        if (style.outlineStyle === 'auto') return { name, inView, contrast: Infinity };
        const field = element.closest('.MuiInputBase-root.Mui-focused');
        if (style.outlineStyle === 'none' && field) {
            const underline = getComputedStyle(field, '::after').borderBottomColor;
            const fill = over(getComputedStyle(field).backgroundColor, paintedAt(box.left, box.top));
            return { name, inView, contrast: contrast(over(underline, fill), fill) };
        }
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) return { name, inView, contrast: 1 };
        // The ring's middle, above the element (below it when the element touches the window's top).
        const ringMiddle = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth) / 2;
        const ringY = box.top - ringMiddle >= 0 ? box.top - ringMiddle : box.bottom + ringMiddle;
        const beside = paintedAt(box.left + box.width / 2, ringY);
        return { name, inView, contrast: contrast(over(style.outlineColor, beside), beside) };
    });
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
    expect(stops.filter(stop => !stop.inView || stop.contrast < RING_CONTRAST)).toEqual([]);

    // Past the page's last stop, Tab comes round to the skip link, which passes the header and the menu: the
    // next stop is the page's first.
    await page.keyboard.press('Tab');
    expect(await skip.evaluate(element => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Request agent contracts');
    await session.close();
});
