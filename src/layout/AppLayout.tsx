import { useEffect, useState, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Layout, Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { PortalGuard } from '../portal/PortalGuard';
import { PortalScope } from '../portal/PortalScope';
import { useSelectedPortal } from '../portal/usePortal';
import { Footer } from '../components/Footer';
import { SessionExpiredDialog } from '../components/SessionExpiredDialog';
import { ReportedPageCrash } from '../startup/ReportedCrashPage';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { LocalizedComponents } from './LocalizedComponents';

// A menu left open on a wider window became, once phone-narrow, a drawer mounted without its transition: invisible,
// yet hiding the whole page from assistive technology. It is held closed from that very render.
const AppSidebar = (props: SidebarProps) => {
    const isPhone = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'), { noSsr: true });
    const [open, setOpen] = useSidebarState();
    const [wasPhone, setWasPhone] = useState(isPhone);
    const [holdClosed, setHoldClosed] = useState(() => isPhone && open);
    if (wasPhone !== isPhone) {
        setWasPhone(isPhone);
        setHoldClosed(isPhone && open);
    }
    if (holdClosed && !open) setHoldClosed(false);
    useEffect(() => {
        if (holdClosed) setOpen(false);
    }, [holdClosed, setOpen]);
    return <Sidebar {...props} open={holdClosed ? false : open} />;
};

/** With a portal selected, all of it is in that portal's scope: another portal mounts the shell afresh. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
    const portal = useSelectedPortal();
    const shell = <Shell>{children}</Shell>;
    return portal ? <PortalScope portal={portal}>{shell}</PortalScope> : shell;
};

const Shell = ({ children }: { children: ReactNode }) => (
    <LocalizedComponents>
        <Layout
            appBar={AppHeader}
            menu={AppMenu}
            sidebar={AppSidebar}
            error={ReportedPageCrash}
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
