import { Button, type ButtonProps } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';

/** Ends the server session through the account logout path. */
export const useSignOut = () => {
    const logout = useLogout();
    return () => logout({ signOut: true });
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
