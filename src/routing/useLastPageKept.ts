import { useEffect } from 'react';
import type { AddressUpdateOptions } from './useAddressState';

/** The last page of `total` rows, `perPage` a page (page 1 when there are none); unknown while the count is. */
export const lastPageOf = (total: number | undefined, perPage: number) =>
    total === undefined ? undefined : Math.max(1, Math.ceil(total / perPage));

export interface LastPageKept {
    /** The page the address asks for. */
    page: number;
    /** The list's last page, or undefined while its count is unknown or not the current one. */
    lastPage: number | undefined;
    /** Nothing is on its way that could change the count (a call, a check still running). */
    settled: boolean;
    /** Writes the page into the address, in place when told (`replace`). */
    setPage: (page: number, options?: AddressUpdateOptions) => void;
}

/**
 * A page past the last (a bookmark, or a link from before the list shrank) ends on the last page, and the
 * address says so: it is corrected in place, not as a step, so Back leaves the list rather than returning to a
 * page that is not there. The correction waits until the count is settled, so a list still loading or growing
 * is never sent back. Every list paged in the address uses it, paged by the server (useAddressList) or here
 * (useWholeListContext). Returns whether the page asked for is past the last.
 */
export const useLastPageKept = ({ page, lastPage, settled, setPage }: LastPageKept) => {
    const pastTheEnd = lastPage !== undefined && page > lastPage;
    useEffect(() => {
        if (pastTheEnd && settled) setPage(lastPage, { replace: true });
    }, [pastTheEnd, settled, lastPage, setPage]);
    return pastTheEnd;
};
