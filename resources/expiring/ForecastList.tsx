import { useState } from 'react';
import { Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { FORECAST_WINDOWS, type ForecastItem, type ForecastWindow } from '../../src/domain/expiryForecast';
import type { PortalType } from '../../src/portal/types';
import { itemPath, text, useItemTexts } from './itemTexts';

/** A window shows this many items until the user asks for all of them (an agency's may run into hundreds). */
export const WINDOW_PREVIEW = 20;

/** One window's items (a heading with its count, then each item leading to where it is renewed). */
const WindowSection = ({
    window,
    items,
    portalType,
}: {
    window: ForecastWindow;
    items: ForecastItem[];
    portalType: PortalType;
}) => {
    const translate = useTranslate();
    const describe = useItemTexts(portalType);
    const headingId = `expiring-window-${window}`;
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
            <List disablePadding>
                {shown.map(item => {
                    const { what, when, whose, detail } = describe(item);
                    return (
                        <ListItem
                            key={item.key}
                            divider
                            disableGutters
                            sx={{ display: 'block', py: 1 }}
                            data-window={window}
                        >
                            <Link component={RouterLink} to={itemPath(item)} sx={{ fontWeight: 500 }}>
                                {what}
                            </Link>
                            <Typography variant="body2" color={window === 'expired' ? 'error' : 'text.primary'}>
                                {when}
                            </Typography>
                            {detail && <Typography variant="body2">{detail}</Typography>}
                            <Typography variant="body2" color="text.secondary">
                                {whose}
                            </Typography>
                        </ListItem>
                    );
                })}
            </List>
            {shown.length < items.length && (
                <Button onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
                    {translate(text('showAll'), { smart_count: items.length })}
                </Button>
            )}
        </Box>
    );
};

/** The forecast's items by window, nearest window first; windows with nothing in them are left out. */
export const ForecastList = ({ items, portalType }: { items: ForecastItem[]; portalType: PortalType }) => (
    <>
        {FORECAST_WINDOWS.map(window => {
            const inWindow = items.filter(item => item.window === window);
            return inWindow.length === 0 ? null : (
                <WindowSection key={window} window={window} items={inWindow} portalType={portalType} />
            );
        })}
    </>
);
