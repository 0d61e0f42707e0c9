import type { ComponentType } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../components/PageHeading';

/**
 * The frame of a page a later issue builds: the heading and layout only, no invented data.
 */
export const AreaPage = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <>
            <PageHeading title={translate(title)} />
            <Typography color="text.secondary">{translate('app.area.notYetAvailable')}</Typography>
        </>
    );
};

/** A page loader for an area's page that is not built yet, headed by `title` (a translation key). */
export const upcomingPage = (title: string) => async (): Promise<ComponentType> => {
    const UpcomingPage = () => <AreaPage title={title} />;
    return UpcomingPage;
};
