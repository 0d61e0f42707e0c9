import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PortalRouter } from './portal/PortalRouter';
import { preloadPageFor } from './routing/lazyPage';
import { createI18nProvider, loadLanguage } from '../i18n/i18nProvider';
import { browserLanguageSources, detectLanguage } from '../i18n/language';
import { setActiveLanguage } from '../i18n/catalogues';

const start = async () => {
    const language = detectLanguage(browserLanguageSources());
    // The catalogue of the user's language (Spanish loads only for Spanish readers) comes before the first
    // paint, so there is no flash of English.
    const catalogue = loadLanguage(language);
    // Demo mode: the fixture-backed API starts first. Vite replaces the flag at build time, so a production
    // build drops this branch and mock code and fixtures never reach its bundle (a browser test checks it).
    if (import.meta.env.VITE_DEMO === 'true') {
        const { startDemo } = await import('../mocks/browser');
        await startDemo();
    }
    // The opened page's code and texts load alongside the sign-in calls instead of after them, its texts in
    // the user's language (the provider that would say so is made only below).
    setActiveLanguage(language);
    preloadPageFor(window.location.pathname);
    await catalogue;
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <PortalRouter>
                <App i18nProvider={createI18nProvider(language)} />
            </PortalRouter>
        </StrictMode>
    );
};

void start();
