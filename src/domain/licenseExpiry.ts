import { dayNumberOf, todayNumber } from './calendarDays';
import { clock } from '../clock';

/**
 * The one license expiry rule: the licenses list, the producer detail, readiness and the expiry forecast (with
 * its dashboard card) all read a license's expiry through it, so what one flags the others flag too.
 */

/** The expiry warning window: a license within it shows its expiry line. */
export const EXPIRY_WARNING_MONTHS = 6;

export type ExpiryState = 'expired' | 'expiring' | 'valid';

/** The license date as written ("2027-05-22..."); NaN for a date it cannot read (no state and no days left). */
const licenseDay = (value: string) => dayNumberOf(value) ?? Number.NaN;

/** The same day some months later, held to the end of a shorter month (31 August + 6 months = 28/29 February). */
const monthsLater = (today: Date, months: number) => {
    const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
    const lastDay = new Date(year, month + months + 1, 0).getDate();
    return todayNumber(new Date(year, month + months, Math.min(day, lastDay)));
};

/**
 * Expired once its date is past; expiring when it falls within the next 6 months; valid otherwise.
 * Dates are compared as calendar days, so a license expiring today is not expired until tomorrow.
 */
export const expiryState = (expirationDate: string, today: Date = clock.now()): ExpiryState => {
    const expires = licenseDay(expirationDate);
    if (expires < todayNumber(today)) return 'expired';
    return expires <= monthsLater(today, EXPIRY_WARNING_MONTHS) ? 'expiring' : 'valid';
};

/** The expiry line shows only when the license is expired or within the warning window. */
export const showsExpiryLine = (state: ExpiryState) => state !== 'valid';

/**
 * Calendar days from today to the license's expiration day: 0 when it expires today (still valid today), -1
 * once it expired yesterday. The expiry forecast sorts and places licenses into its windows by it.
 */
export const licenseDaysLeft = (expirationDate: string, today: Date = clock.now()): number =>
    licenseDay(expirationDate) - todayNumber(today);
