import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What a check or a report built from other calls cannot know, said on its page as a note: a title and one line
 * per limit (translation keys).
 */
export const LimitsNote = ({ title, items }: { title: string; items: readonly string[] }) => {
    const translate = useTranslate();
    return (
        <Alert severity="info" role="note" sx={{ maxWidth: 880 }}>
            <AlertTitle>{translate(title)}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {items.map(item => (
                    <li key={item}>{translate(item)}</li>
                ))}
            </Box>
        </Alert>
    );
};
