/**
 * The anchor the landing pages are measured against: the smallest react-admin app with one list
 * (scripts/anchor/, built into dist-anchor/), served with the same demo API on a server of its own. Each run is a
 * fresh signed-in context; the time is the page's own clock from navigation to the list's first row. Its runs
 * alternate with the contracts list's, so a machine busier at one moment weighs on both alike.
 */
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startDemoHttpServer } from '../mocks/http-server';
import { addLatency, signedInContext } from './benchContext';

const FIRST_ROW_WATCH = `{
    const check = () =>
        document.querySelector('tbody tr td') ? (window.anchorRow = performance.now()) : requestAnimationFrame(check);
    requestAnimationFrame(check);
}`;

/** The anchor's server, and one cold load of its list: its time to the first row. */
export const startAnchor = async () => {
    const server = await startDemoHttpServer({ distDir: path.resolve('dist-anchor') });
    const firstRow = async (browser: Browser, latencyMs = 0) => {
        const context = await signedInContext(browser, server.url);
        const page = await context.newPage();
        if (latencyMs) await addLatency(page, latencyMs);
        await page.addInitScript(FIRST_ROW_WATCH);
        await page.goto(`${server.url}/#/contracts`);
        await page.waitForFunction(() => 'anchorRow' in window);
        const time = await page.evaluate(() => (window as unknown as { anchorRow: number }).anchorRow);
        await context.close();
        return time;
    };
    return { firstRow, close: () => server.close() };
};
