import type { ReactNode } from 'react';
import { AppBar, Box, Container, Toolbar } from '@mui/material';
import { LocalesMenuButton } from 'react-admin';
import { Footer } from '../components/Footer';
import { LoginButton } from '../components/LoginButton';
import { useSessionState } from '../auth/useSessionState';
import { PortalName } from './AppHeader';
import { AppUserMenu } from './AppUserMenu';
import { HomeTitleLink } from './HomeTitleLink';
import { LocalizedComponents } from './LocalizedComponents';

/**
 * The frame of the status pages. They render without the portal shell because they must work when the
 * user is signed out, not set up, or the API is down. A signed-in user keeps the header's portal name and
 * user menu (sign out is there); a signed-out visitor gets the sign-in button; when the session cannot be
 * known (API down) neither is offered.
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
    const session = useSessionState();
    return (
        <LocalizedComponents>
            <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
                <AppBar position="static" component="header">
                    <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
                        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'baseline', gap: 2 }}>
                            <HomeTitleLink sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }} />
                            {session === 'signedIn' && <PortalName />}
                        </Box>
                        <LocalesMenuButton />
                        {session === 'signedOut' && <LoginButton returnPath="/" />}
                        {session === 'signedIn' && <AppUserMenu />}
                    </Toolbar>
                </AppBar>
                <Container component="main" maxWidth="md" sx={{ py: 4, flex: 1 }}>
                    {children}
                </Container>
                <Footer />
            </Box>
        </LocalizedComponents>
    );
};
