/**
 * Where an alert's or a calendar entry's link may lead: an https or http address (opened in a new tab) or a
 * path of the portal. Anything else (`javascript:`, `data:`, protocol-relative `//host`) is no link at all.
 */
export const safeLinkOf = (value: unknown): { href: string; external: boolean } | undefined => {
    if (typeof value !== 'string') return undefined;
    const href = value.trim();
    if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return { href, external: false };
    try {
        const url = new URL(href);
        return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, external: true } : undefined;
    } catch {
        return undefined;
    }
};
