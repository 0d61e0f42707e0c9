import { Button } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { useTranslate } from 'react-admin';
import { currentPath, loginUrl } from '../auth/returnUrl';

/** Sends a signed-out visitor to the account login, to come back here afterwards. */
export const LoginButton = ({ returnPath }: { returnPath?: string }) => {
    const translate = useTranslate();
    return (
        <Button
            color="inherit"
            variant="outlined"
            startIcon={<LoginIcon />}
            onClick={() => window.location.assign(loginUrl(returnPath ?? currentPath()))}
        >
            {translate('app.auth.signIn')}
        </Button>
    );
};
