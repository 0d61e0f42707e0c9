import { delay, http, HttpResponse } from 'msw';
import { api, failure } from '../handlers/shared';
import { demoScopeOf } from '../db';
import { faultState } from './state';
import type { FaultRule } from './rules';

/** The longest wait msw's timers take reliably; a delay always ends. */
const MAX_DELAY_MS = 2_147_483_647;

const MALFORMED_JSON = '{"Data": [{"Id": 1,';

/** The ends of the delays still waiting (dropLateAnswers). */
const waitingDelays = new Set<() => void>();

/** A promise that never settles: the call it answers stays unanswered. */
const never = () => new Promise<never>(() => undefined);

/**
 * Leaves every call still waiting out its delay unanswered for good. Vitest calls it when a test ends: the
 * late answer would otherwise land in a later test (an export's file saved there, a toast), from a page that
 * is gone. The demo never calls it; its delays end on their own. Says how many calls it dropped.
 */
export const dropLateAnswers = () => {
    const dropped = waitingDelays.size;
    for (const drop of waitingDelays) drop();
    waitingDelays.clear();
    return dropped;
};

const late = async (ms: number) => {
    let drop = () => undefined as void;
    const dropped = new Promise<'dropped'>(resolve => {
        drop = () => resolve('dropped');
    });
    waitingDelays.add(drop);
    const ended = await Promise.race([delay(Math.min(ms, MAX_DELAY_MS)), dropped]);
    waitingDelays.delete(drop);
    return ended === 'dropped' ? never() : undefined;
};

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
            return late(rule.delayMs ?? 0);
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
