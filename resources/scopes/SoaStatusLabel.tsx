import { Box } from '@mui/material';
import CompletedIcon from '@mui/icons-material/CheckCircle';
import VoidedIcon from '@mui/icons-material/Cancel';
import WaitingIcon from '@mui/icons-material/Schedule';
import { useSoaStatusName } from '../../src/components/soaStatusName';

/** The name is always written beside the icon, so colour never carries the status alone. */
export const SoaStatusLabel = ({ status }: { status: string }) => {
    const statusName = useSoaStatusName();
    const Icon = status === 'Completed' ? CompletedIcon : status === 'Voided' ? VoidedIcon : WaitingIcon;
    const color = status === 'Completed' ? 'success.main' : status === 'Voided' ? 'error.main' : 'text.secondary';
    return (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.75 }}>
            <Icon fontSize="small" sx={{ color }} aria-hidden />
            {statusName(status)}
        </Box>
    );
};
