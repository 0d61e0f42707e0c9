import { Button, CircularProgress } from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './StatusPage';

export interface NoSubmissionSummaryProps {
    /** Translation key of the page's heading: what the page is about, never that something succeeded. */
    title: string;
    /** Translation key of the navigation message (the contract request's is the product's own wording). */
    message: string;
    /** The way back to where the person can see what was sent, or send it. */
    back: { to: string; label: string };
    /** Translation key of what the page waits for while the summary may still arrive (a spinner meanwhile). */
    waitingFor?: string;
}

/**
 * A success page without the summary of a submission (a reload, a bookmark, a typed address): nothing says it
 * was sent, as nothing here knows it. Only the navigation message and the way back.
 */
export const NoSubmissionSummary = ({ title, message, back, waitingFor }: NoSubmissionSummaryProps) => {
    const translate = useTranslate();
    if (waitingFor)
        return (
            <StatusPage title={title} message={waitingFor}>
                <CircularProgress aria-label={translate(waitingFor)} />
            </StatusPage>
        );
    return (
        <StatusPage title={title} message={message} icon={<InfoIcon sx={{ fontSize: 56 }} color="info" aria-hidden />}>
            <Button component={RouterLink} to={back.to} variant="contained">
                {translate(back.label)}
            </Button>
        </StatusPage>
    );
};
