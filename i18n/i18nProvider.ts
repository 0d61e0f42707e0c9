import type { I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';
import { catalogueFor, cataloguesVersion, loadLanguage, noteAsked, setActiveLanguage } from './catalogues';
import { browserLanguageSources, detectLanguage, rememberLanguage, type Language } from './language';

const LOCALES = [
    { locale: 'en', name: en.app.languages.en },
    { locale: 'es', name: en.app.languages.es },
];

/** Keys asked for that no catalogue has (the tests fail on any). */
export const missingKeys: string[] = [];

/**
 * react-admin's polyglot provider over the loaded catalogues, rebuilt when an area's texts or a language
 * arrive. The initial language must be loaded first (main.tsx awaits `loadLanguage`), so the first paint is
 * in the user's language with no flash of English.
 */
export const createI18nProvider = (initial: Language = detectLanguage(browserLanguageSources())): I18nProvider => {
    rememberLanguage(initial);
    setActiveLanguage(initial);
    let locale = initial;
    let builtAt = -1;
    let inner: I18nProvider | undefined;
    const current = () => {
        if (!inner || builtAt !== cataloguesVersion()) {
            builtAt = cataloguesVersion();
            inner = polyglotI18nProvider(() => catalogueFor(locale), locale, LOCALES, {
                onMissingKey: (key: string) => {
                    missingKeys.push(key);
                    return key;
                },
            });
        }
        return inner;
    };
    current();
    return {
        translate: (key, options) => {
            noteAsked(key, locale);
            return current().translate(key, options);
        },
        changeLocale: async next => {
            await loadLanguage(next as Language);
            locale = next as Language;
            inner = undefined;
            setActiveLanguage(locale);
            rememberLanguage(locale);
        },
        getLocale: () => locale,
        getLocales: () => LOCALES,
    };
};

export { loadLanguage };
