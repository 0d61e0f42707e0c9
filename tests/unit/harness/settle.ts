import { act, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { expect } from 'vitest';

/**
 * Waits until no call is on its way and React has applied what the answers caused: afterwards, something
 * that did not appear (a toast) will not appear. Lets a test say "never" without waiting a fixed time.
 */
export const settle = async (queryClient: QueryClient) => {
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    await act(async () => undefined);
};
