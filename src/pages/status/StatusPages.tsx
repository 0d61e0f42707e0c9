import { Button, Stack, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import MarkEmailUnreadOutlinedIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { safeReturnPath } from '../../auth/safeReturnPath';
import { useSessionState } from '../../auth/useSessionState';
import { StatusPage } from '../../components/StatusPage';
import { SignOutButton } from '../../components/SignOutButton';
import { PublicLayout } from '../../layout/PublicLayout';
import { usePortals } from '../../portal/usePortal';

const iconSx = { fontSize: 56, color: 'primary.main' } as const;

/** A link that goes home through the router (so the portal stays on the URL). */
const HomeButton = ({ label }: { label: string }) => {
    const translate = useTranslate();
    return (
        <Button component={RouterLink} to="/" variant="contained">
            {translate(label)}
        </Button>
    );
};

export const LoginErrorPage = () => {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const type = params.get('type');
    const description = params.get('description');
    return (
        <PublicLayout>
            <StatusPage
                title="app.status.loginError"
                message="messages.status.loginError"
                icon={<ErrorOutlineIcon sx={iconSx} aria-hidden />}
            >
                {type && <Typography>{translate('messages.status.loginErrorType', { type })}</Typography>}
                {description && (
                    <Typography>{translate('messages.status.loginErrorDescription', { description })}</Typography>
                )}
            </StatusPage>
        </PublicLayout>
    );
};

/** Sign out is offered only to someone signed in (the header offers sign-in to the others). */
const SignOutWhenSignedIn = () => (useSessionState() === 'signedIn' ? <SignOutButton /> : null);

export const EmailVerificationRequiredPage = () => (
    <PublicLayout>
        <StatusPage
            title="app.status.emailVerificationRequired"
            message="messages.status.emailVerificationRequired"
            icon={<MarkEmailUnreadOutlinedIcon sx={iconSx} aria-hidden />}
        >
            <SignOutWhenSignedIn />
        </StatusPage>
    </PublicLayout>
);

export const NotAUserPage = () => (
    <PublicLayout>
        <StatusPage
            title="app.status.notAUser"
            message="messages.status.notAUser"
            icon={<PersonOffOutlinedIcon sx={iconSx} aria-hidden />}
        >
            <SignOutWhenSignedIn />
        </StatusPage>
    </PublicLayout>
);

/** Where the account login returns to after signing in again from the session-expired dialog (a new tab). */
export const SignedInAgainPage = () => (
    <PublicLayout>
        <StatusPage
            title="app.session.signedInAgainTitle"
            message="app.session.signedInAgainMessage"
            icon={<TaskAltIcon sx={iconSx} aria-hidden />}
        />
    </PublicLayout>
);

export const SystemUnavailablePage = () => {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const returnUrl = params.get('returnUrl');
    return (
        <PublicLayout>
            <StatusPage
                title="app.status.systemUnavailable"
                message="messages.status.unavailable"
                icon={<CloudOffOutlinedIcon sx={iconSx} aria-hidden />}
            >
                <Typography>{translate('messages.status.somethingWentWrong')}</Typography>
                {/* A real link, so a full load of where the user was: the user and permissions are fetched anew. */}
                <Button variant="contained" component="a" href={safeReturnPath(returnUrl)}>
                    {translate('app.status.tryAgain')}
                </Button>
            </StatusPage>
        </PublicLayout>
    );
};

export const UnauthorizedPortalPage = () => {
    const translate = useTranslate();
    const [params] = useSearchParams();
    const type = params.get('type') === 'agency' ? 'agency' : 'agent';
    return (
        <PublicLayout>
            <StatusPage
                title="app.status.unauthorized"
                message="app.status.unauthorizedIntro"
                icon={<LockOutlinedIcon sx={iconSx} aria-hidden />}
            >
                {/* English keeps the product's sentence start; other languages order the words their own way. */}
                <Typography>
                    {translate(`app.status.unauthorizedType.${type}`, {
                        prefix: translate('messages.status.unauthorized'),
                    })}
                </Typography>
                <HomeButton label="messages.status.goToDashboard" />
            </StatusPage>
        </PublicLayout>
    );
};

export const NoPortalSelectedPage = () => {
    const translate = useTranslate();
    return (
        <StatusPage
            title="app.status.noPortalSelected"
            message="messages.status.noPortalSelected"
            icon={<PersonOffOutlinedIcon sx={iconSx} aria-hidden />}
        >
            <Button component={RouterLink} to="/portals" variant="contained">
                {translate('app.portal.choose')}
            </Button>
        </StatusPage>
    );
};

export const ProducerNotFoundPage = () => {
    const translate = useTranslate();
    return (
        <StatusPage
            title="app.status.producerNotFound"
            message="messages.status.producerNotFound"
            icon={<SearchOffOutlinedIcon sx={iconSx} aria-hidden />}
        >
            <Button component={RouterLink} to="/producers" variant="contained">
                {translate('app.status.backToProducers')}
            </Button>
        </StatusPage>
    );
};

export const NotFoundPage = () => (
    <StatusPage
        title="app.status.notFound"
        message="messages.status.notFound"
        icon={<SearchOffOutlinedIcon sx={iconSx} aria-hidden />}
    >
        <HomeButton label="app.status.goHome" />
    </StatusPage>
);

/**
 * An area of the other portal type (an agent portal opening an agency-only page, or the reverse), shown in
 * place of the page: the portal itself is fine, the page is not for its type.
 */
export const WrongPortalTypePage = ({ requiredType }: { requiredType: 'agent' | 'agency' }) => {
    const translate = useTranslate();
    const { portals } = usePortals();
    return (
        <StatusPage
            title="app.status.unauthorized"
            message={`app.status.forPortalType.${requiredType}`}
            icon={<LockOutlinedIcon sx={iconSx} aria-hidden />}
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
