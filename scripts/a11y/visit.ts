import type { Page } from 'playwright-core';
import { runAxeInPage, type AxeViolation } from '../../tests/e2e/axeInPage';
import { NARROWEST, overflowing, sidewaysScroll, ZOOMED_LAPTOP } from '../../tests/e2e/harness';
import { LAPTOP, type AuditPage } from './pages';

/** WCAG 2.0 to 2.2, A and AA (target-size is 2.2's), and axe's best practices, at every impact. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** A page that is still loading after this is looked at as it is, and said to be so. */
const LOAD_MS = 45_000;

export type Violation = AxeViolation;

export interface LookResult {
    look: string;
    /** CSS pixels the page scrolls sideways; 0 when it fits. */
    sideways: number;
    /** What sticks out past the window when the page scrolls sideways. */
    overflowing: string[];
    cut: string[];
}

export interface PageResult {
    address: string;
    language: string;
    /** What kept the page from being looked at fully: it did not finish loading, a detail had no row. */
    problems: string[];
    axe: Violation[];
    looks: LookResult[];
    images: string[];
    /** Chart series colours and their contrast (inPage chartColours). */
    chartColours: string[];
    /** Fields that say what they ask for (autocomplete), with their labels. */
    fieldPurposes: string[];
    /** The page's title, html lang and sidebar entries in order (inPage pageFacts). */
    facts: PageFacts;
    endlessAnimations: string[];
    /** Keys that changed something with no field focused (English only). */
    keyShortcuts: string[];
}

export interface PageFacts {
    title: string;
    lang: string;
    menu: string[];
}

type Audit = { a11yAudit: Record<string, (...args: unknown[]) => unknown> };

const inPage = <T>(page: Page, look: string, ...args: unknown[]) =>
    page.evaluate(
        ([name, values]) => (window as unknown as Audit).a11yAudit[name as string](...(values as unknown[])),
        [look, args] as const
    ) as Promise<T>;

/** The looks whose colour contrast the whole run has checked, in either language. */
const contrastChecked = new Set<string>();

const runAxe = async (page: Page, only?: string[]): Promise<Violation[]> =>
    runAxeInPage(page, { tags: AXE_TAGS, rules: only, contrastChecked });

/** Transitions that end (a dialog fading in) have ended: a person reads the page once they have. */
const stillNow = (page: Page) =>
    page.evaluate(async () => {
        await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)));
        await Promise.all(
            document
                .getAnimations()
                .filter(animation => animation.effect?.getTiming().iterations !== Infinity)
                .map(animation => animation.finished.catch(() => undefined))
        );
    });

/** Goes to the page, through its list's first matching row for a detail, and waits until its calls are done. */
export const open = async (page: Page, target: AuditPage, problems: string[]) => {
    const settled = async () => {
        await page.waitForLoadState('networkidle', { timeout: LOAD_MS }).catch(() => {
            problems.push(`still loading after ${LOAD_MS / 1000} s`);
        });
        await page
            .locator('h1')
            .first()
            .waitFor({ timeout: LOAD_MS })
            .catch(() => problems.push('no h1 heading'));
        await stillNow(page);
    };
    await page.goto(target.address, { waitUntil: 'domcontentloaded' });
    await settled();
    if (!target.detail) return page.url();
    const pattern = target.detail;
    const href = await page.evaluate(
        source =>
            [...document.querySelectorAll('a[href]')]
                .map(
                    link =>
                        new URL((link as HTMLAnchorElement).href).pathname +
                        new URL((link as HTMLAnchorElement).href).search
                )
                .find(address => new RegExp(source).test(address.split('?')[0])),
        pattern.source
    );
    if (!href) {
        problems.push(`no link matching ${pattern.source}`);
        return page.url();
    }
    await page.goto(href, { waitUntil: 'domcontentloaded' });
    await settled();
    return page.url();
};

const lookAt = async (page: Page, look: string, viewport: { width: number; height: number }, spaced = false) => {
    await page.setViewportSize(viewport);
    if (spaced) await inPage(page, 'spaceText', true);
    await stillNow(page);
    const sideways = await sidewaysScroll(page);
    const result: LookResult = {
        look,
        sideways: Math.max(0, sideways),
        overflowing: sideways > 0 ? (await overflowing(page)).slice(0, 5) : [],
        cut: await inPage<string[]>(page, 'cutText'),
    };
    if (spaced) await inPage(page, 'spaceText', false);
    return result;
};

const STRAY_KEYS = ['a', 's', 'n', 'j', '?', '/', '1'];

/** Each single printable key pressed with nothing focused: any that changes the page is a shortcut. */
const strayKeys = async (page: Page) => {
    const changed: string[] = [];
    for (const key of STRAY_KEYS) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const before = JSON.stringify(await inPage(page, 'pageState'));
        await page.keyboard.press(key);
        await stillNow(page);
        if (JSON.stringify(await inPage(page, 'pageState')) !== before) changed.push(key);
    }
    return changed;
};

/** One page in one language: axe at a laptop's width, then its reflow looks, and target size at 320 px. */
export const visit = async (page: Page, target: AuditPage, language: string): Promise<PageResult> => {
    const problems: string[] = [];
    await page.setViewportSize(LAPTOP);
    const reached = await open(page, target, problems);
    const address = target.detail ? new URL(reached).pathname + new URL(reached).search : target.address;
    const axe = await runAxe(page);
    const images = await inPage<string[]>(page, 'images');
    const chartColours = await inPage<string[]>(page, 'chartColours');
    const fieldPurposes = await inPage<string[]>(page, 'fieldPurposes');
    const facts = await inPage<PageFacts>(page, 'pageFacts');
    const endlessAnimations = await inPage<string[]>(page, 'endlessAnimations');
    const looks = [
        await lookAt(page, '1366 px with WCAG text spacing', LAPTOP, true),
        await lookAt(page, '200% zoom (683 × 384)', ZOOMED_LAPTOP),
        await lookAt(page, '320 px', NARROWEST),
    ];
    // Target size matters most where fingers tap: 2.5.8 again at the narrowest width.
    const narrowTargets = await runAxe(page, ['target-size']);
    const keyShortcuts = language === 'en' ? await strayKeys(page) : [];
    await page.setViewportSize(LAPTOP);
    return {
        address,
        language,
        problems,
        axe: [...axe, ...narrowTargets.map(violation => ({ ...violation, id: `${violation.id} (320 px)` }))],
        looks,
        images,
        chartColours,
        fieldPurposes,
        facts,
        endlessAnimations,
        keyShortcuts,
    };
};
