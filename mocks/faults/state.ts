import { db } from '../db';
import { isFaultablePath, ruleMatches, type FaultRule } from './rules';

/**
 * The session's fault rules, kept in the demo state: the browser's sessionStorage in demo mode, memory in the
 * HTTP server and in Vitest; the demo reset clears them with the data.
 */
export const faultState = {
    list: (): FaultRule[] => [...db.state.faults],
    add(rules: readonly FaultRule[]) {
        db.state.faults = [...db.state.faults, ...rules];
        db.save();
    },
    clear() {
        db.state.faults = [];
        db.save();
    },
    /** The first rule for this call, spent if it was for one call only. */
    take(method: string, path: string): FaultRule | undefined {
        if (!isFaultablePath(path)) return undefined;
        const rule = db.state.faults.find(candidate => ruleMatches(candidate, method, path));
        if (rule?.times === 'once') {
            db.state.faults = db.state.faults.filter(candidate => candidate !== rule);
            db.save();
        }
        return rule;
    },
};
