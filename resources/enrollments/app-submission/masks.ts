import type { Validator } from 'react-admin';
import { grouped, type Mask } from '../../../src/forms/masks';

export { caretAfter, significantBefore, type Mask } from '../../../src/forms/masks';

export const ssnMask: Mask = {
    clean: input => input.replace(/\D/g, '').slice(0, 9),
    format: clean => grouped(clean, [3, 2, 4]),
};

export const mbiMask: Mask = {
    clean: input =>
        input
            .toUpperCase()
            .replace(/[^0-9A-Z]/g, '')
            .slice(0, 11),
    format: clean => grouped(clean, [4, 3, 4]),
};

export const isValidSsn = (clean: string) => /^\d{9}$/.test(clean);

// The MBI format CMS publishes: 1 digit 1-9, 2 letter, 3 letter or digit, 4 digit, 5 letter, 6 letter or digit,
// 7 digit, 8-9 letters, 10-11 digits; letters A-Z but S, L, O, I, B and Z (never mistaken for digits).
const L = '[AC-HJKMNP-RT-Y]';
const LD = '[AC-HJKMNP-RT-Y0-9]';
const MBI = new RegExp(`^[1-9]${L}${LD}[0-9]${L}${LD}[0-9]${L}${L}[0-9][0-9]$`);

export const isValidMbi = (clean: string) => MBI.test(clean);

const optionalValid =
    (isValid: (clean: string) => boolean, message: string): Validator =>
    (value: unknown) =>
        typeof value !== 'string' || value === '' || isValid(value) ? undefined : message;

// Empty passes: both numbers are optional.
export const validSsn = (message = 'resources.enrollments.appSubmission.messages.ssnInvalid') =>
    optionalValid(isValidSsn, message);
export const validMbi = (message = 'resources.enrollments.appSubmission.messages.mbiInvalid') =>
    optionalValid(isValidMbi, message);

export const lastFour = (value: string) =>
    value.length <= 4 ? value : `${'•'.repeat(value.length - 4)}${value.slice(-4)}`;
