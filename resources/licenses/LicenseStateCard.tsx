import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Fragment, useId } from 'react';
import { useTranslate } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import { expiryState, showsExpiryLine } from '../../src/domain/licenseExpiry';
import type { License } from './types';

/** One license's facts; its expiry line shows when expired (in red) or within 6 months of expiring. */
const LicenseLines = ({ license, onOpenFiles }: { license: License; onOpenFiles: (license: License) => void }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const state = expiryState(license.ExpirationDate);
    return (
        <Stack spacing={0.5}>
            <Typography>
                {translate('resources.licenses.fields.LicenseNumber')}: <strong>{license.LicenseNumber}</strong>
            </Typography>
            <Typography>
                {translate('resources.licenses.fields.LicenseType')}: {license.LicenseType}
            </Typography>
            <Typography>
                {translate(
                    license.IsResidentLicense ? 'resources.licenses.resident' : 'resources.licenses.nonResident'
                )}
            </Typography>
            {showsExpiryLine(state) && (
                <Typography
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
                    color={state === 'expired' ? 'error' : 'warning.main'}
                >
                    {state === 'expired' ? (
                        <ErrorIcon fontSize="small" aria-hidden />
                    ) : (
                        <ScheduleIcon fontSize="small" aria-hidden />
                    )}
                    {translate(state === 'expired' ? 'resources.licenses.expired' : 'resources.licenses.expires', {
                        date: date(license.ExpirationDate),
                    })}
                </Typography>
            )}
            <Box>
                <Button
                    size="small"
                    variant="outlined"
                    startIcon={<FolderOpenIcon />}
                    onClick={() => onOpenFiles(license)}
                    aria-label={translate('resources.licenses.actions.filesOf', { number: license.LicenseNumber })}
                    sx={{ mt: 1 }}
                >
                    {translate('resources.licenses.actions.files')}
                </Button>
            </Box>
        </Stack>
    );
};

/** A card per state with the licenses held there; the heading marks expired and expiring ones. */
export const LicenseStateCard = ({
    label,
    licenses,
    onOpenFiles,
}: {
    /** The state's name as shown ("Florida (FL)"). */
    label: string;
    licenses: License[];
    onOpenFiles: (license: License) => void;
}) => {
    const translate = useTranslate();
    const states = licenses.map(license => expiryState(license.ExpirationDate));
    const headingId = useId();
    return (
        <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-labelledby={headingId}>
            <CardContent>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
                    <Typography variant="h2" id={headingId}>
                        {label}
                    </Typography>
                    {states.includes('expired') && (
                        <Chip size="small" color="error" label={translate('resources.licenses.expiredBadge')} />
                    )}
                    {!states.includes('expired') && states.includes('expiring') && (
                        <Chip size="small" color="warning" label={translate('resources.licenses.expiringBadge')} />
                    )}
                </Stack>
                {licenses.map((license, index) => (
                    <Fragment key={license.id}>
                        {index > 0 && <Divider sx={{ my: 1.5 }} />}
                        <LicenseLines license={license} onOpenFiles={onOpenFiles} />
                    </Fragment>
                ))}
            </CardContent>
        </Card>
    );
};
