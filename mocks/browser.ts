import { setupWorker } from 'msw/browser';
import { apiHandlers } from './handlers';
import { demoSettings } from './handlers/shared';
import { db } from './db';
import { parseFaultRules } from './faults/rules';
import { faultState } from './faults/state';
import { writeCookie } from '../src/api/cookies';
import { SCENARIO_COOKIE, SESSION_COOKIE, SIGNED_OUT, toScenario } from './scenarios';

/** `?scenario=` on any address picks a scenario ("signed-out" ends the session) and leaves the URL. */
const applyScenarioFromUrl = () => {
    const url = new URL(window.location.href);
    const requested = url.searchParams.get('scenario');
    if (requested === null) return;
    if (requested === SIGNED_OUT) writeCookie(SESSION_COOKIE, '', -1);
    else writeCookie(SCENARIO_COOKIE, toScenario(requested));
    url.searchParams.delete('scenario');
    window.history.replaceState(window.history.state, '', url);
};

/**
 * `?fault=RULE` on any address (several separated by `;` or repeated) adds fault rules for the session
 * (docs/demo-mode.md, "Faults") and leaves the URL.
 */
const applyFaultsFromUrl = () => {
    const url = new URL(window.location.href);
    const texts = url.searchParams.getAll('fault');
    if (texts.length === 0) return;
    faultState.add(parseFaultRules(texts));
    url.searchParams.delete('fault');
    window.history.replaceState(window.history.state, '', url);
};

/** Demo mode in the browser: the worker serves the product API from fixtures, and the toolbar appears. */
export const startDemo = async () => {
    demoSettings.latencyMs = 250;
    db.attachStorage(window.sessionStorage);
    applyScenarioFromUrl();
    applyFaultsFromUrl();
    await setupWorker(...apiHandlers).start({ onUnhandledRequest: 'bypass', quiet: true });
    const { mountDemoToolbar } = await import('./DemoToolbar');
    mountDemoToolbar();
};
