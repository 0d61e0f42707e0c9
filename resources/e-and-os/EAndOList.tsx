import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { EAndOCards } from './EAndOCards';
import { StoredFilesDialog } from '../../src/components/StoredFilesDialog';
import { useAreaApi } from '../../src/api/useAreaApi';
import { eAndOQueries, type EAndOMethods } from './api';
import type { EAndO } from './types';

const ALL = { page: 1, perPage: 1000 };

/** E&O: a card per record, each with its files; a button to submit a new one. */
export const EAndOList = () => {
    const translate = useTranslate();
    const { data, isPending, error, refetch } = useGetList<EAndO>('eandos', { pagination: ALL });
    const api = useAreaApi<EAndOMethods>();
    const [filesOf, setFilesOf] = useState<EAndO>();
    return (
        <>
            <PageHeading
                title={translate('resources.e-and-os.title')}
                actions={
                    <Button
                        component={RouterLink}
                        to="/e-and-os/submission"
                        variant="contained"
                        startIcon={<AddIcon />}
                    >
                        {translate('resources.e-and-os.actions.submit')}
                    </Button>
                }
            />
            {isPending ? (
                <LoadingState />
            ) : error ? (
                <ErrorState message="resources.e-and-os.messages.loadError" retry={refetch} />
            ) : data.length === 0 ? (
                <EmptyState message="resources.e-and-os.messages.noneFound" />
            ) : (
                <>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                        {translate('resources.e-and-os.count', { smart_count: data.length })}
                    </Typography>
                    <EAndOCards records={data} onOpenFiles={setFilesOf} />
                </>
            )}
            {filesOf && (
                <StoredFilesDialog
                    title={translate('resources.e-and-os.files.title', {
                        issuer: filesOf.IssuedBy,
                        number: filesOf.PolicyNumber,
                    })}
                    files={eAndOQueries.files(api, filesOf.id)}
                    onClose={() => setFilesOf(undefined)}
                />
            )}
        </>
    );
};
