import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { useCurrentPortal } from '../portal/usePortal';
import { AppUserMenu } from './AppUserMenu';
import { HomeTitleLink } from './HomeTitleLink';
import { LanguageMenuButton } from './LanguageMenuButton';
import { QuickLinks } from './QuickLinks';

/** The selected portal's name, as the header shows it (also on the status pages for a signed-in user). */
export const PortalName = () => {
    const translate = useTranslate();
    const portal = useCurrentPortal();
    if (!portal) return null;
    return (
        <Typography
            component="p"
            noWrap
            title={portal.name}
            aria-label={translate('app.header.currentPortal', { name: portal.name })}
            sx={{ fontWeight: 500 }}
        >
            {portal.name}
        </Typography>
    );
};

/** Header: the app name and the current portal's name, quick links, language, loading indicator and the user menu. */
export const AppHeader = () => {
    const portal = useCurrentPortal();
    const translate = useTranslate();
    return (
        <AppBar
            color="primary"
            userMenu={<AppUserMenu />}
            toolbar={
                <>
                    <QuickLinks />
                    {/* On a phone the language is one tap away in Preferences; the header keeps room for the portal. */}
                    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                        <LanguageMenuButton />
                    </Box>
                    {/* Its props reach the spinner it shows while data loads, which needs a name (axe). */}
                    <LoadingIndicator aria-label={translate('ra.page.loading')} />
                </>
            }
        >
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 2 }}>
                <HomeTitleLink sx={{ display: { xs: portal ? 'none' : 'block', sm: 'block' } }} />
                <PortalName />
            </Box>
        </AppBar>
    );
};
