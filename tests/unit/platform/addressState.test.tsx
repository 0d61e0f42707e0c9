import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortalRouter } from '../../../src/portal/PortalRouter';
import { useAddressState } from '../../../src/routing/useAddressState';
import { memoryPortalHistory } from '../harness';

interface Names {
    first?: string;
    last?: string;
}

const readNames = (params: URLSearchParams): Names => ({
    first: params.get('first') ?? undefined,
    last: params.get('last') ?? undefined,
});

const writeNames = (params: URLSearchParams, names: Names) => {
    const next = new URLSearchParams(params);
    for (const name of ['first', 'last'] as const) {
        const value = names[name];
        if (value) next.set(name, value);
        else next.delete(name);
    }
    return next;
};

const TYPED = ['first', 'last'];

/** Two debounced fields that settle in the same tick: both report from one render's handler. */
const TwoFields = () => {
    const { state, update } = useAddressState({ read: readNames, write: writeNames, typed: TYPED });
    const settleBoth = () => {
        update(current => ({ ...current, first: 'Ana' }));
        update(current => ({ ...current, last: 'Lopez' }));
    };
    return (
        <>
            <button onClick={settleBoth}>settle</button>
            <output>{`${state.first ?? ''} ${state.last ?? ''}`}</output>
        </>
    );
};

describe('useAddressState', () => {
    it('keeps both of two changes made in one tick, each a step of its own', async () => {
        const history = memoryPortalHistory('/list');
        render(
            <PortalRouter history={history}>
                <TwoFields />
            </PortalRouter>
        );
        await userEvent.setup().click(screen.getByRole('button', { name: 'settle' }));
        const search = () => Object.fromEntries(new URLSearchParams(history.location.search));
        expect(search()).toEqual({ first: 'Ana', last: 'Lopez' });
        expect(screen.getByRole('status')).toHaveTextContent('Ana Lopez');

        act(() => history.go(-1));
        expect(search()).toEqual({ first: 'Ana' });
        act(() => history.go(-1));
        expect(search()).toEqual({});
    });
});
