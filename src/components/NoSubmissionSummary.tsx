import { Button, CircularProgress } from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { StatusPage } from './StatusPage';

export interface NoSubmissionSummaryProps {
    /** What the page is about, never that something succeeded. */
    title: string;
    /** The contract request's is the product's own wording. */
    message: string;
    back: { to: string; label: string };
    waitingFor?: string;
}

/** A reload, a bookmark or a typed address: nothing says it was sent, as nothing here knows it. */
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
