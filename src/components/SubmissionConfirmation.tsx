import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './StatusPage';

export interface PageLink {
    to: string;
    label: string;
}

export interface SubmissionConfirmationProps {
    title: string;
    message: string;
    primary: PageLink;
    secondary: PageLink;
    children?: ReactNode;
}

/** Only when the form handed its submission over (useHandedOver); otherwise the area shows NoSubmissionSummary. */
export const SubmissionConfirmation = ({
    title,
    message,
    primary,
    secondary,
    children,
}: SubmissionConfirmationProps) => {
    const translate = useTranslate();
    return (
        <StatusPage
            title={title}
            message={message}
            icon={<CheckCircleOutlineIcon sx={{ fontSize: 56, color: 'success.main' }} aria-hidden />}
        >
            {children}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <Button component={RouterLink} to={primary.to} variant="contained">
                    {translate(primary.label)}
                </Button>
                <Button component={RouterLink} to={secondary.to} variant="outlined">
                    {translate(secondary.label)}
                </Button>
            </Stack>
        </StatusPage>
    );
};
