import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate, type SortPayload } from 'react-admin';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { enrollmentActions, ExportNotEnabledError, useEnrollmentSearchForm } from './api';
import type { EnrollmentSearch } from './types';

const NOT_ENABLED_ID = 'enrollments-export-not-enabled';

export interface EnrollmentExport {
    /** The portal's export flag is off, or the server refused an export: 'not enabled' says so. */
    notEnabled: boolean;
    disabled: boolean;
    start: () => void;
}

/** The 'not enabled' note sits under the page heading, not the button, so it never moves the heading's actions. */
export const useEnrollmentExport = (search: EnrollmentSearch, sort: SortPayload, total?: number): EnrollmentExport => {
    const form = useEnrollmentSearchForm();
    const [refused, setRefused] = useState(false);
    const { run, running } = useProviderAction(enrollmentActions.export, {
        onError: error => {
            if (error instanceof ExportNotEnabledError) setRefused(true);
        },
    });
    const notEnabled = refused || form.data?.exportEnabled === false;
    return {
        notEnabled,
        disabled: running || !total || !form.data || notEnabled,
        start: () => run({ search, sort }),
    };
};

export const ExportButton = ({ exporter }: { exporter: EnrollmentExport }) => {
    const translate = useTranslate();
    return (
        <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={exporter.disabled}
            onClick={exporter.start}
            aria-label={translate('resources.enrollments.actions.exportLabel')}
            aria-describedby={exporter.notEnabled ? NOT_ENABLED_ID : undefined}
        >
            {translate('resources.enrollments.actions.export')}
        </Button>
    );
};

export const ExportNotEnabledNote = () => {
    const translate = useTranslate();
    return (
        <Typography id={NOT_ENABLED_ID} variant="caption" color="text.secondary">
            {translate('resources.enrollments.export.notEnabled')}
        </Typography>
    );
};
