import { forwardRef } from 'react';
import { Alert, AlertTitle, Box, IconButton, Link } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { SafeHtml } from '../../src/components/SafeHtml';
import { visuallyHidden } from '../../src/components/visuallyHidden';
import { FOCUS_RING } from './AlertsBanner';
import { safeLinkOf } from './safeLink';
import type { AlertLevel, PortalAlert } from './types';
import { text } from './text';

const SEVERITY_OF: Record<AlertLevel, 'info' | 'warning' | 'error'> = {
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

export const PortalAlertItem = forwardRef<HTMLDivElement, { alert: PortalAlert; onDismiss?: () => void }>(
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
