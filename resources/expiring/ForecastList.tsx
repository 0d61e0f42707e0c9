import { useState } from 'react';
import { Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { TileCount } from '../../src/components/PartialAnswer';
import {
    countByWindow,
    FORECAST_WINDOWS,
    type ForecastItem,
    type ForecastProducer,
    type ForecastWindow,
} from './forecastRules';
import type { PortalType } from '../../src/portal/types';
import { itemPath, text, useItemTexts } from './itemTexts';

// An agency's may run into hundreds.
export const WINDOW_PREVIEW = 20;

const windowHeadingId = (window: ForecastWindow) => `expiring-window-${window}`;

// A window a source that has not answered may hold items of shows "not known", not 0.
export const ForecastCounts = ({
    items,
    unknown,
    describedBy,
}: {
    items: ForecastItem[];
    unknown: (window: ForecastWindow) => boolean;
    describedBy?: string;
}) => {
    const translate = useTranslate();
    const counts = countByWindow(items);
    return (
        <Box
            component="ul"
            aria-label={translate(text('card.counts'))}
            aria-describedby={describedBy}
            sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                mb: 2,
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
            }}
        >
            {FORECAST_WINDOWS.map(window => {
                const label = translate(text(`windows.${window}`));
                const alarming = window === 'expired' && counts[window] > 0;
                return (
                    <Box
                        component="li"
                        key={window}
                        sx={{
                            border: 1,
                            borderColor: alarming ? 'error.main' : 'divider',
                            borderRadius: 1,
                            px: 1.5,
                            py: 0.75,
                        }}
                    >
                        <Typography
                            component="span"
                            sx={{ display: 'block', fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.2 }}
                            color={alarming ? 'error' : undefined}
                        >
                            <TileCount count={counts[window]} incomplete={unknown(window)} />
                        </Typography>
                        {counts[window] > 0 ? (
                            <Link href={`#${windowHeadingId(window)}`} variant="body2">
                                {label}
                            </Link>
                        ) : (
                            <Typography component="span" variant="body2" color="text.secondary">
                                {label}
                            </Typography>
                        )}
                    </Box>
                );
            })}
        </Box>
    );
};

export const ItemRows = ({
    items,
    portalType,
    producerName,
    note,
}: {
    items: ForecastItem[];
    portalType: PortalType;
    producerName: (producer: ForecastProducer) => string;
    note?: (item: ForecastItem) => string;
}) => {
    const describe = useItemTexts(portalType, producerName);
    return (
        <List disablePadding>
            {items.map(item => {
                const { what, when, whose, detail } = describe(item);
                return (
                    <ListItem
                        key={item.key}
                        divider
                        disableGutters
                        sx={{ display: 'block', py: 1 }}
                        data-window={item.window}
                    >
                        <Link component={RouterLink} to={itemPath(item)} sx={{ fontWeight: 500 }}>
                            {what}
                        </Link>
                        <Typography variant="body2" color={item.window === 'expired' ? 'error' : 'text.primary'}>
                            {when}
                        </Typography>
                        {detail && <Typography variant="body2">{detail}</Typography>}
                        {note && <Typography variant="body2">{note(item)}</Typography>}
                        <Typography variant="body2" color="text.secondary">
                            {whose}
                        </Typography>
                    </ListItem>
                );
            })}
        </List>
    );
};

const WindowSection = ({
    window,
    items,
    portalType,
    producerName,
}: {
    window: ForecastWindow;
    items: ForecastItem[];
    portalType: PortalType;
    producerName: (producer: ForecastProducer) => string;
}) => {
    const translate = useTranslate();
    const headingId = windowHeadingId(window);
    const [showAll, setShowAll] = useState(false);
    const shown = showAll ? items : items.slice(0, WINDOW_PREVIEW);
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Typography variant="h2" id={headingId} sx={{ fontSize: '1.25rem', mb: 1 }}>
                {translate(text(`windows.${window}`))}{' '}
                <Typography component="span" color="text.secondary">
                    ({translate(text('windowCount'), { smart_count: items.length })})
                </Typography>
            </Typography>
            <ItemRows items={shown} portalType={portalType} producerName={producerName} />
            {shown.length < items.length && (
                <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
                    {translate(text('showAll'), { smart_count: items.length })}
                </Button>
            )}
        </Box>
    );
};

export const ForecastList = ({
    items,
    portalType,
    producerName,
}: {
    items: ForecastItem[];
    portalType: PortalType;
    producerName: (producer: ForecastProducer) => string;
}) => (
    <>
        {FORECAST_WINDOWS.map(window => {
            const inWindow = items.filter(item => item.window === window);
            return inWindow.length === 0 ? null : (
                <WindowSection
                    key={window}
                    window={window}
                    items={inWindow}
                    portalType={portalType}
                    producerName={producerName}
                />
            );
        })}
    </>
);
