import { todayNumber } from './calendarDays';
import { expirationMoment, isExpired } from './eAndOExpiry';
import { clock } from '../clock';

/**
 * The agent's E&O coverage: what lapses is coverage, not a policy. A later policy supersedes an earlier one, so
 * the record that lasts longest decides: coverage is valid while it runs, expiring within the warning window,
 * expired once it has ended (from the start of its expiration day, as the E&O list says of a record), and none
 * when no record names a date. Readiness, the expiry forecast and its dashboard card all read E&O through this.
 */

/** Coverage that ends within this many calendar days is expiring. */
export const EANDO_WARNING_DAYS = 90;

export type EAndOCoverageStatus = 'valid' | 'expiring' | 'expired' | 'none';

export interface EAndOCoverage<Record> {
    status: EAndOCoverageStatus;
    /** The record whose end is the coverage's end (none when no record names a date). */
    record?: Record;
    /** Calendar days from today to the coverage's last day: 0 when it ends today, negative once it ended. */
    daysLeft?: number;
    /** The day it ends, as the user's calendar reads it. */
    endsOn?: Date;
}

export const eAndOCoverage = <Record extends { ExpirationDate: string }>(
    records: readonly Record[],
    now: Date = clock.now()
): EAndOCoverage<Record> => {
    let latest: { record: Record; moment: Date } | undefined;
    for (const record of records) {
        const moment = expirationMoment(record.ExpirationDate);
        if (moment && (!latest || moment.getTime() > latest.moment.getTime())) latest = { record, moment };
    }
    if (!latest) return { status: 'none' };
    const daysLeft = todayNumber(latest.moment) - todayNumber(now);
    const status = isExpired(latest.record.ExpirationDate, now)
        ? 'expired'
        : daysLeft <= EANDO_WARNING_DAYS
          ? 'expiring'
          : 'valid';
    return { status, record: latest.record, daysLeft, endsOn: latest.moment };
};
