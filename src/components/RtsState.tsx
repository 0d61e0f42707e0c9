import { Box, Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import PendingIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslate } from 'react-admin';
import type { RtsIndicatorState } from '../domain/readyToSell';

/** Each with its own icon and words, so colour is never the only cue. Only 'ready' is green. */
const RTS_STATES = {
    ready: { Icon: CheckCircleIcon, color: 'success', text: 'common.rts.ready' },
    notReady: { Icon: CancelIcon, color: 'error', text: 'common.rts.notReady' },
    none: { Icon: RemoveCircleOutlineIcon, color: 'default', text: 'common.rts.none' },
    contractPending: { Icon: PendingIcon, color: 'default', text: 'common.rts.contractPending' },
    contractTerminated: { Icon: BlockIcon, color: 'error', text: 'common.rts.contractTerminated' },
} as const;

export const RtsCell = ({ state }: { state: RtsIndicatorState }) => {
    const translate = useTranslate();
    const { Icon, color, text } = RTS_STATES[state];
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

export const RtsChip = ({ planYear, state }: { planYear: number; state: RtsIndicatorState }) => {
    const translate = useTranslate();
    const { Icon, color, text } = RTS_STATES[state];
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
