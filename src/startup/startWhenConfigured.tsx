import type { ReactNode } from 'react';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { Language } from '../../i18n/language';
import { ConfigErrorPage } from './ConfigErrorPage';
import { loadRuntimeConfig, type ConfigFailure } from './runtimeConfig';

/**
 * Starts the app once config.json has been read and applied (`settings`, begun early by main.tsx), or shows
 * what is wrong with it in the user's language, never a blank page. The error page's retry reads the file
 * again and starts the app when it now reads well; a network failure gets the same page and the same retry.
 */
export const startWhenConfigured = async ({
    settings,
    language,
    show,
    startApp,
}: {
    settings: Promise<ConfigFailure | undefined>;
    /** Its catalogue is loaded. */
    language: Language;
    /** Puts a page on the screen in place of the one there. */
    show: (page: ReactNode) => void;
    startApp: () => void;
}) => {
    const showError = (failure: ConfigFailure) =>
        show(<ConfigErrorPage i18nProvider={createI18nProvider(language)} failure={failure} onRetry={retry} />);
    const retry = async () => {
        const failure = await loadRuntimeConfig();
        if (failure) showError(failure);
        else startApp();
    };
    const failure = await settings;
    if (failure) showError(failure);
    else startApp();
};
