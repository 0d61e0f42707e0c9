import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useGetList, useTranslate } from 'react-admin';
import type { DictionaryRecord } from '../../src/api/dictionaries';
import { useDictionary } from '../../src/api/useDictionary';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { EmptyState, ErrorState, LoadingState } from '../../src/components/States';
import { LicenseFilesDialog } from './LicenseFilesDialog';
import { LicenseStateCard } from './LicenseStateCard';
import type { License } from './types';

const ALL = { page: 1, perPage: 1000 };

/** "Florida (FL)" when the states dictionary knows the state, else the value as the API sent it. */
const stateLabel = (value: string, states: DictionaryRecord[] = []) => {
    const known = states.find(state => state.abbreviation === value || state.name === value);
    return known?.abbreviation ? `${known.name} (${known.abbreviation})` : (known?.name ?? value);
};

/** The licenses grouped by state, the states in alphabetical order of their names. */
const groupByState = (licenses: License[], states: DictionaryRecord[] | undefined) => {
    const groups = new Map<string, License[]>();
    for (const license of licenses)
        groups.set(license.StateProvince, [...(groups.get(license.StateProvince) ?? []), license]);
    return [...groups.entries()]
        .map(([state, held]) => ({ state, label: stateLabel(state, states), licenses: held }))
        .sort((a, b) => a.label.localeCompare(b.label));
};

/** Licenses: a card per state, each license with its files; a button to submit a new one. */
export const LicenseList = () => {
    const translate = useTranslate();
    const { data, isPending, error } = useGetList<License>('licenses', { pagination: ALL });
    // The state names are a nicety: without the dictionary the cards keep the API's state values.
    const states = useDictionary('states');
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
                        {groupByState(data, states.data).map(group => (
                            <LicenseStateCard
                                key={group.state}
                                label={group.label}
                                licenses={group.licenses}
                                onOpenFiles={license => setFilesOf({ license, state: group.label })}
                            />
                        ))}
                    </Box>
                </>
            )}
            {filesOf && <LicenseFilesDialog {...filesOf} onClose={() => setFilesOf(undefined)} />}
        </>
    );
};
