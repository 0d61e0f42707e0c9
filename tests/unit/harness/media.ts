/**
 * jsdom has no matchMedia. These stand in for it: a MediaQueryList that matches the queries a screen answers
 * and never changes.
 */
const answering =
    (matches: (query: string) => boolean) =>
    (query: string): MediaQueryList => ({
        matches: matches(query),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
    });

/**
 * A person who asked their system for less motion: MUI's menus, dialogs and toasts (theme motion.reducedMotion
 * 'system') appear and leave at once instead of after their transitions' timers.
 */
const asksForLessMotion = (query: string) => query.includes('prefers-reduced-motion: reduce');

/** A laptop: no width query matches (MUI's useMediaQuery reads it as no breakpoint met), less motion asked for. */
export const laptopMedia = answering(asksForLessMotion);

/** A phone: every `max-width` query matches, no `min-width` one does; less motion asked for. */
export const phoneMedia = answering(query => query.includes('max-width') || asksForLessMotion(query));

/** Makes the window answer media queries as this screen does (tests/unit/setup.ts starts every test on a laptop). */
export const actAsScreen = (media: typeof laptopMedia) =>
    Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: media });
