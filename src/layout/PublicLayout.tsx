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

/** Without the portal shell: status pages must work signed out, not set up, or with the API down. */
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
