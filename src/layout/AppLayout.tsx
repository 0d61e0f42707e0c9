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

/**
 * react-admin's sidebar, except that a menu left open on a wider window is folded when the window becomes
 * phone-narrow (a tablet turned upright, a window narrowed) or when a page opens phone-narrow with it stored open.
 * Shown open there, it became a drawer mounted without its transition: invisible, yet hiding the whole page
 * from assistive technology. It is held closed from that very render until the stored state says closed; on a
 * phone the menu then opens from the header as usual.
 */
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

/**
 * The portal shell: header, sidebar, the guarded page, footer, and the session-expired dialog of actions. What
 * a page throws shows in its place (`error`, react-admin's boundary around the content), the menu still there.
 * With a portal selected, all of it is in that portal's scope: the header's progress and refresh see the page's
 * queries, and another portal mounts the shell afresh.
 */
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
