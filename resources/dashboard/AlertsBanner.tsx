import { forwardRef, useEffect, useReducer, useRef } from 'react';
import { Alert, AlertTitle, Box, IconButton, LinearProgress, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SafeHtml } from '../../src/components/SafeHtml';
import { RetryButton } from '../../src/components/States';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { activeDismissals, dismissAlert } from './alertDismissals';
import { dashboardQueries } from './api';
import { safeLinkOf } from './safeLink';
import type { AlertLevel, PortalAlert } from './types';
import { text, useDashboardApi } from './useDashboardApi';

/** The alert levels (info, warning, danger) as MUI severities. */
export const SEVERITY_OF: Record<AlertLevel, 'info' | 'warning' | 'error'> = {
    info: 'info',
    warning: 'warning',
    danger: 'error',
};

const AlertLink = ({ alert }: { alert: PortalAlert }) => {
    const link = safeLinkOf(alert.link_target);
    if (!link) return null;
    const label = alert.link_text?.trim() || link.href;
    return link.external ? (
        <Link href={link.href} target="_blank" rel="noopener noreferrer">
            {label}
        </Link>
    ) : (
        <Link component={RouterLink} to={link.href}>
            {label}
        </Link>
    );
};

/** Where focus goes when what had it leaves: visible to keyboard users, not taken by a click. */
const FOCUS_RING = { '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } };

const PortalAlertItem = forwardRef<HTMLDivElement, { alert: PortalAlert; onDismiss?: () => void }>(
    ({ alert, onDismiss }, ref) => {
        const translate = useTranslate();
        const title = alert.title?.trim();
        return (
            <Alert
                ref={ref}
                // Focus lands here when the alert before it is dismissed.
                tabIndex={-1}
                sx={FOCUS_RING}
                // An announcement, not an error of the page: role "alert" would interrupt screen readers on arrival.
                role="note"
                severity={SEVERITY_OF[alert.level]}
                action={
                    onDismiss && (
                        <IconButton
                            size="small"
                            color="inherit"
                            onClick={onDismiss}
                            aria-label={
                                title
                                    ? translate(text('alerts.dismiss'), { title })
                                    : translate(text('alerts.dismissUntitled'))
                            }
                        >
                            <CloseIcon fontSize="small" />
                        </IconButton>
                    )
                }
            >
                <Box component="span" sx={visuallyHidden}>
                    {translate(text(`alerts.levels.${alert.level}`))}:{' '}
                </Box>
                {title && <AlertTitle>{title}</AlertTitle>}
                <SafeHtml html={alert.body} />
                <AlertLink alert={alert} />
            </Alert>
        );
    }
);
PortalAlertItem.displayName = 'PortalAlertItem';

/** Focus goes to the announcements region itself once none is left to go to. */
const REGION = Symbol('region');

/**
 * The alerts on top of the dashboard: GET /t/alerts kept 5 minutes, each with its
 * level, title, sanitized HTML body and optional link; a dismissed one stays hidden for a day for this user.
 * A failure says so in one quiet line: the cards below never depend on it.
 * Dismissing takes the focused button away: focus moves to the next alert (the one before, for the last),
 * and once none is left to the region, which then says so, so a keyboard user is never dropped on the page.
 */
export const AlertsBanner = () => {
    const translate = useTranslate();
    const api = useDashboardApi();
    const alerts = useQuery(dashboardQueries.alerts(api));
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
    if (alerts.isPending) return <LinearProgress aria-label={translate(text('alerts.label'))} sx={{ mb: 2 }} />;
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
