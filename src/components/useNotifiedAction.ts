import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';

export interface ActionMessages {
    /** Translation keys of the toasts. */
    pending?: string;
    success: string;
    error: string;
}

/**
 * Runs an async action (a download, an export, a submission) with the spec's pending, success and error
 * toasts, and tells whether it is running so its button can be disabled meanwhile.
 */
export const useNotifiedAction = <Args extends unknown[], Result>(
    action: (...args: Args) => Promise<Result>,
    messages: ActionMessages
) => {
    const notify = useNotify();
    const [running, setRunning] = useState(false);
    const run = useCallback(
        async (...args: Args): Promise<Result | undefined> => {
            setRunning(true);
            if (messages.pending) notify(messages.pending, { type: 'info' });
            try {
                const result = await action(...args);
                notify(messages.success, { type: 'success' });
                return result;
            } catch (error) {
                console.error(error);
                notify(messages.error, { type: 'error' });
                return undefined;
            } finally {
                setRunning(false);
            }
        },
        [action, messages.pending, messages.success, messages.error, notify]
    );
    return { run, running };
};
