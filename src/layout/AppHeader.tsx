import { Box, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, useTranslate } from 'react-admin';
import { useSelectedPortal } from '../portal/usePortal';
import { AppUserMenu } from './AppUserMenu';

/** Header: the app name and the current portal's name, language, loading indicator and the user menu. */
export const AppHeader = () => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    return (
        <AppBar
            color="primary"
            userMenu={<AppUserMenu />}
            toolbar={
                <>
                    {/* On a phone the language is one tap away in Preferences; the header keeps room for the portal. */}
                    <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                        <LocalesMenuButton />
                    </Box>
                    <LoadingIndicator />
                </>
            }
        >
            <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 2 }}>
                <Typography
                    variant="h6"
                    component="p"
                    sx={{
                        fontWeight: 600,
                        whiteSpace: 'nowrap',
                        display: { xs: portal ? 'none' : 'block', sm: 'block' },
                    }}
                >
                    {translate('app.name')}
                </Typography>
                {portal && (
                    <Typography
                        component="p"
                        noWrap
                        title={portal.name}
                        aria-label={translate('app.header.currentPortal', { name: portal.name })}
                        sx={{ fontWeight: 500 }}
                    >
                        {portal.name}
                    </Typography>
                )}
            </Box>
        </AppBar>
    );
};
