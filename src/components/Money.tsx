import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormatters } from './formatting';
import { visuallyHidden } from './visuallyHidden';

/** Which way an amount goes: its sign and, for screen readers, its name. */
const direction = (value: number) => (value > 0 ? 'credit' : value < 0 ? 'debit' : 'zero');

export interface MoneyProps {
    value: number;
    /**
     * A ledger's amount (statements): the sign is a true minus ("−$3.00") in a darker red, and a screen reader
     * also hears "credit" or "debit". Without it the amount reads in the language's currency format ("-$3.00").
     */
    spoken?: boolean;
    /**
     * An amount that is neither earned nor owed (an E&O policy's coverage limits): the language's currency
     * format, without a plus sign or a colour that would read as a credit.
     */
    plain?: boolean;
}

/**
 * An amount in USD (spec part 2 §9): positives green with a plus sign, negatives red with their minus sign, so
 * the sign tells what the colour shows.
 */
export const Money = ({ value, spoken = false, plain = false }: MoneyProps) => {
    const translate = useTranslate();
    const { currency } = useFormatters();
    const way = plain ? 'zero' : direction(value);
    const debit = spoken ? 'error.dark' : 'error.main';
    const tone = way === 'credit' ? 'success.dark' : way === 'debit' ? debit : 'text.primary';
    const text = spoken
        ? translate(`common.money.${way}`, { amount: currency(Math.abs(value)) })
        : way === 'credit'
          ? `+${currency(value)}`
          : currency(value);
    return (
        <Box
            component="span"
            sx={{ position: 'relative', color: tone, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
            {text}
            {spoken && way !== 'zero' && (
                <Box component="span" sx={visuallyHidden}>
                    {translate(`common.money.${way}Label`)}
                </Box>
            )}
        </Box>
    );
};
