import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Money } from '../../src/components/Money';
import { NoSubmissionSummary } from '../../src/components/NoSubmissionSummary';
import { SubmissionConfirmation } from '../../src/components/SubmissionConfirmation';
import { useFormatters } from '../../src/components/formatting';
import { useHandedOver } from '../../src/routing/useHandedOver';
import type { EAndOSubmission } from './types';

const T = 'resources.e-and-os';

const isEAndO = (candidate: unknown): candidate is EAndOSubmission => {
    const record = candidate as Partial<EAndOSubmission> | null | undefined;
    return (
        typeof record?.IssuedBy === 'string' &&
        typeof record.PolicyNumber === 'string' &&
        typeof record.CoverageLimits === 'number' &&
        typeof record.ExpirationDate === 'string'
    );
};

// The confirmation stands either way; the summary only with a whole record.
const submittedIn = (state: unknown) =>
    typeof state === 'object' && state !== null && 'eAndO' in state
        ? { eAndO: isEAndO(state.eAndO) ? state.eAndO : undefined }
        : undefined;

/** Not after a reload or on a typed address. */
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

const BACK_TO_LIST = { to: '/e-and-os', label: `${T}.actions.backToList` };

export const EAndOSubmissionSuccessPage = () => {
    const submitted = useHandedOver(submittedIn);
    if (!submitted)
        return (
            <NoSubmissionSummary
                title={`${T}.success.noSummaryTitle`}
                message={`${T}.success.noSummary`}
                back={BACK_TO_LIST}
            />
        );
    return (
        <SubmissionConfirmation
            title={`${T}.success.title`}
            message={`${T}.success.message`}
            primary={BACK_TO_LIST}
            secondary={{ to: '/e-and-os/submission', label: `${T}.actions.submitAnother` }}
        >
            {submitted.eAndO && <Summary eAndO={submitted.eAndO} />}
        </SubmissionConfirmation>
    );
};
