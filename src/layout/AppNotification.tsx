import { useEffect, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';

const DEFAULT_DURATION = 4000;

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
    const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
    return (
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
                sx={{ width: '100%' }}
            >
                {text}
            </Alert>
        </Snackbar>
    );
};
