import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MAX_CALLS_IN_FLIGHT, runBounded } from '../../../src/api/boundedRuns';
import { useBoundedRuns } from '../../../src/api/useBoundedRuns';

/** Calls the test answers by hand, counting how many are in flight at once and which saw their signal abort. */
const heldCalls = () => {
    const waiting = new Map<number, { resolve: (value: string) => void; reject: (error: unknown) => void }>();
    const aborted: number[] = [];
    let inFlight = 0;
    let peak = 0;
    const call = (item: number, signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
            inFlight++;
            peak = Math.max(peak, inFlight);
            // The run's one signal is handed to every call: each takes its listener off when it ends.
            const onAbort = () => {
                if (!waiting.has(item)) return;
                waiting.delete(item);
                aborted.push(item);
                end();
                reject(new DOMException('aborted', 'AbortError'));
            };
            const end = () => {
                inFlight--;
                signal.removeEventListener('abort', onAbort);
            };
            waiting.set(item, {
                resolve: value => (end(), resolve(value)),
                reject: error => (end(), reject(error)),
            });
            signal.addEventListener('abort', onAbort);
        });
    const answer = async (item: number, value = `result ${item}`) => {
        waiting.get(item)!.resolve(value);
        waiting.delete(item);
        await Promise.resolve();
    };
    const fail = async (item: number) => {
        waiting.get(item)!.reject(new Error(`item ${item} failed`));
        waiting.delete(item);
        await Promise.resolve();
    };
    return {
        call,
        answer,
        fail,
        started: () => [...waiting.keys()],
        aborted,
        peak: () => peak,
        inFlight: () => inFlight,
    };
};

const flush = () => new Promise(resolve => setTimeout(resolve, 0));
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('runBounded', () => {
    it('never has more than 4 calls in flight, however many items and in whatever order they answer', async () => {
        const calls = heldCalls();
        const run = runBounded(range(30), calls.call);
        await flush();
        expect(calls.started()).toEqual([0, 1, 2, 3]);
        // Answer out of order: each answer lets exactly one more call start.
        while (calls.started().length > 0) {
            const [first, ...others] = calls.started();
            await calls.answer(others.at(-1) ?? first);
            await flush();
            expect(calls.inFlight()).toBeLessThanOrEqual(MAX_CALLS_IN_FLIGHT);
        }
        const outcomes = await run;
        expect(calls.peak()).toBe(MAX_CALLS_IN_FLIGHT);
        expect(outcomes).toHaveLength(30);
        expect(outcomes.every(outcome => outcome.status === 'done')).toBe(true);
    });

    it('reports each result as it arrives, before the run ends', async () => {
        const calls = heldCalls();
        const arrived: number[] = [];
        const run = runBounded(range(6), calls.call, { onSettled: item => arrived.push(item) });
        await flush();
        await calls.answer(2);
        expect(arrived).toEqual([2]);
        for (const item of range(6)) if (calls.started().includes(item)) await calls.answer(item);
        await flush();
        for (const item of calls.started()) await calls.answer(item);
        await run;
        expect(arrived.sort()).toEqual(range(6));
    });

    it('keeps one failure beside the others results', async () => {
        const outcomes = await runBounded(range(10), async item => {
            if (item === 7) throw new Error('producer 7 failed');
            return item * 10;
        });
        expect(outcomes[7]).toEqual({ status: 'failed', error: new Error('producer 7 failed') });
        expect(outcomes.filter(outcome => outcome.status === 'done')).toHaveLength(9);
        expect(outcomes[3]).toEqual({ status: 'done', value: 30 });
    });

    it('Cancel starts no further call and aborts the calls in flight, keeping what arrived', async () => {
        const calls = heldCalls();
        const controller = new AbortController();
        const run = runBounded(range(20), calls.call, { signal: controller.signal });
        await flush();
        await calls.answer(0);
        await flush();
        expect(calls.started()).toEqual([1, 2, 3, 4]);
        controller.abort();
        const outcomes = await run;
        expect(calls.aborted.sort()).toEqual([1, 2, 3, 4]);
        expect(outcomes[0]).toEqual({ status: 'done', value: 'result 0' });
        expect(outcomes.slice(1).every(outcome => outcome.status === 'cancelled')).toBe(true);
        expect(calls.peak()).toBe(4);
    });

    it('refuses a limit below one', async () => {
        await expect(runBounded([1], async () => 1, { limit: 0 })).rejects.toThrow(RangeError);
    });
});

