import {
    BY_AGENT_NAME,
    BY_INSURER_NAME,
    DEFAULT_STATUS,
    PRODUCER_STATUSES,
    RTS_FILTERS,
    type ProducerFilter,
    type ProducerStatus,
} from './types';

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
    values.find(candidate => candidate === value);

const idText = (value: unknown): string | undefined =>
    (typeof value === 'string' || typeof value === 'number') && String(value) !== '' ? String(value) : undefined;

/**
 * The list's filter values (kept in the address as react-admin's `filter` parameter) as the API's query:
 * known values only, so a hand-edited address cannot send junk. No status, or an unknown one, means the
 * default, Active (spec part 1 §4); no RTS value means no RTS filter.
 */
export const readFilter = (
    values: Record<string, unknown> | undefined
): ProducerFilter & { Status: ProducerStatus } => ({
    Status: oneOf(PRODUCER_STATUSES, values?.Status) ?? DEFAULT_STATUS,
    InsurerId: idText(values?.InsurerId),
    RtsCurrentYear: oneOf(RTS_FILTERS, values?.RtsCurrentYear),
    RtsNextYear: oneOf(RTS_FILTERS, values?.RtsNextYear),
    AgentId: idText(values?.AgentId),
});

/** The default sort (spec part 1 §4): agent name ascending, insurer name ascending when filtered by an agent. */
export const defaultSortFor = (filter: { AgentId?: unknown }) => (filter.AgentId ? BY_INSURER_NAME : BY_AGENT_NAME);

/** The filter react-admin keeps in an address's `filter` parameter (JSON), or none. */
export const filterInSearch = (search: URLSearchParams): Record<string, unknown> => {
    try {
        const parsed: unknown = JSON.parse(search.get('filter') ?? '{}');
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
        return {};
    }
};
