import { config } from '../config';
import { routeTemplateOf } from '../routing/lazyPage';

/** What a report says: where (the route's template, never the address), which build, which kind of error. */
export interface ErrorReport {
    route: string;
    release: string;
    error: string;
}

/** A page that keeps failing in a loop must not flood the endpoint: a few reports a page load, each once. */
const MOST_REPORTS = 10;
const sent = new Set<string>();

/**
 * The error's kind only (TypeError, ChunkLoadError): its message and stack may quote data (a name, an id from
 * an answer) and are never sent. Anything thrown that is not an Error counts by its type.
 */
const kindOf = (error: unknown) =>
    error instanceof Error && /^[A-Za-z][\w$]{0,79}$/.test(error.name)
        ? error.name
        : typeof error === 'object'
          ? 'NonError'
          : `Thrown ${typeof error}`;

export const errorReportOf = (error: unknown, pathname: string): ErrorReport => ({
    route: routeTemplateOf(pathname) ?? '(no page)',
    release: config.buildLabel,
    error: kindOf(error),
});

/**
 * Reports an uncaught error or a crash screen to config.json's `errorReportUrl` (nothing when it is empty).
 * Sent with `fetch` itself, not the app's HTTP client: a report must not start the session-expiry flow, show a
 * toast or retry, and it must work when the failure is in that client. No cookies go with it, and its own
 * failure is swallowed: reporting never becomes a second error.
 */
export const reportError = (error: unknown, pathname = window.location.pathname) => {
    const url = config.errorReportUrl;
    if (!url) return;
    const report = errorReportOf(error, pathname);
    const key = `${report.route} ${report.error}`;
    if (sent.has(key) || sent.size >= MOST_REPORTS) return;
    sent.add(key);
    void fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(report),
        credentials: 'omit',
        keepalive: true,
    }).catch(() => undefined);
};

/** Each page load reports anew (tests start from a clean slate). */
export const forgetSentReports = () => sent.clear();

/** Uncaught errors and rejected promises nobody handled, from anywhere in the page (main.tsx, at start). */
export const reportUncaughtErrors = () => {
    window.addEventListener('error', event => reportError(event.error ?? event));
    window.addEventListener('unhandledrejection', event => reportError(event.reason));
};
