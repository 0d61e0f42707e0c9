import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ErrorIcon from '@mui/icons-material/Error';
import EventIcon from '@mui/icons-material/Event';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Money } from '../../src/components/Money';
import { useFormatters } from '../../src/components/formatting';
import { isExpired } from '../../src/domain/eAndOExpiry';
import type { EAndO } from './types';

const T = 'resources.e-and-os';

/** "Expired on {date}" in red with its icon, or "Expires on {date}". */
export const ExpiryLine = ({ expirationDate }: { expirationDate: string }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const expired = isExpired(expirationDate);
    return (
        <Typography
            sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: expired ? 600 : undefined }}
            color={expired ? 'error' : 'text.primary'}
        >
            {expired ? <ErrorIcon fontSize="small" aria-hidden /> : <EventIcon fontSize="small" aria-hidden />}
            {translate(expired ? `${T}.expired` : `${T}.expires`, { date: date(expirationDate) })}
        </Typography>
    );
};

/** One record: its issuer as the heading, policy number, coverage limits, expiry line and Files button. */
const EAndOCard = ({ record, onOpenFiles }: { record: EAndO; onOpenFiles: (record: EAndO) => void }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Card variant="outlined" sx={{ height: '100%' }} component="section" aria-labelledby={headingId}>
            <CardContent>
                <Typography variant="h2" id={headingId} sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
                    {record.IssuedBy}
                </Typography>
                <Stack spacing={0.5}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>
                        {translate(`${T}.fields.PolicyNumber`)}: <strong>{record.PolicyNumber}</strong>
                    </Typography>
                    <Typography>
                        {translate(`${T}.fields.CoverageLimits`)}: <Money value={record.CoverageLimits} plain />
                    </Typography>
                    <ExpiryLine expirationDate={record.ExpirationDate} />
                    <Box>
                        <Button
                            size="small"
                            variant="outlined"
                            startIcon={<FolderOpenIcon />}
                            onClick={() => onOpenFiles(record)}
                            aria-label={translate(`${T}.actions.filesOf`, { number: record.PolicyNumber })}
                            sx={{ mt: 1 }}
                        >
                            {translate(`${T}.actions.files`)}
                        </Button>
                    </Box>
                </Stack>
            </CardContent>
        </Card>
    );
};

/** The records as cards in the order the API area gives them (earliest expiration first). */
export const EAndOCards = ({ records, onOpenFiles }: { records: EAndO[]; onOpenFiles: (record: EAndO) => void }) => (
    <Box
        sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
        }}
    >
        {records.map(record => (
            <EAndOCard key={record.id} record={record} onOpenFiles={onOpenFiles} />
        ))}
    </Box>
);
