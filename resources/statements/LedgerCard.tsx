import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SectionCard } from '../../src/components/SectionCard';
import { Money } from '../../src/components/Money';
import { LEDGER_ENTRIES, type Statement } from './types';

/** The statement's ledger in USD, each amount with its sign. */
export const LedgerCard = ({ statement }: { statement: Statement }) => {
    const translate = useTranslate();
    return (
        <SectionCard title="resources.statements.detail.summary">
            <Box
                component="dl"
                sx={{
                    m: 0,
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: {
                        xs: 'repeat(2, minmax(0, 1fr))',
                        sm: 'repeat(3, minmax(0, 1fr))',
                        lg: 'repeat(6, minmax(0, 1fr))',
                    },
                }}
            >
                {LEDGER_ENTRIES.map(entry => (
                    <Box key={entry}>
                        <Typography component="dt" variant="body2" color="text.secondary">
                            {translate(`resources.statements.fields.${entry}`)}
                        </Typography>
                        <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                            <Money value={statement[entry]} />
                        </Typography>
                    </Box>
                ))}
            </Box>
        </SectionCard>
    );
};
