import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { LicenseFilesDialog } from './LicenseFilesDialog';
import { LicenseStateCard } from './LicenseStateCard';
import type { License } from './types';

const ALL = { page: 1, perPage: 1000 };

const groupByState = (licenses: License[]) => {
    const groups = new Map<string, License[]>();
    for (const license of licenses)
        groups.set(license.StateProvince, [...(groups.get(license.StateProvince) ?? []), license]);
    return [...groups.entries()];
};

/** Licenses: a card per state, each license with its files; a button to submit a new one. */
export const LicenseList = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useGetList<License>('licenses', { pagination: ALL });
    const [filesOf, setFilesOf] = useState<License>();
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
                <ErrorState message="messages.licenses.loadError" />
            ) : data.length === 0 ? (
                <EmptyState message="messages.licenses.noneFound" />
            ) : (
                <>
                    <Typography color="text.secondary" sx={{ mb: 2 }}>
                        {translate('resources.licenses.count', { smart_count: data.length })}
                    </Typography>
                    <Box
                        sx={{
                            display: 'grid',
                            gap: 2,
                            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                        }}
                    >
                        {groupByState(data).map(([state, licenses]) => (
                            <LicenseStateCard key={state} state={state} licenses={licenses} onOpenFiles={setFilesOf} />
                        ))}
                    </Box>
                </>
            )}
            {filesOf && <LicenseFilesDialog license={filesOf} onClose={() => setFilesOf(undefined)} />}
        </>
    );
};
