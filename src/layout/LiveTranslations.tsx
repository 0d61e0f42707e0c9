import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, useI18nProvider, useLocaleState, type I18nProvider } from 'react-admin';
import { onRedrawAsked, redrawsAsked } from '../../i18n/catalogues';

// react-admin re-renders a new language by remounting the whole app (its I18nContextProvider bumps a `key`), which
// empties every form; a new translation context value re-renders every `useTranslate()` instead.
export const LiveTranslations = ({ children }: { children: ReactNode }) => {
    const provider = useI18nProvider();
    const [locale] = useLocaleState();
    const redraws = useSyncExternalStore(onRedrawAsked, redrawsAsked);
    const value = useMemo<I18nProvider>(
        () => ({
            translate: (key, options) => provider.translate(key, options),
            changeLocale: (next, options) => provider.changeLocale(next, options),
            getLocale: () => provider.getLocale(),
            getLocales: provider.getLocales ? () => provider.getLocales!() : undefined,
        }),
        // A new value per language and per redraw asked is the point: it is what re-renders the texts.
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [provider, locale, redraws]
    );
    return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};
