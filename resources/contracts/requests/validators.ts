import type { Validator } from 'react-admin';
import { amountProblemMessage, confirmedIfPast, dateInYears } from '../../../src/forms';
import { asksAgentCount, type RequestKind, type Target, type WizardValues } from './wizard';

const R = 'resources.contractRequests.validation';
const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

type Applies = (values: WizardValues) => boolean;

/** Only while the field belongs to the path chosen: its step may be gone, its value kept. */
const requiredWhen = (applies: Applies): Validator =>
    Object.assign(
        (value: unknown, values: WizardValues) =>
            applies(values) && isBlank(value) ? 'ra.validation.required' : undefined,
        {
            isRequired: true,
        }
    );

const whenApplies =
    (applies: Applies, check: (value: string) => string | undefined): Validator =>
    (value: unknown, values: WizardValues) =>
        applies(values) && !isBlank(value) ? check(String(value).trim()) : undefined;

/** The help text says so. */
export const isDigits = (value: string) => /^\d+$/.test(value);
export const isEmailShaped = (value: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
export const isWholeNumber = (value: string) => /^\d+$/.test(value) && Number(value) >= 1;

const forTarget =
    (target: Target): Applies =>
    values =>
        values.target === target;

export const wizardValidators = (target: Target) => {
    const applies = forTarget(target);
    return {
        required: [requiredWhen(applies)],
        npn: [requiredWhen(applies), whenApplies(applies, value => (isDigits(value) ? undefined : `${R}.digitsOnly`))],
        email: [
            requiredWhen(applies),
            whenApplies(applies, value => (isEmailShaped(value) ? undefined : `${R}.email`)),
        ],
    };
};

/** Beside the form's values, never in what is sent. */
export const pastExpiryConfirmation = (prefix: 'newAgency' | 'newAgent') => `confirmedPastExpiry.${prefix}`;

export const eAndOValidators = (target: Target, prefix: 'newAgency' | 'newAgent') => {
    const applies: Applies = values => values.target === target && values[prefix].eAndO.enabled;
    const inYears = dateInYears();
    const pastConfirmed = confirmedIfPast(pastExpiryConfirmation(prefix));
    return {
        required: [requiredWhen(applies)],
        amount: [requiredWhen(applies), whenApplies(applies, amountProblemMessage)],
        date: [
            requiredWhen(applies),
            ((value: unknown, values: WizardValues, props: unknown) =>
                applies(values)
                    ? (inYears(value, values, props) ?? pastConfirmed(value, values, props))
                    : undefined) as Validator,
        ],
    };
};

export const agentCountValidator =
    (kind: RequestKind): Validator =>
    (value: unknown, values: WizardValues) =>
        !asksAgentCount(values.target, kind) || isBlank(value) || isWholeNumber(String(value).trim())
            ? undefined
            : `${R}.wholeNumber`;
