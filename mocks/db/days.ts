import { localDay } from '../../src/domain/calendarDays';

/**
 * A fixture's calendar day as the app reads today's: the local day. `toISOString` gives UTC's, a day behind it east
 * of UTC+10 at the tests' morning instant.
 */
export const fixtureDay = (date: Date) => `${localDay(date)}T00:00:00`;
