import { Box, Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useTranslate } from 'react-admin';

/** The three ready-to-sell states, each with its own icon and words so that colour is never the only cue. */
const RTS_STATES = {
    ready: { Icon: CheckCircleIcon, color: 'success', text: 'common.rts.ready' },
    notReady: { Icon: CancelIcon, color: 'error', text: 'common.rts.notReady' },
    none: { Icon: RemoveCircleOutlineIcon, color: 'default', text: 'common.rts.none' },
} as const;

/** A plan year's RTS value (true, false, or null for no certifications) as one of the three states. */
export const rtsState = (value: boolean | null) => (value === null ? 'none' : value ? 'ready' : 'notReady');

/** The state in a table cell: icon and words. */
export const RtsCell = ({ value }: { value: boolean | null }) => {
    const translate = useTranslate();
    const { Icon, color, text } = RTS_STATES[rtsState(value)];
    return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Icon
                fontSize="small"
                sx={{ color: color === 'default' ? 'text.secondary' : `${color}.main` }}
                aria-hidden
            />
            {translate(text)}
        </Box>
    );
};

/** "RTS 2026: Ready to sell" for one plan year, as a chip. */
export const RtsChip = ({ planYear, value }: { planYear: number; value: boolean | null }) => {
    const translate = useTranslate();
    const { Icon, color, text } = RTS_STATES[rtsState(value)];
    return (
        <Chip
            size="small"
            variant="outlined"
            icon={<Icon />}
            color={color}
            label={translate('common.rts.indicator', { year: planYear, state: translate(text) })}
            sx={{ maxWidth: '100%' }}
        />
    );
};
