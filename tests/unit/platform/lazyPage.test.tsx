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
});
