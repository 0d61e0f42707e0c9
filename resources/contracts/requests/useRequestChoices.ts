import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { DictionaryRecord } from '../../../src/api/dictionaries';
import { useAreaApi } from '../../../src/api/useAreaApi';
import { useDictionary } from '../../../src/api/useDictionary';
import type { License } from '../../../src/api/wire';
import { expiryState } from '../../../src/domain/licenseExpiry';
import { contractRequestQueries, contractRequestsApi } from './api';
import type { CheckboxChoice } from './CheckboxListInput';
import { statesOwnerOf, uplineSourceOf, type RequestKind, type WizardValues } from './wizard';

const ALL = { page: 1, perPage: 10_000 };
const NO_LICENSES: License[] = [];

/** The upline choices of the path: the portal's uplines or this agency and its downline agencies. */
export const useUplineChoices = (kind: RequestKind, target: WizardValues['target'], enabled = true) => {
    const api = useAreaApi(contractRequestsApi);
    const source = uplineSourceOf(kind, target);
    const uplines = useQuery({
        ...contractRequestQueries.uplines(api),
        enabled: enabled && source === 'uplines',
    });
    const placements = useQuery({
        ...contractRequestQueries.placements(api),
        enabled: enabled && source === 'placements',
    });
    return source === 'uplines' ? uplines : placements;
};

/** The chosen upline's contract options, as checkbox choices: "Insurer (MAPD, PDP)". */
export const useContractChoices = (uplineId: string, optionLabel: (insurer: string, types: string[]) => string) => {
    const api = useAreaApi(contractRequestsApi);
    const options = useQuery(contractRequestQueries.contractOptions(api, uplineId));
    const choices = useMemo<CheckboxChoice[] | undefined>(
        () => options.data?.map(option => ({ id: option.id, name: optionLabel(option.insurer, option.policyTypes) })),
        [options.data, optionLabel]
    );
    return {
        choices,
        options: options.data,
        isLoading: options.isLoading,
        isError: options.isError,
        retry: options.refetch,
    };
};

/** A license's state is its abbreviation or its name. */
const heldIn = (licenses: License[]) => new Set(licenses.map(license => license.StateProvince.trim().toUpperCase()));

const statesOf = (states: DictionaryRecord[], licenses: License[]) => {
    const held = heldIn(licenses);
    return states.filter(
        state => held.has((state.abbreviation ?? '').toUpperCase()) || held.has(state.name.toUpperCase())
    );
};

/** Licenses that still let their holder sell: an expired one (the licenses list's rule) asks for nothing. */
const current = (licenses: License[]) => licenses.filter(license => expiryState(license.ExpirationDate) !== 'expired');

export const licensedStates = (states: DictionaryRecord[], licenses: License[]) => statesOf(states, current(licenses));

/** The states where every license held has expired: left out of a request, and the form says so. */
export const expiredOnlyStates = (states: DictionaryRecord[], licenses: License[]) => {
    const valid = new Set(licensedStates(states, licenses).map(state => state.id));
    return statesOf(states, licenses).filter(state => !valid.has(state.id));
};

// Every state for a new agent or agency (no licenses on file yet). Failing either call fails the list.
export const useStateChoices = (values: Pick<WizardValues, 'target' | 'agentId'>) => {
    const owner = statesOwnerOf(values);
    const api = useAreaApi();
    const states = useDictionary('states');
    const own = useGetList<License & { id: number }>(
        'licenses',
        { pagination: ALL },
        { enabled: owner.type === 'portal', staleTime: 5 * 60_000 }
    );
    const agent = useQuery({
        ...contractRequestQueries.agentLicenses(api, owner.type === 'downlineAgent' ? owner.agentId : ''),
    });
    const licenses = owner.type === 'portal' ? own : owner.type === 'downlineAgent' ? agent : undefined;
    const licensed: License[] | undefined =
        owner.type === 'portal' ? own.data : owner.type === 'downlineAgent' ? agent.data : NO_LICENSES;
    const choices = useMemo<CheckboxChoice[] | undefined>(() => {
        if (!states.data) return undefined;
        if (owner.type === 'new') return states.data.map(({ id, name }) => ({ id, name }));
        if (!licensed) return undefined;
        return licensedStates(states.data, licensed).map(({ id, name }) => ({ id, name }));
    }, [states.data, licensed, owner.type]);
    const expired = useMemo(
        () =>
            states.data && licensed && owner.type !== 'new'
                ? expiredOnlyStates(states.data, licensed).map(state => state.name)
                : [],
        [states.data, licensed, owner.type]
    );
    return {
        owner,
        choices,
        expired,
        isLoading: states.isPending || Boolean(licenses?.isPending),
        isError: Boolean(states.error) || Boolean(licenses?.error),
        retry: () =>
            Promise.all([
                states.error ? states.refetch() : undefined,
                licenses?.error ? licenses.refetch() : undefined,
            ]),
    };
};
