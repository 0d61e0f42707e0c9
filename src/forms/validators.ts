import type { Validator } from 'react-admin';

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/**
 * Required, where a value of only spaces counts as missing (react-admin's `required()` accepts "   ").
 * Flagged `isRequired` like react-admin's own, so the label shows its asterisk.
 */
export const requiredTrimmed = (message = 'ra.validation.required'): Validator =>
    Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true });

/**
 * A validator that makes its field required, in its own words ("Choose an upline agency"): flagged `isRequired`,
 * so the field shows its asterisk and is announced as required.
 */
export const requiredBy = (validator: Validator): Validator =>
    Object.assign((...args: Parameters<Validator>) => validator(...args), { isRequired: true });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The values as they are sent: every text trimmed, at any depth. Files, dates and other objects pass as
 * they are. Trimming happens once, on submit, so typing a space between two words is never undone.
 */
export const trimStrings = <T>(values: T): T => {
    if (typeof values === 'string') return values.trim() as T;
    if (Array.isArray(values)) return values.map(item => trimStrings<unknown>(item)) as T;
    if (isPlainObject(values))
        return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, trimStrings(value)])) as T;
    return values;
};
