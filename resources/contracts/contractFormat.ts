import { useTranslate } from 'react-admin';
import { useFormatters } from '../../src/components/formatting';
import type { Contract } from './types';

/** The policy types as their abbreviations ("MA, MAPD"). */
export const policyTypesText = (contract: Pick<Contract, 'PolicyTypes'>) =>
    (contract.PolicyTypes ?? []).map(type => type.Abbreviation).join(', ');

/** Texts of a contract shared by the cards and the detail: its title and its dates. */
export const useContractText = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    return {
        /** The insurer, with the marketing level for agency contracts. */
        title: (contract: Pick<Contract, 'Insurer' | 'MarketingLevel' | 'ownerType'>) =>
            contract.ownerType === 'agency' && contract.MarketingLevel
                ? translate('resources.contracts.insurerWithLevel', {
                      insurer: contract.Insurer,
                      level: contract.MarketingLevel,
                  })
                : contract.Insurer,
        /** "Since {start}" while the contract has no end date, "{start} to {end}" otherwise. */
        dates: (contract: Pick<Contract, 'StartDate' | 'EndDate'>) =>
            contract.EndDate
                ? translate('resources.contracts.dates.range', {
                      start: date(contract.StartDate),
                      end: date(contract.EndDate),
                  })
                : translate('resources.contracts.dates.since', { start: date(contract.StartDate) }),
    };
};
