import { useId } from 'react';
import { Alert, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../src/components/PageHeading';
import { ProducerRunProgress } from '../../src/components/ProducerRunProgress';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { usePortal } from '../../src/portal/PortalScope';
import type { Portal } from '../../src/portal/types';
import { CalendarButton, CalendarNote } from './CalendarButton';
import { ForecastCounts, ForecastList } from './ForecastList';
import { forecastGaps, SOURCE_ORDER } from './gaps';
import { GapsNote, sourceKey, useFailedSources } from './GapsNote';
import { text } from './itemTexts';
import { UnlicensedNotCounted, UnlicensedSection } from './Unlicensed';
import { useForecast, type Forecast } from './useForecast';

/** Each source that failed says so on its own; the items of the others still show. */
const SourceErrors = ({ sources, portal }: { sources: Forecast['sources']; portal: Portal }) => (
    <>
        {SOURCE_ORDER.map(name =>
            sources[name]?.error ? (
                <ErrorState
                    key={name}
                    message={text(`errors.${sourceKey(name, portal)}`)}
                    retry={sources[name].refetch}
                />
            ) : null
        )}
    </>
);

const ForecastView = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const forecast = useForecast(portal);
    const sources = Object.values(forecast.sources);
    const ownPending = sources.some(source => source.isPending && !source.error);
    const running = forecast.run !== undefined && forecast.run.status === 'running';
    const gaps = forecastGaps(forecast);
    const missing = useFailedSources(gaps, portal);
    const noteId = useId();
    return (
        <>
            <PageHeading
                title={translate(text('title'))}
                actions={
                    <CalendarButton
                        items={forecast.items}
                        portal={portal}
                        run={forecast.run}
                        unlicensed={forecast.unlicensed}
                        missing={missing}
                        pending={ownPending}
                        producerName={forecast.producerName}
                    />
                }
                note={<CalendarNote run={forecast.run} unlicensed={forecast.unlicensed} missing={missing} />}
            />
            <Typography sx={{ mb: 2 }}>{translate(text(`intro.${portal.type}`))}</Typography>
            {gaps.partial && <GapsNote id={noteId} gaps={gaps} producers={forecast.run?.total} portal={portal} />}
            <ForecastCounts
                items={forecast.items}
                unknown={gaps.unknown}
                describedBy={gaps.partial ? noteId : undefined}
            />
            <UnlicensedNotCounted unlicensed={forecast.unlicensed} portalType={portal.type} linked />
            {forecast.run && (
                <ProducerRunProgress run={forecast.run} texts="resources.expiring" nameOf={forecast.producerName} />
            )}
            <SourceErrors sources={forecast.sources} portal={portal} />
            {forecast.capped && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate(text('capped'))}
                </Alert>
            )}
            {forecast.items.length > 0 || forecast.unlicensed.length > 0 ? (
                <>
                    <ForecastList
                        items={forecast.items}
                        portalType={portal.type}
                        producerName={forecast.producerName}
                    />
                    <UnlicensedSection
                        unlicensed={forecast.unlicensed}
                        portalType={portal.type}
                        producerName={forecast.producerName}
                    />
                </>
            ) : ownPending || running ? (
                <LoadingState />
            ) : (
                <EmptyState message={text(gaps.partial ? 'emptyPartial' : 'empty')} />
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {translate(text(`limits.${portal.type}`))}
            </Typography>
        </>
    );
};

export const ExpiringPage = () => {
    return <ForecastView portal={usePortal()} />;
};
