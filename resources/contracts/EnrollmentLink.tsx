import { Box, Button, Typography } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';
import { SectionCard } from '../../src/components/SectionCard';

/** The copied toast stays 2 seconds (a failure stays until closed, as every error toast does). */
const TOAST_MS = 2000;

/** An agent contract's enrollment link, with a button that copies it to the clipboard. */
export const EnrollmentLink = ({ link }: { link: string }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const copy = async () => {
        try {
            await navigator.clipboard.writeText(link);
            notify('resources.contracts.messages.linkCopied', { type: 'success', autoHideDuration: TOAST_MS });
        } catch (error) {
            console.error(error);
            notify('resources.contracts.messages.linkCopyFailed', { type: 'error' });
        }
    };
    return (
        <SectionCard
            title="resources.contracts.detail.enrollmentLink"
            actions={
                <Button variant="outlined" size="small" startIcon={<CopyIcon />} onClick={copy}>
                    {translate('resources.contracts.actions.copyLink')}
                </Button>
            }
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate('resources.contracts.detail.enrollmentLinkHelp')}
            </Typography>
            <Box
                component="code"
                sx={{
                    display: 'block',
                    p: 1,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                    fontSize: '0.875rem',
                    overflowWrap: 'anywhere',
                }}
            >
                {link}
            </Box>
        </SectionCard>
    );
};
