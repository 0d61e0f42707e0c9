import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPageFor } from '../../../src/routing/lazyPage';

const Greeting = ({ name }: { name: string }) => <p>{name}</p>;

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
        // Already loaded: present in the first render, no Suspense boundary needed.
        expect(screen.getByText('Ana')).toBeInTheDocument();
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
});
