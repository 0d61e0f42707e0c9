import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SectionCardProps {
    /** Translation key. */
    title: string;
    /** Buttons beside the title (wrap under it on a phone). */
    actions?: ReactNode;
    /** Its content is still on its way (its code loading): said to assistive technology as aria-busy. */
    busy?: boolean;
    children: ReactNode;
}

export const SectionCard = ({ title, actions, busy, children }: SectionCardProps) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Card
            component="section"
            aria-labelledby={headingId}
            aria-busy={busy || undefined}
            variant="outlined"
            sx={{ minWidth: 0 }}
        >
            <CardContent>
                <Box
                    sx={{
                        display: 'flex',
                        flexWrap: 'wrap',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: 1,
                        mb: 1.5,
                    }}
                >
                    <Typography id={headingId} variant="h2">
                        {translate(title)}
                    </Typography>
                    {actions}
                </Box>
                {children}
            </CardContent>
        </Card>
    );
};
