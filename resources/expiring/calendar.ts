import { dayNumberOf, isoDayOf, todayNumber } from '../../src/domain/calendarDays';
import type { ForecastItem, ForecastProducer } from './forecastRules';
import { clock } from '../../src/clock';

// Hand-written iCalendar (no library installed): programs are strict about CRLF, 75-octet folding (never
// inside a UTF-8 character), TEXT escaping, and a UID and DTSTAMP on every event.

export interface CalendarEvent {
    /** Stable across downloads, so importing the file again updates the events instead of doubling them. */
    uid: string;
    /** `YYYY-MM-DD`. */
    date: string;
    summary: string;
    description: string;
    url?: string;
}

export const REMINDER_DAYS = 30;
export const REMINDER_HOUR = 9;

export interface CalendarGroup {
    date: string;
    producer?: ForecastProducer;
    items: ForecastItem[];
}

// Expired items have nothing left to remind of; one event per day and producer, so 99 certifications ending
// on 31 December are not 99 events in one day.
export const calendarGroups = (items: readonly ForecastItem[]): CalendarGroup[] => {
    const groups = new Map<string, CalendarGroup>();
    for (const item of items) {
        if (item.window === 'expired') continue;
        const key = `${item.date}|${item.producer ? String(item.producer.id) : ''}`;
        const group = groups.get(key) ?? { date: item.date, producer: item.producer, items: [] };
        group.items.push(item);
        groups.set(key, group);
    }
    return [...groups.values()];
};

const MINUTES_PER_DAY = 24 * 60;

/** Nominal days, not hours: a day stays a calendar day across DST. */
const duration = (sign: '' | '-', days: number, minutes: number) => {
    const time = `${minutes >= 60 ? `${Math.floor(minutes / 60)}H` : ''}${minutes % 60 ? `${minutes % 60}M` : ''}`;
    return `${sign}P${days ? `${days}D` : ''}${time ? `T${time}` : days ? '' : 'T0M'}`;
};

export const reminderTrigger = (date: string, now: Date = clock.now()) => {
    const eventDay = dayNumberOf(date) ?? Number.NaN;
    const today = todayNumber(now);
    const minutesNow = now.getHours() * 60 + now.getMinutes();
    const reminderMinute = REMINDER_HOUR * 60;
    const firstDay = minutesNow < reminderMinute ? today : today + 1;
    const day = Math.max(eventDay - REMINDER_DAYS, firstDay);
    if (day <= eventDay) {
        const daysBefore = eventDay - day;
        // 9:00 that many days before midnight of the event's day: a whole day less, plus the rest of that day.
        return daysBefore === 0
            ? duration('', 0, reminderMinute)
            : duration('-', daysBefore - 1, MINUTES_PER_DAY - reminderMinute);
    }
    return duration('', 0, minutesNow + 60);
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export const escapeText = (value: string) =>
    value
        .replace(/\\/g, '\\\\')
        .replace(/;/g, '\\;')
        .replace(/,/g, '\\,')
        .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

export const foldLine = (line: string): string => {
    const parts: string[] = [];
    let current = '';
    let octets = 0;
    for (const character of line) {
        const size = encoder.encode(character).length;
        const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > limit) {
            parts.push(current);
            current = '';
            octets = 0;
        }
        current += character;
        octets += size;
    }
    parts.push(current);
    return parts.join(`${CRLF} `);
};

const compactDate = (date: string) => date.slice(0, 10).replace(/-/g, '');

const nextDay = (date: string) => isoDayOf((dayNumberOf(date) ?? Number.NaN) + 1);

const utcStamp = (moment: Date) =>
    moment
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');

const safeUid = (uid: string) => uid.replace(/[^A-Za-z0-9@._:-]/g, '-');

// `now` is every event's DTSTAMP and the moment its reminders must come after.
export const buildCalendar = (events: readonly CalendarEvent[], now: Date = clock.now()): string => {
    const stamp = utcStamp(now);
    const lines = [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Producer Hub//Expiry forecast//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        ...events.flatMap(event => [
            'BEGIN:VEVENT',
            `UID:${safeUid(event.uid)}`,
            `DTSTAMP:${stamp}`,
            `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
            `DTEND;VALUE=DATE:${compactDate(nextDay(event.date))}`,
            `SUMMARY:${escapeText(event.summary)}`,
            `DESCRIPTION:${escapeText(event.description)}`,
            ...(event.url ? [`URL:${event.url}`] : []),
            'TRANSP:TRANSPARENT',
            'BEGIN:VALARM',
            'ACTION:DISPLAY',
            `DESCRIPTION:${escapeText(event.summary)}`,
            `TRIGGER:${reminderTrigger(event.date, now)}`,
            'END:VALARM',
            'END:VEVENT',
        ]),
        'END:VCALENDAR',
    ];
    return lines.map(foldLine).join(CRLF) + CRLF;
};

export const CALENDAR_TYPE = 'text/calendar;charset=utf-8';
