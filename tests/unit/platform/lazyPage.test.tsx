import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPageFor } from '../../../src/routing/lazyPage';

const Greeting = ({ name }: { name: string }) => <p>{name}</p>;

/** Shows "Failed" in place of what threw, as the app's error boundaries show their page. */
class FailureShown extends Component<{ children: ReactNode }, { failed: boolean }> {
    state = { failed: false };
    static getDerivedStateFromError = () => ({ failed: true });
    render = () => (this.state.failed ? <p>Failed</p> : this.props.children);
}

/** The page in a boundary of its own, as on each visit of its address; what the boundary caught is noted. */
const visit = (page: ReactNode, caught: unknown[]) =>
    render(<FailureShown>{page}</FailureShown>, { onCaughtError: error => caught.push(error) });

/** What Chromium rejects a dynamic import with when the chunk cannot be fetched. */
const CHUNK_FAILURE = new TypeError('Failed to fetch dynamically imported module: https://hub.example/assets/X.js');

describe('lazy pages', () => {
    it('loads the code of the page that serves the opened address, once, and then renders it without suspending', async () => {
        const load = vi.fn(async () => Greeting);
        const other = vi.fn(async () => Greeting);
        const Page = lazyPage('/lazy-test/:id', load);
        lazyPage('/lazy-other', other);
        preloadPageFor('/lazy-test/42');
        preloadPageFor('/lazy-test/43');
        expect(load).toHaveBeenCalledTimes(1);
        expect(other).not.toHaveBeenCalled();
        await load.mock.results[0].value;
        render(<Page name="Ana" />);
        // Already loaded: present in the first render.
        expect(screen.getByText('Ana')).toBeInTheDocument();
    });

    it('shows the page once its code is there, with no Suspense boundary around it', async () => {
        let loaded: (page: typeof Greeting) => void = () => undefined;
        const Page = lazyPage('/lazy-slow', () => new Promise<typeof Greeting>(resolve => (loaded = resolve)));
        render(<Page name="Ana" />);
        expect(screen.queryByText('Ana')).not.toBeInTheDocument();
        loaded(Greeting);
        expect(await screen.findByText('Ana')).toBeInTheDocument();
    });

    it('loads only the page the router shows: a named sub-page wins over an id, whatever the order', async () => {
        const detail = vi.fn(async () => Greeting);
        const detailCall = vi.fn();
        const named = vi.fn(async () => Greeting);
        lazyPage('/lazy-area/:id', detail, detailCall);
        lazyPage('/lazy-area/named', named);
        preloadPageFor('/lazy-area/named', '?agentId=101');
        expect(named).toHaveBeenCalledTimes(1);
        expect(detail).not.toHaveBeenCalled();
        expect(detailCall).not.toHaveBeenCalled();
        preloadPageFor('/lazy-area/7', '?agentId=101');
        expect(detail).toHaveBeenCalledTimes(1);
        expect(detailCall).toHaveBeenCalledTimes(1);
    });

    it('asks for the code again on the next visit after a failed load, and never while the failure shows', async () => {
        const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(CHUNK_FAILURE);
        load.mockResolvedValue(Greeting);
        const Page = lazyPage('/lazy-retry', load);
        const caught: unknown[] = [];
        const first = visit(<Page name="Ana" />, caught);
        expect(await screen.findByText('Failed')).toBeInTheDocument();
        expect(caught).toEqual([CHUNK_FAILURE]);
        // React renders the page again as it settles the error: that is no new try.
        expect(load).toHaveBeenCalledTimes(1);
        first.unmount();

        visit(<Page name="Ana" />, caught);
        expect(await screen.findByText('Ana')).toBeInTheDocument();
        expect(load).toHaveBeenCalledTimes(2);
        expect(caught).toHaveLength(1);
    });
});
