import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * How many records the list's filters found, said again to screen readers each time a filter changes it. The
 * status region is there from the start, empty while the count is not known: a region added with its text
 * already in it is not announced by every screen reader.
 */
export const ResultCount = ({ message }: { message: string }) => {
    const translate = useTranslate();
    const { total, error, isPending } = useListContext();
    const known = !isPending && !error && total !== undefined;
    return (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: known ? 1 : 0 }}>
            {known ? translate(message, { smart_count: total }) : null}
        </Typography>
    );
};
