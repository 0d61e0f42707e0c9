import { Box, Typography } from '@mui/material';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from './visuallyHidden';

/** Under the headline: a warning further down is missed. Give the headline `aria-describedby={id}`. */
export const PartialNote = ({ id, parts }: { id: string; parts: readonly string[] }) => {
    const translate = useTranslate();
    return (
        <Typography
            id={id}
            variant="body2"
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.5, mb: 1 }}
        >
            <WarningIcon fontSize="small" color="warning" aria-hidden />
            <span>
                <Box component="span" sx={{ fontWeight: 600 }}>
                    {translate('common.partial.label')}
                </Box>{' '}
                {parts.join('; ')}
            </span>
        </Typography>
    );
};

/** A figure the answer does not hold: a dash on screen, "not known" to a screen reader. */
export const NotKnown = () => {
    const translate = useTranslate();
    return (
        <>
            <span aria-hidden>–</span>
            <Box component="span" sx={visuallyHidden}>
                {translate('common.partial.notKnown')}
            </Box>
        </>
    );
};

/** An incomplete answer that found none says "not known" rather than 0: what was not checked may hold some. */
export const TileCount = ({ count, incomplete }: { count: number; incomplete: boolean }) =>
    count > 0 || !incomplete ? <>{count}</> : <NotKnown />;
