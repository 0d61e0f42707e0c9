import { Button, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../src/components/StatusPage';

const T = 'resources.my-profile';

/** The confirmation after a profile submission (spec part 2 §2 "submission/success"). */
export const ProfileSuccessPage = () => {
    const translate = useTranslate();
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
