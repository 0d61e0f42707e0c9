import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, DEMO_SCOPE_COOKIE } from '../../../mocks/db';
import {
    DEFAULT_DELAY_MS,
    formatFaultRule,
    parseFaultRule,
    parseFaultRules,
    ruleMatches,
    toFaultRule,
} from '../../../mocks/faults/rules';
import { faultState } from '../../../mocks/faults/state';
import { dropLateAnswers } from '../../../mocks/faults/handler';
import { SESSION_COOKIE } from '../../../mocks/scenarios';

const rule = (text: string) => {
    const parsed = parseFaultRule(text);
    if (!parsed) throw new Error(`not a rule: ${text}`);
    return parsed;
};

describe('fault rules', () => {
    it('reads method, path, kind and times from the text', () => {
        expect(parseFaultRule('GET /t/agents/*/contracts 500')).toEqual({
            method: 'GET',
            path: '/t/agents/*/contracts',
            kind: '500',
            times: 'always',
        });
        expect(parseFaultRule('*/files abort once')).toEqual({
            method: '*',
            path: '*/files',
            kind: 'abort',
            times: 'once',
        });
        expect(parseFaultRule('any /api/user delay')).toMatchObject({ method: '*', delayMs: DEFAULT_DELAY_MS });
        expect(parseFaultRule('post **/submit delay:250')).toMatchObject({ method: 'POST', delayMs: 250 });
    });

    it('refuses texts that are not rules', () => {
        for (const text of [
            '',
            'GET',
            'GET /t/x 418',
            'GET /t/x 500 twice',
            '/t/x 500:3',
            '/t/x delay:-1',
            'a b c d e',
        ])
            expect(parseFaultRule(text), text).toBeUndefined();
    });

    it('reads several rules separated by semicolons or given as repeated values, and writes them back', () => {
        const rules = parseFaultRules(['GET /t/states 403; /t/licenseTypes null once', 'nonsense']);
        expect(rules.map(formatFaultRule)).toEqual(['GET /t/states 403 always', 'ANY /t/licenseTypes null once']);
    });

    it('takes JSON rules with defaults', () => {
        expect(toFaultRule({ path: '/t/states', kind: 'wrong-shape' })).toEqual({
            method: '*',
            path: '/t/states',
            kind: 'wrong-shape',
            times: 'always',
        });
        expect(toFaultRule({ path: '/t/states', kind: 'teapot' })).toBeUndefined();
        expect(toFaultRule('GET /t/states 404')).toMatchObject({ kind: '404' });
    });

    it('matches globs: * within one segment, ** across segments, a relative pattern at the end', () => {
        const contracts = rule('GET /t/agents/*/contracts 500');
        expect(ruleMatches(contracts, 'GET', '/t/agents/101/contracts')).toBe(true);
        expect(ruleMatches(contracts, 'get', '/t/agents/101/contracts')).toBe(true);
        expect(ruleMatches(contracts, 'POST', '/t/agents/101/contracts')).toBe(false);
        expect(ruleMatches(contracts, 'GET', '/t/agents/101/x/contracts')).toBe(false);
        expect(ruleMatches(contracts, 'GET', '/t/agencies/201/contracts')).toBe(false);
        const files = rule('*/files 500');
        expect(ruleMatches(files, 'GET', '/t/agentcontracts/5001/files')).toBe(true);
        expect(ruleMatches(files, 'GET', '/t/agencylicenses/9001/files')).toBe(true);
        expect(ruleMatches(files, 'GET', '/t/files/1/downloadurl')).toBe(false);
        const deep = rule('/t/** 503');
        expect(ruleMatches(deep, 'DELETE', '/t/a/b/c')).toBe(true);
        expect(ruleMatches(deep, 'GET', '/api/user')).toBe(false);
        expect(ruleMatches(rule('/t/v2.1/x 500'), 'GET', '/t/v2x1/x')).toBe(false);
    });

    it('spends a once rule on the first call it matches, and never touches paths outside the API', () => {
        faultState.add([rule('/t/states 500 once'), rule('** 500')]);
        expect(faultState.take('GET', '/t/states')?.times).toBe('once');
        expect(faultState.take('GET', '/t/states')?.times).toBe('always');
        expect(faultState.take('GET', '/assets/index.js')).toBeUndefined();
        expect(faultState.take('POST', '/__demo/reset')).toBeUndefined();
        db.reset();
        expect(faultState.list()).toEqual([]);
    });
});

