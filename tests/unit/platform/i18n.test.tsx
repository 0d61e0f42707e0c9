import { screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en';
import es from '../../../i18n/es';
import raSpanish from '../../../i18n/ra-es';
import englishMessages from 'ra-language-english';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { DEFAULT_AGENCIES, DEFAULT_AGENTS, generatedPortals } from '../../../mocks/db/users';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp } from '../harness';
import { contractsOf, downlineAgentsOf } from '../../../mocks/db/portfolio';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { statementsOf } from '../../../mocks/db/statements';
import { helpRequestsOf } from '../../../mocks/db/help-requests';
import { AREA_TEXTS, AREAS } from '../../../resources';
import { server } from '../../../mocks/node';
import type { Scenario } from '../../../mocks/scenarios';

type Tree = { [key: string]: string | Tree };

const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
    const result = new Map<string, string>();
    for (const [key, value] of Object.entries(tree)) {
        const path = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') result.set(path, value);
        else leaves(value, path).forEach((text, nested) => result.set(nested, text));
    }
    return result;
};

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(match => match[1]).sort();

/** A language's whole catalogue: the shell's plus every area's under `resources.<name>`, as the app merges them. */
const wholeCatalogue = async (language: 'en' | 'es') => {
    const areas = await Promise.all(
        AREA_TEXTS.map(area => area.texts[language]().then(texts => [area.name, texts.default]))
    );
    return {
        ...(language === 'en' ? en : es),
        resources: Object.fromEntries(areas),
    } as unknown as Tree;
};

describe('text catalogues', async () => {
    const english = leaves(await wholeCatalogue('en'));
    const spanish = leaves(await wholeCatalogue('es'));

    it('give every area with pages its own texts', () => {
        for (const area of AREAS.filter(area => area.api)) expect(area.texts, area.name).toBeDefined();
    });

    it('have the same keys in English and Spanish', () => {
        expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it("complete react-admin's own messages in Spanish for the installed version", () => {
        expect([...leaves(raSpanish as unknown as Tree).keys()].sort()).toEqual(
            [...leaves(englishMessages as unknown as Tree).keys()].sort()
        );
    });

    it('keep the placeholders of every message, and translate them', () => {
        const sameAsEnglish: string[] = [];
        for (const [key, text] of english) {
            const translated = spanish.get(key)!;
            // Spanish orders the unauthorized sentence its own way instead of reusing the English prefix.
            if (!key.startsWith('app.status.unauthorizedType.'))
                expect(placeholders(translated), key).toEqual(placeholders(text));
            expect(translated.split('||||').length, key).toBe(text.split('||||').length);
            if (translated === text && text.replace(/%\{\w+\}/g, '').trim().length > 12) sameAsEnglish.push(key);
        }
        // Long texts identical in both languages were not translated.
        expect(sameAsEnglish).toEqual([]);
    });

    it("quote the product's own messages word for word in English", () => {
        const texts = new Set(english.values());
        for (const quoted of [
            'Something went wrong. Please try again later.',
            'There was an error logging in. Please try again later or reach out to your relationship manager for assistance.',
            'There was an error loading your profile.',
            'You are not set up to use the hub. Please reach out to your relationship manager for assistance.',
            'The hub is currently unavailable.',
            'The page you are looking for could not be found.',
            'Unable to retrieve agent details.',
            'You do not have permission to access the requested',
            'Error downloading file. Please try again later.',
            'There were too many results. Try narrowing the results by entering more filter text.',
            'There were more results that could not be shown.',
            'No portals found',
            'No policies to export',
            'Only PDF files are supported',
            'Oops, something went wrong, try again later',
        ]) {
            expect(texts.has(quoted), quoted).toBe(true);
        }
    });
});

/**
 * Renders a page with every translation wrapped in ⟦ ⟧: any visible text outside the brackets that is not
 * fixture data (portal names, the user's email) was written into a component as a literal.
 */
const markingProvider = (): I18nProvider => {
    const real = createI18nProvider('en');
    return { ...real, translate: (key, options) => `⟦${real.translate(key, options)}⟧` };
};

const many = generatedPortals(90, 60);
const DATA = new Set([
    ...Object.values(DEFAULT_AGENTS),
    ...Object.values(DEFAULT_AGENCIES),
    ...Object.values(many.ViewableAgentList),
    ...Object.values(many.ViewableAgencyList),
    'Dana Demo',
    'dana.demo@example.com',
    // MUI pagination's ellipsis between page numbers.
    '…',
    // Language names in the language menu come from the catalogue (app.languages) as plain names.
    ...Object.values(en.app.languages),
]);

// Markup signs too: server HTML (alert bodies) arrives as data with its tags.
const WORD_BREAKS = /[\s,·()/:.–<>-]+/;

/** Words the product API sent during the test: data, shown as it came (names, numbers, abbreviations). */
const answeredWords = new Set<string>();
const wordsOf = (value: unknown): void => {
    if (typeof value === 'string' || typeof value === 'number')
        String(value)
            .split(WORD_BREAKS)
            .forEach(word => answeredWords.add(word));
    else if (value && typeof value === 'object')
        Object.entries(value).forEach(([key, item]) => (wordsOf(key), wordsOf(item)));
};
server.events.on('response:mocked', async ({ response }) => {
    if (response.headers.get('Content-Type')?.includes('json'))
        wordsOf(
            await response
                .clone()
                .json()
                .catch(() => null)
        );
});

/** Month names Intl writes into dates, in both languages. */
const MONTHS = new Set(
    ['en', 'es'].flatMap(locale =>
        ['short', 'long'].flatMap(month =>
            Array.from({ length: 12 }, (_, index) =>
                new Intl.DateTimeFormat(locale, { month: month as 'short' | 'long' }).format(new Date(2024, index, 15))
            )
        )
    )
);

/** The day periods Intl writes into times (AM, p. m.), in both languages. */
const DAY_PERIODS = new Set(
    ['en', 'es'].flatMap(locale =>
        [9, 15].flatMap(hour =>
            new Intl.DateTimeFormat(locale, { timeStyle: 'short' })
                .formatToParts(new Date(2024, 0, 15, hour))
                .filter(part => part.type === 'dayPeriod')
                .flatMap(part => part.value.split(WORD_BREAKS))
        )
    )
);

/** Text made only of data words, numbers, dates and punctuation (a joined list of abbreviations, a date). */
const isData = (text: string) =>
    text
        .split(WORD_BREAKS)
        .filter(Boolean)
        .every(
            word => answeredWords.has(word) || MONTHS.has(word) || DAY_PERIODS.has(word) || /^[+−]?[\d.$%]+$/.test(word)
        );

/**
 * Text that is one marked translation as a whole (its outer mark closes only at its end): a translation with
 * elements in its placeholders (`TranslatedWith`) is several text nodes under one element.
 */
const isOneTranslation = (text: string) => {
    if (!text.startsWith('⟦') || !text.endsWith('⟧')) return false;
    const chars = [...text];
    let depth = 0;
    for (const [index, char] of chars.entries()) {
        if (char === '⟦') depth += 1;
        else if (char === '⟧') depth -= 1;
        if (depth === 0 && index < chars.length - 1) return false;
    }
    return depth === 0;
};

const literalTexts = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // react-admin keeps an empty helper line's height with a zero-width space: no text anyone reads.
        const text = node.textContent?.replace(/\u200b/g, '').trim() ?? '';
        if (
            !text ||
            DATA.has(text) ||
            isData(text) ||
            node.parentElement?.closest('[aria-hidden="true"], style, script')
        )
            continue;
        if (!/^⟦[\s\S]*⟧$/.test(text) && !isOneTranslation(node.parentElement?.textContent?.trim() ?? ''))
            found.push(text);
    }
    return found;
};

