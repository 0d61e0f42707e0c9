import { useId } from 'react';
import { Button, Typography } from '@mui/material';
import ExportIcon from '@mui/icons-material/FileDownload';
import { useTranslate, type Identifier } from 'react-admin';
import { QueryState } from '../../src/components/QueryState';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { contractActions, useContractHierarchy } from './api';
import { SectionCard } from '../../src/components/SectionCard';
import { HierarchyTree } from './HierarchyTree';

/** The agencies and agents beneath an agency contract, with its Excel export (agency portals only). */
export const HierarchyCard = ({ contractId }: { contractId: Identifier }) => {
    const translate = useTranslate();
    const treeId = useId();
    const hierarchy = useContractHierarchy(contractId);
    const { run, running } = useProviderAction(contractActions.exportHierarchy);
    return (
        <SectionCard
            title="resources.contracts.detail.hierarchy"
            actions={
                <Button
                    variant="outlined"
                    size="small"
                    startIcon={<ExportIcon />}
                    disabled={running}
                    onClick={() => run(contractId)}
                    aria-label={translate('resources.contracts.actions.exportHierarchyLabel')}
                >
                    {translate('resources.contracts.actions.exportHierarchy')}
                </Button>
            }
        >
            <QueryState query={hierarchy} error="common.dictionaries.hierarchyError">
                {root => (
                    <>
                        <Typography id={`${treeId}-help`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                            {translate('resources.contracts.hierarchy.keyboardHelp')}
                        </Typography>
                        <HierarchyTree root={root} treeId={treeId} labelledBy={`${treeId}-label`} />
                        <span id={`${treeId}-label`} hidden>
                            {translate('resources.contracts.hierarchy.label', { name: root.Name })}
                        </span>
                    </>
                )}
            </QueryState>
        </SectionCard>
    );
};
