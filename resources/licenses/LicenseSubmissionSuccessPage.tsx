import { Button, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { NoSubmissionSummary } from '../../src/components/NoSubmissionSummary';
import { StatusPage } from '../../src/components/StatusPage';
import { useHandedOver } from '../../src/routing/useHandedOver';

/** The submission form says it sent one (whatever the server answered for it): the page needs no more. */
const submittedIn = (state: unknown) =>
    typeof state === 'object' && state !== null && 'license' in state ? true : undefined;

/** The confirmation after a license submission; opened without one (a reload, a typed address), no claim. */
export const LicenseSubmissionSuccessPage = () => {
    const translate = useTranslate();
    const submitted = useHandedOver(submittedIn);
    if (!submitted)
        return (
            <NoSubmissionSummary
                title="resources.licenses.success.noSummaryTitle"
                message="resources.licenses.success.noSummary"
                back={{ to: '/licenses', label: 'resources.licenses.actions.backToList' }}
            />
        );
    return (
        <StatusPage
            title="resources.licenses.success.title"
            message="resources.licenses.success.message"
            icon={<CheckCircleOutlineIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />}
        >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to="/licenses" variant="contained">
                    {translate('resources.licenses.actions.backToList')}
                </Button>
                <Button component={RouterLink} to="/licenses/submission" variant="outlined">
                    {translate('resources.licenses.actions.submitAnother')}
                </Button>
            </Stack>
        </StatusPage>
    );
};
