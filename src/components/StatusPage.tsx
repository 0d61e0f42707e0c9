import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from './useDocumentTitle';

export interface StatusPageProps {
    /** Translation key of the page title (the h1). */
    title: string;
    /** Translation key of the explanation. */
    message: string;
    icon?: ReactNode;
    children?: ReactNode;
}

/** A page that explains a state the user cannot continue from (signed-in problems, missing pages). */
export const StatusPage = ({ title, message, icon, children }: StatusPageProps) => {
    const translate = useTranslate();
    useDocumentTitle(translate(title));
    return (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
                {icon}
                <Typography variant="h1">{translate(title)}</Typography>
                <Typography variant="body1" sx={{ maxWidth: 560 }}>
                    {translate(message)}
                </Typography>
                {children}
            </Stack>
        </Paper>
    );
};
