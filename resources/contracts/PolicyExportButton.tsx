import { Button } from '@mui/material';
import ExportIcon from '@mui/icons-material/FileDownload';
import { useTranslate } from 'react-admin';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { contractActions } from './api';
import type { Contract } from './types';

/**
 * Exports the contract's policies to Excel. With no policies (PolicyCount 0) the button stays, disabled, and
 * says so. Whether it is shown at all is the caller's rule (canExportPolicies).
 */
export const PolicyExportButton = ({ contract }: { contract: Contract }) => {
    const translate = useTranslate();
    const { run, running } = useProviderAction(contractActions.exportPolicies);
    const empty = contract.PolicyCount === 0;
    return (
        <Button
            variant="contained"
            startIcon={<ExportIcon />}
            disabled={empty || running}
            onClick={() => run(contract.id)}
        >
            {translate(
                empty ? 'resources.contracts.messages.noPolicies' : 'resources.contracts.actions.exportPolicies'
            )}
        </Button>
    );
};
