import { Box } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { useTranslate } from 'react-admin';

/** The three RTS states, each with its own icon and words so that colour is never the only cue. */
const STATES = {
    ready: { Icon: CheckCircleIcon, color: 'success.main', text: 'resources.producers.rts.ready' },
    notReady: { Icon: CancelIcon, color: 'error.main', text: 'resources.producers.rts.notReady' },
    none: { Icon: RemoveCircleOutlineIcon, color: 'text.secondary', text: 'resources.producers.rts.none' },
} as const;

/** A plan year's ready-to-sell state in a table cell: true, false, or null for no certifications. */
export const RtsCell = ({ value }: { value: boolean | null }) => {
    const translate = useTranslate();
    const { Icon, color, text } = STATES[value === null ? 'none' : value ? 'ready' : 'notReady'];
    return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            <Icon fontSize="small" sx={{ color }} aria-hidden />
            {translate(text)}
        </Box>
    );
};
