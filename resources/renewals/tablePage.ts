import { useCallback } from 'react';
import { positiveParam } from '../../src/routing/listAddress';
import { useAddressState } from '../../src/routing/useAddressState';

/** Each table's page in the address under its own name, so Back and a reload show the same page. */
const pageReaders = new Map<string, { read: (params: URLSearchParams) => number; write: WritePage }>();
type WritePage = (params: URLSearchParams, page: number) => URLSearchParams;

const readerFor = (name: string) => {
    let reader = pageReaders.get(name);
    if (!reader) {
        reader = {
            read: params => positiveParam(params.get(name)) ?? 1,
            write: (params, page) => {
                const next = new URLSearchParams(params);
                if (page === 1) next.delete(name);
                else next.set(name, String(page));
                return next;
            },
        };
        pageReaders.set(name, reader);
    }
    return reader;
};

/** A table's page, kept in the address parameter `name` (page 1 leaves it out). */
export const useTablePage = (name: string) => {
    const { state: page, update } = useAddressState<number>(readerFor(name));
    const setPage = useCallback((next: number) => update(() => next), [update]);
    return { page, setPage };
};
