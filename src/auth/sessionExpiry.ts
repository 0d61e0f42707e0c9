import { useSyncExternalStore } from 'react';
import { pageState } from '../pageState';

type Listener = () => void;
const listeners = new Set<Listener>();
let expired = false;

const emit = () => listeners.forEach(listener => listener());

/** App state, not a redirect: the page and what was typed stay in memory while the user signs in in another tab. */
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

export const SIGNED_IN_AGAIN_PATH = '/signed-in-again';
