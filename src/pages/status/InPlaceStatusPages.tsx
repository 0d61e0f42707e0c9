import { Button, Stack } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from '../../components/StatusPage';
import { usePortals } from '../../portal/usePortal';

// No address of their own to load with, so they come with the app.

export const statusIconSx = { fontSize: 56, color: 'primary.main' } as const;

/** Through the router, so the portal stays on the URL. */
export const HomeButton = ({ label }: { label: string }) => {
    const translate = useTranslate();
    return (
        <Button component={RouterLink} to="/" variant="contained">
            {translate(label)}
        </Button>
    );
};

export const NotFoundPage = () => (
    <StatusPage
        title="app.status.notFound"
        message="messages.status.notFound"
        icon={<SearchOffOutlinedIcon sx={statusIconSx} aria-hidden />}
    >
        <HomeButton label="app.status.goHome" />
    </StatusPage>
);

export const WrongPortalTypePage = ({ requiredType }: { requiredType: 'agent' | 'agency' }) => {
    const translate = useTranslate();
    const { portals } = usePortals();
    return (
        <StatusPage
            title="app.status.unauthorized"
            message={`app.status.forPortalType.${requiredType}`}
            icon={<LockOutlinedIcon sx={statusIconSx} aria-hidden />}
        >
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
                <HomeButton label="app.status.goHome" />
                {portals.length > 1 && (
                    <Button component={RouterLink} to="/portals" variant="outlined">
                        {translate('app.userMenu.switchPortal')}
                    </Button>
                )}
            </Stack>
        </StatusPage>
    );
};

/** Reloading is offered, never done on its own, so a page that keeps failing cannot reload in a loop. */
export const PageNotLoadedPage = () => {
    const translate = useTranslate();
    return (
        <StatusPage
            title="app.status.pageNotLoaded"
            message="app.status.pageNotLoadedHelp"
            icon={<RefreshIcon sx={statusIconSx} aria-hidden />}
        >
            <Button variant="contained" onClick={() => window.location.reload()}>
                {translate('app.status.tryAgain')}
            </Button>
        </StatusPage>
    );
};
