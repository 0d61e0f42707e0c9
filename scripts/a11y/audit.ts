/**
 * `npm run audit:a11y`: the audit behind docs/accessibility.md. Builds the app, serves the production build with
 * the demo API (as `serve:demo` and the browser tests do), and drives Debian's Chromium over
 * every page of both portal types in English and Spanish: axe with WCAG 2.2 A and AA (target size included) at
 * every impact, sideways scroll and text cut by an ellipsis or a clamp at 200% zoom, at 320 px and with WCAG's
 * text spacing, stray single-key presses, and Tab / Shift+Tab walks down long pages and back at 1366 and 390 px.
 * Writes docs/accessibility-audit.md (AUDIT_OUT to write elsewhere). It finds; it does not fail: what it finds is
 * looked at on the page before the report counts it. A few minutes on two cores.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { clock } from '../../src/clock';
import { DEMO_SCOPE_COOKIE } from '../../mocks/db';
import { startDemoHttpServer } from '../../mocks/http-server';
import { launchChromium } from '../../tests/e2e/browser';
import { PHONE } from '../../tests/e2e/harness';
import { hoverHint } from './components';
import { IN_PAGE } from './inPage';
import { walk, type WalkResult } from './keyboard';
import { AUDIT_PAGES, KEYBOARD_PAGES, LAPTOP } from './pages';
import { commit, writeReport } from './report';
import { scanSource } from './sourceScan';
import { runStamp, stampReport } from './stamp';
import { visit, type PageResult } from './visit';

const root = path.resolve('.');
/** AUDIT_ONLY=regex audits the page addresses it matches, to look again at a few (no keyboard walks then). */
const only = new RegExp(process.env.AUDIT_ONLY ?? '');
const out = path.resolve(process.env.AUDIT_OUT ?? 'docs/accessibility-audit.md');
/** The conformance report whose heading takes the run's product version and day, after a whole run only. */
const conformanceReport = path.resolve('docs/accessibility.md');

/**
 * A signed-in tab of its own demo scope, in a language, with full motion as most see it. At the machine's day, as
 * `serve:demo`: the demo data is built for the clock's day, which is the machine's here, and the page reads the
 * same (the browser tests' page clock, harness prepareContext, does not survive tsx's compiling).
 */
const newTab = async (browser: Browser, baseUrl: string, language: 'en' | 'es', viewport = LAPTOP) => {
    const context = await browser.newContext({
        viewport,
        baseURL: baseUrl,
        locale: language === 'es' ? 'es-MX' : 'en-US',
        reducedMotion: 'no-preference',
    });
    context.setDefaultTimeout(45_000);
    await context.addInitScript(IN_PAGE);
    await context.addCookies(
        [
            [DEMO_SCOPE_COOKIE, `audit-${randomUUID()}`],
            ['demo_scenario', 'default'],
            ['demo_session', '1'],
            ['XSRF-TOKEN', 'audit'],
            ['lng', language],
        ].map(([name, value]) => ({ name, value, url: baseUrl }))
    );
    return { context, page: await context.newPage() };
};

const started = performance.now();
const stamp = runStamp(root, clock.now(), commit());
const server = await startDemoHttpServer({ distDir: path.join(root, 'dist') });
const browser = await launchChromium();
try {
    const pages: PageResult[] = [];
    let pageClock = 'nothing (no page was opened)';
    const targets = AUDIT_PAGES.filter(candidate => only.test(candidate.address));
    for (const language of ['en', 'es'] as const) {
        const { context, page } = await newTab(browser, server.url, language);
        for (const target of targets) {
            const began = performance.now();
            const result = await visit(page, target, language).catch((error: unknown): PageResult => ({
                address: target.address,
                language,
                problems: [`not audited: ${String(error).split('\n')[0]}`],
                axe: [],
                looks: [],
                images: [],
                chartColours: [],
                fieldPurposes: [],
                facts: { title: '', lang: '', menu: [] },
                endlessAnimations: [],
                keyShortcuts: [],
            }));
            pages.push(result);
            if (pages.length === 1) pageClock = await page.evaluate(() => new Date().toString());
            const took = ((performance.now() - began) / 1000).toFixed(1);
            console.log(
                `${language} ${result.address} (${took} s): ${result.axe.length} axe rules ${result.problems.join('; ')}`
            );
        }
        await context.close();
    }
    const walks: WalkResult[] = [];
    for (const viewport of [LAPTOP, PHONE]) {
        const { context, page } = await newTab(browser, server.url, 'en', viewport);
        for (const address of process.env.AUDIT_ONLY ? [] : KEYBOARD_PAGES) {
            const result = await walk(page, address);
            walks.push(result);
            console.log(
                `walk ${viewport.width} px ${address}: ${result.stops} stops, ${result.findings.length} findings`
            );
        }
        await context.close();
    }
    const { context, page } = await newTab(browser, server.url, 'en');
    const hint = await hoverHint(page);
    await context.close();
    const seconds = Math.round((performance.now() - started) / 1000);
    // Formatted as `npm run lint` checks every Markdown file, so a run leaves nothing for it to refuse.
    const markdown = writeReport({
        stamp,
        hint,
        pageClock,
        addresses: targets.length,
        pages,
        walks,
        source: scanSource(root),
        seconds,
    });
    writeFileSync(out, await format(markdown, { ...(await resolveConfig(out)), filepath: out }));
    console.log(`Wrote ${path.relative(root, out)} in ${seconds} s`);
    // A partial run, or one written elsewhere, speaks for less than the report does: its heading stays as it was.
    if (!process.env.AUDIT_ONLY && !process.env.AUDIT_OUT) {
        const stamped = stampReport(conformanceReport, stamp);
        console.log(
            stamped
                ? `Stamped ${path.relative(root, conformanceReport)} with version ${stamp.version} and ${stamp.date}`
                : `${path.relative(root, conformanceReport)} has no audit-run markers: not stamped`
        );
    }
} finally {
    await browser.close();
    await server.close();
}
