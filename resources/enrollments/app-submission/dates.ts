import { localDay } from '../../../src/forms/dates';
import { clock } from '../../../src/clock';

/** The first day of the next month: the usual effective date of a Medicare plan. */
export const firstOfNextMonth = (now = clock.now()) => localDay(new Date(now.getFullYear(), now.getMonth() + 1, 1));
