import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { NoSubmissionSummary } from '../../../src/components/NoSubmissionSummary';
import { PageHeading } from '../../../src/components/PageHeading';
import { useFormatters } from '../../../src/components/formatting';
import { SummaryList } from '../../../src/components/SummaryList';
import { submissionSummary } from './summary';

const T = 'resources.enrollments.appSubmission';

/** The summary lives in memory only: opened again later (a reload, a bookmark) it claims no submission. */
export const AppSubmissionSuccessPage = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const summary = submissionSummary.read();
    if (!summary)
        return (
            <NoSubmissionSummary
                title={`${T}.success.noSummaryTitle`}
                message={`${T}.success.noSummary`}
                back={{ to: '/enrollments', label: `${T}.actions.backToEnrollments` }}
            />
        );
    return (
        <>
            <PageHeading title={translate(`${T}.success.title`)} />
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
                <CardContent>
                    <Typography sx={{ mb: 2 }}>{translate(`${T}.success.message`)}</Typography>
                    <SummaryList
                        title={`${T}.success.summary`}
                        items={[
                            ...summary.rows.map(row => ({
                                label: row.label,
                                value:
                                    row.value === ''
                                        ? translate(`${T}.success.notProvided`)
                                        : row.date
                                          ? date(row.value)
                                          : row.value,
                            })),
                            { label: `${T}.success.files`, value: summary.files.join(', ') },
                        ]}
                    />
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
