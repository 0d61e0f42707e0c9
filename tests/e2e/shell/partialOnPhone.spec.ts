import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addFaults, browserPerFile, clearFaults, openApp, PHONE } from '../harness';

const browser = browserPerFile();

/** Where the partial mark is, on the page as opened (not scrolled), and the phone's screen height. */
const markPlace = (page: Page, label: string) =>
    page
        .getByText(label, { exact: true })
        .first()
        .evaluate(mark => ({
            bottom: mark.getBoundingClientRect().bottom,
            screen: window.innerHeight,
            scrolled: window.scrollY,
        }));

/**
 * Each computed view with one of its sources failing, opened on a phone: the mark that says the answer is partial
 * sits on the first screen, beside the headline it qualifies, not screens below with the warning that names the
 * source.
 */
const VIEWS = [
    { view: 'readiness', path: '/readiness?agentId=101', fails: 'GET /t/agents/*/uplines 500' },
    { view: 'the expiry forecast', path: '/expiring?agentId=102', fails: 'GET /t/agents/*/eandos 500' },
    {
        view: 'the missed-commission check',
        path: '/enrollments/missing-commissions?agentId=101',
        fails: 'GET /t/*/*/enrollments/*/payments/commissions 500',
    },
    { view: 'the SOA check', path: '/scopes/check?agentId=101', fails: 'GET /t/agents/*/enrollments 500' },
    { view: 'renewals at risk', path: '/renewals?agentId=101', fails: 'GET /t/states 500' },
] as const;

describe('a partial answer on a phone', () => {
    it('is marked on the first screen of every computed view, in English and in Spanish', async () => {
        for (const language of ['en', 'es'] as const) {
            const session = await openApp(browser(), { language, viewport: PHONE });
            const label = language === 'en' ? 'Partial answer:' : 'Respuesta parcial:';
            for (const { view, path, fails } of VIEWS) {
                await clearFaults(session);
                await addFaults(session, fails);
                await session.goto(path);
                const place = await markPlace(session.page, label);
                expect(place.scrolled, view).toBe(0);
                expect(place.bottom, `${view}: the partial mark on the first screen`).toBeLessThanOrEqual(place.screen);
            }
            await session.close();
        }
    });
});
