import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency } from './formatting';
import { visuallyHidden } from './visuallyHidden';

/** Which way an amount goes: its sign and, for screen readers, its name. */
const direction = (value: number) => (value > 0 ? 'credit' : value < 0 ? 'debit' : 'zero');

export interface MoneyProps {
    value: number;
    /**
     * An amount that is neither earned nor owed (an E&O policy's coverage limits): the same format without a
     * sign, colour or spoken credit/debit, which would read as money paid.
     */
    plain?: boolean;
}

/**
 * Every amount of the portal in USD, in one format wherever it appears (statements, an
 * enrollment's payments, totals): a credit green with a plus sign, a debit dark red with a true minus
 * ("−$3.00", not a hyphen), so the sign tells what the colour shows, and a screen reader also hears
 * "credit" or "debit". Amounts are formatted nowhere else.
 */
export const Money = ({ value, plain = false }: MoneyProps) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const way = plain ? 'zero' : direction(value);
    const tone = way === 'credit' ? 'success.dark' : way === 'debit' ? 'error.dark' : 'text.primary';
    return (
        <Box
            component="span"
            sx={{ position: 'relative', color: tone, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
            {translate(`common.money.${way}`, { amount: formatCurrency(Math.abs(value), locale) })}
            {way !== 'zero' && (
                <Box component="span" sx={visuallyHidden}>
                    {translate(`common.money.${way}Label`)}
                </Box>
            )}
        </Box>
    );
};
