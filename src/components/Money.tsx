import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency } from './formatting';
import { visuallyHidden } from './visuallyHidden';

const direction = (value: number) => (value > 0 ? 'credit' : value < 0 ? 'debit' : 'zero');

export interface MoneyProps {
    value: number;
    /** Neither earned nor owed (E&O coverage limits): a sign or spoken credit/debit would read as money paid. */
    plain?: boolean;
}

/** A true minus ("−$3.00", not a hyphen), so the sign tells what the colour shows. Formatted nowhere else. */
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
