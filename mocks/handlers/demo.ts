import { http, HttpResponse } from 'msw';
import { db, demoScopeOf } from '../db';
import { toFaultRule, type FaultRule } from '../faults/rules';
import { faultState } from '../faults/state';
import { api, failure } from './shared';

/** A body of one rule, a list of rules, or `{ rules }`; each rule as JSON fields or as its text. */
const rulesOf = (body: unknown): FaultRule[] | undefined => {
    const items = Array.isArray(body)
        ? body
        : typeof body === 'object' && body !== null && 'rules' in body && Array.isArray(body.rules)
          ? body.rules
          : [body];
    const rules = items.map(toFaultRule);
    return rules.every(rule => rule !== undefined) ? rules : undefined;
};

/**
 * Demo-only controls: reset the session's data and faults (the toolbar's button; each browser test), and
 * set or clear fault rules (the toolbar; browser tests over HTTP).
 */
export const demoHandlers = [
    http.post(api('/__demo/reset'), ({ cookies }) => {
        // A scope (a browser test's context) resets its own records and faults, never another test's.
        const scope = demoScopeOf(cookies);
        db.resetCollections(scope);
        faultState.clear(scope);
        return new HttpResponse(null, { status: 204 });
    }),
    http.get(api('/__demo/faults'), ({ cookies }) => HttpResponse.json(faultState.list(demoScopeOf(cookies)))),
    http.post(api('/__demo/faults'), async ({ request, cookies }) => {
        const rules = rulesOf(await request.json().catch(() => undefined));
        if (!rules) return failure(400, { message: 'Not a fault rule: see docs/demo-mode.md, "Faults".' });
        faultState.add(rules, demoScopeOf(cookies));
        return HttpResponse.json(faultState.list(demoScopeOf(cookies)));
    }),
    http.delete(api('/__demo/faults'), ({ cookies }) => {
        faultState.clear(demoScopeOf(cookies));
        return new HttpResponse(null, { status: 204 });
    }),
];
