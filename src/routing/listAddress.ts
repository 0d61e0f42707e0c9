import type { SortPayload } from 'react-admin';

// A list's view in the address, the parts every list shares (no React: areas' entry code reads them too).

export interface AddressListView<F> {
    filter: F;
    page: number;
    perPage: number;
    sort: SortPayload;
}

export const positiveParam = (value: string | null): number | undefined => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 ? number : undefined;
};

/** Page 1 and the first size where missing or not one of the sizes. */
export const readPaging = (params: URLSearchParams, pageSizes: readonly number[]) => {
    const perPage = positiveParam(params.get('perPage'));
    return {
        page: positiveParam(params.get('page')) ?? 1,
        perPage: perPage !== undefined && pageSizes.includes(perPage) ? perPage : pageSizes[0],
    };
};

/** The defaults are left out so the plain address stays plain. */
export const writePaging = (
    next: URLSearchParams,
    { page, perPage }: { page: number; perPage: number },
    pageSizes: readonly number[]
) => {
    next.delete('page');
    next.delete('perPage');
    if (page !== 1) next.set('page', String(page));
    if (perPage !== pageSizes[0]) next.set('perPage', String(perPage));
};
