import { expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { browserPerFile, openApp } from '../harness';

const browser = browserPerFile();

/**
 * The label's contrast with what is behind it, as a person sees it: each colour laid over the ones under it (a
 * disabled button's label and background are translucent) down to the page's opaque background.
 */
const labelContrast = (button: Locator) =>
    button.evaluate(element => {
        const parse = (css: string) => {
            const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
            return { r, g, b, a };
        };
        type Colour = ReturnType<typeof parse>;
        const over = (top: Colour, under: Colour): Colour => ({
            r: top.r * top.a + under.r * (1 - top.a),
            g: top.g * top.a + under.g * (1 - top.a),
            b: top.b * top.a + under.b * (1 - top.a),
            a: 1,
        });
        const layers: Colour[] = [];
        for (let node: Element | null = element; node; node = node.parentElement) {
            const layer = parse(getComputedStyle(node).backgroundColor);
            if (layer.a > 0) layers.push(layer);
            if (layer.a === 1) break;
        }
        const background = layers.reduceRight<Colour>((under, top) => over(top, under), {
            r: 255,
            g: 255,
            b: 255,
            a: 1,
        });
        const label = over(parse(getComputedStyle(element).color), background);
        const luminance = ({ r, g, b }: Colour) => {
            const channel = (value: number) => {
                const c = value / 255;
                return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
            };
            return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
        };
        const [light, dark] = [luminance(label), luminance(background)].sort((a, b) => b - a);
        return Math.round(((light + 0.05) / (dark + 0.05)) * 100) / 100;
    });

// axe leaves disabled controls out of its contrast check (WCAG exempts them); their labels are read all the same.
it('a disabled button’s label (the note’s Send until a note is typed) reads at 4.5:1, whichever scheme the system asks for', async () => {
    const session = await openApp(browser());
    const { page } = session;
    await session.goto('/help-requests?agentId=101');
    const table = page.getByRole('table', { name: 'Help requests' });
    await table.getByRole('row').nth(1).getByRole('link').click();
    const send = page.getByRole('button', { name: 'Send note' });
    await send.waitFor();
    expect(await send.isDisabled()).toBe(true);
    for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        // The look has settled: no transition between colours is running.
        await expect.poll(() => send.evaluate(element => element.getAnimations().length)).toBe(0);
        expect(await labelContrast(send), colorScheme).toBeGreaterThanOrEqual(4.5);
    }
    await session.close();
});

// The tabs are reused from session to session: the scheme the test above asked for must not reach the next one.
it('a session after one that asked for the dark scheme starts in the light one, as a new tab does', async () => {
    const session = await openApp(browser());
    await session.goto('/privacy');
    expect(await session.page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(false);
    await session.close();
});
