import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpRequestsOf, notesOf } from '../../../mocks/db/help-requests';
import { HelpRequestCreate } from '../../../resources/help-requests/HelpRequestCreate';
import { HelpRequestList } from '../../../resources/help-requests/HelpRequestList';
import { HelpRequestShow } from '../../../resources/help-requests/HelpRequestShow';
import type { Portal } from '../../../src/portal/types';
import { AGENT_MARIA, renderScreen } from '../harness';

const ROUTES = {
    '/help-requests': <HelpRequestList />,
    '/help-requests/new': <HelpRequestCreate />,
    '/help-requests/:id': <HelpRequestShow />,
};

/** The area's pages, opened at one of them; the others are reachable as in the app. */
export const openHelpRequests = (path: string, portal: Portal = AGENT_MARIA, language: 'en' | 'es' = 'en') => {
    const user = userEvent.setup();
    const pathname = path.split('?')[0];
    const [pattern, page] = Object.entries(ROUTES).find(
        ([route]) =>
            route === pathname || (route === '/help-requests/:id' && /^\/help-requests\/(?!new$)[^/]+$/.test(pathname))
    )!;
    const others = Object.fromEntries(Object.entries(ROUTES).filter(([route]) => route !== pattern));
    const rendered = renderScreen(page, {
        portal,
        path,
        route: pattern,
        resource: 'help-requests',
        routes: others,
        language,
    });
    return { user, ...rendered };
};

/** A request of Maria Lopez's with a long thread, and one without notes. */
export const mariaRequests = () => helpRequestsOf('agent', '101');
export const withLongThread = () => mariaRequests().find(request => notesOf(request).length >= 14)!;
export const withoutNotes = () => mariaRequests().find(request => notesOf(request).length === 0)!;

export const noteBox = () => screen.getByRole('textbox', { name: /^Note/ });
export const sendButton = () => screen.getByRole('button', { name: 'Send note' });
export const thread = () => screen.getByRole('region', { name: 'Notes, oldest first' });
export const threadNotes = () => within(thread()).getAllByRole('listitem');
