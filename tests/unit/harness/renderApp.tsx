import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { App, createQueryClient } from '../../../src/App';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { createPortalHistory } from '../../../src/portal/portalHistory';
import { PortalRouter } from '../../../src/portal/PortalRouter';
import { portalStore } from '../../../src/portal/portalStore';
import type { Portal } from '../../../src/portal/types';
import type { Language } from '../../../i18n/language';
import type { Scenario } from '../../../mocks/scenarios';

export interface RenderAppOptions {
    /** Signed in with this demo scenario (default: the default user); null: signed out. */
    scenario?: Scenario | null;
    /** The portal already selected (as if chosen earlier on this device). */
    portal?: Portal;
    language?: Language;
}

/** The demo user's portals (mocks/db/users.ts). */
export const AGENT_MARIA: Portal = { id: '101', name: 'Maria Lopez', type: 'agent' };
export const AGENCY_SUNSHINE: Portal = { id: '201', name: 'Sunshine Benefits Group', type: 'agency' };
export const DEFAULT_AGENCY: Portal = { id: '1000', name: 'Harbor Point Insurance Marketing', type: 'agency' };

/** Makes the demo handlers see a session (the cookie the demo sign-in page sets). */
export const signInAs = (scenario: Scenario = 'default') => {
    document.cookie = 'demo_session=1; Path=/';
    document.cookie = `demo_scenario=${scenario}; Path=/`;
    document.cookie = 'XSRF-TOKEN=unit-test-xsrf; Path=/';
};

/**
 * Renders the whole app at a path, through the production providers and the demo handlers (msw/node),
 * with a memory history that keeps the portal on URLs as the browser one does.
 */
export const renderApp = (path: string, { scenario = 'default', portal, language = 'en' }: RenderAppOptions = {}) => {
    if (scenario) signInAs(scenario);
    if (portal) portalStore.set(portal);
    const history = createPortalHistory(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
    const queryClient = createQueryClient();
    const result = render(
        <PortalRouter history={history}>
            <App i18nProvider={createI18nProvider(language)} queryClient={queryClient} />
        </PortalRouter>
    );
    return { ...result, history, queryClient };
};
