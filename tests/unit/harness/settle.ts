import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';
import { portalClientOf } from '../../../src/portal/PortalScope';

/**
 * Waits until no call is on its way and React has applied what the answers caused: afterwards, something
 * that did not appear (a toast) will not appear. Lets a test say "never" without waiting a fixed time.
 */
export const settle = async (queryClient: QueryClient) => {
    const busy = (client: QueryClient | undefined) => (client ? client.isFetching() + client.isMutating() : 0);
    // The page's calls are in its portal's client, the session's in the client the test was given.
    await waitFor(() => expect(busy(queryClient) + busy(portalClientOf(queryClient))).toBe(0));
    await act(async () => undefined);
};
