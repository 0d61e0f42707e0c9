import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { loginUrl } from '../auth/returnUrl';
import { SIGNED_IN_AGAIN_PATH, sessionExpiry, useSessionExpired } from '../auth/sessionExpiry';

/**
 * Shown when an action got a 401: the user signs in again in a new tab (which lands on a "you can close this
 * tab" page), comes back and sends again. This page is never left, so nothing typed (a chosen file included)
 * is lost, and nothing of it is stored. Mounted once in the layout; test wrappers mount it beside the screen.
 */
export const SessionExpiredDialog = () => {
    const translate = useTranslate();
    const open = useSessionExpired();
    return (
        <Dialog open={open} onClose={sessionExpiry.dismiss} aria-labelledby="session-expired-title">
            <DialogTitle id="session-expired-title">{translate('app.session.expiredTitle')}</DialogTitle>
            <DialogContent>
                <DialogContentText>{translate('app.session.expiredMessage')}</DialogContentText>
            </DialogContent>
            <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button onClick={sessionExpiry.dismiss}>{translate('app.session.backToPage')}</Button>
                <Button
                    variant="contained"
                    component="a"
                    href={loginUrl(SIGNED_IN_AGAIN_PATH)}
                    target="_blank"
                    rel="noopener"
                    endIcon={<OpenInNewIcon aria-hidden />}
                    aria-label={translate('app.session.signInNewTabLabel')}
                >
                    {translate('app.session.signInNewTab')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
