import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's minified build: half the source of `axe.source` to send and compile into each checked document. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
    id: string;
    impact: string;
    /** Its WCAG tags only. */
    tags: string[];
    targets: string[];
}

interface AxeInPageOptions {
    tags: string[];
    /** Only these rules, on the whole page, and no contrast pass. */
    rules?: string[];
    checked: string[];
}

/**
 * Runs in the page: page.evaluate sends its source, so it names nothing outside itself, and declares no inner
 * function (tsx's keepNames would wrap it in a `__name` helper the page lacks). An element's colours come from its
 * own classes and inline style and those of its ancestors: two elements with the same chain look alike, so contrast,
 * most of axe's time, is checked only on the first element of each look not in `checked`.
 */
const axeInPage = async ({ tags, rules, checked }: AxeInPageOptions) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const known = new Set(checked);
    const looks: string[] = [];
    const newLooks: Element[] = [];
    for (const element of rules ? [] : document.body.querySelectorAll('*')) {
        if (![...element.childNodes].some(node => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()))
            continue;
        const chain: string[] = [];
        for (let at: Element | null = element; at; at = at.parentElement)
            chain.push(`${at.tagName}.${at.getAttribute('class') ?? ''}[${at.getAttribute('style') ?? ''}]`);
        const look = chain.join('>');
        if (known.has(look)) continue;
        known.add(look);
        looks.push(look);
        newLooks.push(element);
    }
    const results = [
        await axe.run(document, {
            runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
            rules: rules ? {} : { 'color-contrast': { enabled: false } },
            resultTypes: ['violations'],
        }),
        ...(newLooks.length > 0
            ? [
                  await axe.run(
                      { include: newLooks },
                      { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] }
                  ),
              ]
            : []),
    ];
    const violations = results.flatMap(result =>
        result.violations.map((violation): AxeViolation => ({
            id: violation.id,
            impact: violation.impact ?? 'unknown',
            tags: violation.tags.filter(tag => /^wcag\d/.test(tag)),
            targets: violation.nodes.map(node => node.target.join(' ')),
        }))
    );
    return { looks, violations };
};

/**
 * axe.run in the page itself (the app has no frames), axe injected once per document, node details for violations
 * only. `contrastChecked` holds the looks already checked for contrast and gains the new ones.
 */
export const runAxeInPage = async (
    page: Page,
    { tags, rules, contrastChecked }: { tags: string[]; rules?: string[]; contrastChecked: Set<string> }
): Promise<AxeViolation[]> => {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const { looks, violations } = await page.evaluate(axeInPage, { tags, rules, checked: [...contrastChecked] });
    for (const look of looks) contrastChecked.add(look);
    return violations;
};
