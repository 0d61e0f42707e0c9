import type { ReactNode } from 'react';
import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import { LocalesMenuButton, useAuthState, useTranslate } from 'react-admin';
import { Footer } from '../components/Footer';
import { LoginButton } from '../components/LoginButton';

/**
 * The frame of the status pages. They render without the portal shell because they must work when the
 * user is signed out, not set up, or the API is down.
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const { authenticated, isPending } = useAuthState(undefined, false);
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
            <AppBar position="static" component="header">
                <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
                    <Typography
                        variant="h6"
                        component="p"
                        noWrap
                        sx={{ flex: 1, minWidth: 0, fontWeight: 600, fontSize: { xs: '1rem', sm: '1.25rem' } }}
                    >
                        {translate('app.name')}
                    </Typography>
                    <LocalesMenuButton />
                    {!isPending && !authenticated && <LoginButton returnPath="/" />}
                </Toolbar>
            </AppBar>
            <Container component="main" maxWidth="md" sx={{ py: 4, flex: 1 }}>
                {children}
            </Container>
            <Footer />
        </Box>
    );
};
