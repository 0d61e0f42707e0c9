/**
 * What a landing page waits for: the scripts it loads before its first data shows (files and gzip bytes, held
 * under a bound), and the calls of the load with their start and end, so a new chain of round trips shows.
 * Read from the page's own Resource Timing, on its clock (ms from navigation start).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { LATER_PARTS_MARK } from '../src/components/pageData';

export interface JsBound {
    files: number;
    gzipKb: number;
}

/**
 * The most JS either landing page may load before its first data (files, kB gzip level 9): one bound for both,
 * the contracts list's path (26 files, 292 kB: the portal scope, a query cache per portal, took it 0.3 kB past
 * 291), 293 kB since the dashboard's first cards tell an agency's producers of one name apart (0.5 kB), and 296 kB
 * since the opened page's code is asked for with the entry (scripts/pageCodePreload.ts: the routes' table, 3.6 kB,
 * for a round trip less before the first data: 632 to 536 ms to the first contract card at 60 ms of latency).
 * The dashboard, where every user lands, is held to it too: only its first cards' code (and the chart card's
 * frame) comes before their data, the other cards' code and the chart's bars (@mui/x-charts) after.
 * `npm run bench` and tests/e2e/shell/landingJs.spec.ts fail past it.
 */
export const LANDING_JS_BOUND: JsBound = { files: 26, gzipKb: 296 };

export interface LoadEntry {
    /** The address without the origin. */
    name: string;
    kind: 'document' | 'script' | 'call';
    start: number;
    end: number;
}

/** The cards agent 101's dashboard shows (resources/dashboard/cards.tsx, the hosted slots included). */
export const DASHBOARD_CARDS = 11;

/**
 * An init script: each frame, the page notes (in `window.benchSeen`, on its own clock) when the first contract
 * card shows (`card`), and on the dashboard when its first card shows its data (`dashFirst`: a card with neither
 * a spinner nor an error) and when all `dashboardCards` do (`dashLast`).
 */
export const landingDataWatch = (dashboardCards: number) => `{
    const seen = (window.benchSeen ??= {});
    const check = () => {
        if (!('card' in seen) && document.querySelector('h2 a[href^="/contracts/"]')) seen.card = performance.now();
        if (location.pathname === '/' && !('dashLast' in seen)) {
            const cards = [...document.querySelectorAll('main section[aria-labelledby]')];
            const withData = cards.filter(
                card => !card.querySelector('[role="progressbar"], .MuiAlert-colorError') && card.textContent.length > 40
            );
            if (withData.length > 0 && !('dashFirst' in seen)) seen.dashFirst = performance.now();
            if (cards.length >= ${dashboardCards} && withData.length === cards.length) seen.dashLast = performance.now();
        }
        requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
}`;

/** Ask the page to keep every resource's timing (the default buffer holds 250). */
export const KEEP_RESOURCE_TIMINGS = 'performance.setResourceTimingBufferSize(5000);';

/**
 * The document, the scripts, config.json and the API calls of the load so far. A string, not a function: tsx's
 * compiled functions reference helpers that do not exist in the page.
 */
export const loadEntries = (page: Page): Promise<LoadEntry[]> =>
    page.evaluate(`(() => {
        const local = url => {
            const parsed = new URL(url);
            return parsed.pathname + parsed.search;
        };
        const [navigation] = performance.getEntriesByType('navigation');
        const resources = performance.getEntriesByType('resource').flatMap(entry => {
            const name = local(entry.name);
            const kind = name.endsWith('.js')
                ? 'script'
                : /^\\/(t|api)\\//.test(name) || name.startsWith('/config.json')
                  ? 'call'
                  : undefined;
            return kind ? [{ name, kind, start: entry.startTime, end: entry.responseEnd }] : [];
        });
        return [{ name: local(navigation.name), kind: 'document', start: 0, end: navigation.responseEnd }, ...resources];
    })()`);

export interface JsBefore {
    files: number;
    gzip: number;
    raw: number;
}

/**
 * Where a landing page's first JS ends: at its first data, or earlier where the page let its later parts start
 * before that data (a second after it was drawn without it, on a slow machine), whose code is not the landing's.
 */
export const landingCutOff = async (page: Page, firstData: number) => {
    const laterParts = (await page.evaluate(
        `performance.getEntriesByName(${JSON.stringify(LATER_PARTS_MARK)})[0]?.startTime`
    )) as number | undefined;
    return Math.min(firstData, laterParts ?? Number.POSITIVE_INFINITY);
};

/** The scripts asked for before the first data showed, by their size in dist/ (gzip level 9). */
export const jsBefore = (entries: readonly LoadEntry[], firstData: number, distDir: string): JsBefore => {
    const scripts = new Set(
        entries.filter(entry => entry.kind === 'script' && entry.start < firstData).map(entry => entry.name)
    );
    return [...scripts]
        .map(name => readFileSync(path.join(distDir, name)))
        .reduce(
            (sum, content) => ({
                files: sum.files + 1,
                raw: sum.raw + content.length,
                gzip: sum.gzip + gzipSync(content, { level: 9 }).length,
            }),
            { files: 0, gzip: 0, raw: 0 }
        );
};

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export const describeJs = (js: JsBefore) => `${js.files} files, ${kB(js.raw)} / ${kB(js.gzip)}`;

/** Past the bound: what to say, or undefined within it. */
export const overBound = (what: string, js: JsBefore, bound: JsBound) =>
    js.files > bound.files || js.gzip > bound.gzipKb * 1024
        ? `${what}: ${describeJs(js)} before its first data, over the bound of ${bound.files} files and ${bound.gzipKb} kB gzip (scripts/benchLanding.ts)`
        : undefined;

/**
 * The load as a waterfall: the document, config.json and each API call with its start and end, and the scripts
 * asked for before the first data as one line (when the first and the last of them started, when the last ended).
 */
export const waterfall = (title: string, entries: readonly LoadEntry[], firstData: number) => {
    const ms = (value: number) => `${Math.round(value)}`.padStart(5);
    const scripts = entries.filter(entry => entry.kind === 'script' && entry.start < firstData);
    const lines = [
        ...entries
            .filter(entry => entry.kind !== 'script')
            .map(entry => ({ start: entry.start, text: `${ms(entry.start)} - ${ms(entry.end)}  ${entry.name}` })),
        ...(scripts.length
            ? [
                  {
                      start: scripts[0].start,
                      text: `${ms(Math.min(...scripts.map(entry => entry.start)))} - ${ms(Math.max(...scripts.map(entry => entry.end)))}  ${scripts.length} scripts (the last asked for at ${Math.round(Math.max(...scripts.map(entry => entry.start)))})`,
                  },
              ]
            : []),
        { start: firstData, text: `${ms(firstData)}          first data shows` },
    ].sort((a, b) => a.start - b.start);
    return [`\n${title} (ms from navigation start)`, ...lines.map(line => `  ${line.text}`)].join('\n');
};

/**
 * The dashboard's first card against the contracts list's (medians over the runs): printed, not a bound, since
 * on a shared machine a few ms either way is noise.
 */
export const firstDataAgainst = (dashboardMs: number, contractsMs: number) => {
    const difference = Math.round(dashboardMs - contractsMs);
    return `${Math.round(dashboardMs)} ms against ${Math.round(contractsMs)} ms: ${
        difference <= 0 ? `${-difference} ms earlier` : `${difference} ms later`
    }`;
};
