/** A calendar day as a number of days since 1970: an API date as written ("2026-03-01T00:00:00"), never shifted. */
export const dayNumberOf = (value: string): number | undefined => {
    const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (!match) return undefined;
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    return Number.isNaN(time) ? undefined : Math.round(time / 86_400_000);
};

/** Today as the user's local calendar day, in the same count. */
export const todayNumber = (now: Date = new Date()) =>
    Math.round(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / 86_400_000);

/** A day number as the API writes dates ("2026-03-01"). */
export const isoDayOf = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The calendar day `days` before today, as the API writes dates ("2026-03-01"). */
export const isoDayBefore = (days: number, now: Date = new Date()) => isoDayOf(todayNumber(now) - days);

/** Whole days from an API date to today (0 on the day itself); undefined for a date it cannot read. */
export const daysSince = (value: string, now: Date = new Date()) => {
    const day = dayNumberOf(value);
    return day === undefined ? undefined : todayNumber(now) - day;
};
