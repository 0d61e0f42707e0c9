import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/** A detail page's cards: one column, two side by side on a large screen, each as tall as its content. */
export const CardGrid = ({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) => (
    <Box
        sx={[
            {
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                alignItems: 'start',
            },
            ...(Array.isArray(sx) ? sx : [sx]),
        ]}
    >
        {children}
    </Box>
);
