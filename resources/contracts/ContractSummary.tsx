import { ContractFacts, type Fact } from './ContractFacts';
import { SectionCard } from '../../src/components/SectionCard';
import { policyTypesText, useContractText } from './contractFormat';
import type { Contract } from './types';

/** The contract's own fields. */
export const ContractSummary = ({ contract }: { contract: Contract }) => {
    const text = useContractText();
    const facts: Fact[] = [
        { label: 'resources.contracts.fields.Insurer', value: contract.Insurer },
        ...(contract.ownerType === 'agency'
            ? [{ label: 'resources.contracts.fields.MarketingLevel', value: contract.MarketingLevel }]
            : []),
        { label: 'resources.contracts.fields.PolicyTypes', value: policyTypesText(contract) },
        { label: 'resources.contracts.fields.WritingNumber', value: contract.WritingNumber },
        { label: 'resources.contracts.fields.UplineAgency', value: contract.UplineAgency },
        { label: 'resources.contracts.fields.dates', value: text.dates(contract) },
        { label: 'resources.contracts.fields.PolicyCount', value: contract.PolicyCount },
    ];
    return (
        <SectionCard title="resources.contracts.detail.summary">
            <ContractFacts facts={facts} />
        </SectionCard>
    );
};
