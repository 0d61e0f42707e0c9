import type { ReactNode } from 'react';
import { Box, CircularProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useGetIdentity, useTranslate } from 'react-admin';
import { QUOTING_TOOLS, quotingToolUrl, safeHttpsUrl, type QuotingTool, useQuickLinkInstance } from '../api/quickLinks';
import { RetryButton } from '../components/States';
import { visuallyHidden } from '../components/visuallyHidden';
import { config } from '../config';

const T = 'app.quickLinks';

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

/** Its own call, so one failing leaves the others usable. */
const QuotingToolItem = ({ tool, connection }: { tool: QuotingTool; connection?: string }) => {
    const translate = useTranslate();
    const instance = useQuickLinkInstance(tool);
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

/** config.json's addresses are applied after this module is loaded. */
const staticLinks = () => [
    { label: `${T}.analytics`, address: config.quickLinks.analyticsUrl },
    { label: `${T}.certificationInfo`, address: config.quickLinks.certificationInfoUrl },
    { label: `${T}.trainingCalendar`, address: config.quickLinks.trainingCalendarUrl },
];

/** Its own module, loaded when the popover first opens: the header is on every page, the popover is for few. */
export const QuickLinksContent = () => {
    const translate = useTranslate();
    const { identity } = useGetIdentity();
    return (
        <>
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                {translate(`${T}.quotingTools`)}
            </Typography>
            <List dense>
                {QUOTING_TOOLS.map(tool => (
                    <QuotingToolItem key={tool} tool={tool} connection={identity?.connection} />
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
        </>
    );
};
