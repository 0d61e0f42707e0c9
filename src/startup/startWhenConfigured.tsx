import type { ReactNode } from 'react';
import { createI18nProvider } from '../../i18n/i18nProvider';
import type { Language } from '../../i18n/language';
import { ConfigErrorPage } from './ConfigErrorPage';
import { loadRuntimeConfig, type ConfigFailure } from './runtimeConfig';

export const startWhenConfigured = async ({
    settings,
    language,
    show,
    startApp,
}: {
    settings: Promise<ConfigFailure | undefined>;
    language: Language;
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
