import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { PortalRouter } from './portal/PortalRouter';
import { preloadPageFor } from './routing/lazyPage';

const start = async () => {
    // Demo mode: the fixture-backed API starts first. Vite replaces the flag at build time, so a production
    // build drops this branch and mock code and fixtures never reach its bundle (a browser test checks it).
    if (import.meta.env.VITE_DEMO === 'true') {
        const { startDemo } = await import('../mocks/browser');
        await startDemo();
    }
    // The opened page's code loads alongside the sign-in calls instead of after them.
    preloadPageFor(window.location.pathname);
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <PortalRouter>
                <App />
            </PortalRouter>
        </StrictMode>
    );
};

void start();
