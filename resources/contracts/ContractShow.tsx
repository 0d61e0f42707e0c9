import { Box, Button } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { ErrorState, LoadingState } from '../../src/components/States';
import { useSelectedPortal } from '../../src/portal/usePortal';
import { canExportPolicies, isAgencyPortal } from './access';
import { CertificationDetails } from './CertificationDetails';
import { ContractFiles } from './ContractFiles';
import { ContractSummary } from './ContractSummary';
import { useContractText } from './contractFormat';
import { DownlineAgents } from './DownlineAgents';
import { EnrollmentLink } from './EnrollmentLink';
import { HierarchyCard } from './HierarchyCard';
import { PolicyExportButton } from './PolicyExportButton';
import type { Contract } from './types';

/** Back to the list as the user left it (its status filter), when they came from it. */
const BackToList = () => {
    const translate = useTranslate();
    const { state } = useLocation();
    const listSearch = typeof state?.listSearch === 'string' ? state.listSearch : '';
    return (
        <Button component={RouterLink} to={`/contracts${listSearch}`} startIcon={<BackIcon />} sx={{ mt: 1 }}>
            {translate('resources.contracts.actions.back')}
        </Button>
    );
};

/** /contracts/{id}: one contract of the selected portal, with the cards its portal type may see. */
export const ContractShow = () => {
    const translate = useTranslate();
    const text = useContractText();
    const portal = useSelectedPortal();
    const { id = '' } = useParams();
    // The list leaves each contract in the cache: it shows at once, and the detail call still refreshes it.
    const { data: contract, error } = useGetOne<Contract>('contracts', { id }, { enabled: id !== '', staleTime: 0 });

    if (!contract)
        return (
            <>
                <BackToList />
                <PageHeading title={translate('resources.contracts.detail.title')} />
                {error ? <ErrorState message="messages.contractDetail.loadError" /> : <LoadingState />}
            </>
        );

    const isAgentContract = contract.ownerType === 'agent';
    const agency = isAgencyPortal(portal);
    return (
        <>
            <BackToList />
            <PageHeading
                title={text.title(contract)}
                actions={canExportPolicies(portal) && <PolicyExportButton contract={contract} />}
            />
            <Box
                sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
                    alignItems: 'start',
                }}
            >
                <ContractSummary contract={contract} />
                {isAgentContract && contract.EnrollmentLink && <EnrollmentLink link={contract.EnrollmentLink} />}
                <ContractFiles contract={contract} />
                {isAgentContract && (contract.ContractCertifications?.length ?? 0) > 0 && (
                    <CertificationDetails certifications={contract.ContractCertifications ?? []} />
                )}
            </Box>
            {agency && (
                <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
                    <DownlineAgents contractId={contract.id} />
                    <HierarchyCard contractId={contract.id} />
                </Box>
            )}
        </>
    );
};
