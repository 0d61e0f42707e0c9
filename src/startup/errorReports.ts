import { config } from '../config';
import { routeTemplateOf } from '../routing/lazyPage';

/** The route's template, never the address. */
export interface ErrorReport {
    route: string;
    release: string;
    error: string;
}

/** A page that keeps failing in a loop must not flood the endpoint: a few reports a page load, each once. */
const MOST_REPORTS = 10;
const sent = new Set<string>();

/** Never the message or stack: they may quote data (a name, an id from an answer). */
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
 * `fetch` itself, not the app's HTTP client: a report must not start the session-expiry flow, show a toast or retry,
 * and must work when the failure is in that client. Its own failure is swallowed.
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

export const forgetSentReports = () => sent.clear();

export const reportUncaughtErrors = () => {
    window.addEventListener('error', event => reportError(event.error ?? event));
    window.addEventListener('unhandledrejection', event => reportError(event.reason));
};
