import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency } from '../../src/components/formatting';

/** Which way an amount goes: its sign and, for screen readers, its name. */
const direction = (value: number) => (value > 0 ? 'credit' : value < 0 ? 'debit' : 'zero');

/**
 * An amount in USD ("+$12.50", "−$3.00", "$0.00"): positives green, negatives red, and never by colour alone: the sign is written, and a
 * screen reader also hears "credit" or "debit".
 */
export const Money = ({ value }: { value: number }) => {
    const [locale] = useLocaleState();
    const translate = useTranslate();
    const tone = value > 0 ? 'success.dark' : value < 0 ? 'error.dark' : 'text.primary';
    const way = direction(value);
    const amount = formatCurrency(Math.abs(value), locale);
    return (
        <Box
            component="span"
            sx={{ position: 'relative', color: tone, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        >
            {translate(`resources.statements.money.${way}`, { amount })}
            {way !== 'zero' && (
                <Box component="span" sx={visuallyHidden}>
                    {translate(`resources.statements.money.${way}Label`)}
                </Box>
            )}
        </Box>
    );
};

/** Read by screen readers, not shown. */
const visuallyHidden = {
    position: 'absolute',
    // Strings: in sx a bare 1 would mean 100%.
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    border: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;
