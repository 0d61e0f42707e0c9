import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../src/components/SectionCard';
import { StoredFileList } from '../../src/components/StoredFileList';
import { contractQueries, type ContractMethods } from './api';
import type { Contract } from './types';
import { useAreaApi } from '../../src/api/useAreaApi';

/** The contract's stored files, each with a download button. */
export const ContractFiles = ({ contract }: { contract: Contract }) => {
    const dataProvider = useAreaApi<ContractMethods>();
    const files = useQuery(contractQueries.files(dataProvider, contract.id));
    return (
        <SectionCard title="resources.contracts.detail.files">
            <StoredFileList files={files} />
        </SectionCard>
    );
};
