import { Box } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatCurrency } from '../../src/components/formatting';

/** A USD amount with its sign written out: "+$12.50", "−$3.00", "$0.00". */
export const signedCurrency = (value: number, locale: string) => {
    const sign = value > 0 ? '+' : value < 0 ? '−' : '';
    return `${sign}${formatCurrency(Math.abs(value), locale)}`;
};

/**
 * An amount in USD: positives green, negatives red, and never by colour alone: the sign is written, and a
 * screen reader also hears "credit" or "debit".
 */
export const Money = ({ value }: { value: number }) => {
    const [locale] = useLocaleState();
    const translate = useTranslate();
    const tone = value > 0 ? 'success.dark' : value < 0 ? 'error.dark' : 'text.primary';
    const label = value > 0 ? 'credit' : value < 0 ? 'debit' : undefined;
    return (
        <Box component="span" sx={{ color: tone, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {signedCurrency(value, locale)}
            {label && (
                <Box component="span" sx={visuallyHidden}>
                    {` (${translate(`resources.statements.money.${label}`)})`}
                </Box>
            )}
        </Box>
    );
};

/** Read by screen readers, not shown. */
const visuallyHidden = {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;
