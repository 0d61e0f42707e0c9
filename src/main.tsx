import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createQueryClient } from './App';
import { createAuthProvider } from './auth/authProvider';
import { PortalRouter } from './portal/PortalRouter';
import { createI18nProvider, loadLanguage } from '../i18n/i18nProvider';
import { browserLanguageSources, detectLanguage } from '../i18n/language';
import { setActiveLanguage } from '../i18n/catalogues';
import { loadRuntimeConfig } from './startup/runtimeConfig';
import { startWhenConfigured } from './startup/startWhenConfigured';
import { reportUncaughtErrors } from './startup/errorReports';
import { readyToDraw, startVisit } from './startup/startVisit';
import { keepSessionAnswers } from './auth/sessionAnswers';

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
    const renderApp = async () => {
        reportUncaughtErrors();
        const authProvider = createAuthProvider();
        const queryClient = createQueryClient();
        const page = startVisit(window.location.pathname, window.location.search);
        // Drawn once, with the page and the session at hand, rather than redrawn as each of them arrives.
        await readyToDraw([page, keepSessionAnswers(authProvider, queryClient)]);
        root.render(
            <StrictMode>
                <PortalRouter>
                    <App
                        i18nProvider={createI18nProvider(language)}
                        authProvider={authProvider}
                        queryClient={queryClient}
                    />
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
