import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type CalendarEvent } from '../../../resources/expiring/calendar';

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

    it('reminds 30 days before each event', () => {
        for (const event of calendar.children) {
            expect(event.children.map(child => child.name)).toEqual(['VALARM']);
            const [alarm] = event.children;
            expect(property(alarm, 'ACTION')?.value).toBe('DISPLAY');
            expect(property(alarm, 'TRIGGER')?.value).toBe('-P30D');
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
