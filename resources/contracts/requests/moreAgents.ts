import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'react-admin';
import type { DictionaryRecord } from '../../../src/api/dictionaries';
import type { License } from '../../../src/api/wire';
import { contractRequestQueries, type ContractRequestMethods } from './api';
import { payloadForAgent, type RequestSummary } from './payload';
import type { RequestForm } from './types';
import { licensedStates } from './useRequestChoices';

/** `dropped` names the states left out. */
export type AgentOutcome =
    | { kind: 'sent'; dropped: string[] }
    | { kind: 'unlicensed'; dropped: string[] }
    /** Sent again on the next press. */
    | { kind: 'failed' };

/** `names` are the request's state names in the same order, for a state the dictionary does not list. */
export const statesForAgent = (
    requested: RequestForm['states'],
    names: string[],
    dictionary: DictionaryRecord[],
    licenses: License[]
) => {
    const held = new Set(licensedStates(dictionary, licenses).map(state => state.id));
    const nameOf = (id: string | number, index: number) =>
        dictionary.find(state => state.id === String(id))?.name ?? names[index] ?? String(id);
    return {
        kept: requested.filter(id => held.has(String(id))),
        dropped: requested.flatMap((id, index) => (held.has(String(id)) ? [] : [nameOf(id, index)])),
    };
};

const statusOf = (error: unknown) =>
    typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

export interface MoreAgentsContext {
    /** Calls outside react-admin's error handling: a 401 within the action opens the session-expired dialog, never sign-in. */
    api: Pick<ContractRequestMethods, 'submitContractRequest'> & Pick<DataProvider, 'getOne'>;
    queryClient: QueryClient;
    /** The states dictionary, to match licenses (abbreviations or names) to the request's state ids. */
    states: DictionaryRecord[];
}

// One agent after another; stops at a 401, the rest waiting for the next press.
export const sendToAgents = async (
    { api, queryClient, states }: MoreAgentsContext,
    summary: RequestSummary,
    agents: Array<{ id: string; name: string }>,
    onOutcome: (id: string, outcome: AgentOutcome) => void
) => {
    const failed: string[] = [];
    let expired = false;
    for (const agent of agents) {
        try {
            const licenses = await queryClient.fetchQuery(contractRequestQueries.agentLicenses(api, agent.id));
            const { kept, dropped } = statesForAgent(summary.requestForm.states, summary.states, states, licenses);
            if (kept.length === 0) {
                onOutcome(agent.id, { kind: 'unlicensed', dropped });
                continue;
            }
            await api.submitContractRequest(payloadForAgent(summary, agent, kept));
            onOutcome(agent.id, { kind: 'sent', dropped });
        } catch (error) {
            if (statusOf(error) === 401) {
                expired = true;
                break;
            }
            console.error(error);
            failed.push(agent.id);
            onOutcome(agent.id, { kind: 'failed' });
        }
    }
    return { failed, expired };
};
