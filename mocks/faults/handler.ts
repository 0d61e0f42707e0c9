import { delay, http, HttpResponse } from 'msw';
import { api, failure } from '../handlers/shared';
import { demoScopeOf } from '../db';
import { faultState } from './state';
import type { FaultRule } from './rules';

/** The longest wait msw's timers take reliably; a delay always ends. */
const MAX_DELAY_MS = 2_147_483_647;

const MALFORMED_JSON = '{"Data": [{"Id": 1,';

/** The answer a fault gives, or undefined for a delay (the call is then answered as usual, late). */
const faultAnswer = async (rule: FaultRule) => {
    switch (rule.kind) {
        case 'malformed':
            return new HttpResponse(MALFORMED_JSON, { status: 200, headers: { 'Content-Type': 'application/json' } });
        case 'wrong-shape':
            return HttpResponse.json({});
        case 'null':
            return HttpResponse.json(null);
        case 'abort':
            return HttpResponse.error();
        case 'delay':
            await delay(Math.min(rule.delayMs ?? 0, MAX_DELAY_MS));
            return undefined;
        default:
            return failure(Number(rule.kind));
    }
};

const applyFaults = async ({ request, cookies }: { request: Request; cookies: Record<string, string> }) => {
    const rule = faultState.take(request.method, new URL(request.url).pathname, demoScopeOf(cookies));
    return rule ? faultAnswer(rule) : undefined;
};

/**
 * First in the handler list: a call that a fault rule matches gets the fault; any other call passes on to
 * the next handler (a resolver that returns nothing). Only product API paths can fail.
 */
export const faultHandlers = [http.all(api('/t/*'), applyFaults), http.all(api('/api/*'), applyFaults)];
