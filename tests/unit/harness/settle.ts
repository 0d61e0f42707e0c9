import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';
import { portalClientOf } from '../../../src/portal/PortalScope';

/**
 * Waits until no call is on its way and React has applied what the answers caused: afterwards, something
 * that did not appear (a toast) will not appear. Lets a test say "never" without waiting a fixed time.
 */
export const settle = async (queryClient: QueryClient, { except }: { except?: string } = {}) => {
    // `except`: the queries whose key starts with it are held on purpose (holdRequests), and not waited for.
    const fetching = (client: QueryClient) =>
        client.isFetching(except === undefined ? {} : { predicate: query => query.queryKey[0] !== except });
    const busy = (client: QueryClient | undefined) => (client ? fetching(client) + client.isMutating() : 0);
    // The page's calls are in its portal's client, the session's in the client the test was given.
    await waitFor(() => expect(busy(queryClient) + busy(portalClientOf(queryClient))).toBe(0));
    await act(async () => undefined);
};
