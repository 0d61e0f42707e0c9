import { Button, Typography } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { useNotify, useTranslate } from 'react-admin';
import { saveBlob } from '../../src/api/httpClient';
import type { BoundedRuns } from '../../src/api/useBoundedRuns';
import { useFormatters } from '../../src/components/formatting';
import type { ForecastItem, ForecastProducer, RtsForecastItem } from './forecastRules';
import { PORTAL_QUERY_KEYS, type Portal } from '../../src/portal/types';
import { buildCalendar, CALENDAR_TYPE, calendarGroups, type CalendarGroup } from './calendar';
import { itemPath, text, useItemTexts } from './itemTexts';
import type { ProducerData } from './useForecast';

type ProducerRun = BoundedRuns<ForecastProducer, ProducerData>;

const CALENDAR_NOTE_ID = 'expiring-calendar-note';

const isPartial = (run?: ProducerRun): run is ProducerRun =>
    run !== undefined && (run.status !== 'finished' || run.entries.some(entry => entry.state === 'failed'));

const leftOut = (unlicensed: readonly RtsForecastItem[]) => unlicensed.filter(item => item.window !== 'expired').length;

interface Coverage {
    run?: ProducerRun;
    unlicensed: readonly RtsForecastItem[];
    /** The sources that did not answer, as the partial mark names them. */
    missing: readonly string[];
}

const hasCalendarNote = ({ run, unlicensed, missing }: Coverage) =>
    missing.length > 0 || isPartial(run) || leftOut(unlicensed) > 0;

// The button stays usable (disabling it would leave a cancelled or failing run with no file at all); the note
// says what the file does not cover.
export const CalendarNote = (coverage: Coverage) => {
    const translate = useTranslate();
    if (!hasCalendarNote(coverage)) return null;
    const { run, unlicensed, missing } = coverage;
    const left = leftOut(unlicensed);
    const checked = run?.entries.filter(entry => entry.state === 'done').length ?? 0;
    const sentences = [
        missing.length > 0 && translate(text('calendar.failed'), { sources: missing.join('; ') }),
        isPartial(run) &&
            (run.total === 0
                ? translate(text('calendar.noProducers'))
                : translate(text('calendar.partial'), { checked, total: run.total })),
        left > 0 && translate(text('calendar.unlicensed'), { smart_count: left }),
    ].filter(Boolean);
    return (
        <Typography id={CALENDAR_NOTE_ID} variant="body2" color="text.secondary">
            {sentences.join(' ')}
        </Typography>
    );
};

const distinct = (values: string[]) => [...new Set(values)].join(', ');

// A calendar shows only the title, so it names what lapses and whose, and must not read like good news.
const useEventTitle = (portal: Portal, producerName: (producer: ForecastProducer) => string) => {
    const translate = useTranslate();
    return ({ items, producer }: CalendarGroup) => {
        const licenses = items.flatMap(item => (item.kind === 'license' ? [item.state] : []));
        const certifications = items.flatMap(item => (item.kind === 'rts' ? [item] : []));
        const parts = [
            licenses.length > 0 &&
                translate(text('calendar.title.license'), {
                    smart_count: licenses.length,
                    states: distinct(licenses),
                }),
            items.some(item => item.kind === 'eando') && translate(text('calendar.title.eando')),
            certifications.length > 0 &&
                translate(text('calendar.title.rts'), {
                    year: certifications[0].comingPlanYear,
                    carriers: distinct(certifications.map(item => item.carrier)),
                }),
        ].filter(Boolean);
        return translate(text('calendar.title.whom'), {
            what: parts.join('; '),
            whom: producer ? producerName(producer) : portal.name,
        });
    };
};

// Events are read on later days, so their text names the date, never "in N days".
export const CalendarButton = ({
    items,
    portal,
    producerName,
    pending,
    ...coverage
}: Coverage & {
    items: ForecastItem[];
    portal: Portal;
    producerName: (producer: ForecastProducer) => string;
    /** A source still on its way: nothing is said yet of what is coming up. */
    pending: boolean;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { date } = useFormatters();
    const describe = useItemTexts(portal.type, producerName);
    const title = useEventTitle(portal, producerName);
    const coming = items.filter(item => item.window !== 'expired');
    const save = () => {
        const events = calendarGroups(coming).map(group => {
            const [first] = group.items;
            return {
                // Unique to the portal, the person and the day: a calendar replaces an event whose UID it holds, so
                // two portals' files (or an agency's and one of its producers') must never share one.
                uid: `${portal.type}-${portal.id}:${group.producer ? `producer-${String(group.producer.id)}` : 'self'}:${group.date}@producer-hub`,
                date: group.date,
                summary: title(group),
                description: group.items
                    .map(item => {
                        const { what, whose, detail } = describe(item);
                        return translate(text('calendar.description'), {
                            what: [what, whose, detail].filter(Boolean).join(' · '),
                            when: translate(text(item.kind === 'rts' ? 'calendar.endsOn' : 'calendar.expiresOn'), {
                                date: date(item.date),
                            }),
                        });
                    })
                    .join('\n'),
                // With the portal, so the link opens the right one from the calendar.
                url: `${new URL(itemPath(first), window.location.origin).href}?${PORTAL_QUERY_KEYS[portal.type]}=${encodeURIComponent(portal.id)}`,
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
            title={
                coming.length === 0 && !pending
                    ? translate(
                          text(
                              coverage.missing.length > 0 || isPartial(coverage.run)
                                  ? 'calendar.nothingKnown'
                                  : 'calendar.nothing'
                          )
                      )
                    : undefined
            }
            aria-describedby={hasCalendarNote(coverage) ? CALENDAR_NOTE_ID : undefined}
        >
            {translate(text('calendar.button'))}
        </Button>
    );
};
