import { Button, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/api/httpClient';
import type { BoundedRuns } from '../../src/api/useBoundedRuns';
import { useFormatters } from '../../src/components/formatting';
import type { ForecastItem, ForecastProducer } from '../../src/domain/expiryForecast';
import { PORTAL_QUERY_KEYS, type Portal } from '../../src/portal/types';
import { buildCalendar, CALENDAR_TYPE } from './calendar';
import { itemPath, text, useItemTexts } from './itemTexts';
import type { ProducerData } from './useForecast';

type ProducerRun = BoundedRuns<ForecastProducer, ProducerData>;

const CALENDAR_NOTE_ID = 'expiring-calendar-note';

/** The run has not checked every producer (still going, stopped, or some failed): the file would be partial. */
const isPartial = (run?: ProducerRun) =>
    run !== undefined && (run.status !== 'finished' || run.entries.some(entry => entry.state === 'failed'));

/**
 * Beside "Add to my calendar" while an agency's file would not cover every producer. The button stays usable
 * (disabling it would leave a cancelled run, or one with a producer that keeps failing, with no file at all);
 * this note, which the button is described by, says the file covers only the producers checked so far.
 */
export const CalendarNote = ({ run }: { run?: ProducerRun }) => {
    const translate = useTranslate();
    if (!run || !isPartial(run)) return null;
    const checked = run.entries.filter(entry => entry.state === 'done').length;
    return (
        <Typography id={CALENDAR_NOTE_ID} variant="body2" color="text.secondary">
            {run.total === 0
                ? translate(text('calendar.noProducers'))
                : translate(text('calendar.partial'), { checked, total: run.total })}
        </Typography>
    );
};

/**
 * "Add to my calendar": the items still to come (an expired one has no date left to remind of) as an .ics
 * file built here in the browser, one all-day event each with a reminder 30 days before. An event is read on
 * later days, so its text names the date, never "in N days".
 */
export const CalendarButton = ({
    items,
    portal,
    run,
}: {
    items: ForecastItem[];
    portal: Portal;
    run?: ProducerRun;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { date } = useFormatters();
    const describe = useItemTexts(portal.type);
    const coming = items.filter(item => item.window !== 'expired');
    const save = () => {
        const events = coming.map(item => {
            const { what, whose, detail } = describe(item);
            return {
                uid: `${item.key}:${item.date}@producer-hub`,
                date: item.date,
                summary: what,
                description: translate(text('calendar.description'), {
                    what: [whose, detail].filter(Boolean).join(' · '),
                    when: translate(text(item.kind === 'rts' ? 'calendar.endsOn' : 'calendar.expiresOn'), {
                        date: date(item.date),
                    }),
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
            aria-describedby={isPartial(run) ? CALENDAR_NOTE_ID : undefined}
        >
            {translate(text('calendar.button'))}
        </Button>
    );
};
