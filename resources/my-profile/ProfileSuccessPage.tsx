import { Button, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { NoSubmissionSummary } from '../../src/components/NoSubmissionSummary';
import { StatusPage } from '../../src/components/StatusPage';
import { useHandedOver } from '../../src/routing/useHandedOver';
import { PROFILE_SUBMITTED_KEY } from './profileForm';

const T = 'resources.my-profile';

const submittedIn = (state: unknown) =>
    typeof state === 'object' && state !== null && PROFILE_SUBMITTED_KEY in state ? true : undefined;

/**
 * The confirmation after a profile submission; opened without one (a
 * reload, a typed address), no claim.
 */
export const ProfileSuccessPage = () => {
    const translate = useTranslate();
    const submitted = useHandedOver(submittedIn);
    if (!submitted)
        return (
            <NoSubmissionSummary
                title={`${T}.success.noSummaryTitle`}
                message={`${T}.success.noSummary`}
                back={{ to: '/my-profile', label: `${T}.actions.backToProfile` }}
            />
        );
    return (
        <StatusPage
            title={`${T}.success.title`}
            message={`${T}.success.message`}
            icon={<CheckCircleOutlineIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />}
        >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to="/my-profile" variant="contained">
                    {translate(`${T}.actions.backToProfile`)}
                </Button>
                <Button component={RouterLink} to="/" variant="outlined">
                    {translate(`${T}.actions.home`)}
                </Button>
            </Stack>
        </StatusPage>
    );
};
