import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { navigationGuard } from '../portal/navigationGuard';

/**
 * The language and its switch, which asks first while a form has unsaved changes: a new language remounts the
 * whole app (react-admin's I18nContextProvider), so what was typed would be lost (stack-notes "Lazy Spanish").
 */
export const useGuardedLocale = () => {
    const [locale, setLocale] = useLocaleState();
    const switchTo = useCallback(
        (next: string) => {
            if (next !== locale && navigationGuard.allowsLeaving()) navigationGuard.pass(() => setLocale(next));
        },
        [locale, setLocale]
    );
    return [locale, switchTo] as const;
};
