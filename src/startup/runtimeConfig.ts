import { applyConfig, config, readRuntimeSettings, type ConfigProblem } from '../config';

/** Why the portal could not start with its settings; the error page says it (ConfigErrorPage). */
export type ConfigFailure =
    /** config.json could not be fetched at all (offline, connection dropped). */
    | { kind: 'network' }
    /** The server has no config.json (404, or a server that answers unknown files with the app's page). */
    | { kind: 'missing' }
    /** Any other HTTP error. */
    | { kind: 'status'; status: number }
    /** The file is not JSON. */
    | { kind: 'unreadable' }
    /** The file is JSON, but settings in it are wrong. */
    | { kind: 'invalid'; problems: readonly ConfigProblem[] };

/**
 * Beside index.html: Vite's base (where index.html is served), resolved against the document's base, so a deep
 * link such as /contracts/12 still asks for /config.json.
 */
export const configUrl = () => new URL(`${import.meta.env.BASE_URL}config.json`, document.baseURI).href;

/**
 * Reads config.json and applies it (src/config.ts), or says why it could not. Never cached: a changed file
 * takes effect on the next page load, without a rebuild (the server is told not to cache it either). index.html
 * asks for it with the page (`<link rel="preload" as="fetch" crossorigin>`: the same address, CORS mode and
 * credentials as this fetch), so the first read takes that answer instead of waiting for the app's code.
 */
export const loadRuntimeConfig = async (): Promise<ConfigFailure | undefined> => {
    let response: Response;
    let body: string;
    try {
        response = await fetch(configUrl(), { cache: 'no-store', credentials: 'same-origin' });
        body = await response.text();
    } catch {
        return { kind: 'network' };
    }
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) return { kind: 'status', status: response.status };
    // A server with a single-page fallback answers a missing file with index.html.
    if (/^\s*</.test(body)) return { kind: 'missing' };
    let raw: unknown;
    try {
        raw = JSON.parse(body);
    } catch {
        return { kind: 'unreadable' };
    }
    // A production build never shows the stand-in links and phone number: it names the settings it lacks.
    const read = readRuntimeSettings(raw, { deployment: !config.demo });
    if (read.problems) return { kind: 'invalid', problems: read.problems };
    applyConfig(read.settings);
    return undefined;
};
