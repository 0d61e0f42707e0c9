import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { loginUrl } from '../auth/returnUrl';
import { SIGNED_IN_AGAIN_PATH, sessionExpiry, useSessionExpired } from '../auth/sessionExpiry';

const expiredSession = (query: Query) => {
    const error = query.state.status === 'error' ? query.state.error : undefined;
    return typeof error === 'object' && error !== null && 'status' in error && error.status === 401;
};

/** What was loading when the session ran out (a wizard's next step) loads again, instead of staying an error. */
const useReloadWhatExpired = (open: boolean) => {
    const queryClient = useQueryClient();
    const wasOpen = useRef(open);
    useEffect(() => {
        if (wasOpen.current && !open) void queryClient.refetchQueries({ type: 'active', predicate: expiredSession });
        wasOpen.current = open;
    }, [open, queryClient]);
};

/** The user signs in again in a new tab: this page is never left, so nothing typed (a chosen file included) is lost. */
export const SessionExpiredDialog = () => {
    const translate = useTranslate();
    const open = useSessionExpired();
    useReloadWhatExpired(open);
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
