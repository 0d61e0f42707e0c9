import { Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useTranslate } from 'react-admin';

/** The three RTS states, each with its own icon and words so that colour is never the only cue. */
const STATES = {
    ready: { icon: <CheckCircleIcon />, color: 'success', text: 'resources.contracts.rts.ready' },
    notReady: { icon: <CancelIcon />, color: 'error', text: 'resources.contracts.rts.notReady' },
    none: { icon: <RemoveCircleOutlineIcon />, color: 'default', text: 'resources.contracts.rts.none' },
} as const;

export const rtsState = (value: boolean | null) => (value === null ? 'none' : value ? 'ready' : 'notReady');

/** "RTS 2026: Ready to sell" for one plan year. */
export const RtsIndicator = ({ planYear, value }: { planYear: number; value: boolean | null }) => {
    const translate = useTranslate();
    const state = STATES[rtsState(value)];
    return (
        <Chip
            size="small"
            variant="outlined"
            icon={state.icon}
            color={state.color}
            label={translate('resources.contracts.rts.indicator', { year: planYear, state: translate(state.text) })}
            sx={{ maxWidth: '100%' }}
        />
    );
};
