import { useEffect, useState } from 'react';
import { Alert, Portal, Snackbar } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload, type TranslateFunction } from 'react-admin';

const DEFAULT_DURATION = 4000;
const MISSING = '\u0000missing';
export const GENERIC_ERROR = 'messages.errors.generic';

/**
 * Users only ever see catalogue texts. react-admin notifies some failures with the raw error message (its
 * list controller's default onError shows "Failed to fetch: 500 Internal Server Error", in English whatever
 * the language): a message that is not a catalogue key becomes the generic error text.
 */
const catalogueText = (translate: TranslateFunction, message: string, messageArgs: object | undefined): string => {
    const { _: _rawFallback, ...args } = (messageArgs ?? {}) as Record<string, unknown>;
    const text = translate(message, { ...args, _: MISSING });
    return text === MISSING ? translate(GENERIC_ERROR) : text;
};

/**
 * Toasts where the newest replaces the one on screen. react-admin queues them, so a "Downloading file..."
 * toast held the "File downloaded successfully" one back for its whole 4 seconds. The app makes no
 * undoable mutations, so react-admin's undo support is not needed here.
 */
export const AppNotification = () => {
    const { notifications, resetNotifications } = useNotificationContext();
    const translate = useTranslate();
    const [shown, setShown] = useState<{ payload: NotificationPayload; key: number }>();
    const [open, setOpen] = useState(false);

    useEffect(() => {
        if (notifications.length === 0) return;
        const latest = notifications[notifications.length - 1];
        resetNotifications();
        setShown(previous => ({ payload: latest, key: (previous?.key ?? 0) + 1 }));
        setOpen(true);
    }, [notifications, resetNotifications]);

    if (!shown) return null;
    const { message, type, notificationOptions = {} } = shown.payload;
    const { autoHideDuration = DEFAULT_DURATION, messageArgs } = notificationOptions;
    const text = typeof message === 'string' ? catalogueText(translate, message, messageArgs) : message;
    // In a portal of its own: a toast raised while a dialog is open (a download from the license files) is added
    // after the dialog hid the page from screen readers, so it is still read out and can be closed.
    return (
        <Portal>
            <Snackbar
                key={shown.key}
                open={open}
                autoHideDuration={autoHideDuration}
                onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            >
                <Alert
                    severity={type === 'warning' || type === 'error' || type === 'success' ? type : 'info'}
                    variant="filled"
                    onClose={() => setOpen(false)}
                    closeText={translate('ra.action.close')}
                    sx={{ width: '100%' }}
                >
                    {text}
                </Alert>
            </Snackbar>
        </Portal>
    );
};
