/**
 * Told by the browsers' words for a rejected dynamic import and Vite's for a style sheet. Not by Vite's
 * `vite:preloadError` event: it also reports a fetched module that threw as it ran, which reloading cannot cure.
 */
const FAILED_LOAD = /dynamically imported module|Importing a module script failed|^Unable to preload CSS/;

export const isPageCodeFailure = (error: unknown) => error instanceof Error && FAILED_LOAD.test(error.message);
