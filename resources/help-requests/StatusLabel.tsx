import { Box, CircularProgress } from '@mui/material';
import CompletedIcon from '@mui/icons-material/CheckCircle';
import InProgressIcon from '@mui/icons-material/Schedule';
import { useTranslate } from 'react-admin';

/**
 * In progress, Completed (IsCompleted) or Sending..., always in words beside the icon, never
 * told by colour alone.
 */
export const StatusLabel = ({ completed, sending = false }: { completed: boolean; sending?: boolean }) => {
    const translate = useTranslate();
    const key = sending ? 'sending' : completed ? 'completed' : 'inProgress';
    return (
        <Box
            component="span"
            sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                whiteSpace: 'nowrap',
                color: completed && !sending ? 'success.dark' : 'text.primary',
            }}
        >
            {sending ? (
                <CircularProgress size={14} aria-hidden />
            ) : completed ? (
                <CompletedIcon fontSize="small" aria-hidden />
            ) : (
                <InProgressIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            )}
            {translate(`resources.help-requests.status.${key}`)}
        </Box>
    );
};
