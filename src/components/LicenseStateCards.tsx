import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Fragment, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { DictionaryRecord } from '../api/dictionaries';
import { useDictionary } from '../api/useDictionary';
import type { License } from '../api/wire';
import { ApiValue } from './ApiValue';
import { useFormatters } from './formatting';
import { expiryState, showsExpiryLine } from '../domain/licenseExpiry';

const stateLabel = (value: string, states: DictionaryRecord[] = []) => {
    const known = states.find(state => state.abbreviation === value || state.name === value);
    return known?.abbreviation ? `${known.name} (${known.abbreviation})` : (known?.name ?? value);
};

const groupByState = (licenses: License[], states: DictionaryRecord[] | undefined) => {
    const groups = new Map<string, License[]>();
    for (const license of licenses)
        groups.set(license.StateProvince, [...(groups.get(license.StateProvince) ?? []), license]);
    return [...groups.entries()]
        .map(([state, held]) => ({ state, label: stateLabel(state, states), licenses: held }))
        .sort((a, b) => a.label.localeCompare(b.label));
};

export interface LicenseFilesAction {
    onOpenFiles: (license: License, stateLabel: string) => void;
}

const LicenseLines = ({ license, onOpenFiles }: { license: License; onOpenFiles?: () => void }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const state = expiryState(license.ExpirationDate);
    return (
        <Stack spacing={0.5}>
            <Typography>
                {/* Isolated: a right-to-left override typed into the number must not reverse what follows it. */}
                {translate('common.license.fields.LicenseNumber')}:{' '}
                <strong>
                    <bdi>{license.LicenseNumber}</bdi>
                </strong>
            </Typography>
            <Typography>
                {translate('common.license.fields.LicenseType')}:{' '}
                <ApiValue kind="licenseType" value={license.LicenseType} />
            </Typography>
            <Typography>
                {translate(license.IsResidentLicense ? 'common.license.resident' : 'common.license.nonResident')}
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
                    {translate(state === 'expired' ? 'common.license.expired' : 'common.license.expires', {
                        date: date(license.ExpirationDate),
                    })}
                </Typography>
            )}
            {onOpenFiles && (
                <Box>
                    <Button
                        size="small"
                        variant="outlined"
                        startIcon={<FolderOpenIcon />}
                        onClick={onOpenFiles}
                        aria-label={translate('common.license.filesOf', { number: license.LicenseNumber })}
                        sx={{ mt: 1 }}
                    >
                        {translate('common.license.files')}
                    </Button>
                </Box>
            )}
        </Stack>
    );
};

const LicenseStateCard = ({
    label,
    licenses,
    onOpenFiles,
    headingLevel,
}: {
    label: string;
    licenses: License[];
    onOpenFiles?: (license: License, stateLabel: string) => void;
    headingLevel: 'h2' | 'h3';
}) => {
    const translate = useTranslate();
    const expiry = licenses.map(license => expiryState(license.ExpirationDate));
    const headingId = useId();
    return (
        <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-labelledby={headingId}>
            <CardContent>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
                    <Typography
                        variant="h2"
                        component={headingLevel}
                        id={headingId}
                        sx={headingLevel === 'h3' ? { fontSize: '1.1rem', fontWeight: 600 } : undefined}
                    >
                        {label}
                    </Typography>
                    {expiry.includes('expired') && (
                        <Chip size="small" color="error" label={translate('common.license.expiredBadge')} />
                    )}
                    {!expiry.includes('expired') && expiry.includes('expiring') && (
                        <Chip size="small" color="warning" label={translate('common.license.expiringBadge')} />
                    )}
                </Stack>
                {licenses.map((license, index) => (
                    <Fragment key={license.Id}>
                        {index > 0 && <Divider sx={{ my: 1.5 }} />}
                        <LicenseLines
                            license={license}
                            onOpenFiles={onOpenFiles && (() => onOpenFiles(license, label))}
                        />
                    </Fragment>
                ))}
            </CardContent>
        </Card>
    );
};

export const LicenseStateCards = ({
    licenses,
    onOpenFiles,
    headingLevel = 'h2',
}: {
    licenses: License[];
    onOpenFiles?: (license: License, stateLabel: string) => void;
    headingLevel?: 'h2' | 'h3';
}) => {
    // The state names are a nicety: without the dictionary the cards keep the API's state values.
    const states = useDictionary('states');
    return (
        <Box
            sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
            }}
        >
            {groupByState(licenses, states.data).map(group => (
                <LicenseStateCard
                    key={group.state}
                    label={group.label}
                    licenses={group.licenses}
                    onOpenFiles={onOpenFiles}
                    headingLevel={headingLevel}
                />
            ))}
        </Box>
    );
};
