import { useLocaleState } from 'react-admin';
import { calendarDay } from '../domain/calendarDays';

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };

/** Building an Intl formatter costs far more than using one, and a statement's table formats thousands. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
const formatterFor = <F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => F): F => {
    let formatter = formatters.get(key);
    if (!formatter) formatters.set(key, (formatter = create()));
    return formatter as F;
};

/** Calendar dates: never shifted by the browser's time zone (and year 0050 is not shown as 1950). */
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

export const formatMonth = (month: string, locale: string, width: 'short' | 'long' = 'long'): string => {
    const date = calendarDay(`${month}-01`);
    if (!date) return month;
    const language = LOCALES[locale] ?? locale;
    return formatterFor(
        `month ${width} ${language}`,
        () => new Intl.DateTimeFormat(language, { month: width, year: 'numeric', timeZone: 'UTC' })
    ).format(date);
};

export const formatPercent = (share: number, locale: string): string => {
    const language = LOCALES[locale] ?? locale;
    return formatterFor(
        `percent ${language}`,
        () => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 })
    ).format(share);
};

/** For `Money` only, which gives every amount its sign and its spoken name. */
export const formatCurrency = (value: number, locale: string): string => {
    const language = LOCALES[locale] ?? locale;
    return formatterFor(
        `currency ${language}`,
        () => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' })
    ).format(value);
};

export const useFormatters = () => {
    const [locale] = useLocaleState();
    return {
        date: (value: string | null | undefined) => formatDate(value, locale),
        month: (value: string, width?: 'short' | 'long') => formatMonth(value, locale, width),
        percent: (share: number) => formatPercent(share, locale),
    };
};
