import { useSyncExternalStore } from 'react';
import { pageState } from '../pageState';

type Listener = () => void;
const listeners = new Set<Listener>();
let expired = false;

const emit = () => listeners.forEach(listener => listener());

/**
 * "The session ran out while the user was acting" (a 401 on a submission, an export, a download, or on any call
 * while a form holds input). It is app state, not a redirect: the page and what was typed on it stay in memory while the user signs in again in
 * another tab. Nothing of the form is written anywhere.
 */
export const sessionExpiry = {
    isExpired: (): boolean => expired,
    report: (): void => {
        expired = true;
        emit();
    },
    dismiss: (): void => {
        expired = false;
        emit();
    },
    subscribe: (listener: Listener): (() => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
    },
};
pageState.register(sessionExpiry.dismiss);

export const useSessionExpired = (): boolean => useSyncExternalStore(sessionExpiry.subscribe, sessionExpiry.isExpired);

/** Where the account login sends the user back to after signing in again from the session-expired dialog. */
export const SIGNED_IN_AGAIN_PATH = '/signed-in-again';
