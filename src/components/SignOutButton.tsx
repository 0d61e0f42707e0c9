import { Button, type ButtonProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';
import { navigationGuard } from '../portal/navigationGuard';

/**
 * Ends the server session through the account logout path. Signing out leaves the page as a link does, so a
 * page holding unsaved input asks first and, told no, stays with it.
 */
export const useSignOut = () => {
    const logout = useLogout();
    return () => {
        if (!navigationGuard.allowsLeaving()) return;
        navigationGuard.abandoned();
        return logout({ signOut: true });
    };
};

export const SignOutButton = (props: ButtonProps) => {
    const translate = useTranslate();
    const signOut = useSignOut();
    return (
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={signOut} {...props}>
            {translate('app.auth.signOut')}
        </Button>
    );
};
