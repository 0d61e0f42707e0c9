import { Link, List } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../src/components/QueryState';
import { useCalendar } from './api';
import { CardListItem, DashboardCard, listHeight } from './DashboardCard';
import { safeLinkOf } from './safeLink';
import type { CalendarEvent } from './types';
import { text } from './text';
import { clock } from '../../src/clock';

const SHOWN = 5;
/** When (day and time) and where: one line on a laptop, two on a phone. */
const DETAIL_LINES = { phone: 2, wider: 1 };

/** '' for an unreadable date. */
export const formatWhen = (value: string, locale: string) => {
    const when = new Date(value);
    if (Number.isNaN(when.getTime())) return '';
    const hasTime = /T\d{2}:\d{2}/.test(value) && !/T00:00(:00)?/.test(value);
    return new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        ...(hasTime ? { timeStyle: 'short' } : {}),
    }).format(when);
};

// ISO times sort as text: the locale's collation would load on the first screen (about 6 ms) for nothing.
const byStart = (a: CalendarEvent, b: CalendarEvent) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** The next trainings first; past ones are left out. */
export const upcoming = (events: CalendarEvent[], now = clock.now()) => {
    const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
    return events
        .filter(event => {
            const end = new Date(event.end || event.start).getTime();
            return Number.isNaN(end) || end >= startOfToday;
        })
        .sort(byStart)
        .slice(0, SHOWN);
};

const EventTitle = ({ event }: { event: CalendarEvent }) => {
    const translate = useTranslate();
    const link = safeLinkOf(event.url);
    if (!link) return <>{event.title}</>;
    return link.external ? (
        <Link
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate(text('cards.calendar.opens'), { title: event.title })}
        >
            {event.title}
        </Link>
    ) : (
        <Link component={RouterLink} to={link.href}>
            {event.title}
        </Link>
    );
};

export const CalendarCard = () => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const calendar = useCalendar();
    return (
        <DashboardCard title={text('cards.calendar.title')} minHeight={listHeight(SHOWN, DETAIL_LINES)}>
            <QueryState
                query={calendar}
                error={text('cards.calendar.unavailable')}
                empty={text('cards.calendar.empty')}
                isEmpty={events => upcoming(events).length === 0}
            >
                {events => (
                    <List dense disablePadding aria-label={translate(text('cards.calendar.list'))}>
                        {upcoming(events).map(event => (
                            <CardListItem
                                key={String(event.id)}
                                lines={DETAIL_LINES}
                                primary={<EventTitle event={event} />}
                                secondary={[formatWhen(event.start, locale), event.location]
                                    .filter(Boolean)
                                    .join(' · ')}
                            />
                        ))}
                    </List>
                )}
            </QueryState>
        </DashboardCard>
    );
};
