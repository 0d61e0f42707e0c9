import type { Validator } from 'react-admin';

/**
 * The largest amount of US dollars a form takes: twelve digits and cents, so that every amount typed is sent as
 * the same JSON number, exact to the cent (a longer one went out as `1e+23`, or read as Infinity and "Required").
 */
export const MAX_USD_AMOUNT = 999_999_999_999.99;
const MAX_WHOLE_DIGITS = 12;

export type AmountProblem = 'format' | 'decimals' | 'tooLarge' | 'notPositive';

/** Digits, with thousands commas where a person writes them, an optional minus and $, and a decimal part. */
const AMOUNT = /^(-?)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/**
 * An amount of US dollars as a person types it (`1000000`, `1,000,000`, `$250000.50`) and the number it is sent
 * as, or why it cannot be sent: not an amount (`1e400`, letters), more than cents (`1000000.555`, never rounded
 * silently), too large, or not above zero. Every form with an amount reads it here, so they send the same value.
 */
export const parseUsdAmount = (text: string): { value: number } | { problem: AmountProblem } => {
    const match = AMOUNT.exec(text.trim());
    if (!match) return { problem: 'format' };
    const [, minus, wholeText, decimals = ''] = match;
    if (decimals.replace(/0+$/, '').length > 2) return { problem: 'decimals' };
    const whole = wholeText.replace(/,/g, '').replace(/^0+(?=\d)/, '');
    if (whole.length > MAX_WHOLE_DIGITS) return { problem: 'tooLarge' };
    const value = Number(`${minus}${whole}.${decimals.slice(0, 2) || '0'}`);
    return value > 0 ? { value } : { problem: 'notPositive' };
};

/** The message of an amount that cannot be sent, or undefined. */
export const amountProblemMessage = (text: string) => {
    const parsed = parseUsdAmount(text);
    return 'problem' in parsed ? `common.forms.amount.${parsed.problem}` : undefined;
};

/** An amount of US dollars, as parseUsdAmount reads it; an empty value is left to the field's required check. */
export const usdAmount: Validator = (value: unknown) =>
    value == null || String(value).trim() === '' ? undefined : amountProblemMessage(String(value));

/** The number an amount the validators accepted is sent as. */
export const wireUsdAmount = (text: string) => {
    const parsed = parseUsdAmount(text);
    if ('problem' in parsed) throw new Error(`Not an amount to send: ${parsed.problem}`);
    return parsed.value;
};
