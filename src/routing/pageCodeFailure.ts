/**
 * A page's code that could not be fetched: the connection dropped, or a new release replaced the files of the
 * one this tab started with (the server answers 404 for them). Browsers reject the dynamic import with their own
 * words: Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically imported
 * module", Safari "Importing a module script failed".
 */
const FAILED_IMPORT = /dynamically imported module|Importing a module script failed/;

/** The errors Vite reported as its preload failing: a page's import, or a script or style sheet it needs. */
const preloadFailures = new WeakSet<object>();

/**
 * Notes each error Vite reports with its `vite:preloadError` event (left to be thrown, so the page shows it),
 * whatever the browser's words for it. At start, before any page's code is asked for.
 */
export const notePreloadFailures = () =>
    window.addEventListener('vite:preloadError', event => {
        if (event.payload instanceof Error) preloadFailures.add(event.payload);
    });

/** The error is a page's code failing to load, not a defect of the page: loading the portal again may cure it. */
export const isPageCodeFailure = (error: unknown) =>
    error instanceof Error && (preloadFailures.has(error) || FAILED_IMPORT.test(error.message));