describe('useBoundedRuns', () => {
    const wrapperWith = (client: QueryClient) =>
        function Wrapper({ children }: { children: ReactNode }) {
            return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
        };
    const items = range(8);
    const queryKey = (item: number) => ['producer', item];

    it('shows partial results and progress, keeps a failure by its item, and asks nothing again on return', async () => {
        const client = new QueryClient();
        const calls = heldCalls();
        const options = { items, queryKey, call: calls.call };
        const { result, unmount } = renderHook(() => useBoundedRuns(options), { wrapper: wrapperWith(client) });
        await waitFor(() => expect(calls.started()).toHaveLength(4));
        await act(() => calls.answer(1));
        await waitFor(() => expect(result.current.settled).toBe(1));
        expect(result.current.entries[1]).toMatchObject({ state: 'done', result: 'result 1' });
        expect(result.current.total).toBe(8);
        expect(result.current.status).toBe('running');
        await act(() => calls.fail(0));
        while (result.current.status === 'running') {
            for (const item of calls.started()) await act(() => calls.answer(item));
            await act(flush);
        }
        await waitFor(() => expect(result.current.status).toBe('finished'));
        expect(result.current.entries[0]).toMatchObject({ state: 'failed', error: new Error('item 0 failed') });
        expect(result.current.entries.filter(entry => entry.state === 'done')).toHaveLength(7);
        expect(calls.peak()).toBe(4);
        unmount();

        // Revisiting: the results are kept for the session; only the failed item is asked again.
        const again = heldCalls();
        const second = renderHook(() => useBoundedRuns({ items, queryKey, call: again.call }), {
            wrapper: wrapperWith(client),
        });
        await waitFor(() => expect(again.started()).toEqual([0]));
        await waitFor(() =>
            expect(second.result.current.entries[5]).toMatchObject({ state: 'done', result: 'result 5' })
        );
        await act(() => again.answer(0, 'second try'));
        await waitFor(() => expect(second.result.current.status).toBe('finished'));
        expect(second.result.current.entries[0]).toMatchObject({ state: 'done', result: 'second try' });
    });

    it('Cancel aborts the calls in flight through their signal and starts no other; Resume asks only the rest', async () => {
        const client = new QueryClient();
        const calls = heldCalls();
        const { result } = renderHook(() => useBoundedRuns({ items, queryKey, call: calls.call }), {
            wrapper: wrapperWith(client),
        });
        await waitFor(() => expect(calls.started()).toHaveLength(4));
        await act(() => calls.answer(2));
        await waitFor(() => expect(result.current.settled).toBe(1));
        await waitFor(() => expect(calls.started()).toEqual([0, 1, 3, 4]));
        act(() => result.current.cancel());
        await waitFor(() => expect(calls.aborted.sort()).toEqual([0, 1, 3, 4]));
        await flush();
        expect(result.current.status).toBe('cancelled');
        expect(result.current.entries[2]).toMatchObject({ state: 'done', result: 'result 2' });
        expect(result.current.entries.filter(entry => entry.state === 'cancelled')).toHaveLength(7);
        expect(calls.peak()).toBe(4);

        act(() => result.current.resume());
        await waitFor(() => expect(calls.started()).toEqual([0, 1, 3, 4]));
        expect(result.current.entries[2]).toMatchObject({ state: 'done' });
    });

    it('with start false asks nothing and shows only the results kept for the session', async () => {
        const client = new QueryClient();
        client.setQueryData(queryKey(3), 'kept 3');
        const calls = heldCalls();
        const { result } = renderHook(() => useBoundedRuns({ items, queryKey, call: calls.call, start: false }), {
            wrapper: wrapperWith(client),
        });
        await waitFor(() => expect(result.current.total).toBe(8));
        await flush();
        expect(calls.started()).toEqual([]);
        expect(result.current.status).toBe('idle');
        expect(result.current.settled).toBe(1);
        expect(result.current.entries[3]).toMatchObject({ state: 'done', result: 'kept 3' });
    });
});
