import { memo, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { Layout, Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { PortalGuard } from '../portal/PortalGuard';
import { PortalScope } from '../portal/PortalScope';
import { usePortalDecision, useSelectedPortal } from '../portal/usePortal';
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
    const selected = useSelectedPortal();
    const decision = usePortalDecision();
    // The portal the guard is about to store is already the scope: the shell is not drawn twice.
    const portal = decision?.kind === 'portal' ? decision.portal : selected;
    // Storing the portal the scope already shows draws nothing again.
    const shell = useMemo(() => <Shell>{children}</Shell>, [children]);
    return portal ? <PortalScope portal={portal}>{shell}</PortalScope> : shell;
};

// react-admin draws the layout again whenever its routes are set or its resources registered (twice after sign-in):
// the parts that do not show the page are kept from that work.
const Header = memo(AppHeader);
const Menu = memo(AppMenu);
const footer = (
    <Box sx={{ mx: { xs: -1.5, sm: -3 }, mt: 4 }}>
        <Footer />
    </Box>
);
const sessionExpiredDialog = <SessionExpiredDialog />;

const Shell = ({ children }: { children: ReactNode }) => (
    <LocalizedComponents>
        <Layout
            appBar={Header}
            menu={Menu}
            sidebar={AppSidebar}
            error={ReportedPageCrash}
            sx={{ '& .RaLayout-content': { display: 'flex', flexDirection: 'column', px: { xs: 1.5, sm: 3 } } }}
        >
            <Box component="div" sx={{ flex: 1 }}>
                <PortalGuard>{children}</PortalGuard>
            </Box>
            {footer}
            {sessionExpiredDialog}
        </Layout>
    </LocalizedComponents>
);
