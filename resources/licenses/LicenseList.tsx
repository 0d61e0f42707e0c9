import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { LicenseStateCards } from '../../src/components/LicenseStateCards';
import { StoredFilesDialog } from '../../src/components/StoredFilesDialog';
import { useAreaApi } from '../../src/api/useAreaApi';
import { licenseQueries, type LicenseMethods } from './api';
import type { License } from './types';

const ALL = { page: 1, perPage: 1000 };

/** Licenses: a card per state, each license with its files; a button to submit a new one. */
export const LicenseList = () => {
    const translate = useTranslate();
    const { data, isPending, error, refetch } = useGetList<License>('licenses', { pagination: ALL });
    const api = useAreaApi<LicenseMethods>();
    const [filesOf, setFilesOf] = useState<{ license: License; state: string }>();
    return (
        <>
            <PageHeading
                title={translate('app.menu.licenses')}
                actions={
                    <Button
                        component={RouterLink}
                        to="/licenses/submission"
                        variant="contained"
                        startIcon={<AddIcon />}
                    >
                        {translate('resources.licenses.actions.submit')}
                    </Button>
                }
            />
            {isPending ? (
                <LoadingState />
            ) : error ? (
                <ErrorState message="resources.licenses.messages.loadError" retry={refetch} />
            ) : data.length === 0 ? (
                <EmptyState message="common.license.noneFound" />
            ) : (
                <>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                        {translate('resources.licenses.count', { smart_count: data.length })}
                    </Typography>
                    <LicenseStateCards
                        licenses={data}
                        onOpenFiles={(license, state) => setFilesOf({ license: license as License, state })}
                    />
                </>
            )}
            {filesOf && (
                <StoredFilesDialog
                    title={translate('resources.licenses.files.title', {
                        state: filesOf.state,
                        number: filesOf.license.LicenseNumber,
                    })}
                    files={licenseQueries.files(api, filesOf.license.id)}
                    onClose={() => setFilesOf(undefined)}
                />
            )}
        </>
    );
};