/** The handlers through msw/node (tests/unit/setup.ts), signed in as the demo user. */
const call = (path: string, init: RequestInit = {}) =>
    fetch(`http://localhost${path}`, { ...init, headers: { cookie: `${SESSION_COOKIE}=1`, ...init.headers } });

describe('fault scopes', () => {
    it('keeps each scope to its own rules, and a reset to its own scope', async () => {
        faultState.add([rule('/t/states 500')], 'worker-1');
        faultState.add([rule('/t/states 403')], 'worker-2');
        expect(faultState.take('GET', '/t/states')).toBeUndefined();
        expect(faultState.take('GET', '/t/states', 'worker-1')?.kind).toBe('500');
        const reset = await fetch('http://localhost/__demo/reset', {
            method: 'POST',
            headers: { cookie: `${DEMO_SCOPE_COOKIE}=worker-1` },
        });
        expect(reset.status).toBe(204);
        expect(faultState.list('worker-1')).toEqual([]);
        expect(faultState.list('worker-2')).toHaveLength(1);
        const scoped = await fetch('http://localhost/t/states', {
            headers: { cookie: `${SESSION_COOKIE}=1; ${DEMO_SCOPE_COOKIE}=worker-2` },
        });
        expect(scoped.status).toBe(403);
    });
});

describe('faults through the demo handlers', () => {
    afterEach(() => vi.useRealTimers());

    it('answers each status with its status text, and the next call as usual when the rule was once', async () => {
        for (const status of [401, 403, 404, 500, 503]) {
            db.reset();
            faultState.add([rule(`GET /t/states ${status} once`)]);
            const failed = await call('/t/states');
            expect(failed.status).toBe(status);
            expect(failed.statusText).not.toBe('');
            expect((await call('/t/states')).status).toBe(200);
        }
    });

    it('answers malformed JSON, an empty object and null with 200 and a JSON content type', async () => {
        faultState.add([
            rule('/t/states malformed once'),
            rule('/t/states wrong-shape once'),
            rule('/t/states null once'),
        ]);
        const malformed = await call('/t/states');
        expect(malformed.status).toBe(200);
        expect(malformed.headers.get('content-type')).toContain('application/json');
        await expect(malformed.json()).rejects.toThrow();
        expect(await (await call('/t/states')).json()).toEqual({});
        expect(await (await call('/t/states')).json()).toBeNull();
    });

    it('makes the call a network error on abort', async () => {
        faultState.add([rule('GET /api/user abort')]);
        await expect(call('/api/user')).rejects.toThrow(TypeError);
    });

    it('answers as usual after the delay, which ends', async () => {
        faultState.add([rule('GET /t/states delay:40')]);
        const started = Date.now();
        const answer = await call('/t/states');
        expect(answer.status).toBe(200);
        expect(Array.isArray(await answer.json())).toBe(true);
        expect(Date.now() - started).toBeGreaterThanOrEqual(30);
    });

    it('never answers a late call once its test has ended (dropLateAnswers), so the answer cannot land in the next', async () => {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        faultState.add([rule('GET /t/states delay:1000 once'), rule('GET /t/licenseTypes delay:1500 once')]);
        let settled = false;
        void call('/t/states').finally(() => {
            settled = true;
        });
        // Once the call is waiting out its delay (vi.waitFor moves the fake clock a little at each try).
        await vi.waitFor(() => expect(dropLateAnswers()).toBe(1));
        const later = call('/t/licenseTypes');
        await vi.advanceTimersByTimeAsync(2_000);
        // The later call's delay ended after the first one's would have: the first stays unanswered.
        expect((await later).status).toBe(200);
        expect(settled).toBe(false);
    });

    it('sets, lists and clears rules over HTTP, and the reset clears them too', async () => {
        const set = await call('/__demo/faults', {
            method: 'POST',
            body: JSON.stringify([{ method: 'GET', path: '/t/states', kind: '500' }, 'GET /t/licenseTypes 403']),
            headers: { 'content-type': 'application/json' },
        });
        expect(set.status).toBe(200);
        expect((await call('/t/states')).status).toBe(500);
        expect((await call('/t/licenseTypes')).status).toBe(403);
        expect((await call('/__demo/faults', { method: 'POST', body: '{"kind":"teapot"}' })).status).toBe(400);
        expect((await call('/__demo/faults', { method: 'DELETE' })).status).toBe(204);
        expect((await call('/t/states')).status).toBe(200);
        faultState.add([rule('/t/states 500')]);
        await call('/__demo/reset', { method: 'POST' });
        expect((await call('/t/states')).status).toBe(200);
    });
});
