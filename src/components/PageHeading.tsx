import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useDocumentTitle } from './useDocumentTitle';

/** The page's one h1, with optional actions beside it (wraps under it on a phone). */
export const PageHeading = ({ title, actions }: { title: string; actions?: ReactNode }) => {
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
                {title}
            </Typography>
            {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
        </Box>
    );
};
