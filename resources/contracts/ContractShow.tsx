import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useDetailRecord } from '../../src/api/useDetailRecord';
import { BackLink } from '../../src/components/BackLink';
import { PageHeading } from '../../src/components/PageHeading';
import { DetailFallback } from '../../src/components/DetailFallback';
import { usePortal } from '../../src/portal/PortalScope';
import { isAgency } from '../../src/api/owner';
import { canExportPolicies } from './access';
import { CertificationDetails } from './CertificationDetails';
import { ContractFiles } from './ContractFiles';
import { ContractSummary } from './ContractSummary';
import { useContractText } from './contractFormat';
import { DownlineAgents } from './DownlineAgents';
import { EnrollmentLink } from './EnrollmentLink';
import { HierarchyCard } from './HierarchyCard';
import { PolicyExportButton } from './PolicyExportButton';
import type { Contract } from './types';
import { useContractState } from './useContractState';

const BackToList = () => <BackLink to="/contracts" label="resources.contracts.actions.back" />;

export const ContractShow = () => {
    const translate = useTranslate();
    const text = useContractText();
    const portal = usePortal();
    const { id = '' } = useParams();
    const detail = useDetailRecord<Contract>('contracts', id, { enabled: id !== '' });
    const contract = detail.record;
    // Only an agent contract's certifications show an RTS chip, which needs the contract's status.
    const certified = contract?.ownerType === 'agent' && (contract.ContractCertifications?.length ?? 0) > 0;
    const status = useContractState(contract?.id, certified);

    if (!contract)
        return (
            <>
                <BackToList />
                <PageHeading title={translate('resources.contracts.detail.title')} />
                <DetailFallback
                    detail={detail}
                    notFoundMessage="resources.contracts.messages.notFound"
                    errorMessage="resources.contracts.messages.detailLoadError"
                />
            </>
        );

    const isAgentContract = contract.ownerType === 'agent';
    const agency = isAgency(portal);
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
                {certified && (
                    <CertificationDetails certifications={contract.ContractCertifications ?? []} status={status} />
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
