import { Link, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';

/** The app name in the header, leading home (the router keeps the portal on the address). */
export const HomeTitleLink = ({ sx }: { sx?: SxProps<Theme> }) => {
    const translate = useTranslate();
    return (
        <Link
            component={RouterLink}
            to="/"
            color="inherit"
            underline="hover"
            variant="h6"
            sx={[{ fontWeight: 600, whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
        >
            {translate('app.name')}
        </Link>
    );
};
