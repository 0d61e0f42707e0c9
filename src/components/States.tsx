import type { ReactNode } from 'react';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A region is loading: a spinner with an accessible name. */
export const LoadingState = ({ label = 'ra.page.loading' }: { label?: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-live="polite">
            <CircularProgress aria-label={translate(label)} />
        </Box>
    );
};

/** A call failed: the spec's error text for the region, announced to screen readers. */
export const ErrorState = ({ message, action }: { message: string; action?: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Alert severity="error" action={action} sx={{ my: 2 }}>
            {translate(message)}
        </Alert>
    );
};

/** Nothing to show: the spec's empty text for the region. */
export const EmptyState = ({ message }: { message: string }) => {
    const translate = useTranslate();
    return (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} role="status">
            {translate(message)}
        </Typography>
    );
};
