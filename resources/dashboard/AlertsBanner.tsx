import { useReducer } from 'react';
import { Alert, AlertTitle, Box, IconButton, LinearProgress, Link, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SafeHtml } from '../../src/components/SafeHtml';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { activeDismissals, dismissAlert } from './alertDismissals';
import { dashboardQueries } from './api';
import { safeLinkOf } from './safeLink';
import type { AlertLevel, PortalAlert } from './types';
import { text, useDashboardApi } from './useDashboardApi';

/** Spec part 2 §3 levels as MUI severities. */
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

const PortalAlertItem = ({ alert, onDismiss }: { alert: PortalAlert; onDismiss?: () => void }) => {
    const translate = useTranslate();
    const title = alert.title?.trim();
    return (
        <Alert
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
};

/**
 * The alerts on top of the dashboard (spec part 2 §2, §4): GET /t/alerts kept 5 minutes, each with its
 * level, title, sanitized HTML body and optional link; a dismissed one stays hidden for a day for this user.
 * A failure says so in one quiet line: the cards below never depend on it.
 */
export const AlertsBanner = () => {
    const translate = useTranslate();
    const api = useDashboardApi();
    const alerts = useQuery(dashboardQueries.alerts(api));
    const { identity } = useGetIdentity();
    const userId = identity?.id === undefined ? undefined : String(identity.id);
    // Dismissals live in local storage: a dismissal re-renders to read them again.
    const [, reread] = useReducer((count: number) => count + 1, 0);
    const dismissed = userId ? activeDismissals(userId) : new Set<string>();
    if (alerts.isPending) return <LinearProgress aria-label={translate(text('alerts.label'))} sx={{ mb: 2 }} />;
    if (alerts.error)
        return (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {translate(text('alerts.loadError'))}
            </Typography>
        );
    const shown = alerts.data.filter(alert => !dismissed.has(String(alert.id)));
    if (shown.length === 0) return null;
    return (
        <Stack component="section" aria-label={translate(text('alerts.label'))} spacing={1} sx={{ mb: 2 }}>
            {shown.map(alert => (
                <PortalAlertItem
                    key={String(alert.id)}
                    alert={alert}
                    onDismiss={
                        userId
                            ? () => {
                                  dismissAlert(userId, String(alert.id));
                                  reread();
                              }
                            : undefined
                    }
                />
            ))}
        </Stack>
    );
};
