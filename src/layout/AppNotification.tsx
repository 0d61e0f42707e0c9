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
/** A toast's height (one line) and its gap to the window's bottom (24 px; 8 on a phone), with room to spare. */
const TOAST_ROOM = 80;
/**
 * While a toast is shown over the bottom of the page (an error stays there until closed), the page keeps room for
 * it: the focus brings a control into view above it, and the page's last controls (the footer's) can scroll above it.
 */
const ROOM_FOR_THE_TOAST = (
    <GlobalStyles styles={{ html: { scrollPaddingBottom: TOAST_ROOM }, body: { paddingBottom: TOAST_ROOM } }} />
);
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

let lastPendingId = 0;

/**
 * A message that says a call is on its way ("Submitting profile..."). It stays while the call runs, however
 * long, and ends when the call ends, whatever the outcome: a success page with no toast of its own, or the
 * session-expired dialog, never shows it still running. The end goes through react-admin's notifications like
 * the toasts themselves, so it is taken in order with the success or failure toast that replaces it.
 */
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

/** The same error as the one on screen, said again (a form's failure, by its toast and by react-admin's form). */
const sameErrorShown = (shown: Toast | undefined, payload: NotificationPayload) =>
    shown !== undefined &&
    shown.open &&
    payload.type === 'error' &&
    shown.payload.type === 'error' &&
    shown.payload.message === payload.message &&
    JSON.stringify(shown.payload.notificationOptions?.messageArgs) ===
        JSON.stringify(payload.notificationOptions?.messageArgs);

/**
 * The toast on screen after one more notification: a new toast, the end of the pending one shown, or the error
 * shown kept as it is when the same error comes again (it is not read out twice).
 */
const nextToast = (shown: Toast | undefined, payload: NotificationPayload): Toast | undefined => {
    const ended: unknown = payload.notificationOptions?.endsPending;
    if (sameErrorShown(shown, payload)) return shown;
    if (ended === undefined) return { payload, key: (shown?.key ?? 0) + 1, open: true };
    return shown && shown.payload.notificationOptions?.pendingId === ended ? { ...shown, open: false } : shown;
};

/**
 * Toasts where the newest replaces the one on screen. react-admin queues them, so a "Downloading file..."
 * toast held the "File downloaded successfully" one back for its whole 4 seconds. The app makes no
 * undoable mutations, so react-admin's undo support is not needed here. An error stays until the person closes
 * it (its Close button, or Escape), whatever time its caller asked for: a failure read out while they were
 * looking elsewhere, or slower to read, is still there; other toasts close after their few seconds.
 */
export const AppNotification = () => {
    const { notifications, resetNotifications } = useNotificationContext();
    const translate = useTranslate();
    const [shown, setShown] = useState<Toast>();
    const toast = useRef<HTMLDivElement>(null);
    // Where the focus was before it went into the toast: closing the toast gives it back there, not to the page's
    // body (a keyboard user would start over from the top).
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
        // The page's content, when the control the focus came from is gone, takes the focus without joining the Tab order.
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
