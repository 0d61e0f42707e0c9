/** Reads one cookie of the current document, or undefined when it is not set. */
export const readCookie = (name: string): string | undefined => {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = document.cookie.split('; ').find(part => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
};

/** Writes a cookie for the whole site, kept for `days` days (a negative number removes it). */
export const writeCookie = (name: string, value: string, days = 365): void => {
    const expires = new Date(Date.now() + days * 86_400_000).toUTCString();
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};
