import { Box, Paper, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import { EmptyState } from '../../src/components/States';
import { SectionCard } from '../../src/components/SectionCard';
import { expiryState } from '../../src/domain/licenseExpiry';
import type { License } from './types';

const EXPIRY_MARKERS = {
    expired: { Icon: ErrorIcon, color: 'error.main', text: 'resources.producers.licenses.expired' },
    expiring: { Icon: WarningIcon, color: 'warning.dark', text: 'resources.producers.licenses.expiringSoon' },
} as const;

const LicenseCard = ({ license }: { license: License }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const label = (name: string) => translate(`resources.producers.licenses.${name}`);
    const state = expiryState(license.ExpirationDate);
    const marker = state === 'valid' ? undefined : EXPIRY_MARKERS[state];
    const rows = [
        { term: label('number'), value: license.LicenseNumber },
        { term: label('type'), value: license.LicenseType },
        { term: label('residency'), value: label(license.IsResidentLicense ? 'resident' : 'nonResident') },
        { term: label('expires'), value: date(license.ExpirationDate), color: marker?.color },
    ];
    return (
        <Paper
            variant="outlined"
            sx={{ p: 2, height: '100%', borderColor: state === 'expired' ? 'error.main' : undefined }}
        >
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                {license.StateProvince}
            </Typography>
            <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 0.5, columnGap: 2 }}
            >
                {rows.map(({ term, value, color }) => (
                    <Box key={term} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                            {term}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', color }}>
                            {value}
                        </Typography>
                    </Box>
                ))}
            </Box>
            {marker && (
                <Typography
                    variant="body2"
                    sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 0.5,
                        mt: 1,
                        color: marker.color,
                        fontWeight: 600,
                    }}
                >
                    <marker.Icon fontSize="small" aria-hidden />
                    {translate(marker.text)}
                </Typography>
            )}
        </Paper>
    );
};

/** The producer's licenses, one card per license, expired ones marked in red and in words. */
export const LicenseCards = ({ licenses }: { licenses: License[] }) => (
    <SectionCard title="resources.producers.detail.licenses">
        {licenses.length === 0 ? (
            <EmptyState message="messages.licenses.noneFound" />
        ) : (
            <Box
                component="ul"
                sx={{
                    listStyle: 'none',
                    p: 0,
                    m: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
                }}
            >
                {licenses.map(license => (
                    <li key={license.Id}>
                        <LicenseCard license={license} />
                    </li>
                ))}
            </Box>
        )}
    </SectionCard>
);
