import { Button } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';

/**
 * Back to a list: to the address the user came from when a link said so (filters, page and sort as they
 * left them), otherwise to the list's own address.
 */
export const BackLink = ({ to, label }: { to: string; label: string }) => {
    const translate = useTranslate();
    const { state } = useLocation();
    const from = typeof state?.from === 'string' && state.from.startsWith(to) ? state.from : to;
    return (
        <Button component={RouterLink} to={from} startIcon={<BackIcon />} sx={{ mt: 1 }}>
            {translate(label)}
        </Button>
    );
};
