import { useEffect, useReducer, useRef } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { laterCode, useLaterCode } from '../../src/components/laterCode';
import { usePageData } from '../../src/components/pageData';
import { RetryButton } from '../../src/components/States';
import { activeDismissals, dismissAlert } from './alertDismissals';
import { useAlerts } from './api';
import { text } from './text';

// DOMPurify (about 11 kB gzip) loads after the page's first answer, so it never holds back the first cards.
const alertItemCode = laterCode(() => import('./AlertItem').then(module => module.PortalAlertItem));

/** Visible to keyboard users, not taken by a click. */
export const FOCUS_RING = {
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
};

const REGION = Symbol('region');

// Dismissing moves focus to the next alert (the one before, for the last), then to the region, so a keyboard user
// is never dropped.
export const AlertsBanner = () => {
    const translate = useTranslate();
    const alerts = useAlerts();
    const page = usePageData();
    const PortalAlertItem = useLaterCode(alertItemCode, (!page || page.shown) && Boolean(alerts.data?.length));
    const { identity } = useGetIdentity();
    const userId = identity?.id === undefined ? undefined : String(identity.id);
    // Dismissals live in local storage: a dismissal re-renders to read them again.
    const [dismissedHere, reread] = useReducer((count: number) => count + 1, 0);
    const dismissed = userId ? activeDismissals(userId) : new Set<string>();
    const items = useRef(new Map<string, HTMLDivElement>());
    const region = useRef<HTMLElement>(null);
    const focusNext = useRef<string | typeof REGION>(undefined);
    useEffect(() => {
        const target = focusNext.current;
        if (target === undefined) return;
        focusNext.current = undefined;
        (target === REGION ? region.current : items.current.get(target))?.focus();
    });
    // A small spinner, the one every region's loading uses (already loaded with the app): MUI's progress line
    // would be a chunk of its own before the first cards.
    const loading = (
        <Box sx={{ mb: 2, display: 'flex' }}>
            <CircularProgress size={20} aria-label={translate(text('alerts.label'))} />
        </Box>
    );
    if (alerts.isPending) return loading;
    if (alerts.error)
        return (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, mb: 2 }}>
                <Typography variant="body2" color="text.secondary">
                    {translate(text('alerts.loadError'))}
                </Typography>
                <RetryButton retry={alerts.refetch} />
            </Box>
        );
    const shown = alerts.data.filter(alert => !dismissed.has(String(alert.id)));
    if (shown.length === 0 && dismissedHere === 0) return null;
    if (!PortalAlertItem) return loading;
    const dismiss = (userId: string, index: number) => {
        const rest = shown.filter((_alert, other) => other !== index);
        const next = rest[index] ?? rest[index - 1];
        focusNext.current = next ? String(next.id) : REGION;
        dismissAlert(userId, String(shown[index].id));
        reread();
    };
    return (
        <Stack
            ref={region}
            component="section"
            aria-label={translate(text('alerts.label'))}
            tabIndex={-1}
            spacing={1}
            sx={{ mb: 2, ...FOCUS_RING }}
        >
            {shown.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                    {translate(text('alerts.allDismissed'))}
                </Typography>
            ) : (
                shown.map((alert, index) => (
                    <PortalAlertItem
                        key={String(alert.id)}
                        ref={element => {
                            if (element) items.current.set(String(alert.id), element);
                            else items.current.delete(String(alert.id));
                        }}
                        alert={alert}
                        onDismiss={userId ? () => dismiss(userId, index) : undefined}
                    />
                ))
            )}
        </Stack>
    );
};
