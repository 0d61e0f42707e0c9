import { useEffect, useMemo, useRef, useState, type FocusEvent } from 'react';
import { Alert, GlobalStyles, Portal, Snackbar } from '@mui/material';
import {
    useNotificationContext,
    useNotify,
    useTranslate,
    type NotificationPayload,
    type TranslateFunction,
} from 'react-admin';

const DEFAULT_DURATION = 4000;
/** One line of toast and its 24 px gap to the bottom, with room to spare. */
const TOAST_ROOM = 80;
/** An error toast stays until closed: the page keeps room for it, so the focus never brings a control under it. */
const ROOM_FOR_THE_TOAST = (
    <GlobalStyles styles={{ html: { scrollPaddingBottom: TOAST_ROOM }, body: { paddingBottom: TOAST_ROOM } }} />
);
const MISSING = '\u0000missing';
export const GENERIC_ERROR = 'messages.errors.generic';

/** react-admin notifies some failures with the raw English error ("Failed to fetch: 500 ..."): never shown. */
const catalogueText = (translate: TranslateFunction, message: string, messageArgs: object | undefined): string => {
    const { _: _rawFallback, ...args } = (messageArgs ?? {}) as Record<string, unknown>;
    const text = translate(message, { ...args, _: MISSING });
    return text === MISSING ? translate(GENERIC_ERROR) : text;
};

let lastPendingId = 0;

/** Ends through react-admin's notifications, so it is taken in order with the toast that replaces it. */
export const usePendingNotice = () => {
    const notify = useNotify();
    return useMemo(
        () => ({
            show: (message: string): number => {
                const pendingId = ++lastPendingId;
                notify(message, { type: 'info', autoHideDuration: null, pendingId });
                return pendingId;
            },
            end: (pendingId: number) => notify('', { type: 'info', endsPending: pendingId }),
        }),
        [notify]
    );
};

interface Toast {
    payload: NotificationPayload;
    key: number;
    open: boolean;
}

/** A form's failure comes twice, by its toast and by react-admin's form: it is not read out twice. */
const sameErrorShown = (shown: Toast | undefined, payload: NotificationPayload) =>
    shown !== undefined &&
    shown.open &&
    payload.type === 'error' &&
    shown.payload.type === 'error' &&
    shown.payload.message === payload.message &&
    JSON.stringify(shown.payload.notificationOptions?.messageArgs) ===
        JSON.stringify(payload.notificationOptions?.messageArgs);

const nextToast = (shown: Toast | undefined, payload: NotificationPayload): Toast | undefined => {
    const ended: unknown = payload.notificationOptions?.endsPending;
    if (sameErrorShown(shown, payload)) return shown;
    if (ended === undefined) return { payload, key: (shown?.key ?? 0) + 1, open: true };
    return shown && shown.payload.notificationOptions?.pendingId === ended ? { ...shown, open: false } : shown;
};

// react-admin queues toasts ("Downloading file..." held "File downloaded" back 4 s): the newest replaces the one on
// screen (the app makes no undoable mutations). An error stays until closed, for a person who reads slower.
export const AppNotification = () => {
    const { notifications, resetNotifications } = useNotificationContext();
    const translate = useTranslate();
    const [shown, setShown] = useState<Toast>();
    const toast = useRef<HTMLDivElement>(null);
    // Closing the toast gives the focus back there, not to the body (a keyboard user would start over from the top).
    const cameFrom = useRef<HTMLElement | null>(null);
    const noteWhereFrom = (event: FocusEvent) => {
        const from = event.relatedTarget;
        if (from instanceof HTMLElement && !toast.current?.contains(from)) cameFrom.current = from;
    };

    useEffect(() => {
        if (notifications.length === 0) return;
        resetNotifications();
        setShown(previous => notifications.reduce(nextToast, previous));
    }, [notifications, resetNotifications]);

    if (!shown) return null;
    const close = () => {
        const hadFocus = toast.current?.contains(document.activeElement) ?? false;
        setShown(current => current && { ...current, open: false });
        if (!hadFocus) return;
        const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main-content');
        if (back && back.tabIndex < 0 && !back.hasAttribute('tabindex')) back.setAttribute('tabindex', '-1');
        back?.focus();
    };
    const { open } = shown;
    const { message, type, notificationOptions = {} } = shown.payload;
    const { autoHideDuration = DEFAULT_DURATION, messageArgs } = notificationOptions;
    const hideAfter = type === 'error' ? null : autoHideDuration;
    const text = typeof message === 'string' ? catalogueText(translate, message, messageArgs) : message;
    // In a portal of its own: a toast raised while a dialog is open (a download from the license files) is added
    // after the dialog hid the page from screen readers, so it is still read out and can be closed.
    return (
        <Portal>
            {open && ROOM_FOR_THE_TOAST}
            <Snackbar
                key={shown.key}
                open={open}
                autoHideDuration={hideAfter}
                onClose={(_event, reason) => reason !== 'clickaway' && close()}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
            >
                <Alert
                    ref={toast}
                    onFocus={noteWhereFrom}
                    severity={type === 'warning' || type === 'error' || type === 'success' ? type : 'info'}
                    variant="filled"
                    onClose={close}
                    closeText={translate('ra.action.close')}
                    sx={{ width: '100%' }}
                >
                    {text}
                </Alert>
            </Snackbar>
        </Portal>
    );
};
