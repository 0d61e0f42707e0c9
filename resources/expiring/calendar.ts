import { dayNumberOf, isoDayOf } from '../../src/domain/calendarDays';

/**
 * "Add to my calendar": an iCalendar file (RFC 5545) built in the browser, one all-day event per forecast
 * item with a reminder 30 days before. Written by hand (no calendar library is installed), so the rules
 * calendar programs are strict about are each kept here: CRLF line endings, lines folded at 75 octets (never
 * inside a UTF-8 character), TEXT values escaped, a UID and DTSTAMP on every event.
 */

export interface CalendarEvent {
    /** Stable across downloads, so importing the file again updates the events instead of doubling them. */
    uid: string;
    /** The all-day date, `YYYY-MM-DD`. */
    date: string;
    summary: string;
    description: string;
    /** Where the item is dealt with in the portal (an absolute address). */
    url?: string;
}

/** The reminder, days before the event. */
export const REMINDER_DAYS = 30;

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (value: string) =>
    value
        .replace(/\\/g, '\\\\')
        .replace(/;/g, '\\;')
        .replace(/,/g, '\\,')
        .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/**
 * Folds a content line (RFC 5545 §3.1): at most 75 octets per line, each continuation starting with one space
 * (which counts in its 75); a character is never split between lines.
 */
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

/** `20261124T093000Z`: DTSTAMP is a UTC date-time. */
const utcStamp = (moment: Date) =>
    moment
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');

/** A UID keeps only characters every calendar accepts. */
const safeUid = (uid: string) => uid.replace(/[^A-Za-z0-9@._:-]/g, '-');

/** The whole file; `now` is the DTSTAMP of every event. */
export const buildCalendar = (events: readonly CalendarEvent[], now: Date = new Date()): string => {
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
            `TRIGGER:-P${REMINDER_DAYS}D`,
            'END:VALARM',
            'END:VEVENT',
        ]),
        'END:VCALENDAR',
    ];
    return lines.map(foldLine).join(CRLF) + CRLF;
};

export const CALENDAR_TYPE = 'text/calendar;charset=utf-8';
