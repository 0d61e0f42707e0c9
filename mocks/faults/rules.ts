/**
 * Fault rules of the demo (docs/demo-mode.md, "Faults"): make a product API call fail on purpose. Pure data
 * and parsing here; mocks/faults/handler.ts applies them in every runtime (browser worker, msw/node, the HTTP
 * server of the browser tests).
 */

export const FAULT_STATUSES = [401, 403, 404, 413, 500, 503] as const;
export const FAULT_KINDS = [
    '401',
    '403',
    '404',
    '413',
    '500',
    '503',
    'malformed',
    'wrong-shape',
    'null',
    'abort',
    'delay',
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
    /** An HTTP method in capitals, or '*' for any. */
    method: string;
    /**
     * A path glob over the URL's path (the query is ignored): `*` is one path segment or part of one, `**`
     * any number of segments; a pattern that does not start with `/` matches the end of the path.
     */
    path: string;
    kind: FaultKind;
    /** once: the rule is spent by the first call it matches. */
    times: 'once' | 'always';
    /** delay only: how long the answer waits before it is given (then the call is answered as usual). */
    delayMs?: number;
}

export const DEFAULT_DELAY_MS = 10_000;

const isKind = (value: string): value is FaultKind => (FAULT_KINDS as readonly string[]).includes(value);

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/**
 * One rule from its text: `[METHOD] PATH KIND [once|always]`, where METHOD is an HTTP method, `*` or `ANY`
 * (left out: any method) and KIND is a status, malformed, wrong-shape, null, abort, delay or delay:MS.
 * E.g. `GET /t/agents/*\/contracts 500`, `*\/files abort once`, `POST **\/licenses/submit delay:3000`.
 * Undefined for a text that is not a rule.
 */
export const parseFaultRule = (text: string): FaultRule | undefined => {
    const words = text.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) return undefined;
    let method = '*';
    const first = words[0].toUpperCase();
    if (METHODS.includes(first) || first === 'ANY' || first === '*') {
        method = first === 'ANY' ? '*' : first;
        words.shift();
    }
    const [path, kindText = '', timesText = 'always', ...rest] = words;
    if (!path || rest.length > 0) return undefined;
    const [kind, delayText] = kindText.toLowerCase().split(':');
    if (!isKind(kind) || (delayText !== undefined && kind !== 'delay')) return undefined;
    const times = timesText.toLowerCase();
    if (times !== 'once' && times !== 'always') return undefined;
    const rule: FaultRule = { method, path, kind, times };
    if (kind === 'delay') {
        const delayMs = delayText === undefined ? DEFAULT_DELAY_MS : Number(delayText);
        if (!Number.isFinite(delayMs) || delayMs < 0) return undefined;
        rule.delayMs = delayMs;
    }
    return rule;
};

/** Several rules separated by `;` or new lines; texts that are not rules are left out. */
export const parseFaultRules = (texts: string | readonly string[]): FaultRule[] =>
    (typeof texts === 'string' ? [texts] : texts)
        .flatMap(text => text.split(/[;\n]/))
        .map(parseFaultRule)
        .filter((rule): rule is FaultRule => rule !== undefined);

/** The rule as its text (the Demo panel's list). */
export const formatFaultRule = (rule: FaultRule) =>
    [
        rule.method === '*' ? 'ANY' : rule.method,
        rule.path,
        rule.kind === 'delay' && rule.delayMs !== DEFAULT_DELAY_MS ? `delay:${rule.delayMs}` : rule.kind,
        rule.times,
    ].join(' ');

/** A rule sent as JSON (POST /__demo/faults): the same fields, checked, with the defaults filled in. */
export const toFaultRule = (value: unknown): FaultRule | undefined => {
    if (typeof value === 'string') return parseFaultRule(value);
    if (typeof value !== 'object' || value === null) return undefined;
    const candidate = value as Record<string, unknown>;
    const kind = String(candidate.kind ?? '');
    const method = String(candidate.method ?? '*').toUpperCase();
    const times = candidate.times ?? 'always';
    if (typeof candidate.path !== 'string' || !isKind(kind) || (times !== 'once' && times !== 'always'))
        return undefined;
    if (method !== '*' && method !== 'ANY' && !METHODS.includes(method)) return undefined;
    const rule: FaultRule = { method: method === 'ANY' ? '*' : method, path: candidate.path, kind, times };
    if (kind === 'delay') {
        const delayMs = candidate.delayMs === undefined ? DEFAULT_DELAY_MS : Number(candidate.delayMs);
        if (!Number.isFinite(delayMs) || delayMs < 0) return undefined;
        rule.delayMs = delayMs;
    }
    return rule;
};

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

const patternCache = new Map<string, RegExp>();

/** The glob as a regular expression over the whole path. */
export const globToRegExp = (glob: string): RegExp => {
    let pattern = patternCache.get(glob);
    if (pattern) return pattern;
    const anchored = glob.startsWith('/') ? glob : `**/${glob}`;
    const source = anchored
        .split('**/')
        .map(part =>
            part
                .split('**')
                .map(piece => piece.split('*').map(escapeRegExp).join('[^/]*'))
                .join('.*')
        )
        .join('(?:.*/)?');
    pattern = new RegExp(`^${source}$`);
    patternCache.set(glob, pattern);
    return pattern;
};

/** Only product API calls can be made to fail: never the app's own files or the demo's controls. */
export const isFaultablePath = (path: string) => path.startsWith('/t/') || path.startsWith('/api/');

export const ruleMatches = (rule: FaultRule, method: string, path: string) =>
    (rule.method === '*' || rule.method === method.toUpperCase()) && globToRegExp(rule.path).test(path);
