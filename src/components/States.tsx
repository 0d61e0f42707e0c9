import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

export const LoadingState = ({ label = 'ra.page.loading' }: { label?: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} role="status" aria-live="polite">
            <CircularProgress aria-label={translate(label)} />
        </Box>
    );
};

/** Stays pressable (not disabled) while the new try runs, so a keyboard user's focus is not dropped from it. */
export const RetryButton = ({ retry }: { retry: () => unknown }) => {
    const translate = useTranslate();
    const [trying, setTrying] = useState(false);
    const tryAgain = async () => {
        if (trying) return;
        setTrying(true);
        try {
            await retry();
        } finally {
            setTrying(false);
        }
    };
    return (
        <Button
            color="inherit"
            size="small"
            onClick={() => void tryAgain()}
            aria-disabled={trying}
            startIcon={trying ? <CircularProgress size={14} color="inherit" aria-hidden /> : <RefreshIcon />}
            sx={{ whiteSpace: 'nowrap' }}
        >
            {translate('app.status.tryAgain')}
        </Button>
    );
};

/** `retry` is null only for a failure no new try can mend (an address that names no record). */
export const ErrorState = ({
    message,
    retry,
    action,
}: {
    message: string;
    retry: (() => unknown) | null;
    action?: ReactNode;
}) => {
    const translate = useTranslate();
    return (
        <Alert
            severity="error"
            action={
                (retry || action) && (
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                        {action}
                        {retry && <RetryButton retry={retry} />}
                    </Box>
                )
            }
            sx={{
                my: 2,
                // On a phone the way on goes under the text, which keeps the whole width.
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                '& .MuiAlert-message': { flexBasis: { xs: 'calc(100% - 34px)', sm: 'auto' } },
                '& .MuiAlert-action': { ml: { xs: '34px', sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: { xs: 0, sm: 0.5 } },
            }}
        >
            {translate(message)}
        </Alert>
    );
};

export const EmptyState = ({ message }: { message: string }) => {
    const translate = useTranslate();
    return (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} role="status">
            {translate(message)}
        </Typography>
    );
};
