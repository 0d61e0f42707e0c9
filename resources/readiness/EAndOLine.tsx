import { Box, CircularProgress, Link, Paper, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../src/components/formatting';
import { ErrorState } from '../../src/components/States';
import type { EAndOReadiness } from '../../src/domain/readiness';

const T = 'resources.readiness';

const LOOKS = {
    valid: { Icon: CheckCircleIcon, color: 'success.main' },
    expiring: { Icon: WarningIcon, color: 'warning.dark' },
    expired: { Icon: ErrorIcon, color: 'error.main' },
    none: { Icon: ErrorIcon, color: 'error.main' },
} as const;

export interface EAndOState {
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    value?: { status: EAndOReadiness; expirationDate?: string };
}

/** The agent's E&O (per agent, not per cell): its status in words and icon, and where to send a new one. */
export const EAndOLine = ({ eAndO }: { eAndO?: EAndOState }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const body = () => {
        if (!eAndO)
            return (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <InfoIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
                    {translate(`${T}.eAndO.agencyCannotSee`)}
                </Box>
            );
        if (eAndO.isError) return <ErrorState message={`${T}.eAndO.loadError`} retry={eAndO.refetch} />;
        if (!eAndO.value) return <CircularProgress size={20} aria-label={translate('ra.page.loading')} />;
        const { status, expirationDate } = eAndO.value;
        const { Icon, color } = LOOKS[status];
        return (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Icon fontSize="small" sx={{ color }} aria-hidden />
                {translate(`${T}.eAndO.${status}`, { date: date(expirationDate) })}
                {status !== 'valid' && (
                    <Link component={RouterLink} to="/e-and-os/submission">
                        {translate('common.readiness.fixes.submitEAndO')}
                    </Link>
                )}
            </Box>
        );
    };
    return (
        <Paper variant="outlined" component="section" aria-label={translate(`${T}.eAndO.title`)} sx={{ p: 2, mb: 2 }}>
            <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
                {translate(`${T}.eAndO.title`)}
            </Typography>
            {body()}
        </Paper>
    );
};
