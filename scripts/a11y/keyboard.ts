import type { Page } from 'playwright-core';
import { open } from './visit';

/** Past this many stops a walk ends: a page with more is said to be longer, not a trap. */
const MOST_STOPS = 150;

interface Stop {
    atBody?: boolean;
    name?: string;
    skipLink?: boolean;
    inView?: boolean;
    coveredBy?: string;
    ring?: boolean;
    inFrame?: boolean;
}

export interface WalkResult {
    address: string;
    width: number;
    /** Stops from the skip link down to the page's last, or MOST_STOPS. */
    stops: number;
    /** Tab came back round to the skip link (no trap on the way). */
    cameRound: boolean;
    findings: string[];
    problems: string[];
}

const stopHere = (page: Page) =>
    page.evaluate(() =>
        (window as unknown as { a11yAudit: { focusStop: () => Promise<unknown> } }).a11yAudit.focusStop()
    ) as Promise<Stop>;

interface PageState {
    address: string;
    focused: string;
    dialogs: number;
}

const stateHere = (page: Page) =>
    page.evaluate(() =>
        (window as unknown as { a11yAudit: { pageState: () => PageState } }).a11yAudit.pageState()
    ) as Promise<PageState>;

/** 3.2.1: a stop that, by taking the focus alone, changed the address or opened a dialog or a menu. */
const changedOnFocus = (before: PageState, after: PageState, way: string) => [
    ...(after.address !== before.address
        ? [`${way}: focus on ${after.focused} changed the address to ${after.address}`]
        : []),
    ...(after.dialogs > before.dialogs ? [`${way}: focus on ${after.focused} opened a dialog or menu`] : []),
];

const findingsAt = (stop: Stop, way: string) => {
    if (stop.atBody || stop.inFrame) return [];
    const found: string[] = [];
    if (!stop.inView) found.push(`${way}: ${stop.name} out of view`);
    if (stop.coveredBy) found.push(`${way}: ${stop.name} under ${stop.coveredBy}`);
    if (!stop.ring) found.push(`${way}: ${stop.name} shows no outline, shadow or focused state (look on screen)`);
    return found;
};

/**
 * Tab from the top of the page to its last stop (until the skip link comes round), then Shift+Tab back up as
 * many stops: every stop in view, not under the header, a toast or a table's header row, and marked, and none
 * that changes the address or opens a dialog by taking the focus.
 */
export const walk = async (page: Page, address: string): Promise<WalkResult> => {
    const problems: string[] = [];
    await open(page, { address }, problems);
    await page.evaluate(() => window.scrollTo(0, 0));
    const findings: string[] = [];
    let stops = 0;
    let cameRound = false;
    let state = await stateHere(page);
    for (; stops < MOST_STOPS; stops += 1) {
        await page.keyboard.press('Tab');
        const stop = await stopHere(page);
        const now = await stateHere(page);
        findings.push(...changedOnFocus(state, now, 'Tab'));
        state = now;
        if (stops > 0 && stop.skipLink) {
            cameRound = true;
            break;
        }
        findings.push(...findingsAt(stop, 'Tab'));
    }
    for (let up = 0; up < stops; up += 1) {
        await page.keyboard.press('Shift+Tab');
        const stop = await stopHere(page);
        const now = await stateHere(page);
        findings.push(...changedOnFocus(state, now, 'Shift+Tab'), ...findingsAt(stop, 'Shift+Tab'));
        state = now;
    }
    const { width } = page.viewportSize() ?? { width: 0 };
    return { address, width, stops, cameRound, findings: [...new Set(findings)], problems };
};
