import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface Fact {
    /** Translation key of the label. */
    label: string;
    value: ReactNode;
}

/** Label and value pairs as a description list, two columns wide where there is room. */
export const ContractFacts = ({ facts }: { facts: Fact[] }) => {
    const translate = useTranslate();
    return (
        <Box
            component="dl"
            sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
            }}
        >
            {facts.map(fact => (
                <Box key={fact.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                        {translate(fact.label)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {fact.value === '' || fact.value === null || fact.value === undefined ? '—' : fact.value}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};
