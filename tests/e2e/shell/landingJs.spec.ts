import path from 'node:path';
import type { Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signedInContext } from '../../../scripts/benchContext';
import {
    DASHBOARD_CARDS,
    jsBefore,
    KEEP_RESOURCE_TIMINGS,
    LANDING_JS_BOUND,
    landingCutOff,
    landingDataWatch,
    loadEntries,
    type LoadEntry,
} from '../../../scripts/benchLanding';
import { browserPerFile, prepareContext } from '../harness';

const browser = browserPerFile();
const dist = path.resolve('dist');

/**
 * The chunk of the dashboard chart's bars (@mui/x-charts): after the first data, and once the reader comes near,
 * which a tall window makes at once, so only the first condition decides when it comes.
 */
const CHART_CHUNK = /\/EnrollmentBars-[\w-]+\.js$/;

/**
 * One cold load of a landing page in a context of its own (no cache, nothing kept from a walk): the scripts and
 * calls of the load, and when the page's first data showed on its own clock (`npm run bench` measures the same).
 * The entries are read once every request started by then has answered and, when asked, once the page has
 * received a script it fetches later: waits for those requests themselves, so a slow machine only makes them later.
 * `tall` opens it in a window four screens high, where every part of the page is near the reader from the start.
 */
const load = async (address: string, firstData: 'card' | 'dashFirst', alsoWaitFor?: RegExp, tall = false) => {
    const context = await signedInContext(browser(), inject('baseUrl'));
    try {
        await prepareContext(context);
        const page = await context.newPage();
        if (tall) await page.setViewportSize({ width: 1280, height: 3200 });
        await page.addInitScript(KEEP_RESOURCE_TIMINGS);
        await page.addInitScript(landingDataWatch(DASHBOARD_CARDS));
        const answers = new Map<Request, Promise<void>>();
        const answer = new Map<Request, () => void>();
        page.on('request', request => answers.set(request, new Promise(resolve => answer.set(request, resolve))));
        page.on('requestfinished', request => answer.get(request)?.());
        page.on('requestfailed', request => answer.get(request)?.());
        await page.goto(`${inject('baseUrl')}${address}`);
        const shown = await page.waitForFunction(
            key => (window as unknown as { benchSeen?: Record<string, number> }).benchSeen?.[key],
            firstData
        );
        const at = Number(await shown.jsonValue());
        await Promise.all(answers.values());
        if (alsoWaitFor)
            await page.waitForFunction(
                source => performance.getEntriesByType('resource').some(entry => new RegExp(source).test(entry.name)),
                alsoWaitFor.source
            );
        const pageCodeLinks = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(link => ({
                href: link.href,
                byPreload: 'openedPage' in link.dataset,
            }))
        );
        return { cutOff: await landingCutOff(page, at), entries: await loadEntries(page), pageCodeLinks };
    } finally {
        await context.close();
    }
};

type Load = Awaited<ReturnType<typeof load>>;

const chartChunk = (entries: readonly LoadEntry[]) =>
    entries.find(entry => entry.kind === 'script' && CHART_CHUNK.test(entry.name));

/**
 * The page's own code was asked for by the page's preload (scripts/pageCodePreload.ts), before the entry ran: one
 * link names the chunk, the preload's, since the app's own import finds it asked for; and no script is asked for
 * twice.
 */
const expectPageCodeWithTheEntry = (landing: Load, pageChunk: RegExp) => {
    const scripts = landing.entries.filter(entry => entry.kind === 'script').map(entry => entry.name);
    expect(landing.pageCodeLinks.filter(link => pageChunk.test(link.href))).toEqual([
        expect.objectContaining({ byPreload: true }),
    ]);
    expect(scripts.length).toBe(new Set(scripts).size);
};

describe('the JS before a landing page shows its first data', () => {
    it('the contracts list: within its bound, its code asked for with the entry', async () => {
        const contracts = await load('/contracts?agentId=101', 'card');
        const js = jsBefore(contracts.entries, contracts.cutOff, dist);
        expect(js.files).toBeLessThanOrEqual(LANDING_JS_BOUND.files);
        expect(js.gzip / 1024).toBeLessThanOrEqual(LANDING_JS_BOUND.gzipKb);
        expectPageCodeWithTheEntry(contracts, /\/ContractList-[\w-]+\.js$/);
    });

    it('the dashboard: within the same bound, the chart’s bars only after the first card shows its data', async () => {
        const dashboard = await load('/?agentId=101', 'dashFirst', CHART_CHUNK, true);
        const { cutOff: laterCardsMayStart, entries } = dashboard;
        const js = jsBefore(entries, laterCardsMayStart, dist);
        expect(js.files).toBeLessThanOrEqual(LANDING_JS_BOUND.files);
        expect(js.gzip / 1024).toBeLessThanOrEqual(LANDING_JS_BOUND.gzipKb);
        expectPageCodeWithTheEntry(dashboard, /\/DashboardPage-[\w-]+\.js$/);
        const chart = chartChunk(entries);
        expect(chart, 'the chart loads (after the first data)').toBeDefined();
        expect(chart!.start).toBeGreaterThan(laterCardsMayStart);
    });
});