/** A record each area's detail page can show, from the demo fixtures. */
const SAMPLE_IDS: Record<string, (portal: 'agent' | 'agency') => string> = {
    contracts: portal => String(contractsOf(portal, portal === 'agent' ? AGENT_MARIA.id : AGENCY_SUNSHINE.id)[0].Id),
    producers: () => downlineAgentsOf(AGENCY_SUNSHINE.id)[0].AgentId,
    enrollments: portal =>
        String(enrollmentsOf(portal, portal === 'agent' ? AGENT_MARIA.id : AGENCY_SUNSHINE.id)[0].PolicyId),
    statements: portal =>
        String(statementsOf(portal, portal === 'agent' ? AGENT_MARIA.id : AGENCY_SUNSHINE.id)[0].PaymentRunId),
    'help-requests': portal =>
        String(helpRequestsOf(portal, portal === 'agent' ? AGENT_MARIA.id : AGENCY_SUNSHINE.id)[0].Id),
};

describe('no literal texts in components', () => {
    interface MarkedPage {
        path: string;
        name: string;
        scenario?: Scenario;
        portal?: 'agent' | 'agency';
    }
    const pages: MarkedPage[] = [
        { path: '/', name: 'home (agent)', portal: 'agent' },
        { path: '/', name: 'home (agency)', portal: 'agency' },
        { path: '/portals', name: 'portal selection, two lists' },
        { path: '/portals', name: 'portal selection, search', scenario: 'many-portals' },
        { path: '/preferences', name: 'preferences', portal: 'agent' },
        { path: '/login-error?type=access_denied&description=Denied', name: 'login error' },
        { path: '/email-verification-required', name: 'email verification' },
        { path: '/unrecognized-user', name: 'not a user' },
        { path: '/system-unavailable', name: 'system unavailable' },
        { path: '/unauthorized-portal?type=agency', name: 'unauthorized' },
        { path: '/no-portal-selected', name: 'no portal selected', portal: 'agent' },
        { path: '/producer-not-found', name: 'producer not found', portal: 'agency' },
        { path: '/somewhere/else', name: 'not found', portal: 'agent' },
        // Every page of every area, for a portal type it is meant for.
        ...AREAS.flatMap(area =>
            area.routes
                .filter(route => route.path !== '*')
                .map(route => {
                    const portal = route.portalType ?? 'agent';
                    const path = `/${area.name}${route.path ? `/${route.path}` : ''}`.replace(
                        ':id',
                        SAMPLE_IDS[area.name]?.(portal) ?? '1'
                    );
                    return { path, name: `${area.name} ${route.path || 'index'} (${portal})`, portal };
                })
        ),
    ];

    it.each(pages)('$name', async ({ path, scenario = 'default', portal }) => {
        renderApp(path, {
            scenario,
            portal: portal && (portal === 'agent' ? AGENT_MARIA : AGENCY_SUNSHINE),
            i18nProvider: markingProvider(),
        });
        await screen.findByRole('heading', { level: 1 });
        // The page's data has arrived: its texts are on screen too, not only the heading.
        await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
        expect(literalTexts()).toEqual([]);
    });
});
