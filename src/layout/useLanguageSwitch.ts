import { useCallback } from 'react';
import { useI18nProvider, useLocaleState, useNotify } from 'react-admin';

// The provider changes language first (its texts load), then the stored locale: react-admin then finds them equal
// and does not remount the app, so a form, a wizard's step and what was typed on them stay as they were.
export const useLanguageSwitch = () => {
    const i18nProvider = useI18nProvider();
    const [locale, setLocale] = useLocaleState();
    const notify = useNotify();
    const switchTo = useCallback(
        async (next: string) => {
            if (next === i18nProvider.getLocale() && next === locale) return;
            try {
                await i18nProvider.changeLocale(next);
            } catch (error) {
                console.error(error);
                notify('ra.notification.i18n_error', { type: 'error' });
                return;
            }
            setLocale(next);
        },
        [i18nProvider, locale, notify, setLocale]
    );
    return [locale, switchTo] as const;
};
