import type { Validator } from 'react-admin';

/** A typing mask: what the form keeps (`clean`) and what the input shows (`format`). */
export interface Mask {
    /** The significant characters of any input, formatted or not (a paste of "123-45-6789" or "123456789"). */
    clean: (input: string) => string;
    /** The shown value: the significant characters with their separators. */
    format: (clean: string) => string;
}

/** The significant characters in groups of the given sizes, joined by the separator ("123-45-6789"). */
export const grouped = (clean: string, sizes: number[], separator = '-') => {
    const parts: string[] = [];
    let start = 0;
    for (const size of sizes) {
        if (start >= clean.length) break;
        parts.push(clean.slice(start, start + size));
        start += size;
    }
    return parts.join(separator);
};

/** How many significant characters come before a position of an input, formatted or not. */
export const significantBefore = (mask: Mask, typed: string, position: number) =>
    mask.clean(typed.slice(0, position)).length;

/**
 * Where the caret goes after reformatting: just after the same number of significant characters as were
 * before it in what the user typed, so typing, deleting or pasting in the middle never throws it to the end.
 */
export const caretAfter = (mask: Mask, formatted: string, count: number) => {
    if (count === 0) return 0;
    let seen = 0;
    for (let index = 0; index < formatted.length; index += 1) {
        if (mask.clean(formatted[index]).length > 0) seen += 1;
        if (seen === count) return index + 1;
    }
    return formatted.length;
};

const PHONE_DIGITS = 10;

/**
 * A US phone number: 10 digits shown (###) ###-####. Letters and signs are dropped;
 * a pasted "+1 555 123 4567" loses its country code (no US area code starts with 1); anything past the 10th
 * digit is cut.
 */
export const phoneMask: Mask = {
    clean: input => {
        const digits = input.replace(/\D/g, '');
        const national = digits.length > PHONE_DIGITS && digits.startsWith('1') ? digits.slice(1) : digits;
        return national.slice(0, PHONE_DIGITS);
    },
    format: clean => {
        if (clean === '') return '';
        const area = `(${clean.slice(0, 3)}`;
        if (clean.length <= 3) return area;
        const exchange = `${area}) ${clean.slice(3, 6)}`;
        return clean.length <= 6 ? exchange : `${exchange}-${clean.slice(6)}`;
    },
};

/** The phone number as the product API takes it: "(555) 123-4567". */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** The form keeps the digits: valid once all 10 are there (then it is shown and sent as (###) ###-####). */
export const validPhone =
    (message = 'messages.validation.phoneInvalid'): Validator =>
    (value: unknown) =>
        typeof value === 'string' && PHONE_PATTERN.test(phoneMask.format(value)) ? undefined : message;
