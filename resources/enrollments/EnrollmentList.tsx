import { Alert, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/NoteAdd';
import { ListContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { ListCard } from '../../src/components/ResultCount';
import { EnrollmentFilters } from './EnrollmentFilters';
import { EnrollmentTable } from './EnrollmentTable';
import { ExportButton, ExportNotEnabledNote, useEnrollmentExport } from './ExportButton';
import { useEnrollmentList } from './useEnrollmentList';

export const EnrollmentList = () => {
    const translate = useTranslate();
    const list = useEnrollmentList();
    const exporter = useEnrollmentExport(list.filter, list.sort, list.total);
    return (
        <ListContextProvider value={list}>
            <PageHeading
                title={translate('resources.enrollments.list.title')}
                actions={
                    <>
                        <Button
                            component={RouterLink}
                            to="/enrollments/app-submission"
                            variant="contained"
                            startIcon={<AddIcon />}
                        >
                            {translate('resources.enrollments.actions.appSubmission')}
                        </Button>
                        <Button component={RouterLink} to="/enrollments/missing-commissions" variant="outlined">
                            {translate('resources.enrollments.missing.open')}
                        </Button>
                        <Button component={RouterLink} to="/enrollments/disenrollments" variant="outlined">
                            {translate('resources.enrollments.actions.disenrollments')}
                        </Button>
                        <ExportButton exporter={exporter} />
                    </>
                }
                note={exporter.notEnabled && <ExportNotEnabledNote />}
            />
            <EnrollmentFilters search={list.filter} onChange={list.setFilters} />
            {list.corrected && (
                <Alert severity="info" role="status" sx={{ mb: 2 }}>
                    {translate('resources.enrollments.messages.filtersCorrected')}
                </Alert>
            )}
            <ListCard count="resources.enrollments.list.count">
                <EnrollmentTable />
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                    {translate('resources.enrollments.messages.availableAfterProcessing')}
                </Typography>
            </ListCard>
        </ListContextProvider>
    );
};
