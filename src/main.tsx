import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PortalRouter } from './portal/PortalRouter';
import { createI18nProvider, loadLanguage } from '../i18n/i18nProvider';
import { browserLanguageSources, detectLanguage } from '../i18n/language';
import { setActiveLanguage } from '../i18n/catalogues';
import { loadRuntimeConfig } from './startup/runtimeConfig';
import { startWhenConfigured } from './startup/startWhenConfigured';
import { reportUncaughtErrors } from './startup/errorReports';
import { startVisit } from './startup/startVisit';

const start = async () => {
    const language = detectLanguage(browserLanguageSources());
    // Before the page preload below: the opened page's area texts load in the language in use.
    setActiveLanguage(language);
    // Before the first paint, so there is no flash of English.
    const catalogue = loadLanguage(language);
    // Applied before anything calls the API: the page preload below may already send the page's first call.
    const settings = loadRuntimeConfig();
    // Vite replaces the flag at build time, so mock code and fixtures never reach a production bundle.
    if (import.meta.env.VITE_DEMO === 'true') {
        const { startDemo } = await import('../mocks/browser');
        await startDemo();
    }
    const root = createRoot(document.getElementById('root')!);
    const renderApp = () => {
        reportUncaughtErrors();
        startVisit(window.location.pathname, window.location.search);
        root.render(
            <StrictMode>
                <PortalRouter>
                    <App i18nProvider={createI18nProvider(language)} />
                </PortalRouter>
            </StrictMode>
        );
    };
    await catalogue;
    await startWhenConfigured({
        settings,
        language,
        show: page => root.render(<StrictMode>{page}</StrictMode>),
        startApp: renderApp,
    });
};

void start();
