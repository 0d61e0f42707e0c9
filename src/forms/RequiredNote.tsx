import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../components/visuallyHidden';

/**
 * "Required", for screen readers only, where a required field's control cannot carry `required` (a file field's
 * button, a group of checkboxes): the control lists this id among those that describe it. Its asterisk says it
 * on screen (hidden from screen readers, as react-admin's is).
 */
export const RequiredNote = ({ id }: { id: string }) => {
    const translate = useTranslate();
    return (
        <Box component="span" id={id} sx={visuallyHidden}>
            {translate('ra.validation.required')}
        </Box>
    );
};
