import * as z from 'zod/mini';
import { useQuery } from '@tanstack/react-query';
import { defineApiArea } from './dataProvider';
import { request } from './httpClient';
import { ownerPath } from './owner';
import { useAreaApi } from './useAreaApi';
import { quickLinkInstanceSchema } from './wire';

/**
 * The header's quoting tools (quick links): GET /t/{agents|agencies}/{id}/connecture and
 * /sunfire answer `{ sso_url, is_captive }`. A shell API area, not a resources/ area: the calls belong to the
 * header, present on every page, and an area in resources/ is a set of pages with their own address; the code
 * is small enough to travel with the shell.
 */
export const QUOTING_TOOLS = ['connecture', 'sunfire'] as const;
export type QuotingTool = (typeof QUOTING_TOOLS)[number];

export type QuickLinkInstance = z.infer<typeof quickLinkInstanceSchema>;

export interface QuickLinkMethods {
    getQuickLinkInstance: (tool: QuotingTool) => Promise<QuickLinkInstance>;
}

export const quickLinksArea = defineApiArea('quick-links', portal => ({
    methods: {
        getQuickLinkInstance: tool => request(`${ownerPath(portal)}/${tool}`, { schema: quickLinkInstanceSchema }),
    } satisfies QuickLinkMethods,
}));

/** An address the portal opens: https only (anything else, or what is not an address at all, is refused). */
export const safeHttpsUrl = (address: string): URL | undefined => {
    try {
        const url = new URL(address);
        return url.protocol === 'https:' ? url : undefined;
    } catch {
        return undefined;
    }
};

/**
 * The tool's sign-in address: a non-captive instance gets the user's connection claim as its `connection`
 * query parameter; a captive one is opened as it is. Undefined when it cannot be opened: not https, or
 * non-captive without a connection claim (the tool could not tell which connection signs the user in).
 */
export const quotingToolUrl = (instance: QuickLinkInstance, connection: string | undefined): string | undefined => {
    const url = safeHttpsUrl(instance.sso_url);
    if (!url) return undefined;
    if (instance.is_captive) return url.href;
    if (!connection) return undefined;
    url.searchParams.set('connection', connection);
    return url.href;
};

/** Kept while the portal is open, without expiry: a tool's sign-in address does not change while the user works. */
export const useQuickLinkInstance = (tool: QuotingTool) => {
    const api = useAreaApi(quickLinksArea);
    return useQuery({
        queryKey: ['quick-links', tool],
        queryFn: () => api.getQuickLinkInstance(tool),
        staleTime: Infinity,
        gcTime: Infinity,
    });
};
