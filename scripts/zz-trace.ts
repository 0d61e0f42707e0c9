import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoHttpServer } from '../mocks/http-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser';
const server = await startDemoHttpServer({ distDir: path.resolve('dist') });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...(process.env.FLAGS ?? '').split(' ').filter(Boolean)] });
const context = await browser.newContext({ baseURL: server.url, reducedMotion: 'reduce' });
await context.addCookies([['demo_scenario','default'],['lng','en'],['demo_session','1'],['XSRF-TOKEN','x'],['demo_scope','zz']].map(([name,value])=>({name,value,url:server.url})));
const page = await context.newPage();
const route = process.env.ROUTE ?? '/contracts?agentId=101';
for (let i = 0; i < 3; i++) { await page.goto(route); await page.getByText('Active').first().waitFor(); }
const N = 5;
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'disabled-by-default-v8.compile', 'blink', 'cc', 'gpu', 'toplevel', 'loading', 'netlog', 'navigation', 'browser', 'renderer.scheduler', 'ipc', 'mojom'] });
for (let i = 0; i < N; i++) { await page.goto(route, { waitUntil: 'domcontentloaded' }); await page.getByText('Active').first().waitFor(); }
const buf = await browser.stopTracing();
const trace = JSON.parse(buf.toString());
const events = trace.traceEvents as any[];
const threadNames = new Map<string, string>(); const procNames = new Map<number, string>();
for (const e of events) { if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name); if (e.name === 'process_name') procNames.set(e.pid, e.args.name); }
// self time of complete events (ph X) per thread: approximate by top-level events (no nesting handling: take events with depth 0 via stack)
const byThread = new Map<string, any[]>();
for (const e of events) if (e.ph === 'X' && e.dur) { const k = `${e.pid}:${e.tid}`; (byThread.get(k) ?? byThread.set(k, []).get(k)!).push(e); }
const threadTotals: [string, number][] = []; const nameTotals = new Map<string, number>();
for (const [k, list] of byThread) {
  list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let end = -1, total = 0;
  for (const e of list) { if (e.ts >= end) { total += e.dur; end = e.ts + e.dur; const key = `${procNames.get(Number(k.split(':')[0]))}/${threadNames.get(k)} ${e.name}`; nameTotals.set(key, (nameTotals.get(key) ?? 0) + e.dur); } }
  threadTotals.push([`${procNames.get(Number(k.split(':')[0]))}/${threadNames.get(k)}`, total]);
}
threadTotals.sort((a, b) => b[1] - a[1]);
console.log(threadTotals.slice(0, 15).map(([k, v]) => `${(v / 1000 / N).toFixed(1)} ${k}`).join('\n'));
console.log('---');
// nested events inside the renderer worker threads and main: all X events by name (inclusive) on those threads
const inner = new Map<string, number>();
for (const [k, list] of byThread) { const tn = `${procNames.get(Number(k.split(':')[0]))}/${threadNames.get(k)}`; if (!/Renderer\/(ThreadPoolForegroundWorker|CrRendererMain)/.test(tn)) continue; for (const e of list) { const key = `${tn.includes('Main') ? 'main' : 'pool'} ${e.name}`; inner.set(key, (inner.get(key) ?? 0) + e.dur); } }
console.log([...inner].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000 / N).toFixed(1)} ${k}`).join('\n'));
console.log('---');
console.log([...nameTotals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${(v / 1000 / N).toFixed(1)} ${k}`).join('\n'));
await browser.close(); await server.close();
