import type { Page } from 'playwright-core';
import { open } from './visit';

/** A list whose sortable headers carry the portal's one hint that shows on hover or focus. */
const HINT_PAGE = '/producers?agencyId=201';

/**
 * 1.4.13 on the hint a sortable header shows: it appears on hover, stays while the pointer moves onto it, and
 * Escape closes it without moving the pointer or the focus, both with the pointer on the header and on the hint.
 */
export const hoverHint = async (page: Page) => {
    const problems: string[] = [];
    await open(page, { address: HINT_PAGE }, problems);
    const header = page.locator('thead .MuiTableSortLabel-root').first();
    if ((await header.count()) === 0) return [...problems, `no sortable header on ${HINT_PAGE}`];
    const hint = page.getByRole('tooltip');
    const within = (state: 'visible' | 'hidden') =>
        hint
            .waitFor({ state, timeout: 5_000 })
            .then(() => true)
            .catch(() => false);
    const found: string[] = [];
    // Escape with the pointer still on the header, then again with the pointer moved onto the hint.
    for (const onHint of [false, true]) {
        await page.mouse.move(0, 0);
        await within('hidden');
        await header.hover();
        if (!(await within('visible'))) return [...problems, `${HINT_PAGE}: no hint on hovering a sortable header`];
        const box = await hint.boundingBox();
        if (onHint && box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
        const stays = onHint ? await hint.isVisible() : true;
        await page.keyboard.press('Escape');
        const closes = await within('hidden');
        found.push(
            onHint
                ? `pointer moved onto the hint: it ${stays ? 'stays' : 'goes'}; Escape ${closes ? 'closes' : 'does not close'} it`
                : `pointer on the header: Escape ${closes ? 'closes' : 'does not close'} the hint`
        );
    }
    return [...problems, `${HINT_PAGE}, a sortable header's hint on hover: ${found.join('; ')}`];
};
