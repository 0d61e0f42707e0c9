import { writeCookie } from '../src/api/cookies';

export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** Name used for the query parameter, the cookie and both storages. */
export const LANGUAGE_KEY = 'lng';

/** Maps "es-MX", "ES", "es_419" to a supported language, or undefined. */
export const toLanguage = (value: string | null | undefined): Language | undefined => {
    const base = value?.trim().toLowerCase().split(/[-_]/)[0];
    return SUPPORTED_LANGUAGES.find(language => language === base);
};

export interface LanguageSources {
    search: string;
    cookie: string;
    localStorage: Pick<Storage, 'getItem'>;
    sessionStorage: Pick<Storage, 'getItem'>;
    navigatorLanguages: readonly string[];
    htmlLang: string;
}

const cookieValue = (cookie: string, name: string) =>
    cookie
        .split('; ')
        .find(part => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);

/**
 * Detection order: query string, cookie, local storage, session storage, browser setting,
 * html tag; the first supported language wins, English otherwise.
 */
export const detectLanguage = (sources: LanguageSources): Language => {
    const candidates: Array<string | null | undefined> = [
        new URLSearchParams(sources.search).get(LANGUAGE_KEY),
        cookieValue(sources.cookie, LANGUAGE_KEY),
        sources.localStorage.getItem(LANGUAGE_KEY),
        sources.sessionStorage.getItem(LANGUAGE_KEY),
        ...sources.navigatorLanguages,
        sources.htmlLang,
    ];
    for (const candidate of candidates) {
        const language = toLanguage(candidate);
        if (language) return language;
    }
    return FALLBACK_LANGUAGE;
};

export const browserLanguageSources = (): LanguageSources => ({
    search: window.location.search,
    cookie: document.cookie,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigatorLanguages: navigator.languages ?? [navigator.language],
    htmlLang: document.documentElement.lang,
});

/** Caches the choice in local storage and a cookie, and tells the page its language. */
export const rememberLanguage = (language: Language): void => {
    localStorage.setItem(LANGUAGE_KEY, language);
    writeCookie(LANGUAGE_KEY, language);
    document.documentElement.lang = language;
};
