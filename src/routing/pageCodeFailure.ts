/**
 * A page's code that could not be fetched: the connection dropped, or a new release replaced the files of the
 * one this tab started with (the server answers 404 for them). Told by the words it fails with: the browsers' for
 * a rejected dynamic import (Chromium "Failed to fetch dynamically imported module", Firefox "error loading
 * dynamically imported module", Safari "Importing a module script failed") and Vite's for a style sheet the page
 * needs ("Unable to preload CSS for …"). Not by Vite's `vite:preloadError` event: Vite reports there any failure
 * of the import, a page module that was fetched and then threw as it ran among them, which is a defect that
 * loading again cannot cure.
 */
const FAILED_LOAD = /dynamically imported module|Importing a module script failed|^Unable to preload CSS/;

/** The error is a page's code failing to load, not a defect of the page: loading the portal again may cure it. */
export const isPageCodeFailure = (error: unknown) => error instanceof Error && FAILED_LOAD.test(error.message);
