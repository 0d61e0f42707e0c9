import { Box, Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router';
import { Money } from '../../src/components/Money';
import { StatusPage } from '../../src/components/StatusPage';
import { useFormatters } from '../../src/components/formatting';
import type { EAndOSubmission } from './types';

const T = 'resources.e-and-os';

const submittedOf = (state: unknown): EAndOSubmission | undefined => {
    const candidate = (state as { eAndO?: Partial<EAndOSubmission> } | null)?.eAndO;
    return candidate &&
        typeof candidate.IssuedBy === 'string' &&
        typeof candidate.PolicyNumber === 'string' &&
        typeof candidate.CoverageLimits === 'number' &&
        typeof candidate.ExpirationDate === 'string'
        ? (candidate as EAndOSubmission)
        : undefined;
};

/** What was sent, when the form handed it over (not after a reload or on a typed address). */
const Summary = ({ eAndO }: { eAndO: EAndOSubmission }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const rows = [
        ['IssuedBy', eAndO.IssuedBy],
        ['PolicyNumber', eAndO.PolicyNumber],
        ['CoverageLimits', <Money key="amount" value={eAndO.CoverageLimits} plain />],
        ['ExpirationDate', date(eAndO.ExpirationDate)],
    ] as const;
    return (
        <Box sx={{ textAlign: 'left', width: '100%', maxWidth: 480 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                {translate(`${T}.success.summary`)}
            </Typography>
            <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
            >
                {rows.map(([field, value]) => (
                    <Box key={field} sx={{ display: 'contents' }}>
                        <Typography component="dt" color="text.secondary">
                            {translate(`${T}.fields.${field}`)}
                        </Typography>
                        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                            {value}
                        </Typography>
                    </Box>
                ))}
            </Box>
        </Box>
    );
};

/** The confirmation after an E&O submission. */
export const EAndOSubmissionSuccessPage = () => {
    const translate = useTranslate();
    const submitted = submittedOf(useLocation().state);
    return (
        <StatusPage
            title={`${T}.success.title`}
            message={`${T}.success.message`}
            icon={<CheckCircleOutlineIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />}
        >
            {submitted && <Summary eAndO={submitted} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to="/e-and-os" variant="contained">
                    {translate(`${T}.actions.backToList`)}
                </Button>
                <Button component={RouterLink} to="/e-and-os/submission" variant="outlined">
                    {translate(`${T}.actions.submitAnother`)}
                </Button>
            </Stack>
        </StatusPage>
    );
};
