import { useState, type ComponentType } from 'react';
import { lazyPage } from './routing/lazyPage';
import {
    AccessDenied,
    AdminContext,
    AuthCallback,
    AuthenticationError,
    CoreAdminUI,
    CustomRoutes,
    LoadingPage,
    memoryStore,
    Resource,
    type AuthProvider,
    type I18nProvider,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { createAuthProvider } from './auth/authProvider';
import { SIGNED_IN_AGAIN_PATH } from './auth/sessionExpiry';
import { createPortalDataProvider, createSessionDataProvider } from './createPortalDataProvider';
import { createI18nProvider } from '../i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { LiveTranslations } from './layout/LiveTranslations';
import { theme } from './layout/theme';
import { PortalDataProviderFactory } from './portal/PortalScope';
import { RequirePortalType } from './portal/RequirePortalType';
import type { PortalType } from './portal/types';
import { LEGACY_REDIRECTS } from './pages/legacyAddresses';
import { AREAS, HomePage } from '../resources';
import { ReportedCrashPage } from './startup/ReportedCrashPage';
import type { AreaResourceOptions } from './layout/AppMenu';
import { NotFoundPage } from './pages/status/InPlaceStatusPages';

const PortalSelectionPage = lazyPage('/portals', () =>
    import('./portal/PortalSelectionPage').then(module => module.PortalSelectionPage)
);
const PreferencesPage = lazyPage('/preferences', () =>
    import('./pages/PreferencesPage').then(module => module.PreferencesPage)
);
const LegacyRedirect = lazyPage(
    LEGACY_REDIRECTS.map(redirect => redirect.path),
    () => import('./pages/LegacyRedirect').then(module => module.LegacyRedirect)
);

/** One chunk for all status pages, loaded with its route. */
const statusRoute = (path: string, name: keyof typeof import('./pages/status/StatusPages')) => ({
    path,
    Page: lazyPage(path, () => import('./pages/status/StatusPages').then(module => module[name])),
});

/** Outside the layout: they must show signed out, not set up or with the API down. */
const PUBLIC_STATUS_ROUTES = [
    statusRoute('/login-error', 'LoginErrorPage'),
    statusRoute('/email-verification-required', 'EmailVerificationRequiredPage'),
    statusRoute('/unrecognized-user', 'NotAUserPage'),
    statusRoute('/system-unavailable', 'SystemUnavailablePage'),
    statusRoute('/unauthorized-portal', 'UnauthorizedPortalPage'),
    statusRoute(SIGNED_IN_AGAIN_PATH, 'SignedInAgainPage'),
];
const IN_LAYOUT_STATUS_ROUTES = [
    statusRoute('/no-portal-selected', 'NoPortalSelectedPage'),
    statusRoute('/producer-not-found', 'ProducerNotFoundPage'),
];

const guarded = (Page: ComponentType, portalType?: PortalType) =>
    portalType ? (
        <RequirePortalType type={portalType}>
            <Page />
        </RequirePortalType>
    ) : (
        <Page />
    );

export const createQueryClient = () =>
    new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false, retry: false, staleTime: 30_000 } },
    });

export interface AppProps {
    authProvider?: AuthProvider;
    i18nProvider?: I18nProvider;
    queryClient?: QueryClient;
}

/**
 * react-admin's <Admin> taken apart (AdminContext + CoreAdminUI) so that its login page and form, which the portal
 * never shows, stay out of the JS loaded before the first page (with react-hook-form: about 14 kB gzip).
 */
export const App = (props: AppProps) => {
    const [defaults] = useState(() => ({
        dataProvider: createSessionDataProvider(),
        authProvider: props.authProvider ?? createAuthProvider(),
        i18nProvider: props.i18nProvider ?? createI18nProvider(),
        queryClient: props.queryClient ?? createQueryClient(),
        store: memoryStore(),
    }));
    return (
        <AdminContext {...defaults} theme={theme}>
            <PortalDataProviderFactory.Provider value={createPortalDataProvider}>
                <LiveTranslations>
                    <CssBaseline enableColorScheme>
                        <CoreAdminUI
                            title="app.name"
                            requireAuth
                            loginPage={false}
                            layout={AppLayout}
                            dashboard={HomePage}
                            catchAll={NotFoundPage}
                            accessDenied={AccessDenied}
                            authCallbackPage={AuthCallback}
                            authenticationError={AuthenticationError}
                            error={ReportedCrashPage}
                            loading={LoadingPage}
                            disableTelemetry
                        >
                            <CustomRoutes noLayout>
                                {PUBLIC_STATUS_ROUTES.map(({ path, Page }) => (
                                    <Route key={path} path={path} element={<Page />} />
                                ))}
                                {LEGACY_REDIRECTS.map(redirect => (
                                    <Route
                                        key={redirect.path}
                                        path={redirect.path}
                                        element={<LegacyRedirect to={redirect.to} />}
                                    />
                                ))}
                            </CustomRoutes>
                            <CustomRoutes>
                                <Route path="/portals" element={<PortalSelectionPage />} />
                                <Route path="/preferences" element={<PreferencesPage />} />
                                {IN_LAYOUT_STATUS_ROUTES.map(({ path, Page }) => (
                                    <Route key={path} path={path} element={<Page />} />
                                ))}
                                {/* Ranked above the area's `/*`. */}
                                {AREAS.flatMap(area => area.routes.filter(route => route.address)).map(
                                    ({ address, Page, portalType }) => (
                                        <Route key={address} path={address} element={guarded(Page, portalType)} />
                                    )
                                )}
                            </CustomRoutes>
                            {AREAS.map((area, position) => (
                                <Resource
                                    key={area.name}
                                    name={area.name}
                                    icon={area.menu?.icon}
                                    options={
                                        {
                                            label: area.menu?.label,
                                            order: position,
                                            portalType: area.portalType,
                                        } satisfies AreaResourceOptions
                                    }
                                >
                                    {area.routes
                                        .filter(route => !route.address)
                                        .map(({ path, Page, portalType }) => (
                                            <Route
                                                key={path}
                                                path={path || undefined}
                                                index={!path}
                                                element={guarded(Page, portalType)}
                                            />
                                        ))}
                                    {area.routes.some(route => route.path === '*') ? null : (
                                        <Route path="*" element={<NotFoundPage />} />
                                    )}
                                </Resource>
                            ))}
                        </CoreAdminUI>
                        <AppNotification />
                    </CssBaseline>
                </LiveTranslations>
            </PortalDataProviderFactory.Provider>
        </AdminContext>
    );
};
