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
    // Before the page preload below: the opened page's area texts load in the language in use, not only English.
    setActiveLanguage(language);
    // The catalogue of the user's language (Spanish loads only for Spanish readers) comes before the first
    // paint, so there is no flash of English.
    const catalogue = loadLanguage(language);
    // The deployment's settings (config.json) load alongside the catalogue and the demo worker, and are applied
    // before anything calls the API: the page preload below may already send the page's first call.
    const settings = loadRuntimeConfig();
    // Demo mode: the fixture-backed API starts first. Vite replaces the flag at build time, so a production
    // build drops this branch and mock code and fixtures never reach its bundle (a browser test checks it).
    if (import.meta.env.VITE_DEMO === 'true') {
        const { startDemo } = await import('../mocks/browser');
        await startDemo();
    }
    const root = createRoot(document.getElementById('root')!);
    const renderApp = () => {
        // From here on the settings say where errors go (config.json errorReportUrl; none by default).
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
