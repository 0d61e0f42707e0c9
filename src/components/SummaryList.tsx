import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SummaryItem {
    label: string;
    value: ReactNode;
}

export const SummaryList = ({ title, items }: { title: string; items: SummaryItem[] }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography variant="h2" sx={{ mt: 2, mb: 1 }}>
                {translate(title)}
            </Typography>
            <Box
                component="dl"
                sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
                    columnGap: 3,
                    rowGap: { xs: 0, sm: 1 },
                    m: 0,
                    '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
                    // A typed value is isolated: a right-to-left mark in it reorders nothing outside it.
                    '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line', unicodeBidi: 'isolate' },
                }}
            >
                {items.map(({ label, value }) => (
                    <Box key={label} sx={{ display: 'contents' }}>
                        <dt>{translate(label)}</dt>
                        <dd>{value}</dd>
                    </Box>
                ))}
            </Box>
        </>
    );
};
