import { useId, useState, type ReactNode } from 'react';
import {
    Box,
    Button,
    CircularProgress,
    IconButton,
    Link,
    List,
    ListItem,
    ListItemText,
    Popover,
    Typography,
} from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useAreaApi } from '../api/useAreaApi';
import {
    QUOTING_TOOLS,
    quickLinkQueries,
    quotingToolUrl,
    safeHttpsUrl,
    type QuickLinkMethods,
    type QuotingTool,
} from '../api/quickLinks';
import { RetryButton } from '../components/States';
import { visuallyHidden } from '../components/visuallyHidden';
import { config } from '../config';
import type { Portal } from '../portal/types';
import { useSelectedPortal } from '../portal/usePortal';

const T = 'app.quickLinks';

/** One link of the popover: opens in a new tab, or says why it cannot (loading, failed, not https). */
const QuickLinkItem = ({ label, href, status }: { label: string; href?: string; status?: ReactNode }) => {
    const translate = useTranslate();
    return (
        <ListItem disableGutters sx={{ px: 2, py: 0.5 }}>
            {href ? (
                <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', gap: 0.5 }}>
                    {translate(label)}
                    <OpenInNewIcon fontSize="inherit" sx={{ mt: '3px' }} aria-hidden />
                    <Box component="span" sx={visuallyHidden}>
                        {translate(`${T}.newTab`)}
                    </Box>
                </Link>
            ) : (
                <ListItemText
                    primary={translate(label)}
                    secondary={status ?? translate(`${T}.unavailable`)}
                    slotProps={{ secondary: { component: 'span' } }}
                />
            )}
        </ListItem>
    );
};

/** A quoting tool: its own call, its own loading and error, so one failing leaves the others usable. */
const QuotingToolItem = ({ tool, portal, connection }: { tool: QuotingTool; portal: Portal; connection?: string }) => {
    const translate = useTranslate();
    const dataProvider = useAreaApi<QuickLinkMethods>();
    const instance = useQuery(quickLinkQueries.instance(dataProvider, tool, portal));
    const label = `${T}.tools.${tool}`;
    if (instance.isPending)
        return (
            <QuickLinkItem
                label={label}
                status={
                    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                        <CircularProgress size={12} aria-hidden />
                        {translate(`${T}.loading`)}
                    </Box>
                }
            />
        );
    if (instance.error)
        return (
            <QuickLinkItem
                label={label}
                status={
                    <>
                        <span>{translate(`${T}.loadError`)}</span> <RetryButton retry={instance.refetch} />
                    </>
                }
            />
        );
    return <QuickLinkItem label={label} href={quotingToolUrl(instance.data, connection)} />;
};

/** Read when the popover renders: config.json's addresses are applied after this module is loaded. */
const staticLinks = () => [
    { label: `${T}.analytics`, address: config.quickLinks.analyticsUrl },
    { label: `${T}.certificationInfo`, address: config.quickLinks.certificationInfoUrl },
    { label: `${T}.trainingCalendar`, address: config.quickLinks.trainingCalendarUrl },
];

/**
 * The header's Quick Links popover (spec part 2 §2, §7): the carrier quoting tools (Connecture, Sunfire) whose
 * sign-in addresses come from the portal's calls, made when the popover first opens and kept for the session,
 * then the analytics app, certification info and the training calendar (deployment settings). Every link opens
 * in a new tab with rel="noopener noreferrer"; only https addresses are opened.
 */
export const QuickLinks = () => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    const { identity } = useGetIdentity();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const id = useId();
    if (!portal) return null;
    const open = (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
    const buttonProps = {
        color: 'inherit' as const,
        onClick: open,
        'aria-haspopup': 'dialog' as const,
        'aria-expanded': anchor ? ('true' as const) : undefined,
        'aria-controls': anchor ? id : undefined,
    };
    return (
        <>
            <Button {...buttonProps} startIcon={<AppsIcon />} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
                {translate(`${T}.label`)}
            </Button>
            <IconButton {...buttonProps} aria-label={translate(`${T}.label`)} sx={{ display: { sm: 'none' } }}>
                <AppsIcon />
            </IconButton>
            <Popover
                id={id}
                open={Boolean(anchor)}
                anchorEl={anchor}
                onClose={() => setAnchor(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
                slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { minWidth: 260 } } }}
            >
                <Typography
                    id={`${id}-title`}
                    variant="subtitle1"
                    component="h2"
                    sx={{ px: 2, pt: 1.5, fontWeight: 600 }}
                >
                    {translate(`${T}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                    {translate(`${T}.quotingTools`)}
                </Typography>
                <List dense>
                    {QUOTING_TOOLS.map(tool => (
                        <QuotingToolItem key={tool} tool={tool} portal={portal} connection={identity?.connection} />
                    ))}
                </List>
                <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                    {translate(`${T}.resources`)}
                </Typography>
                <List dense>
                    {staticLinks().map(link => (
                        <QuickLinkItem key={link.label} label={link.label} href={safeHttpsUrl(link.address)?.href} />
                    ))}
                </List>
            </Popover>
        </>
    );
};
