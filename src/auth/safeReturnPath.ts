const BASE = 'http://same.origin';

const isPlainPath = (value: string): boolean =>
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    // eslint-disable-next-line no-control-regex -- tabs and newlines are exactly what must be refused
    !/[\u0000-\u001f\u007f\s]/.test(value);

/** Checked before and after URL normalisation: "/.//evil" becomes "//evil", another host. */
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
