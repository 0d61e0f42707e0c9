import type { Browser, Page } from 'playwright-core';

/** A fresh laptop-sized context signed in to the demo server as the default user: each bench run starts cold. */
export const signedInContext = async (browser: Browser, baseUrl: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
        [
            ['demo_session', '1'],
            ['demo_scenario', 'default'],
            ['lng', 'en'],
            ['XSRF-TOKEN', 'bench'],
        ].map(([name, value]) => ({ name, value, url: baseUrl }))
    );
    return context;
};

/** Every request of the page waits this long before it goes out, as over a real network (Chromium's emulation). */
export const addLatency = async (page: Page, latencyMs: number) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: latencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
    });
};
