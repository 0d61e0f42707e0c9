import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { AdminContext, memoryStore, useGetList } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { licensesForOwner } from '../../../mocks/db/licenses';
import { createQueryClient } from '../../../src/App';
import { createAuthProvider } from '../../../src/auth/authProvider';
import { createPortalDataProvider, createSessionDataProvider } from '../../../src/createPortalDataProvider';
import { PortalDataProviderFactory, PortalScope, usePortal } from '../../../src/portal/PortalScope';
import type { Portal } from '../../../src/portal/types';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderApp, startSession } from '../harness';

/*
 * A portal's pages ask under keys that do not name the portal: the scope alone keeps one portal's answers from
 * showing under another. The session's queries ('auth') are the session's, asked once whatever the portal.
 */

/** A page that asks under the same key in every portal, and the session's user. */
const Page = ({ asked }: { asked: { owners: string[]; users: number } }) => {
    const portal = usePortal();
    const owner = useQuery({
        queryKey: ['contracts', 'owner'],
        queryFn: async () => {
            asked.owners.push(portal.name);
            return portal.name;
        },
    });
    const user = useQuery({
        queryKey: ['auth', 'getIdentity'],
        queryFn: async () => {
            asked.users += 1;
            return 'Dana';
        },
        staleTime: Infinity,
    });
    return (
        <p>
            {owner.data ?? 'loading'} for {user.data ?? 'nobody'}
        </p>
    );
};

const renderIn = (portal: Portal) => {
    const asked = { owners: [] as string[], users: 0 };
    const session = createQueryClient();
    const page = (current: Portal) => (
        <QueryClientProvider client={session}>
            <PortalDataProviderFactory.Provider value={createPortalDataProvider}>
                <PortalScope portal={current}>
                    <Page asked={asked} />
                </PortalScope>
            </PortalDataProviderFactory.Provider>
        </QueryClientProvider>
    );
    const result = render(page(portal));
    return { asked, session, switchTo: (next: Portal) => result.rerender(page(next)) };
};

/** A page of a portal's area, through react-admin's own list hook: it never names the portal itself. */
const LicenseCount = () => {
    const portal = usePortal();
    const { total } = useGetList('licenses', { pagination: { page: 1, perPage: 1 } });
    return <p>{total === undefined ? `${portal.name}: loading` : `${portal.name}: ${total} licenses`}</p>;
};

describe('the portal scope', () => {
    const sent = recordRequests();

    it("makes its pages' calls for its own portal, whichever portal is selected", async () => {
        // The one stored as selected is neither's business: each scope's calls name its own portal.
        startSession('default', AGENT_MARIA);
        const scopeOf = (portal: Portal) => (
            <PortalScope portal={portal}>
                <LicenseCount />
            </PortalScope>
        );
        render(
            <MemoryRouter>
                <AdminContext
                    dataProvider={createSessionDataProvider()}
                    authProvider={createAuthProvider()}
                    i18nProvider={createI18nProvider('en')}
                    queryClient={createQueryClient()}
                    store={memoryStore()}
                >
                    <PortalDataProviderFactory.Provider value={createPortalDataProvider}>
                        {scopeOf(AGENT_MARIA)}
                        {scopeOf(AGENCY_SUNSHINE)}
                    </PortalDataProviderFactory.Provider>
                </AdminContext>
            </MemoryRouter>
        );
        const maria = licensesForOwner('agent', AGENT_MARIA.id).length;
        const sunshine = licensesForOwner('agency', AGENCY_SUNSHINE.id).length;
        expect(maria).not.toBe(sunshine);
        expect(await screen.findByText(`Maria Lopez: ${maria} licenses`)).toBeInTheDocument();
        expect(await screen.findByText(`Sunshine Benefits Group: ${sunshine} licenses`)).toBeInTheDocument();
        expect(sent.map(request => request.url).sort()).toEqual(['/t/agencies/201/licenses', '/t/agents/101/licenses']);
    });

    it("shows none of the previous portal's answers after a switch, and keeps the session's", async () => {
        const { asked, session, switchTo } = renderIn(AGENT_MARIA);
        expect(await screen.findByText('Maria Lopez for Dana')).toBeInTheDocument();

        switchTo(AGENCY_SUNSHINE);
        expect(screen.queryByText(/Maria Lopez/)).not.toBeInTheDocument();
        expect(await screen.findByText('Sunshine Benefits Group for Dana')).toBeInTheDocument();
        expect(asked.owners).toEqual(['Maria Lopez', 'Sunshine Benefits Group']);

        // The user was asked once, and is held by the session's client, not the portal's.
        expect(asked.users).toBe(1);
        expect(session.getQueryData(['auth', 'getIdentity'])).toBe('Dana');
        expect(session.getQueryData(['contracts', 'owner'])).toBeUndefined();
    });

    it('shows the same portal afresh when it is chosen again', async () => {
        const { asked, switchTo } = renderIn(AGENT_MARIA);
        expect(await screen.findByText('Maria Lopez for Dana')).toBeInTheDocument();
        switchTo(AGENCY_SUNSHINE);
        expect(await screen.findByText('Sunshine Benefits Group for Dana')).toBeInTheDocument();
        switchTo(AGENT_MARIA);
        expect(await screen.findByText('Maria Lopez for Dana')).toBeInTheDocument();
        expect(asked.owners).toEqual(['Maria Lopez', 'Sunshine Benefits Group', 'Maria Lopez']);
    });

    it("shows none of the previous portal's data in the app's pages after a switch", async () => {
        const user = userEvent.setup();
        const { history } = renderApp('/my-profile', { portal: AGENT_MARIA });
        expect(await screen.findByRole('textbox', { name: /^First name/ })).toHaveValue('Maria');
        history.push('/');
        expect(await screen.findByText('Olivia Bennett')).toBeInTheDocument();

        history.push('/portals');
        await user.click(await screen.findByRole('button', { name: /Sunshine Benefits Group/ }));
        await screen.findByRole('heading', { level: 1, name: 'Home' });
        // The manager and the profile are asked under the same keys in every portal.
        expect(screen.queryByText('Olivia Bennett')).not.toBeInTheDocument();
        expect(await screen.findByText('Marcus Reed')).toBeInTheDocument();
        history.push('/my-profile');
        expect(screen.queryByDisplayValue('Maria')).not.toBeInTheDocument();
        expect(await screen.findByRole('textbox', { name: /^Agency name/ })).toHaveValue('Sunshine Benefits Group');
        expect(screen.queryByDisplayValue('Maria')).not.toBeInTheDocument();
    });
});
