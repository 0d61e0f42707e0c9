import { localDay, today } from '../../../src/forms/dates';

export { today };

/** The first day of the next month: the usual effective date of a Medicare plan. */
export const firstOfNextMonth = (now = new Date()) => localDay(new Date(now.getFullYear(), now.getMonth() + 1, 1));

export const isAfterToday = (value: string, now = new Date()) => value !== '' && value > today(now);
