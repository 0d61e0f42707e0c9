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
    type DataProvider,
    type I18nProvider,
} from 'react-admin';
import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router';
import { createAuthProvider } from './auth/authProvider';
import { SIGNED_IN_AGAIN_PATH } from './auth/sessionExpiry';
import { createPortalDataProvider } from './createPortalDataProvider';
import { createI18nProvider } from '../i18n/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { AppNotification } from './layout/AppNotification';
import { LiveTranslations } from './layout/LiveTranslations';
import { theme } from './layout/theme';
import { RequirePortalType } from './portal/RequirePortalType';
import type { PortalType } from './portal/types';
import { LEGACY_REDIRECTS } from './pages/legacyRedirects';
import { AREAS, HomePage } from '../resources';
import { ReportedCrashPage } from './startup/ReportedCrashPage';
import type { AreaResourceOptions } from './layout/AppMenu';
import {
    EmailVerificationRequiredPage,
    LoginErrorPage,
    NoPortalSelectedPage,
    NotAUserPage,
    NotFoundPage,
    ProducerNotFoundPage,
    SignedInAgainPage,
    SystemUnavailablePage,
    UnauthorizedPortalPage,
} from './pages/status/StatusPages';

// Route-level code splitting: each page's code loads when it is first opened.
const PortalSelectionPage = lazyPage('/portals', () =>
    import('./portal/PortalSelectionPage').then(module => module.PortalSelectionPage)
);
const PreferencesPage = lazyPage('/preferences', () =>
    import('./pages/PreferencesPage').then(module => module.PreferencesPage)
);

/** A page, behind the portal-type guard when it is for one portal type only. */
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
    dataProvider?: DataProvider;
    authProvider?: AuthProvider;
    i18nProvider?: I18nProvider;
    queryClient?: QueryClient;
}

/**
 * The one admin: every route of the portal. It is react-admin's <Admin> taken apart (AdminContext + CoreAdminUI
 * with the pages AdminUI would default to) so that react-admin's own login page and form, which the portal
 * never shows (the account server signs users in), stay out of the JS loaded before the first page (react-hook-form
 * with them: about 14 kB gzip). It expects a router around it (main.tsx gives it the
 * portal-keeping browser history; tests give it a memory one). Providers are props so tests and demo swap them.
 */
export const App = (props: AppProps) => {
    const [defaults] = useState(() => ({
        dataProvider: props.dataProvider ?? createPortalDataProvider(),
        authProvider: props.authProvider ?? createAuthProvider(),
        i18nProvider: props.i18nProvider ?? createI18nProvider(),
        queryClient: props.queryClient ?? createQueryClient(),
        store: memoryStore(),
    }));
    return (
        <AdminContext {...defaults} theme={theme}>
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
                            <Route path="/login-error" element={<LoginErrorPage />} />
                            <Route path="/email-verification-required" element={<EmailVerificationRequiredPage />} />
                            <Route path="/unrecognized-user" element={<NotAUserPage />} />
                            <Route path="/system-unavailable" element={<SystemUnavailablePage />} />
                            <Route path="/unauthorized-portal" element={<UnauthorizedPortalPage />} />
                            <Route path={SIGNED_IN_AGAIN_PATH} element={<SignedInAgainPage />} />
                            {LEGACY_REDIRECTS.map(redirect => (
                                <Route key={redirect.path} path={redirect.path} element={redirect.element} />
                            ))}
                        </CustomRoutes>
                        <CustomRoutes>
                            <Route path="/portals" element={<PortalSelectionPage />} />
                            <Route path="/preferences" element={<PreferencesPage />} />
                            <Route path="/no-portal-selected" element={<NoPortalSelectedPage />} />
                            <Route path="/producer-not-found" element={<ProducerNotFoundPage />} />
                            {/* Area pages served outside their area's address (ranked above the area's `/*`). */}
                            {AREAS.flatMap(area => area.routes.filter(route => route.address)).map(
                                ({ address, Page, portalType }) => (
                                    <Route key={address} path={address} element={guarded(Page, portalType)} />
                                )
                            )}
                        </CustomRoutes>
                        {AREAS.map(area => (
                            <Resource
                                key={area.name}
                                name={area.name}
                                icon={area.menu?.icon}
                                options={
                                    {
                                        label: area.menu?.label,
                                        order: area.menu?.order,
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
                                {/* An address under the area that none of its pages serves. */}
                                {area.routes.some(route => route.path === '*') ? null : (
                                    <Route path="*" element={<NotFoundPage />} />
                                )}
                            </Resource>
                        ))}
                    </CoreAdminUI>
                    <AppNotification />
                </CssBaseline>
            </LiveTranslations>
        </AdminContext>
    );
};
