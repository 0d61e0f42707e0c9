import { chromium } from 'playwright-core';

/** Debian's Chromium (npm cannot download browsers here); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Playwright passes its own --disable-features list, and Chromium reads only the last --disable-features switch:
 * this repeats the Chromium entries of playwright-core 1.65.1's list (its chromiumSwitches.ts) so that
 * adding ours keeps them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
    'AvoidUnnecessaryBeforeUnloadCheckSync',
    'DestroyProfileOnBrowserClose',
    'HttpsUpgrades',
    'HttpsFirstBalancedModeAutoEnable',
    'LensOverlay',
    'MediaRouter',
    'PaintHolding',
    'ThirdPartyStoragePartitioning',
    'AvoidCorsURLLoaderRestartOnRedirect',
    'TcpPortRandomizationWin',
    'OptimizationHints',
    'NetworkTimeServiceQuerying',
    'AimEnabled',
    'PreconnectToSearch',
];

/**
 * Chromium 156 preloads its address bar's popup (two chrome://omnibox-popup.top-chrome pages) in a renderer of its
 * own for every new window, and a browser context is a window: CPU spent on every context for a popup headless
 * tests never open.
 */
const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_BROWSER_UI].join(',')}`,
];

/**
 * For a browser that only loads pages and reads them (the fault matrix): V8's optimising compilers (Maglev,
 * Turbofan) spend more on background threads compiling code the page is about to leave than the page's own
 * main-thread work. Walks keep them: their tables, forms and axe runs run longer without.
 */
export const SHORT_PAGES_ARGS = ['--js-flags=--no-maglev,--no-turbofan'];

export const launchChromium = ({ shortPages = false }: { shortPages?: boolean } = {}) =>
    chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: shortPages ? [...CHROMIUM_ARGS, ...SHORT_PAGES_ARGS] : CHROMIUM_ARGS,
    });
