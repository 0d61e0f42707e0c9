import { useLocaleState } from 'react-admin';
import { calendarDay } from '../domain/calendarDays';

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };

/**
 * One formatter per language and kind: building an Intl formatter costs far more than using one, and a
 * statement's table formats thousands of dates and amounts.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const formatterFor = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => F): F => {
    let formatter = formatters.get(key);
    if (!formatter) formatters.set(key, (formatter = create()));
    return formatter as F;
};

/**
 * Dates from the API ("2026-03-01T00:00:00") are calendar dates: they are shown as written, in the
 * user's language, never shifted by the browser's time zone (and year 0050 is not shown as 1950).
 */
export const formatDate = (value: string | null | undefined, locale: string): string => {
    if (!value) return '';
    const date = calendarDay(value);
    if (!date) return value;
    const language = LOCALES[locale] ?? locale;
    return formatterFor(
        `date ${language}`,
        () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
    ).format(date);
};

/** An amount in USD: for `Money` only, which gives every amount its sign and its spoken name. */
export const formatCurrency = (value: number, locale: string): string => {
    const language = LOCALES[locale] ?? locale;
    return formatterFor(
        `currency ${language}`,
        () => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
    ).format(value);
};

/** Formatters bound to the current language (amounts: the `Money` component). */
export const useFormatters = () => {
    const [locale] = useLocaleState();
    return {
        date: (value: string | null | undefined) => formatDate(value, locale),
    };
};
