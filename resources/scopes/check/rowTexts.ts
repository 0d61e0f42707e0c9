import { isoDayOf } from '../../../src/domain/calendarDays';
import type { SoaOnFile } from './rules';
import type { CheckRow, CheckedEnrollment } from './useSoaCheck';

export const C = 'resources.soaCheck';

type Translate = (key: string, options?: Record<string, unknown>) => string;
interface Formatters {
    date: (value: string) => string;
    month: (value: string) => string;
}

export const customerName = (enrollment: CheckedEnrollment) =>
    [enrollment.CustomerFirstName, enrollment.CustomerLastName].filter(Boolean).join(' ') || String(enrollment.id);

export const soaName = (soa: SoaOnFile) => [soa.firstName, soa.lastName].filter(Boolean).join(' ');

/** When the application was received, as narrowly as the check knows it: its month, a few days, or the day. */
export const receivedText = (row: CheckRow, translate: Translate, { date, month }: Formatters) => {
    const { start, end } = row.span;
    if (!row.narrowed) return translate(`${C}.received.month`, { month: month(row.month) });
    if (start === end) return translate(`${C}.received.day`, { date: date(isoDayOf(start)) });
    return translate(`${C}.received.between`, { start: date(isoDayOf(start)), end: date(isoDayOf(end)) });
};

/** The SOA the result is about: its status and its completion (or request) day. */
export const soaText = (
    soa: SoaOnFile | undefined,
    translate: Translate,
    { date, statusName }: Formatters & { statusName: (status: string) => string }
) => {
    if (!soa) return translate(`${C}.soa.none`);
    const status = statusName(soa.status);
    return soa.completedOn && soa.status.toLowerCase() === 'completed'
        ? translate(`${C}.soa.completed`, { status, date: date(soa.completedOn) })
        : translate(`${C}.soa.requested`, { status, date: date(soa.requestedOn ?? '') });
};

/** An address with a customer's names as the SOA list's filter and the request form's prefill read them. */
export const withCustomer = (path: string, firstName?: string | null, lastName?: string | null) => {
    const query = new URLSearchParams();
    if (firstName) query.set('firstName', firstName);
    if (lastName) query.set('lastName', lastName);
    const text = query.toString();
    return text ? `${path}?${text}` : path;
};
