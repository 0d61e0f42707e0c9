const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Today on the user's calendar (yyyy-mm-dd), not UTC's: late evening in the US is already tomorrow in UTC. */
export const today = (now = new Date()) => iso(now);

/** The first day of the next month: the usual effective date of a Medicare plan. */
export const firstOfNextMonth = (now = new Date()) => iso(new Date(now.getFullYear(), now.getMonth() + 1, 1));

export const isAfterToday = (value: string, now = new Date()) => value !== '' && value > today(now);
