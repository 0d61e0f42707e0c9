import { describe, expect, it } from 'vitest';
import { parseUsdAmount } from '../../../src/forms/amount';

describe('an amount of US dollars as typed', () => {
    it.each([
        ['1000000', 1_000_000],
        ['1,000,000', 1_000_000],
        ['$250000.5', 250_000.5],
        [' 250,000.50 ', 250_000.5],
        ['1000000.500', 1_000_000.5],
        ['999,999,999,999.99', 999_999_999_999.99],
        ['0.01', 0.01],
    ])('reads %s as the number %s', (text, value) => {
        expect(parseUsdAmount(text)).toEqual({ value });
    });

    it.each([
        ['1e400', 'format'],
        ['1e+23', 'format'],
        ['1,00,000', 'format'],
        ['ten', 'format'],
        ['Infinity', 'format'],
        ['', 'format'],
        ['1000000.555', 'decimals'],
        ['12345678901234567890123', 'tooLarge'],
        ['1,000,000,000,000', 'tooLarge'],
        ['0', 'notPositive'],
        ['0.00', 'notPositive'],
        ['-5000', 'notPositive'],
    ])('refuses %s: %s', (text, problem) => {
        expect(parseUsdAmount(text)).toEqual({ problem });
    });
});
