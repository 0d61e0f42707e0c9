import { applyConfig, config, readRuntimeSettings, type ConfigProblem } from '../config';

export type ConfigFailure =
    /** Could not be fetched at all (offline, connection dropped). */
    | { kind: 'network' }
    /** 404, or a server that answers unknown files with the app's page. */
    | { kind: 'missing' }
    | { kind: 'status'; status: number }
    | { kind: 'unreadable' }
    | { kind: 'invalid'; problems: readonly ConfigProblem[] };

/** Resolved against the document's base, so a deep link such as /contracts/12 still asks for /config.json. */
export const configUrl = () => new URL(`${import.meta.env.BASE_URL}config.json`, document.baseURI).href;

/** Never cached. index.html preloads it with the same CORS mode and credentials, so the first read takes that. */
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
