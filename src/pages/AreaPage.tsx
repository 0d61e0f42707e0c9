import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../components/PageHeading';

/**
 * The frame of an area whose screens a later issue builds: the heading and layout only, no invented data.
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
