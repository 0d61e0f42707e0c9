import { useId, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Popover, Typography } from '@mui/material';
import AppsIcon from '@mui/icons-material/Apps';
import { useTranslate } from 'react-admin';
import { laterComponent } from '../components/laterCode';
import { useCurrentPortal } from '../portal/usePortal';

const T = 'app.quickLinks';

const QuickLinksLoading = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress size={24} aria-label={translate(`${T}.loading`)} />
        </Box>
    );
};

const QuickLinksContent = laterComponent(
    () => import('./QuickLinksContent').then(module => module.QuickLinksContent),
    QuickLinksLoading
);

/** The popover's lists load when it first opens: the header is on every page, the lists are for those who open it. */
export const QuickLinks = () => {
    const translate = useTranslate();
    const portal = useCurrentPortal();
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
                <QuickLinksContent />
            </Popover>
        </>
    );
};
