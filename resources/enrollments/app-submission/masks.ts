import type { Validator } from 'react-admin';
import { grouped, type Mask } from '../../../src/forms/masks';

export { caretAfter, significantBefore, type Mask } from '../../../src/forms/masks';

/** SSN: 9 digits shown 3-2-4 (123-45-6789). */
export const ssnMask: Mask = {
    clean: input => input.replace(/\D/g, '').slice(0, 9),
    format: clean => grouped(clean, [3, 2, 4]),
};

/** MBI: 11 characters shown with dashes after the 4th and 7th (1EG4-TE5-MK73), upper case. */
export const mbiMask: Mask = {
    clean: input =>
        input
            .toUpperCase()
            .replace(/[^0-9A-Z]/g, '')
            .slice(0, 11),
    format: clean => grouped(clean, [4, 3, 4]),
};

export const isValidSsn = (clean: string) => /^\d{9}$/.test(clean);

/*
 * The Medicare Beneficiary Identifier format published by CMS ("Understanding the Medicare Beneficiary
 * Identifier (MBI) Format", cms.gov/medicare/new-medicare-card): 11 characters,
 *   position 1: digit 1-9;  2: letter;  3: letter or digit;  4: digit;  5: letter;  6: letter or digit;
 *   7: digit;  8-9: letters;  10-11: digits.
 * Letters are A-Z except S, L, O, I, B and Z (so they are never mistaken for digits).
 */
const L = '[AC-HJKMNP-RT-Y]';
const LD = '[AC-HJKMNP-RT-Y0-9]';
const MBI = new RegExp(`^[1-9]${L}${LD}[0-9]${L}${LD}[0-9]${L}${L}[0-9][0-9]$`);

export const isValidMbi = (clean: string) => MBI.test(clean);

const optionalValid =
    (isValid: (clean: string) => boolean, message: string): Validator =>
    (value: unknown) =>
        typeof value !== 'string' || value === '' || isValid(value) ? undefined : message;

/** react-admin validators of the stripped values (empty passes: both numbers are optional). */
export const validSsn = (message = 'messages.validation.ssnInvalid') => optionalValid(isValidSsn, message);
export const validMbi = (message = 'messages.validation.mbiInvalid') => optionalValid(isValidMbi, message);

/** A sensitive value as the summary shows it: only its last 4 characters (•••••6789). */
export const lastFour = (value: string) =>
    value.length <= 4 ? value : `${'•'.repeat(value.length - 4)}${value.slice(-4)}`;
