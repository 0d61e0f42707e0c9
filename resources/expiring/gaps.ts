import type { ForecastWindow } from './forecastRules';
import type { Forecast, SourceState } from './useForecast';

export const SOURCE_ORDER = ['licenses', 'eandos', 'contracts', 'producers'] as const;

const open = (source?: SourceState) => source !== undefined && (source.isPending || Boolean(source.error));

// A source that has not answered may hold items in a window, so its count is not known. Licenses reach every
// window; E&O coverage and certifications every one but the licenses' 6-month window.
export const forecastGaps = ({ sources, run }: Forecast, { card = false } = {}) => {
    const failed = SOURCE_ORDER.filter(name => sources[name]?.error);
    const checked = run?.entries.filter(entry => entry.state === 'done').length ?? 0;
    // The card starts no producer's call: every producer the session has not checked is left out of its counts.
    const stopped = run !== undefined && (card || run.status === 'finished' || run.status === 'cancelled');
    const producersLeft = run && stopped ? run.total - checked : 0;
    const licensesOpen =
        open(sources.licenses) ||
        open(sources.producers) ||
        (run !== undefined && (run.status !== 'finished' || checked < run.total));
    const othersOpen = open(sources.eandos) || open(sources.contracts);
    return {
        failed,
        producersChecked: checked,
        producersLeft,
        partial: failed.length > 0 || producersLeft > 0,
        unknown: (window: ForecastWindow) => licensesOpen || (window !== 'sixMonths' && othersOpen),
    };
};

export type ForecastGaps = ReturnType<typeof forecastGaps>;
