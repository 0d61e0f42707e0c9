const ENGLISH_MONTHS = [
    'january',
    'february',
    'march',
    'april',
    'may',
    'june',
    'july',
    'august',
    'september',
    'october',
    'november',
    'december',
];

/** An English name or its first three letters (what the API sends), a month number, or a date such as 2026-03. */
export const monthIndexOf = (monthName: string): number | undefined => {
    const value = monthName.trim().toLowerCase();
    const byName = ENGLISH_MONTHS.findIndex(name => value.length >= 3 && name.startsWith(value.slice(0, 3)));
    if (byName >= 0 && /^[a-z]+\.?(\s+\d{4})?$/.test(value)) return byName;
    const date = /^\d{4}-(\d{2})/.exec(value);
    const number = Number(date ? date[1] : value);
    return Number.isInteger(number) && number >= 1 && number <= 12 ? number - 1 : undefined;
};

/** A chart item's month in the reader's language ("ene", "Jan"); the API's text when it names no month. */
export const monthLabel = (monthName: string, locale: string, width: 'short' | 'long' = 'short') => {
    const index = monthIndexOf(monthName);
    if (index === undefined) return monthName;
    return new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' }).format(
        new Date(Date.UTC(2000, index, 15))
    );
};
