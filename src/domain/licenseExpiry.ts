/** License expiry rules shared by the licenses list and the producer detail (spec part 1 §4, §9). */

/** The expiry warning window (spec part 1 §9). */
export const EXPIRY_WARNING_MONTHS = 6;

export type ExpiryState = 'expired' | 'expiring' | 'valid';

/** A calendar day as a number: the license date as written ("2027-05-22..."), today as the user's local day. */
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month, day);
const licenseDay = (value: string) => {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number);
    return dayOf(year, month - 1, day);
};

/** The same day some months later, held to the end of a shorter month (31 August + 6 months = 28/29 February). */
const monthsLater = (year: number, month: number, day: number, months: number) => {
    const lastDay = new Date(Date.UTC(year, month + months + 1, 0)).getUTCDate();
    return dayOf(year, month + months, Math.min(day, lastDay));
};

/**
 * Expired once its date is past; expiring when it falls within the next 6 months; valid otherwise.
 * Dates are compared as calendar days, so a license expiring today is not expired until tomorrow.
 */
export const expiryState = (expirationDate: string, today: Date = new Date()): ExpiryState => {
    const expires = licenseDay(expirationDate);
    const [year, month, day] = [today.getFullYear(), today.getMonth(), today.getDate()];
    if (expires < dayOf(year, month, day)) return 'expired';
    return expires <= monthsLater(year, month, day, EXPIRY_WARNING_MONTHS) ? 'expiring' : 'valid';
};

/** The expiry line shows only when the license is expired or within the warning window. */
export const showsExpiryLine = (state: ExpiryState) => state !== 'valid';

/**
 * Calendar days from today to the license's expiration day: 0 when it expires today (still valid today), -1
 * once it expired yesterday. The expiry forecast sorts and places licenses into its windows by it.
 */
export const licenseDaysLeft = (expirationDate: string, today: Date = new Date()): number =>
    Math.round(
        (licenseDay(expirationDate) - dayOf(today.getFullYear(), today.getMonth(), today.getDate())) / 86_400_000
    );
