const BASE = 'http://same.origin';

/** A path the browser can only read as this origin: one leading slash, no backslash, no control character. */
const isPlainPath = (value: string): boolean =>
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- tabs and newlines are exactly what must be refused
    !/[\u0000-\u001f\u007f\s]/.test(value);

/**
 * Accepts only a same-origin path ("/contracts?agentId=1"); anything else becomes "/". Used wherever a
 * returnUrl is written or read back. The input is checked before and after URL normalisation, because the
 * URL parser strips tabs and newlines and resolves dot segments ("/.//evil" -> "//evil", which a browser
 * reads as another host).
 */
export const safeReturnPath = (value: string | null | undefined): string => {
    if (typeof value !== 'string' || !isPlainPath(value)) return '/';
    try {
        const url = new URL(value, BASE);
        if (url.origin !== BASE) return '/';
        const path = `${url.pathname}${url.search}${url.hash}`;
        return isPlainPath(path) ? path : '/';
    } catch {
        return '/';
    }
};
