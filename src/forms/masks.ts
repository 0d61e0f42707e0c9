import type { Validator } from 'react-admin';

export interface Mask {
    /** Any input, formatted or not (a paste of "123-45-6789" or "123456789"). */
    clean: (input: string) => string;
    format: (clean: string) => string;
}

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

export const significantBefore = (mask: Mask, typed: string, position: number) =>
    mask.clean(typed.slice(0, position)).length;

/** So that typing, deleting or pasting in the middle never throws the caret to the end. */
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

/** A pasted "+1 555 123 4567" loses its country code: no US area code starts with 1. */
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

/** As the product API takes it. */
export const PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

export const validPhone =
    (message = 'messages.validation.phoneInvalid'): Validator =>
    (value: unknown) =>
        typeof value === 'string' && PHONE_PATTERN.test(phoneMask.format(value)) ? undefined : message;
