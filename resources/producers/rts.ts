import { rtsPlanYears } from '../../src/domain/readyToSell';
import { clock } from '../../src/clock';

/** The plan years of the RTS filters (this year and next) and of the RTS columns (the next from August). */
export const rtsYears = (today: Date = clock.now()) => {
    const current = today.getFullYear();
    return { current, next: current + 1, columns: rtsPlanYears(today) };
};
