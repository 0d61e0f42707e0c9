import { Button, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../src/components/StatusPage';

/** The confirmation after a license submission. */
export const LicenseSubmissionSuccessPage = () => {
    const translate = useTranslate();
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
