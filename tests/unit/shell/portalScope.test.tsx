import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../src/App';
import { PortalScope, usePortal } from '../../../src/portal/PortalScope';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp } from '../harness';

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
            <PortalScope portal={current}>
                <Page asked={asked} />
            </PortalScope>
        </QueryClientProvider>
    );
    const result = render(page(portal));
    return { asked, session, switchTo: (next: Portal) => result.rerender(page(next)) };
};

describe('the portal scope', () => {
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
