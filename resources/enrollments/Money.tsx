import { Box } from '@mui/material';
import { useFormatters } from '../../src/components/formatting';

/**
 * An amount in USD (spec part 2 §9): negatives red with their minus sign, positives green with a plus sign,
 * so the sign tells what the colour shows.
 */
export const Money = ({ value }: { value: number }) => {
    const { currency } = useFormatters();
    const color = value < 0 ? 'error.main' : value > 0 ? 'success.dark' : 'text.primary';
    return (
        <Box component="span" sx={{ color, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {value > 0 ? `+${currency(value)}` : currency(value)}
        </Box>
    );
};
