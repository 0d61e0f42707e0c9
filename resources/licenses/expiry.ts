/** The expiry warning window (spec part 1 §9). */
export const EXPIRY_WARNING_MONTHS = 6;

export type ExpiryState = 'expired' | 'expiring' | 'valid';

const calendarDay = (value: string | Date) => {
    const text = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
    const [year, month, day] = text.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
};

/**
 * Expired once its date is past; expiring when it falls within the next 6 months; valid otherwise.
 * Dates are compared as calendar days, so a license expiring today is still valid today.
 */
export const expiryState = (expirationDate: string, today: Date = new Date()): ExpiryState => {
    const expires = calendarDay(expirationDate);
    const now = calendarDay(today);
    if (expires < now) return 'expired';
    const limit = new Date(now);
    limit.setUTCMonth(limit.getUTCMonth() + EXPIRY_WARNING_MONTHS);
    return expires <= limit.getTime() ? 'expiring' : 'valid';
};

/** The expiry line shows only when the license is expired or within the warning window. */
export const showsExpiryLine = (state: ExpiryState) => state !== 'valid';
