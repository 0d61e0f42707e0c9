import { useId } from 'react';
import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { TileCount } from '../../src/components/PartialAnswer';
import { SectionCard } from '../../src/components/SectionCard';
import { ErrorState, LoadingState, RetryButton } from '../../src/components/States';
import { countByWindow, FORECAST_WINDOWS } from './forecastRules';
import { usePortal } from '../../src/portal/PortalScope';
import type { Portal } from '../../src/portal/types';
import { forecastGaps } from './gaps';
import { GapsNote } from './GapsNote';
import { EXPIRY_CARD_HEIGHT } from './index';
import { text } from './itemTexts';
import { UnlicensedNotCounted } from './Unlicensed';
import { useForecast } from './useForecast';

const PageLink = ({ producersLeft = 0 }: { producersLeft?: number }) => {
    const translate = useTranslate();
    return (
        <Link component={RouterLink} to="/expiring" sx={{ mt: 'auto', pt: 1, alignSelf: 'flex-start' }}>
            {producersLeft > 0
                ? translate(text('card.checkRest'), { smart_count: producersLeft })
                : translate(text('card.viewAll'))}
        </Link>
    );
};

const CardBody = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const noteId = useId();
    const forecast = useForecast(portal, { checkProducers: false });
    const { items, unlicensed, sources, run, capped } = forecast;
    const states = Object.values(sources);
    if (states.every(source => source.error))
        return (
            <>
                <ErrorState
                    message={text('card.error')}
                    retry={() => Promise.all(states.map(source => source.refetch()))}
                />
                <PageLink />
            </>
        );
    if (states.some(source => source.isPending && !source.error))
        return (
            <>
                <LoadingState />
                <PageLink />
            </>
        );
    const counts = countByWindow(items);
    const failedProducers = run?.entries.some(entry => entry.state === 'failed') ?? false;
    // A window a failed source or an uncounted producer could hold items in never shows 0.
    const gaps = forecastGaps(forecast, { card: true });
    return (
        <>
            {gaps.partial && <GapsNote id={noteId} gaps={gaps} producers={run?.total} portal={portal} card />}
            <List
                dense
                disablePadding
                aria-label={translate(text('card.counts'))}
                aria-describedby={gaps.partial ? noteId : undefined}
            >
                {FORECAST_WINDOWS.map(window => (
                    <ListItem key={window} disableGutters divider sx={{ justifyContent: 'space-between', gap: 2 }}>
                        <span>{translate(text(`windows.${window}`))}</span>
                        <Typography
                            component="span"
                            sx={{ fontWeight: 600 }}
                            color={window === 'expired' && counts[window] > 0 ? 'error' : undefined}
                        >
                            <TileCount count={counts[window]} incomplete={gaps.unknown(window)} />
                        </Typography>
                    </ListItem>
                ))}
            </List>
            <UnlicensedNotCounted unlicensed={unlicensed} portalType={portal.type} />
            {capped && (
                <Typography variant="body2" color="warning.dark" sx={{ mt: 1 }}>
                    {translate(text('capped'))}
                </Typography>
            )}
            {(states.some(source => source.error) || failedProducers) && (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mt: 1 }}>
                    <Typography variant="body2" color="error">
                        {translate(text('card.partial'))}
                    </Typography>
                    {states.some(source => source.error) && (
                        <RetryButton
                            retry={() =>
                                Promise.all(states.filter(source => source.error).map(source => source.refetch()))
                            }
                        />
                    )}
                </Box>
            )}
            <PageLink producersLeft={gaps.producersLeft} />
        </>
    );
};

/** For an agency, starts no producer's call itself: a dashboard visit must not set off hundreds of calls. */
export const ExpiryCard = () => {
    const portal = usePortal();
    return (
        <SectionCard title="app.menu.expiring">
            <Box sx={{ minHeight: EXPIRY_CARD_HEIGHT, display: 'flex', flexDirection: 'column' }}>
                <CardBody portal={portal} />
            </Box>
        </SectionCard>
    );
};
