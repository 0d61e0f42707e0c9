import { localDay } from '../../../src/forms/dates';

/** The first day of the next month: the usual effective date of a Medicare plan. */
export const firstOfNextMonth = (now = new Date()) => localDay(new Date(now.getFullYear(), now.getMonth() + 1, 1));
