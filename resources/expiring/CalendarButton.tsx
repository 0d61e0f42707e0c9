import { Button } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/api/httpClient';
import type { ForecastItem } from '../../src/domain/expiryForecast';
import { PORTAL_QUERY_KEYS, type Portal } from '../../src/portal/types';
import { buildCalendar, CALENDAR_TYPE } from './calendar';
import { itemPath, text, useItemTexts } from './itemTexts';

/**
 * "Add to my calendar": the items still to come (an expired one has no date left to remind of) as an .ics
 * file built here in the browser, one all-day event each with a reminder 30 days before.
 */
export const CalendarButton = ({ items, portal }: { items: ForecastItem[]; portal: Portal }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const describe = useItemTexts(portal.type);
    const coming = items.filter(item => item.window !== 'expired');
    const save = () => {
        const events = coming.map(item => {
            const { what, when, whose, detail } = describe(item);
            return {
                uid: `${item.key}:${item.date}@producer-hub`,
                date: item.date,
                summary: what,
                description: translate(text('calendar.description'), {
                    what: [whose, detail].filter(Boolean).join(' · '),
                    when,
                }),
                // With the portal, so the link opens the right one from the calendar.
                url: `${new URL(itemPath(item), window.location.origin).href}?${PORTAL_QUERY_KEYS[portal.type]}=${encodeURIComponent(portal.id)}`,
            };
        });
        saveBlob(new Blob([buildCalendar(events)], { type: CALENDAR_TYPE }), translate(text('calendar.fileName')));
        notify(text('calendar.downloaded'), { type: 'info', messageArgs: { smart_count: events.length } });
    };
    return (
        <Button
            variant="contained"
            startIcon={<EventIcon />}
            onClick={save}
            disabled={coming.length === 0}
            title={coming.length === 0 ? translate(text('calendar.nothing')) : undefined}
        >
            {translate(text('calendar.button'))}
        </Button>
    );
};
