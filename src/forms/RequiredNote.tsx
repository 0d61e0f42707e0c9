import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../components/visuallyHidden';

/** For a required field's control that cannot carry `required` (a file field's button, a group of checkboxes). */
export const RequiredNote = ({ id }: { id: string }) => {
    const translate = useTranslate();
    return (
        <Box component="span" id={id} sx={visuallyHidden}>
            {translate('ra.validation.required')}
        </Box>
    );
};
