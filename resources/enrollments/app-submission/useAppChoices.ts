import { useNamedDownline } from '../../../src/components/producerNames';
import { useQuery } from '@tanstack/react-query';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { useWatch } from 'react-hook-form';
import { useDictionary } from '../../../src/api/useDictionary';
import type { Choice } from '../../../src/forms';
import { appSubmissionApi, appSubmissionQueries } from './api';
import type { AppSubmissionForm } from './types';

const H = 'resources.enrollments.appSubmission.hints';

export type ChoiceField = 'AgentId' | 'StateId' | 'CountyId' | 'PolicyTypeId' | 'InsurerId' | 'ProductId';

export interface ChoiceList {
    choices: Choice[] | undefined;
    isLoading: boolean;
    isError: boolean;
    retry: () => unknown;
    /** Translation key of what to choose first. */
    waitingFor?: string;
}

const toChoices = (records: ReadonlyArray<{ id: string | number; name: string }> | undefined): Choice[] | undefined =>
    records?.map(({ id, name }) => ({ id: String(id), name }));

const listOf = (
    query: { data?: Choice[]; isLoading: boolean; isError: boolean; refetch: () => unknown },
    waitingFor?: string
): ChoiceList => ({
    choices: query.data,
    isLoading: query.isLoading,
    isError: query.isError,
    retry: query.refetch,
    waitingFor,
});

/** Each list loads once the choice it depends on is made. Used inside the `<Form>`. */
export const useAppChoices = (isAgency: boolean) => {
    const dataProvider = useAreaApi(appSubmissionApi);
    const [AgentId, StateId, PolicyTypeId, InsurerId] = useWatch<
        AppSubmissionForm,
        ['AgentId', 'StateId', 'PolicyTypeId', 'InsurerId']
    >({ name: ['AgentId', 'StateId', 'PolicyTypeId', 'InsurerId'] });
    // The application goes to the producer chosen: two of the same name are told apart by their agent id.
    const agents = useNamedDownline({ enabled: isAgency });
    const states = useQuery(appSubmissionQueries.states(dataProvider, AgentId));
    const counties = useDictionary('counties', { stateId: StateId }, { enabled: StateId !== '' });
    const policyTypes = useDictionary('policyTypes', {}, { enabled: AgentId !== '' });
    const insurers = useDictionary(
        'insurers',
        { IsActive: true, ProductsPolicyTypeId: PolicyTypeId },
        { enabled: PolicyTypeId !== '' }
    );
    const products = useDictionary('products', { InsurerId, PolicyTypeId }, { enabled: InsurerId !== '' });

    const lists: Record<ChoiceField, ChoiceList> = {
        AgentId: listOf({ ...agents, data: toChoices(agents.named) }),
        StateId: listOf(states, AgentId === '' ? `${H}.chooseAgentFirst` : undefined),
        CountyId: listOf(
            { ...counties, data: toChoices(counties.data) },
            StateId === '' ? `${H}.chooseStateFirst` : undefined
        ),
        PolicyTypeId: listOf(
            { ...policyTypes, data: toChoices(policyTypes.data) },
            AgentId === '' ? `${H}.chooseAgentFirst` : undefined
        ),
        InsurerId: listOf(
            { ...insurers, data: toChoices(insurers.data) },
            PolicyTypeId === '' ? `${H}.choosePolicyTypeFirst` : undefined
        ),
        ProductId: listOf(
            { ...products, data: toChoices(products.data) },
            InsurerId === '' ? `${H}.chooseCarrierFirst` : undefined
        ),
    };
    return lists;
};

/** '' when the list does not hold it. */
export const nameIn = (lists: Record<ChoiceField, ChoiceList>, values: AppSubmissionForm) => (field: ChoiceField) =>
    lists[field].choices?.find(choice => choice.id === values[field])?.name ?? '';
