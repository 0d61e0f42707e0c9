/**
 * The view's state in the address (useAddressState): plan year, state, carrier, policy type, "only what is not
 * ready", and on an agency's /readiness the chosen producer. Unknown values read as no filter.
 */
export interface ReadinessFilters {
    year?: number;
    state?: string;
    carrier?: string;
    policyType?: string;
    notReadyOnly: boolean;
    producer?: string;
}

const PARAMS = {
    year: 'year',
    state: 'state',
    carrier: 'carrier',
    policyType: 'policyType',
    notReadyOnly: 'notReady',
    producer: 'producer',
} as const;

const text = (value: string | null) => (value && value.trim() !== '' ? value : undefined);

export const readFilters = (params: URLSearchParams): ReadinessFilters => {
    const year = Number(params.get(PARAMS.year));
    return {
        year: Number.isInteger(year) && year > 0 ? year : undefined,
        state: text(params.get(PARAMS.state)),
        carrier: text(params.get(PARAMS.carrier)),
        policyType: text(params.get(PARAMS.policyType)),
        notReadyOnly: params.get(PARAMS.notReadyOnly) === '1',
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
    set(PARAMS.notReadyOnly, filters.notReadyOnly ? '1' : undefined);
    set(PARAMS.producer, filters.producer);
    return next;
};
