import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { useProviderAction } from '../../src/components/useProviderMutation';
import { enrollmentActions, enrollmentQueries, ExportNotEnabledError, type EnrollmentMethods } from './api';
import type { EnrollmentSearch } from './types';

/**
 * Exports the enrollments of the current search and sort to Excel, with the pending / success / error toasts
 * (spec part 2 §8). Disabled while exporting, with no results, and when the portal's export flag is off
 * (then 'Export feature is not enabled for this portal' says why, spec part 2 §6); a refusal by the server
 * says the same from then on.
 */
export const ExportButton = ({ search }: { search: EnrollmentSearch }) => {
    const translate = useTranslate();
    const api = useDataProvider<EnrollmentMethods & ReturnType<typeof useDataProvider>>();
    const form = useQuery(enrollmentQueries.searchForm(api));
    const { sort, total } = useListContext();
    const [refused, setRefused] = useState(false);
    const { run, running } = useProviderAction(enrollmentActions.export, {
        onError: error => {
            if (error instanceof ExportNotEnabledError) setRefused(true);
        },
    });
    const notEnabled = refused || form.data?.exportEnabled === false;
    return (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
            <Button
                variant="outlined"
                startIcon={<DownloadIcon />}
                disabled={running || !total || !form.data || notEnabled}
                onClick={() => run({ search, sort })}
                aria-label={translate('resources.enrollments.actions.exportLabel')}
                aria-describedby={notEnabled ? 'enrollments-export-not-enabled' : undefined}
            >
                {translate('resources.enrollments.actions.export')}
            </Button>
            {notEnabled && (
                <Typography id="enrollments-export-not-enabled" variant="caption" color="text.secondary">
                    {translate('resources.enrollments.export.notEnabled')}
                </Typography>
            )}
        </Box>
    );
};
