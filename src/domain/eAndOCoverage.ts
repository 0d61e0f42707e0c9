import { todayNumber } from './calendarDays';
import { expirationMoment, isExpired } from './eAndOExpiry';
import { clock } from '../clock';

/** What lapses is coverage, not a policy: a later policy supersedes an earlier one, so the longest-lasting decides. */

export const EANDO_WARNING_DAYS = 90;

export type EAndOCoverageStatus = 'valid' | 'expiring' | 'expired' | 'none';

export interface EAndOCoverage<Record> {
    status: EAndOCoverageStatus;
    record?: Record;
    daysLeft?: number;
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
