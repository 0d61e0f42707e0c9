import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18n/i18nProvider';
import { allOf, QueryState, type QueryStateProps } from '../../../src/components/QueryState';

type Query = QueryStateProps<string[]>['query'];

const show = (query: Query, props: Partial<QueryStateProps<string[]>> = {}) =>
    render(
        <AdminContext i18nProvider={createI18nProvider('en')}>
            <QueryState query={query} error="messages.errors.generic" empty="common.files.noneFound" {...props}>
                {rows => <p>{rows.join(', ')}</p>}
            </QueryState>
        </AdminContext>
    );

const answered = (data: string[] | undefined, error: unknown = null): Query => ({
    isPending: data === undefined && !error,
    error,
    data,
    refetch: vi.fn(),
});

describe('QueryState', () => {
    it('says it is loading until the answer comes', async () => {
        show(answered(undefined));
        expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    });

    it('shows the answer, or the empty text for an empty one', () => {
        const { unmount } = show(answered(['Humana', 'Aetna']));
        expect(screen.getByText('Humana, Aetna')).toBeInTheDocument();
        unmount();
        show(answered([]));
        expect(screen.getByRole('status')).toHaveTextContent('No files found');
    });

    it('replaces an answer by the error once a refetch fails, unless it keeps what is shown', () => {
        const failed = answered(['Humana'], new Error('500'));
        const { unmount } = show(failed);
        expect(screen.queryByText('Humana')).not.toBeInTheDocument();
        expect(screen.getByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        unmount();
        show(failed, { keepsData: true });
        expect(screen.getByText('Humana')).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    });

    it('says the error when no answer came, whether or not it keeps what is shown', () => {
        show(answered(undefined, new Error('500')), { keepsData: true });
        expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('shows several queries as one: loading while any loads, the answers once all came, Try again for the failed', async () => {
        const showBoth = (first: Query, second: Query) =>
            render(
                <AdminContext i18nProvider={createI18nProvider('en')}>
                    <QueryState query={allOf([first, second])} error="messages.errors.generic">
                        {([one, two]) => <p>{[...one, ...two].join(', ')}</p>}
                    </QueryState>
                </AdminContext>
            );
        const loading = showBoth(answered(['Humana']), answered(undefined));
        expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
        loading.unmount();
        const both = showBoth(answered(['Humana']), answered(['Aetna']));
        expect(screen.getByText('Humana, Aetna')).toBeInTheDocument();
        both.unmount();
        const failed = answered(undefined, new Error('500'));
        const fine = answered(['Aetna']);
        showBoth(fine, failed);
        expect(screen.getByText('Oops, something went wrong, try again later')).toBeInTheDocument();
        await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
        expect(failed.refetch).toHaveBeenCalledTimes(1);
        expect(fine.refetch).not.toHaveBeenCalled();
    });
});
