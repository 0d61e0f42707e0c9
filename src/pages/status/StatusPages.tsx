import { Button, Typography } from '@mui/material';
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
import { HomeButton, statusIconSx } from './InPlaceStatusPages';
import { producerPaths } from '../../routing/producerPaths';

// Their code loads with their route, not before a visit's first page.

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
                icon={<ErrorOutlineIcon sx={statusIconSx} aria-hidden />}
            >
                {type && <Typography>{translate('messages.status.loginErrorType', { type })}</Typography>}
                {description && (
                    <Typography>{translate('messages.status.loginErrorDescription', { description })}</Typography>
                )}
            </StatusPage>
        </PublicLayout>
    );
};

const SignOutWhenSignedIn = () => (useSessionState() === 'signedIn' ? <SignOutButton /> : null);

export const EmailVerificationRequiredPage = () => (
    <PublicLayout>
        <StatusPage
            title="app.status.emailVerificationRequired"
            message="messages.status.emailVerificationRequired"
            icon={<MarkEmailUnreadOutlinedIcon sx={statusIconSx} aria-hidden />}
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
            icon={<PersonOffOutlinedIcon sx={statusIconSx} aria-hidden />}
        >
            <SignOutWhenSignedIn />
        </StatusPage>
    </PublicLayout>
);

export const SignedInAgainPage = () => (
    <PublicLayout>
        <StatusPage
            title="app.session.signedInAgainTitle"
            message="app.session.signedInAgainMessage"
            icon={<TaskAltIcon sx={statusIconSx} aria-hidden />}
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
                icon={<CloudOffOutlinedIcon sx={statusIconSx} aria-hidden />}
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
                icon={<LockOutlinedIcon sx={statusIconSx} aria-hidden />}
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
            icon={<PersonOffOutlinedIcon sx={statusIconSx} aria-hidden />}
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
            icon={<SearchOffOutlinedIcon sx={statusIconSx} aria-hidden />}
        >
            <Button component={RouterLink} to={producerPaths.list()} variant="contained">
                {translate('app.status.backToProducers')}
            </Button>
        </StatusPage>
    );
};
