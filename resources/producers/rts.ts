import { rtsPlanYears } from '../../src/domain/readyToSell';

/** The plan years of the RTS filters (this year and next) and of the RTS columns (the next from August). */
export const rtsYears = (today: Date = new Date()) => {
    const current = today.getFullYear();
    return { current, next: current + 1, columns: rtsPlanYears(today) };
};
