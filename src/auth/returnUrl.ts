import { config } from '../config';
import { safeReturnPath } from './safeReturnPath';

/** The account login address that brings the user back to `returnPath` afterwards. */
export const loginUrl = (returnPath: string, origin = window.location.origin): string =>
    `${origin}${config.loginPath}?returnUrl=${encodeURIComponent(safeReturnPath(returnPath))}`;

export const logoutUrl = (origin = window.location.origin): string => `${origin}${config.logoutPath}`;

export const currentPath = (): string => `${window.location.pathname}${window.location.search}${window.location.hash}`;
