import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../components/PageHeading';
import { useSelectedPortal } from '../portal/usePortal';

/** Home. The dashboard tiles (part 2 "Dashboard") are a later issue; until then it greets the portal. */
export const HomePage = () => {
    const translate = useTranslate();
    const portal = useSelectedPortal();
    return (
        <>
            <PageHeading title={translate('app.home.title')} />
            {portal && <Typography>{translate(`app.home.welcome.${portal.type}`, { name: portal.name })}</Typography>}
        </>
    );
};
