import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../src/components/PageHeading';
import { useFormatters } from '../../../src/components/formatting';
import { submissionSummary } from './summary';

const T = 'resources.enrollments.appSubmission';

/**
 * After a submission: what was sent, with the SSN, MBI, Medicaid number and birth date down to their last
 * 4 characters, and the way to submit another app or return to enrollments. Opened again later (a reload,
 * a bookmark) it has no summary to show, as the summary lives in memory only.
 */
export const AppSubmissionSuccessPage = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const summary = submissionSummary.read();
    return (
        <>
            <PageHeading title={translate(`${T}.success.title`)} />
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
                <CardContent>
                    <Typography sx={{ mb: 2 }}>
                        {translate(summary ? `${T}.success.message` : `${T}.success.unavailable`)}
                    </Typography>
                    {summary && (
                        <>
                            <Typography variant="h2" sx={{ mb: 1 }}>
                                {translate(`${T}.success.summary`)}
                            </Typography>
                            <Box
                                component="dl"
                                sx={{
                                    display: 'grid',
                                    gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' },
                                    columnGap: 3,
                                    rowGap: { xs: 0, sm: 1 },
                                    m: 0,
                                    '& dt': { fontWeight: 600, mt: { xs: 1, sm: 0 } },
                                    '& dd': { m: 0, overflowWrap: 'anywhere' },
                                }}
                            >
                                {summary.rows.map(row => (
                                    <Box key={row.label} sx={{ display: 'contents' }}>
                                        <dt>{translate(row.label)}</dt>
                                        <dd>
                                            {row.value === ''
                                                ? translate(`${T}.success.notProvided`)
                                                : row.date
                                                  ? date(row.value)
                                                  : row.value}
                                        </dd>
                                    </Box>
                                ))}
                                <dt>{translate(`${T}.success.files`)}</dt>
                                <dd>{summary.files.join(', ')}</dd>
                            </Box>
                        </>
                    )}
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
                        <Button component={RouterLink} to="/enrollments/app-submission" variant="contained">
                            {translate(`${T}.actions.submitAnother`)}
                        </Button>
                        <Button component={RouterLink} to="/enrollments" variant="outlined">
                            {translate(`${T}.actions.backToEnrollments`)}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
        </>
    );
};
