/**
 * Accepts only a same-origin path ("/contracts?agentId=1"); anything else (absolute URLs, protocol-relative
 * "//host", backslash tricks) becomes "/". Used wherever a returnUrl is read back.
 */
export const safeReturnPath = (value: string | null | undefined): string => {
    if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
    try {
        const base = 'http://same.origin';
        const url = new URL(value, base);
        return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
    } catch {
        return '/';
    }
};
