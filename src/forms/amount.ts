import type { Validator } from 'react-admin';

/** Twelve digits and cents: a longer amount went out as `1e+23`, or read as Infinity and "Required". */
export const MAX_USD_AMOUNT = 999_999_999_999.99;
const MAX_WHOLE_DIGITS = 12;

export type AmountProblem = 'format' | 'decimals' | 'tooLarge' | 'notPositive';

const AMOUNT = /^(-?)\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/;

/** More than cents is a problem, never rounded silently. Every form with an amount reads it here. */
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

export const amountProblemMessage = (text: string) => {
    const parsed = parseUsdAmount(text);
    return 'problem' in parsed ? `common.forms.amount.${parsed.problem}` : undefined;
};

/** An empty value is left to the field's required check. */
export const usdAmount: Validator = (value: unknown) =>
    value == null || String(value).trim() === '' ? undefined : amountProblemMessage(String(value));

export const wireUsdAmount = (text: string) => {
    const parsed = parseUsdAmount(text);
    if ('problem' in parsed) throw new Error(`Not an amount to send: ${parsed.problem}`);
    return parsed.value;
};
