import type { Validator } from 'react-admin';

const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** react-admin's `required()` accepts "   ". */
export const requiredTrimmed = (message = 'ra.validation.required'): Validator =>
    Object.assign((value: unknown) => (isBlank(value) ? message : undefined), { isRequired: true });

export const requiredBy = (validator: Validator): Validator =>
    Object.assign((...args: Parameters<Validator>) => validator(...args), { isRequired: true });

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Once, on submit, so typing a space between two words is never undone. */
export const trimStrings = <T>(values: T): T => {
    if (typeof values === 'string') return values.trim() as T;
    if (Array.isArray(values)) return values.map(item => trimStrings<unknown>(item)) as T;
    if (isPlainObject(values))
        return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, trimStrings(value)])) as T;
    return values;
};
