import { wireUsdAmount } from '../../../src/forms';
import type { Portal } from '../../../src/portal/types';
import type { ContractRequestPayload, EAndOInput, RequestForm, RequestOption } from './types';
import { asksAgentCount, type EAndOValues, type RequestKind, type WizardValues } from './wizard';

/** An id that is not all digits is sent as it came. */
const wireId = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

const eAndOOf = ({ enabled, coverageLimits, ...eAndO }: EAndOValues): EAndOInput | null =>
    enabled ? { ...eAndO, coverageLimits: wireUsdAmount(coverageLimits) } : null;

/** The values are already trimmed (useFormAction). */
export const toRequestForm = (values: WizardValues, kind: RequestKind): RequestForm => ({
    contracts: values.contracts.map(wireId),
    states: values.states.map(wireId),
    comments: values.comments ?? '',
    agentCount:
        asksAgentCount(values.target, kind) && values.agentCount !== null && values.agentCount !== ''
            ? Number(values.agentCount)
            : null,
});

export const toPayload = (values: WizardValues, kind: RequestKind, portal: Pick<Portal, 'id' | 'name'>) => {
    const payload: ContractRequestPayload = {
        requestForm: toRequestForm(values, kind),
        uplineAgency: { id: values.uplineId, name: values.uplineName, type: 'agency' },
    };
    if (kind === 'agent') return payload;
    switch (values.target) {
        case 'self':
            payload.targetAgency = { id: portal.id, name: portal.name, type: 'agency' };
            break;
        case 'newAgency': {
            const { eAndO, ...agency } = values.newAgency;
            payload.targetAgency = { type: 'new', ...agency, eAndO: eAndOOf(eAndO) };
            break;
        }
        case 'agent':
            payload.targetAgent = { id: values.agentId, name: values.agentName, type: 'agent' };
            break;
        case 'newAgent': {
            const { eAndO, ...agent } = values.newAgent;
            payload.targetAgent = { type: 'new', ...agent, eAndO: eAndOOf(eAndO) };
            break;
        }
    }
    return payload;
};

/** What the relationship manager reads first when a request was applied to more agents. */
export const NONE_PROVIDED = 'None provided';

export const commentForMoreAgents = (comments: string, originalTarget: string) =>
    `${comments.trim() === '' ? NONE_PROVIDED : comments.trim()}\n\nNote: the same request was first made for ${originalTarget}.`;

/** `states`: those the agent is licensed in; a request names no other. */
export const payloadForAgent = (
    original: { requestForm: RequestForm; uplineAgency: RequestOption; targetName: string },
    agent: { id: string; name: string },
    states: RequestForm['states']
): ContractRequestPayload => ({
    requestForm: {
        ...original.requestForm,
        states,
        agentCount: null,
        comments: commentForMoreAgents(original.requestForm.comments, original.targetName),
    },
    uplineAgency: original.uplineAgency,
    targetAgent: { id: agent.id, name: agent.name, type: 'agent' },
});

/** Plain data only: it travels in the navigation state. */
export interface RequestSummary {
    kind: RequestKind;
    /** "(new agent)"/"(new agency)" is added by the page. */
    targetName: string;
    targetType: WizardValues['target'];
    /** Excluded from "apply to more agents". */
    targetAgentId?: string;
    upline: string;
    contracts: string[];
    states: string[];
    agentCount: number | null;
    comments: string;
    requestForm: RequestForm;
    uplineAgency: RequestOption;
}

export const targetNameOf = (values: WizardValues, portal: Pick<Portal, 'name'>, kind: RequestKind) => {
    if (kind === 'agent' || values.target === 'self') return portal.name;
    if (values.target === 'newAgency') return values.newAgency.name.trim();
    if (values.target === 'newAgent') return `${values.newAgent.firstName} ${values.newAgent.lastName}`.trim();
    return values.agentName;
};

export const summarize = (
    values: WizardValues,
    kind: RequestKind,
    portal: Pick<Portal, 'id' | 'name'>,
    labels: { contracts: Map<string, string>; states: Map<string, string> }
): RequestSummary => {
    const payload = toPayload(values, kind, portal);
    return {
        kind,
        targetName: targetNameOf(values, portal, kind),
        targetType: kind === 'agent' ? 'self' : values.target,
        targetAgentId: kind !== 'agent' && values.target === 'agent' ? values.agentId : undefined,
        upline: values.uplineName,
        contracts: values.contracts.map(id => labels.contracts.get(id) ?? id),
        states: values.states.map(id => labels.states.get(id) ?? id),
        agentCount: payload.requestForm.agentCount,
        comments: payload.requestForm.comments,
        requestForm: payload.requestForm,
        uplineAgency: payload.uplineAgency,
    };
};
