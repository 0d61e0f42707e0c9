import { useCallback } from 'react';
import { Button } from '@mui/material';
import ExportIcon from '@mui/icons-material/FileDownload';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { useNotifiedAction } from '../../src/components/useNotifiedAction';
import type { ContractMethods } from './api';
import type { Contract } from './types';

const POLICY_EXPORT_MESSAGES = {
    pending: 'resources.contracts.messages.policiesPending',
    success: 'resources.contracts.messages.policiesSuccess',
    error: 'resources.contracts.messages.policiesError',
};

/**
 * Exports the contract's policies to Excel. With no policies the button stays, disabled, and says so
 * (spec part 1 §5). Whether it is shown at all is the caller's rule (canExportPolicies).
 */
export const PolicyExportButton = ({ contract }: { contract: Contract }) => {
    const translate = useTranslate();
    const dataProvider = useDataProvider<ContractMethods & DataProvider>();
    const exportPolicies = useCallback(
        () => dataProvider.exportContractPolicies(contract.id),
        [dataProvider, contract.id]
    );
    const { run, running } = useNotifiedAction(exportPolicies, POLICY_EXPORT_MESSAGES);
    const empty = contract.PolicyCount === 0;
    return (
        <Button variant="contained" startIcon={<ExportIcon />} disabled={empty || running} onClick={() => run()}>
            {translate(
                empty ? 'resources.contracts.messages.noPolicies' : 'resources.contracts.actions.exportPolicies'
            )}
        </Button>
    );
};
