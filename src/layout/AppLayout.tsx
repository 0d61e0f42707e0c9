import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { PortalGuard } from '../portal/PortalGuard';
import { Footer } from '../components/Footer';
import { SessionExpiredDialog } from '../components/SessionExpiredDialog';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { LocalizedComponents } from './LocalizedComponents';

/** The portal shell: header, sidebar, the guarded page, footer, and the session-expired dialog of actions. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
    <LocalizedComponents>
        <Layout
            appBar={AppHeader}
            menu={AppMenu}
            sx={{ '& .RaLayout-content': { display: 'flex', flexDirection: 'column', px: { xs: 1.5, sm: 3 } } }}
        >
            <Box component="div" sx={{ flex: 1 }}>
                <PortalGuard>{children}</PortalGuard>
            </Box>
            <Box sx={{ mx: { xs: -1.5, sm: -3 }, mt: 4 }}>
                <Footer />
            </Box>
            <SessionExpiredDialog />
        </Layout>
    </LocalizedComponents>
);
