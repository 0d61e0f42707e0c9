import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './StatusPage';

/** A way on from the page: where it leads and the translation key of its label. */
export interface PageLink {
    to: string;
    label: string;
}

export interface SubmissionConfirmationProps {
    /** Translation keys of the heading and of the message that the submission was sent. */
    title: string;
    message: string;
    /** The main way on (back to the area), then the other (send another, or home). */
    primary: PageLink;
    secondary: PageLink;
    /** What was sent, when the form handed it over. */
    children?: ReactNode;
}

/**
 * The page after a form was sent, shown only when the form handed its submission over (useHandedOver);
 * otherwise the area shows NoSubmissionSummary, which claims nothing.
 */
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
