import type { BrowserContext, Request } from 'playwright-core';

/**
 * The personal data a walk types (the app-submission walk) and the shapes of such data, which must never
 * show in an address the browser requests, in its storage or in the document title (nothing
 * personal leaks). The fixtures hold none of these kinds (their people have names, ids and example.com emails).
 */
export const TYPED_PERSONAL_DATA = {
    ssn: '987654321',
    mbi: '1EG4TE5MK73',
    medicaid: 'MCD556677',
    dateOfBirth: '1951-04-23',
} as const;

const PERSONAL_DATA: Array<[string, RegExp]> = [
    ['SSN', /\b\d{3}-\d{2}-\d{4}\b/],
    // CMS's Medicare Beneficiary Identifier: 11 characters, letters without S, L, O, I, B, Z; dashes optional.
    [
        'MBI',
        /\b[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}\b/i,
    ],
    ['email', /[\w.+-]+@[\w-]+\.[\w.-]+/],
    ...Object.entries(TYPED_PERSONAL_DATA).map(([kind, value]): [string, RegExp] => [
        kind,
        new RegExp(value.replace(/-/g, '-?'), 'i'),
    ]),
];

/** The kinds of personal data `text` holds, e.g. ['email']. */
export const personalDataIn = (text: string) =>
    PERSONAL_DATA.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);

/** An address as the server and logs see it, its escapes undone (an email's @ travels as %40). */
const readable = (url: string) => {
    try {
        return decodeURIComponent(url);
    } catch {
        return url;
    }
};

/**
 * The hosts a page may reach besides its own origin: the video player's (resources/videos/VideoPlayerDialog.tsx),
 * and none other while config.json's API and tracker addresses are this origin (the tests' settings).
 */
export const ALLOWED_OUTSIDE_ORIGINS = ['https://www.youtube-nocookie.com'];

/**
 * The demo news feed's hostile item (mocks/db/videos.ts) carries an `onerror` handler. DOMPurify removes it, but
 * Chromium reports the handler as blocked while DOMPurify parses the HTML (its DOMParser document shares the
 * page's policy; nothing would run either way): that report is the policy refusing an attack, which is what it is
 * for, so it is the one violation allowed, recognised by its script sample (script-src's 'report-sample').
 */
const HOSTILE_DEMO_HANDLER = '"window.__newsScriptRan = true"';

/**
 * A page's own address changing to another site (the SOA signing page the API names, the account server): the
 * person leaves the portal, which is no request of the portal's page. A frame's address is one (the player).
 */
const leavesThePortal = (request: Request) => {
    try {
        return request.isNavigationRequest() && request.frame().parentFrame() === null;
    } catch {
        // A service worker's request has no frame.
        return false;
    }
};

/**
 * Watches one browser context of a walk for what the delivery must never allow: a Content-Security-Policy
 * violation (its pages' `securitypolicyviolation` events, reported through the console so that none is lost
 * to a navigation), personal data in a requested address, a request to a host the settings do not name.
 * `problems()` returns what was seen since it last looked, with the storage and title of its pages as they are.
 */
export const watchDelivery = async (context: BrowserContext, origin: string) => {
    const seen: string[] = [];
    await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', event =>
            console.warn(
                `[csp-violation] ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ${JSON.stringify(event.sample)} at ${event.sourceFile}:${event.lineNumber} on ${location.pathname}`
            )
        )
    );
    context.on('console', message => {
        const text = message.text();
        if (text.startsWith('[csp-violation]') && !text.includes(HOSTILE_DEMO_HANDLER))
            seen.push(`CSP violation: ${text.slice(16)}`);
    });
    context.on('request', request => {
        const url = new URL(request.url());
        if (url.protocol === 'data:' || url.protocol === 'blob:') return;
        if (url.origin !== origin && !ALLOWED_OUTSIDE_ORIGINS.includes(url.origin) && !leavesThePortal(request))
            seen.push(`request outside the hosts the settings name: ${url.href}`);
        const leaked = personalDataIn(readable(url.href));
        if (leaked.length > 0) seen.push(`${leaked.join(', ')} in a requested address: ${url.pathname}${url.search}`);
    });
    return {
        problems: async () => {
            const found = seen.splice(0);
            for (const page of context.pages()) {
                const held = await page
                    .evaluate(() => ({
                        storage: JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
                        title: document.title,
                    }))
                    .catch(() => undefined);
                if (!held) continue;
                const stored = personalDataIn(held.storage);
                if (stored.length > 0) found.push(`${stored.join(', ')} in the browser's storage`);
                const titled = personalDataIn(held.title);
                if (titled.length > 0) found.push(`${titled.join(', ')} in the document title: ${held.title}`);
            }
            return found;
        },
    };
};
