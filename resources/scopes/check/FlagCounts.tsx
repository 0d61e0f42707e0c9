import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TileCount } from '../../../src/components/PartialAnswer';
import { SOA_FLAGS, type SoaFlag } from './rules';
import { C } from './rowTexts';
import type { Verdict } from './useSoaCheck';

const NUMBER = { fontSize: '1.6rem', fontWeight: 600, lineHeight: 1.2 } as const;

/** While the check goes on, or when part of it failed, a count of none is not known rather than 0. */
export const FlagCounts = ({
    counts,
    incomplete,
    chosen,
    onToggle,
}: {
    counts: Record<Verdict, number>;
    incomplete: boolean;
    chosen: readonly SoaFlag[];
    onToggle: (flag: SoaFlag) => void;
}) => {
    const translate = useTranslate();
    return (
        <Box
            role="group"
            aria-label={translate(`${C}.flags.label`)}
            sx={{
                display: 'grid',
                gap: 1,
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
                my: 2,
            }}
        >
            {SOA_FLAGS.map(flag => {
                const pressed = chosen.includes(flag);
                return (
                    <Button
                        key={flag}
                        variant={pressed ? 'contained' : 'outlined'}
                        color="warning"
                        aria-pressed={pressed}
                        onClick={() => onToggle(flag)}
                        sx={{
                            flexDirection: 'column',
                            alignItems: 'flex-start',
                            justifyContent: 'flex-start',
                            textAlign: 'left',
                            textTransform: 'none',
                            color: pressed ? undefined : 'text.primary',
                        }}
                    >
                        <Box component="span" sx={NUMBER}>
                            <TileCount count={counts[flag]} incomplete={incomplete} />
                        </Box>{' '}
                        <span>{translate(`${C}.flags.${flag}`)}</span>
                    </Button>
                );
            })}
            <Box sx={{ px: 2, py: 0.75, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Typography component="span" sx={{ ...NUMBER, display: 'block', color: 'success.dark' }}>
                    <TileCount count={counts.pass} incomplete={incomplete} />
                </Typography>
                <Typography component="span" variant="body2">
                    {translate(`${C}.flags.pass`)}
                </Typography>
            </Box>
        </Box>
    );
};
