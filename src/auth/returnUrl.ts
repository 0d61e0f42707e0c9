import { config } from '../config';
import { safeReturnPath } from './safeReturnPath';

/** The account login address that brings the user back to `returnPath` afterwards. */
export const loginUrl = (returnPath: string, origin = window.location.origin): string =>
    `${origin}${config.loginPath}?returnUrl=${encodeURIComponent(safeReturnPath(returnPath))}`;

export const logoutUrl = (origin = window.location.origin): string => `${origin}${config.logoutPath}`;

export const currentPath = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;

export const SYSTEM_UNAVAILABLE_PATH = '/system-unavailable';

/** The system-unavailable page, remembering where the user was so that "Try again" goes back there. */
export const systemUnavailablePath = (returnPath: string = currentPath()): string => {
    const back = safeReturnPath(returnPath);
    // Never nest the page in itself (a failed retry would otherwise grow the address).
    if (back === '/' || back.startsWith(SYSTEM_UNAVAILABLE_PATH)) return SYSTEM_UNAVAILABLE_PATH;
    return `${SYSTEM_UNAVAILABLE_PATH}?returnUrl=${encodeURIComponent(back)}`;
};
