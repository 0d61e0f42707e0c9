import { render, type RenderOptions } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import type { AuthProvider, I18nProvider } from 'react-admin';
import { App, createQueryClient } from '../../../src/App';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { createPortalHistory } from '../../../src/portal/portalHistory';
import { PortalRouter } from '../../../src/portal/PortalRouter';
import type { Portal } from '../../../src/portal/types';
import type { Language } from '../../../i18n/language';
import type { Scenario } from '../../../mocks/scenarios';
import { startSession } from './session';

export interface RenderAppOptions {
    /** Signed in with this demo scenario (default: the default user); null: signed out. */
    scenario?: Scenario | null;
    /** The portal already selected (as if chosen earlier on this device). */
    portal?: Portal;
    language?: Language;
    /** Replaces the catalogue-backed provider (the literal-text check marks every translation). */
    i18nProvider?: I18nProvider;
    /** Replaces the production auth provider (the fault matrix watches where it sends the user). */
    authProvider?: AuthProvider;
    /**
     * Hears each error an error boundary caught (a page that throws on purpose): React would otherwise log it on
     * the console, which fails the test.
     */
    onCaughtError?: RenderOptions['onCaughtError'];
}

/** A memory history that keeps the portal on URLs as the browser one does. */
export const memoryPortalHistory = (path: string) =>
    createPortalHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));

/**
 * Renders the whole app at a path, through the production providers and the demo handlers (msw/node): the
 * sign-in calls, the entry guard, the layout and the lazy routes. For flows (sign-in, guard, navigation,
 * shell); a screen's own rules are tested faster with renderScreen.
 */
export const renderApp = (
    path: string,
    { scenario = 'default', portal, language = 'en', i18nProvider, authProvider, onCaughtError }: RenderAppOptions = {}
) => {
    startSession(scenario, portal);
    const history = memoryPortalHistory(path);
    const queryClient = createQueryClient();
    const result = render(
        <PortalRouter history={history}>
            <App
                i18nProvider={i18nProvider ?? createI18nProvider(language)}
                authProvider={authProvider}
                queryClient={queryClient}
            />
        </PortalRouter>,
        { onCaughtError }
    );
    return { ...result, history, queryClient };
};
