/** Reads one cookie of the current document, or undefined when it is not set. */
export const readCookie = (name: string): string | undefined => {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = document.cookie.split('; ').find(part => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

/** Writes a cookie for the whole site, kept for `days` days (a negative number removes it). */
export const writeCookie = (name: string, value: string, days = 365): void => {
    // Max-Age rather than an expiry date: the browser counts it on its own clock, whatever the page's says.
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; max-age=${Math.round(days * 86_400)}; path=/; SameSite=Lax`;
};
