import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a check or a report built from other calls cannot know, said on its page as a note: a title and one line
 * per limit (translation keys).
 */
export const LimitsNote = ({ title, items }: { title: string; items: readonly string[] }) => {
    const translate = useTranslate();
    return (
        <Alert severity="info" role="note" sx={{ maxWidth: 880 }}>
            {/* A title in the alert's own words, not AlertTitle: shared by lazy pages, it would become a chunk of
                its own that the dashboard's alerts banner then loads before its first data. */}
            <Typography sx={{ fontWeight: 500, mb: 0.5 }}>{translate(title)}</Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {items.map(item => (
                    <li key={item}>{translate(item)}</li>
                ))}
            </Box>
        </Alert>
    );
};
