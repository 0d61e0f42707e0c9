/**
 * The producers area's addresses, which other areas and shared components link to: one place to read them from,
 * as shared code may not import an area (lint).
 */
export const producerPaths = {
    list: (query?: Record<string, string>) =>
        query ? `/producers?${new URLSearchParams(query).toString()}` : '/producers',
    detail: (agentId: string | number) => `/producers/${encodeURIComponent(String(agentId))}`,
    readiness: (agentId: string | number) => `${producerPaths.detail(agentId)}/readiness`,
};
