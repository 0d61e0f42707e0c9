import { useCallback, useId } from 'react';
import { Button, Typography } from '@mui/material';
import ExportIcon from '@mui/icons-material/FileDownload';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate, type DataProvider, type Identifier } from 'react-admin';
import { ErrorState, LoadingState } from '../../src/components/States';
import { useNotifiedAction } from '../../src/components/useNotifiedAction';
import { contractQueries, type ContractMethods } from './api';
import { SectionCard } from '../../src/components/SectionCard';
import { HierarchyTree } from './HierarchyTree';

const HIERARCHY_EXPORT_MESSAGES = {
    pending: 'resources.contracts.messages.hierarchyPending',
    success: 'resources.contracts.messages.hierarchySuccess',
    error: 'resources.contracts.messages.hierarchyError',
};

/** The agencies and agents beneath an agency contract, with its Excel export (agency portals only). */
export const HierarchyCard = ({ contractId }: { contractId: Identifier }) => {
    const translate = useTranslate();
    const treeId = useId();
    const dataProvider = useDataProvider<ContractMethods & DataProvider>();
    const hierarchy = useQuery(contractQueries.hierarchy(dataProvider, contractId));
    const exportHierarchy = useCallback(
        () => dataProvider.exportContractHierarchy(contractId),
        [dataProvider, contractId]
    );
    const { run, running } = useNotifiedAction(exportHierarchy, HIERARCHY_EXPORT_MESSAGES);
    return (
        <SectionCard
            title="resources.contracts.detail.hierarchy"
            actions={
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<ExportIcon />}
                    disabled={running}
                    onClick={() => run()}
                    aria-label={translate('resources.contracts.actions.exportHierarchyLabel')}
                >
                    {translate('resources.contracts.actions.exportHierarchy')}
                </Button>
            }
        >
            {hierarchy.isPending ? (
                <LoadingState />
            ) : hierarchy.error ? (
                <ErrorState message="common.dictionaries.hierarchyError" />
            ) : (
                <>
                    <Typography id={`${treeId}-help`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {translate('resources.contracts.hierarchy.keyboardHelp')}
                    </Typography>
                    <HierarchyTree root={hierarchy.data} treeId={treeId} labelledBy={`${treeId}-label`} />
                    <span id={`${treeId}-label`} hidden>
                        {translate('resources.contracts.hierarchy.label', { name: hierarchy.data.Name })}
                    </span>
                </>
            )}
        </SectionCard>
    );
};
