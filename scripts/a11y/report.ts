import { execSync } from 'node:child_process';
import type { WalkResult } from './keyboard';
import type { SourceFinding } from './sourceScan';
import { stampLines, type RunStamp } from './stamp';
import type { PageResult } from './visit';

interface AuditRun {
    /** The product, its version, the run's day and commit, as the report's heading carries them. */
    stamp: RunStamp;
    /** What the sortable header's hint did (components.ts hoverHint). */
    hint: string[];
    /** What the first page's Date said: the day the demo data was built for. */
    pageClock: string;
    /** Page addresses audited (a detail counts once). */
    addresses: number;
    pages: PageResult[];
    walks: WalkResult[];
    source: SourceFinding[];
    seconds: number;
}

export const commit = () => {
    try {
        const hash = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
        const changed = execSync('git status --porcelain -- src mocks', { encoding: 'utf8' }).trim() !== '';
        return changed ? `${hash} with uncommitted changes to src/ or mocks/` : hash;
    } catch {
        return 'unknown (not a git checkout)';
    }
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const where = (result: PageResult) => `${result.language} ${result.address}`;
const list = (items: string[], most = 6) =>
    items.length <= most ? items.join('; ') : `${items.slice(0, most).join('; ')}; and ${items.length - most} more`;

/** Each key's places, in first-seen order. */
const grouped = <T>(entries: Array<[string, T]>) => {
    const groups = new Map<string, T[]>();
    for (const [key, value] of entries) groups.set(key, [...(groups.get(key) ?? []), value]);
    return [...groups];
};

const axeSection = (pages: PageResult[]) => {
    const byRule = grouped(
        pages.flatMap(result =>
            result.axe.map(
                violation =>
                    [violation.id, { result, violation }] as [
                        string,
                        { result: PageResult; violation: (typeof result.axe)[number] },
                    ]
            )
        )
    );
    if (byRule.length === 0) return ['No axe violation at any impact on any page.'];
    return [
        '| Rule | Impact | WCAG tags | Pages | Elements | Where (first pages, first elements) |',
        '| --- | --- | --- | --- | --- | --- |',
        ...byRule.map(([id, found]) => {
            const elements = found.flatMap(({ violation }) => violation.targets);
            return `| ${id} | ${found[0].violation.impact} | ${found[0].violation.tags.join(', ') || 'best practice'} | ${found.length} | ${elements.length} | ${cell(
                list(
                    found.map(({ result }) => where(result)),
                    4
                )
            )}: ${cell(list([...new Set(elements)], 3))} |`;
        }),
    ];
};

const reflowSection = (pages: PageResult[]) => {
    const looks = [...new Set(pages.flatMap(result => result.looks.map(look => look.look)))];
    return looks.flatMap(name => {
        const at = pages.flatMap(result =>
            result.looks.filter(look => look.look === name).map(look => ({ result, look }))
        );
        const sideways = at.filter(({ look }) => look.sideways > 0);
        const cut = grouped(
            at.flatMap(({ result, look }) => look.cut.map(text => [text, where(result)] as [string, string]))
        );
        return [
            `### ${name}`,
            '',
            sideways.length === 0
                ? `Nothing scrolls sideways on any of the ${at.length} page looks.`
                : `Scrolls sideways: ${sideways.map(({ result, look }) => `${where(result)} by ${look.sideways} px (${cell(list(look.overflowing, 3))})`).join('; ')}.`,
            '',
            cut.length === 0
                ? 'No text cut by an ellipsis or a line clamp.'
                : `Text cut by an ellipsis or a line clamp (${cut.length} distinct):`,
            ...cut.map(([text, places]) => `- ${text}: ${list([...new Set(places)], 3)}`),
            '',
        ];
    });
};

const walkSection = (walks: WalkResult[]) => [
    '| Page | Width | Stops | Came round to the skip link | Findings |',
    '| --- | --- | --- | --- | --- |',
    ...walks.map(
        result =>
            `| ${result.address} | ${result.width} | ${result.stops} | ${result.cameRound ? 'yes' : 'no (longer than the walk)'} | ${cell(list([...result.problems, ...result.findings], 8)) || 'none'} |`
    ),
];

const portalType = (result: PageResult) =>
    result.address.includes('agencyId=') ? 'agency' : result.address.includes('agentId=') ? 'agent' : 'no portal';

/** 2.4.2, 3.1.1, 3.2.3 and 3.2.6: each page's title and language, and whether the sidebar is one list throughout. */
const factsSection = (pages: PageResult[]) => {
    const looked = pages.filter(result => result.facts.title !== '' || result.facts.lang !== '');
    const titles = grouped(looked.map(result => [result.facts.title, where(result)] as [string, string]));
    const bare = looked.filter(result => !result.facts.title.includes(' · '));
    const wrongLang = looked.filter(result => result.facts.lang !== result.language);
    const menus = grouped(
        looked
            .filter(result => result.facts.menu.length > 0)
            .map(
                result =>
                    [`${result.language}, ${portalType(result)}: ${result.facts.menu.join(' > ')}`, where(result)] as [
                        string,
                        string,
                    ]
            )
    );
    const noMenu = looked.filter(result => result.facts.menu.length === 0);
    return [
        `Titles (${titles.length} distinct over ${looked.length} visits):`,
        ...titles.map(([title, places]) => `- "${title}": ${list(places, 3)}`),
        '',
        bare.length === 0
            ? 'Every title names its page before the product.'
            : `Titles without their page's name: ${list(bare.map(where), 10)}.`,
        '',
        wrongLang.length === 0
            ? `\`<html lang>\` was the page's language on all ${looked.length} visits.`
            : `\`<html lang>\` other than the page's language: ${wrongLang.map(result => `${where(result)} (${result.facts.lang || 'none'})`).join('; ')}.`,
        '',
        'Sidebar entries, in order, by language and portal type (one line each means the same list on every page):',
        ...menus.map(([entries, places]) => `- ${entries} (${places.length} pages)`),
        ...(noMenu.length > 0 ? [`- No sidebar: ${list(noMenu.map(where), 6)}`] : []),
    ];
};

/** The audit's findings as Markdown: what docs/accessibility.md cites. */
export const writeReport = ({ stamp, hint, pageClock, addresses, pages, walks, source, seconds }: AuditRun) => {
    const languages = new Set(pages.map(result => result.language)).size;
    const problems = pages.filter(result => result.problems.length > 0);
    const shortcuts = pages.filter(result => result.keyShortcuts.length > 0);
    const images = [...new Set(pages.flatMap(result => result.images))];
    const purposes = grouped(
        pages.flatMap(result => result.fieldPurposes.map(purpose => [purpose, where(result)] as [string, string]))
    );
    const charts = [...new Set(pages.flatMap(result => result.chartColours))];
    const endless = grouped(
        pages.flatMap(result =>
            result.endlessAnimations.map(animation => [animation, where(result)] as [string, string])
        )
    );
    return [
        '# Accessibility audit (generated)',
        '',
        ...stampLines(stamp),
        '',
        `Written by \`npm run audit:a11y\` (scripts/a11y/audit.ts) in ${seconds} s; do not edit by hand.`,
        'docs/accessibility.md says what each finding means for a WCAG criterion, and names these sections.',
        '',
        `${addresses} page addresses × ${languages} languages = ${pages.length} page visits, as agent 101 and agency`,
        "201 on the demo's default data, in Chromium with full motion.",
        '',
        `The pages' clock said ${pageClock}.`,
        '',
        problems.length === 0
            ? 'Every page loaded and was looked at fully.'
            : `Not looked at fully: ${problems.map(result => `${where(result)} (${result.problems.join(', ')})`).join('; ')}.`,
        '',
        '## axe (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa, best-practice; every impact)',
        '',
        'At 1366 × 768; "(320 px)" rules are target-size again at 320 × 640.',
        '',
        ...axeSection(pages),
        '',
        '## Reflow, zoom and text spacing',
        '',
        ...reflowSection(pages),
        '## Keyboard: Tab to the end of the page, then Shift+Tab back',
        '',
        ...walkSection(walks),
        '',
        '## Single keys pressed with nothing focused (English pages)',
        '',
        shortcuts.length === 0
            ? `None of ${pages.filter(result => result.language === 'en').length} pages changed its address, focus, dialogs or menus on a, s, n, j, ?, / or 1.`
            : shortcuts.map(result => `- ${where(result)}: ${result.keyShortcuts.join(' ')}`).join('\n'),
        '',
        '## Titles, page language and the sidebar',
        '',
        ...factsSection(pages),
        '',
        '## Content on hover, and what fields ask for',
        '',
        ...hint.map(line => `- ${line}`),
        '',
        purposes.length === 0 ? 'No field says what it asks for (autocomplete).' : 'Fields that say what they ask for:',
        ...purposes.map(([purpose, places]) => `- ${purpose}: ${list([...new Set(places)], 3)}`),
        '',
        '## Images, media and animations',
        '',
        images.length === 0
            ? 'No img, canvas or svg with role img.'
            : `Images, drawings and media: ${cell(list(images, 20))}.`,
        '',
        charts.length === 0 ? 'No chart drawn.' : 'Chart colours:',
        ...charts.map(line => `- ${line}`),
        '',
        endless.length === 0
            ? 'No animation runs without end once a page has loaded.'
            : 'Animations that still run without end once a page has loaded:',
        ...endless.map(([animation, places]) => `- ${animation}: ${list([...new Set(places)], 3)}`),
        '',
        "## In the portal's source (src/, resources/ and the built style sheets)",
        '',
        ...source.map(
            finding =>
                `- ${finding.criterion}, ${finding.what}: ${finding.where.length === 0 ? 'none' : list(finding.where, 10)}`
        ),
        '',
    ].join('\n');
};
