import { db } from '../db';
import { isFaultablePath, ruleMatches, type FaultRule } from './rules';

/**
 * The session's fault rules, kept in the demo state: the browser's sessionStorage in demo mode, memory in the
 * HTTP server and in Vitest. Rules belong to a scope (see DemoState.faults); the demo reset clears the
 * caller's scope.
 */
export const faultState = {
    list: (scope = ''): FaultRule[] => [...(db.state.faults[scope] ?? [])],
    add(rules: readonly FaultRule[], scope = '') {
        db.state.faults = { ...db.state.faults, [scope]: [...(db.state.faults[scope] ?? []), ...rules] };
        db.save();
    },
    clear(scope = '') {
        const { [scope]: _cleared, ...others } = db.state.faults;
        db.state.faults = others;
        db.save();
    },
    /** The first rule of the scope for this call, spent if it was for one call only. */
    take(method: string, path: string, scope = ''): FaultRule | undefined {
        if (!isFaultablePath(path)) return undefined;
        const rules = db.state.faults[scope] ?? [];
        const rule = rules.find(candidate => ruleMatches(candidate, method, path));
        if (rule?.times === 'once') {
            db.state.faults = { ...db.state.faults, [scope]: rules.filter(candidate => candidate !== rule) };
            db.save();
        }
        return rule;
    },
};
