// The view's state in the address (useAddressState): unknown values read as no filter.
export type ReadinessShown = 'ready' | 'notReady';

export interface ReadinessFilters {
    year?: number;
    state?: string;
    carrier?: string;
    policyType?: string;
    only?: ReadinessShown;
    producer?: string;
}

const PARAMS = {
    year: 'year',
    state: 'state',
    carrier: 'carrier',
    policyType: 'policyType',
    only: 'only',
    producer: 'producer',
} as const;

const text = (value: string | null) => (value && value.trim() !== '' ? value : undefined);

const shown = (value: string | null): ReadinessShown | undefined =>
    value === 'ready' || value === 'notReady' ? value : undefined;

export const readFilters = (params: URLSearchParams): ReadinessFilters => {
    const year = Number(params.get(PARAMS.year));
    return {
        year: Number.isInteger(year) && year > 0 ? year : undefined,
        // States are abbreviations in upper case (the matrix's rows, the dictionary's): "ca" in a link is CA.
        state: text(params.get(PARAMS.state))?.trim().toUpperCase(),
        carrier: text(params.get(PARAMS.carrier)),
        policyType: text(params.get(PARAMS.policyType)),
        only: shown(params.get(PARAMS.only)),
        producer: text(params.get(PARAMS.producer)),
    };
};

export const writeFilters = (params: URLSearchParams, filters: ReadinessFilters) => {
    const next = new URLSearchParams(params);
    const set = (name: string, value: string | undefined) =>
        value === undefined ? next.delete(name) : next.set(name, value);
    set(PARAMS.year, filters.year === undefined ? undefined : String(filters.year));
    set(PARAMS.state, filters.state);
    set(PARAMS.carrier, filters.carrier);
    set(PARAMS.policyType, filters.policyType);
    set(PARAMS.only, filters.only);
    set(PARAMS.producer, filters.producer);
    return next;
};
