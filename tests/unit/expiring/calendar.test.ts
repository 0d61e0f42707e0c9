import { describe, expect, it } from 'vitest';
import {
    buildCalendar,
    escapeText,
    foldLine,
    reminderTrigger,
    type CalendarEvent,
} from '../../../resources/expiring/calendar';

/** A tiny RFC 5545 reader for the test: unfolds lines, splits properties, nests components, unescapes TEXT. */
interface Component {
    name: string;
    properties: Array<{ name: string; params: string; value: string }>;
    children: Component[];
}

const unescapeText = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));

const parseCalendar = (file: string): Component => {
    expect(file.endsWith('\r\n')).toBe(true);
    const physical = file.slice(0, -2).split('\r\n');
    for (const line of physical) {
        expect(line).not.toMatch(/[\r\n]/);
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const logical: string[] = [];
    for (const line of physical) {
        if (line.startsWith(' ') || line.startsWith('\t')) logical[logical.length - 1] += line.slice(1);
        else logical.push(line);
    }
    const stack: Component[] = [{ name: 'ROOT', properties: [], children: [] }];
    for (const line of logical) {
        const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
        if (!match) throw new Error(`Not a content line: ${line}`);
        const [, name, params, value] = match;
        if (name === 'BEGIN') {
            const component = { name: value, properties: [], children: [] };
            stack.at(-1)!.children.push(component);
            stack.push(component);
        } else if (name === 'END') {
            expect(stack.pop()!.name).toBe(value);
        } else stack.at(-1)!.properties.push({ name, params, value });
    }
    expect(stack).toHaveLength(1);
    return stack[0].children[0];
};

const property = (component: Component, name: string) => component.properties.find(entry => entry.name === name);

const events: CalendarEvent[] = [
    {
        uid: 'own:license:9001:2026-12-05@producer-hub',
        date: '2026-12-05',
        summary: 'License TX 1234567 (Life, Accident & Health)',
        description: 'Yours. Expires on Dec 5, 2026; in 11 days\\ renew it\nsoon',
        url: 'https://hub.example.com/licenses?agentId=101',
    },
    {
        uid: 'producer:20101:rts:Año Nuevo Seguros#0:2026-12-31@producer-hub',
        date: '2026-12-31',
        summary: 'Listo para vender con Compañía de Seguros Médicos del Pacífico Sur, año del plan 2026 — ñandú',
        description: 'Productor: José Núñez · Aún sin certificación para 2027. Termina el 31 dic 2026, en 37 días.',
    },
];

describe('the calendar file', () => {
    const file = buildCalendar(events, new Date(Date.UTC(2026, 10, 24, 9, 5, 7)));
    const calendar = parseCalendar(file);

    it('is a VCALENDAR 2.0 with one VEVENT per item', () => {
        expect(calendar.name).toBe('VCALENDAR');
        expect(property(calendar, 'VERSION')?.value).toBe('2.0');
        expect(property(calendar, 'PRODID')?.value).toBeTruthy();
        expect(calendar.children.map(child => child.name)).toEqual(['VEVENT', 'VEVENT']);
    });

    it('gives each event its UID, a UTC DTSTAMP, an all-day start and the texts back as written', () => {
        const [first, second] = calendar.children;
        expect(property(first, 'UID')?.value).toBe('own:license:9001:2026-12-05@producer-hub');
        expect(property(second, 'UID')?.value).toMatch(/^[A-Za-z0-9@._:-]+$/);
        expect(property(first, 'DTSTAMP')?.value).toBe('20261124T090507Z');
        expect(property(first, 'DTSTART')).toEqual({ name: 'DTSTART', params: ';VALUE=DATE', value: '20261205' });
        expect(property(first, 'DTEND')?.value).toBe('20261206');
        expect(property(second, 'DTSTART')?.value).toBe('20261231');
        expect(property(second, 'DTEND')?.value).toBe('20270101');
        expect(unescapeText(property(first, 'SUMMARY')!.value)).toBe(events[0].summary);
        expect(unescapeText(property(first, 'DESCRIPTION')!.value)).toBe(events[0].description);
        expect(unescapeText(property(second, 'SUMMARY')!.value)).toBe(events[1].summary);
        expect(unescapeText(property(second, 'DESCRIPTION')!.value)).toBe(events[1].description);
        expect(property(first, 'URL')?.value).toBe(events[0].url);
        expect(property(second, 'URL')).toBeUndefined();
    });

    it('gives each event a reminder', () => {
        for (const event of calendar.children) {
            expect(event.children.map(child => child.name)).toEqual(['VALARM']);
            const [alarm] = event.children;
            expect(property(alarm, 'ACTION')?.value).toBe('DISPLAY');
            expect(property(alarm, 'TRIGGER')?.value).toMatch(/^-?P/);
            expect(property(alarm, 'DESCRIPTION')?.value).toBeTruthy();
        }
    });

    it('folds long lines at 75 octets without splitting a character', () => {
        const long = `SUMMARY:${'ñ'.repeat(100)}`;
        const folded = foldLine(long);
        const lines = folded.split('\r\n');
        expect(lines.length).toBeGreaterThan(1);
        lines.forEach((line, index) => {
            expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
            if (index > 0) expect(line.startsWith(' ')).toBe(true);
        });
        expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(long);
        expect(foldLine('SHORT:x')).toBe('SHORT:x');
    });

    it('escapes backslashes, semicolons, commas and line breaks', () => {
        expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
    });
});

/** The moment a relative TRIGGER names: from the event's start, the user's midnight of its day. */
const reminderMoment = (date: string, trigger: string) => {
    const match = /^(-?)P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/.exec(trigger);
    if (!match) throw new Error(`Not a duration: ${trigger}`);
    const [, sign, days = '0', hours = '0', minutes = '0'] = match;
    const [year, month, day] = date.split('-').map(Number);
    const factor = sign ? -1 : 1;
    return new Date(year, month - 1, day + factor * Number(days), factor * Number(hours), factor * Number(minutes));
};

describe('each event’s reminder still fires', () => {
    const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
    it.each([
        // 30 days before at 9:00 while that is ahead.
        ['2027-02-01', at(24, 9, 30), '-P29DT15H', new Date(2027, 0, 2, 9)],
        ['2026-12-24', at(24, 8, 0), '-P29DT15H', at(24, 9)],
        // When it has passed: the next 9:00.
        ['2026-12-24', at(24, 9, 30), '-P28DT15H', at(25, 9)],
        ['2026-12-20', at(24, 9, 30), '-P24DT15H', at(25, 9)],
        ['2026-11-25', at(24, 9, 30), 'PT9H', at(25, 9)],
        ['2026-11-24', at(24, 7, 0), 'PT9H', at(24, 9)],
        // On the day itself after 9:00: an hour from now.
        ['2026-11-24', at(24, 14, 20), 'PT15H20M', at(24, 15, 20)],
    ])('an event on %s, saved %s: %s', (date, now, trigger, moment) => {
        expect(reminderTrigger(date, now)).toBe(trigger);
        expect(reminderMoment(date, trigger)).toEqual(moment);
        expect(reminderMoment(date, trigger).getTime()).toBeGreaterThan(now.getTime());
    });

    it('in the file too', () => {
        const now = at(24, 9, 30);
        const file = parseCalendar(buildCalendar([{ ...events[0], date: '2026-11-26' }], now));
        expect(property(file.children[0].children[0], 'TRIGGER')?.value).toBe('-PT15H');
    });
});
