import { mergeTranslations, type I18nProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import en from './en';
import es from './es';
import { browserLanguageSources, detectLanguage, rememberLanguage, type Language } from './language';

// Spanish is merged over English so that a key missing in Spanish falls back instead of showing raw.
const catalogues: Record<Language, typeof en> = { en, es: mergeTranslations(en, es) as typeof en };

export const createI18nProvider = (initial: Language = detectLanguage(browserLanguageSources())): I18nProvider => {
    rememberLanguage(initial);
    const provider = polyglotI18nProvider(locale => catalogues[locale as Language] ?? en, initial, [
        { locale: 'en', name: en.app.languages.en },
        { locale: 'es', name: en.app.languages.es },
    ]);
    return {
        ...provider,
        changeLocale: async (locale, options) => {
            await provider.changeLocale(locale, options);
            rememberLanguage(locale as Language);
        },
    };
};
