import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from './useDocumentTitle';

export interface PageHeadingProps {
    title: string;
    /** The title as shown when parts of it are marked (a value in another language); `title` stays the tab's. */
    heading?: ReactNode;
    /** Buttons and links beside the title (under it on a phone), each at its own height. */
    actions?: ReactNode;
    /** A line about the actions (why one is off), on its own row under them so it never moves them. */
    note?: ReactNode;
}

/** The page's one h1, with optional actions beside it (wraps under it on a phone) and a note under them. */
export const PageHeading = ({ title, heading, actions, note }: PageHeadingProps) => {
    useDocumentTitle(title);
    return (
        <Box
            sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                mt: 2,
                mb: 2,
            }}
        >
            <Typography variant="h1" component="h1">
                {heading ?? title}
            </Typography>
            {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{actions}</Box>}
            {note && <Box sx={{ flexBasis: '100%', mt: -1.5, textAlign: { xs: 'left', sm: 'right' } }}>{note}</Box>}
        </Box>
    );
};
