import { dayNumberOf, todayNumber } from './calendarDays';
import { clock } from '../clock';

/** The one license expiry rule, so that what one screen flags the others flag too. */

export const EXPIRY_WARNING_MONTHS = 6;

export type ExpiryState = 'expired' | 'expiring' | 'valid';

const licenseDay = (value: string) => dayNumberOf(value) ?? Number.NaN;

/** 31 August + 6 months = 28/29 February. */
const monthsLater = (today: Date, months: number) => {
    const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
    const lastDay = new Date(year, month + months + 1, 0).getDate();
    return todayNumber(new Date(year, month + months, Math.min(day, lastDay)));
};

/** Calendar days: a license expiring today is not expired until tomorrow. */
export const expiryState = (expirationDate: string, today: Date = clock.now()): ExpiryState => {
    const expires = licenseDay(expirationDate);
    if (expires < todayNumber(today)) return 'expired';
    return expires <= monthsLater(today, EXPIRY_WARNING_MONTHS) ? 'expiring' : 'valid';
};

export const showsExpiryLine = (state: ExpiryState) => state !== 'valid';

export const licenseDaysLeft = (expirationDate: string, today: Date = clock.now()): number =>
    licenseDay(expirationDate) - todayNumber(today);
