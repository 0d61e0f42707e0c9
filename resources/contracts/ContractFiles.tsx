import { SectionCard } from '../../src/components/SectionCard';
import { StoredFileList } from '../../src/components/StoredFileList';
import { useContractFiles } from './api';
import type { Contract } from './types';

/** The contract's stored files, each with a download button. */
export const ContractFiles = ({ contract }: { contract: Contract }) => {
    const files = useContractFiles(contract.id);
    return (
        <SectionCard title="resources.contracts.detail.files">
            <StoredFileList files={files} />
        </SectionCard>
    );
};
