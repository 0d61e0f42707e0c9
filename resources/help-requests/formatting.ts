import { useLocaleState } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';

const LOCALES: Record<string, string> = { en: 'en-US', es: 'es-US' };
const formatters = new Map<string, Intl.DateTimeFormat>();

// The API's times carry no zone, so they are shown as written, never shifted by the browser's time zone.
export const formatDateTime = (value: string | null | undefined, locale: string) => {
    if (!value) return '';
    const instant = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`);
    if (Number.isNaN(instant)) return value;
    const language = LOCALES[locale] ?? locale;
    let formatter = formatters.get(language);
    if (!formatter)
        formatters.set(
            language,
            (formatter = new Intl.DateTimeFormat(language, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'UTC',
            }))
        );
    return formatter.format(instant);
};

export const useHelpRequestFormatters = () => {
    const [locale] = useLocaleState();
    const { date } = useFormatters();
    return { date, dateTime: (value: string | null | undefined) => formatDateTime(value, locale) };
};

export const firstLine = (text: string) =>
    text
        .split(/\r?\n/)
        .find(line => line.trim() !== '')
        ?.trim() ?? '';
