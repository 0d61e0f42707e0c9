import { mergeTranslations, type TranslationMessages } from 'react-admin';
import en from './en';
import type { Language } from './language';
import { pageState } from '../src/pageState';

/**
 * The catalogues the app has loaded, by language. English (the fallback) is part of the entry code; Spanish
 * loads only when it is used. Each area's texts load with its pages (`loadAreaTexts`), in English and in the
 * language in use, and are merged under `resources.<area>`; a change of language loads the new language of
 * every area already opened.
 */

export type Messages = Record<string, unknown>;
export type TextLoader = () => Promise<{ default: Messages }>;
export type AreaTexts = Record<Language, TextLoader>;

const shellLoaders: Record<Language, TextLoader> = {
    en: async () => ({ default: en }),
    es: () => import('./es'),
};

const shell: Partial<Record<Language, Messages>> = { en };
const areaTexts = new Map<string, Partial<Record<Language, Messages>>>();
const openedAreas = new Map<string, AreaTexts>();
const merged = new Map<Language, TranslationMessages>();
let version = 0;
let redraws = 0;
let active: Language = 'en';
const listeners = new Set<() => void>();
/** Areas a screen asked a text of before their texts arrived. */
const askedEarly = new Set<string>();

const changed = () => {
    merged.clear();
    version += 1;
};

const redraw = () => {
    redraws += 1;
    listeners.forEach(listener => listener());
};

/** Grows whenever a catalogue arrives, so providers know to rebuild their phrases. */
export const cataloguesVersion = () => version;

/** Grows whenever the texts on screen may read differently: a language arrived, or an area's texts asked early. */
export const redrawsAsked = () => redraws;

const AREA_PREFIX = 'resources.';

/**
 * Notes a text asked in a language whose area's texts have not all arrived. Pages and cards wait for their texts,
 * so an area's arrival redraws every text on screen only when something asked before it came.
 */
export const noteAsked = (key: string, language: Language) => {
    if (!key.startsWith(AREA_PREFIX)) return;
    const end = key.indexOf('.', AREA_PREFIX.length);
    const name = key.slice(AREA_PREFIX.length, end < 0 ? undefined : end);
    const texts = areaTexts.get(name);
    if (!texts?.en || !texts[language]) askedEarly.add(name);
};

/** Hears when the texts on screen must be drawn again; returns the unsubscribe. */
export const onRedrawAsked = (listener: () => void) => {
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
    };
};

/** The language in use: areas opened later load their texts in it. */
export const activeLanguage = () => active;
export const setActiveLanguage = (language: Language) => {
    active = language;
};
pageState.register(() => setActiveLanguage('en'));

const areaLoads = new Map<string, Promise<void>>();

/** Once per area and language, however many ask. A failed load is tried again by the next to ask. */
const loadArea = (name: string, loaders: AreaTexts, language: Language) => {
    const key = `${name}:${language}`;
    let loading = areaLoads.get(key);
    if (!loading) {
        // One record per area, made before any await: two languages loading at once fill the same record.
        const texts = areaTexts.get(name) ?? {};
        areaTexts.set(name, texts);
        loading = loaders[language]().then(
            module => {
                texts[language] = module.default;
                changed();
                if (askedEarly.delete(name)) redraw();
            },
            (error: unknown) => {
                areaLoads.delete(key);
                throw error;
            }
        );
        areaLoads.set(key, loading);
    }
    return loading;
};

/** Loads a language's shell catalogue and the texts of every area opened so far. */
export const loadLanguage = async (language: Language) => {
    const loading = [...openedAreas].map(([name, loaders]) => loadArea(name, loaders, language));
    if (!shell[language]) {
        shell[language] = (await shellLoaders[language]()).default;
        changed();
        redraw();
    }
    await Promise.all(loading);
};

export const isLanguageLoaded = (language: Language) => shell[language] !== undefined;

/** Loads an area's texts in English and in the language in use (its pages call this as they load). */
export const loadAreaTexts = async (name: string, loaders: AreaTexts, language: Language = active) => {
    openedAreas.set(name, loaders);
    await Promise.all([loadArea(name, loaders, 'en'), loadArea(name, loaders, language)]);
};

/**
 * The catalogue of a language: English under it, so a key missing in Spanish falls back instead of showing
 * raw; areas under `resources.<name>`.
 */
export const catalogueFor = (language: Language): TranslationMessages => {
    const cached = merged.get(language);
    if (cached) return cached;
    const layers: Messages[] = [];
    for (const layer of language === 'en' ? (['en'] as const) : (['en', language] as const)) {
        const base = shell[layer];
        if (!base) throw new Error(`The ${layer} catalogue is not loaded: await loadLanguage('${layer}') first`);
        layers.push(base);
        for (const [name, texts] of areaTexts) if (texts[layer]) layers.push({ resources: { [name]: texts[layer] } });
    }
    const catalogue = mergeTranslations(...layers) as TranslationMessages;
    merged.set(language, catalogue);
    return catalogue;
};
