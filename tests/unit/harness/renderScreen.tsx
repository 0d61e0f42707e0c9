import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { createQueryClient } from '../../../src/App';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createPortalDataProvider, createSessionDataProvider } from '../../../src/createPortalDataProvider';
import { AppNotification } from '../../../src/layout/AppNotification';
import { LiveTranslations } from '../../../src/layout/LiveTranslations';
import { theme } from '../../../src/layout/theme';
import { PortalRouter } from '../../../src/portal/PortalRouter';
import { PortalDataProviderFactory, PortalScope } from '../../../src/portal/PortalScope';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import type { Language } from '../../../i18n/language';
import type { Portal } from '../../../src/portal/types';
import { memoryPortalHistory } from './renderApp';
import { startSession } from './session';

export interface RenderScreenOptions {
    /** The selected portal (the user is signed in with the default demo user). */
    portal: Portal;
    /** The address the screen is opened at, e.g. "/contracts/7?status=Pending". */
    path: string;
    /** The route pattern that serves it, for its params (default: the path's own pathname). */
    route?: string;
    /** The react-admin resource of the screen (default: the path's first segment). */
    resource?: string;
    /** Other screens the test may reach from this one, by route pattern (e.g. a form's success page). */
    routes?: Record<string, ReactElement>;
    language?: Language;
}

/**
 * Renders one screen the way the app shows it, without booting the whole app: the portal's production data
 * provider over the demo handlers (msw/node), the catalogues, react-query, react-admin's context, the portal's
 * scope and the resource's, the toasts, and a memory router whose history keeps the portal on URLs. No sign-in round trip,
 * no entry guard, no layout, no lazy route (the screen is imported directly), so a test starts on the
 * screen's first call. Whole-app flows (sign-in, guard, navigation between pages) use renderApp.
 */
export const renderScreen = (
    screen: ReactElement,
    { portal, path, route, resource, routes = {}, language = 'en' }: RenderScreenOptions
) => {
    startSession('default', portal);
    const history = memoryPortalHistory(path);
    const pathname = history.location.pathname;
    const queryClient = createQueryClient();
    const result = render(
        <PortalRouter history={history}>
            <AdminContext
                dataProvider={createSessionDataProvider()}
                authProvider={createAuthProvider()}
                i18nProvider={createI18nProvider(language)}
                queryClient={queryClient}
                store={memoryStore()}
                theme={theme}
            >
                <LiveTranslations>
                    <PortalDataProviderFactory.Provider value={createPortalDataProvider}>
                        <PortalScope portal={portal}>
                            <ResourceContextProvider value={resource ?? pathname.split('/')[1]}>
                                <Routes>
                                    <Route path={route ?? pathname} element={screen} />
                                    {Object.entries(routes).map(([pattern, element]) => (
                                        <Route key={pattern} path={pattern} element={element} />
                                    ))}
                                    {/* Where a link leads out of the screen: nothing, the test reads the history. */}
                                    <Route path="*" element={null} />
                                </Routes>
                            </ResourceContextProvider>
                        </PortalScope>
                    </PortalDataProviderFactory.Provider>
                    <AppNotification />
                </LiveTranslations>
            </AdminContext>
        </PortalRouter>
    );
    return { ...result, history, queryClient };
};
