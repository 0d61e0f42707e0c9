import { chromium } from 'playwright-core';

/** Debian's Chromium (npm cannot download browsers here); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
];

/**
 * For a browser that only loads pages and reads them (the fault matrix): V8's optimising compilers (Maglev,
 * Turbofan) do not pay for themselves on pages that live half a second; without them a page load costs the
 * machine about a tenth less. Not for axe checks, whose long runs they speed up by half.
 */
export const SHORT_PAGES_ARGS = ['--js-flags=--no-maglev,--no-turbofan'];

export const launchChromium = ({ shortPages = false }: { shortPages?: boolean } = {}) =>
    chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: shortPages ? [...CHROMIUM_ARGS, ...SHORT_PAGES_ARGS] : CHROMIUM_ARGS,
    });
