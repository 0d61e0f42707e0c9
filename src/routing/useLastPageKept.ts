import { useEffect } from 'react';
import type { AddressUpdateOptions } from './useAddressState';

export const lastPageOf = (total: number | undefined, perPage: number) =>
    total === undefined ? undefined : Math.max(1, Math.ceil(total / perPage));

export interface LastPageKept {
    page: number;
    /** Undefined while its count is unknown or not the current one. */
    lastPage: number | undefined;
    settled: boolean;
    setPage: (page: number, options?: AddressUpdateOptions) => void;
}

/**
 * Corrected in place, not as a step, so Back leaves the list rather than returning to a page that is not there.
 * The correction waits until the count is settled, so a list still loading or growing is never sent back.
 */
export const useLastPageKept = ({ page, lastPage, settled, setPage }: LastPageKept) => {
    const pastTheEnd = lastPage !== undefined && page > lastPage;
    useEffect(() => {
        if (pastTheEnd && settled) setPage(lastPage, { replace: true });
    }, [pastTheEnd, settled, lastPage, setPage]);
    return pastTheEnd;
};
