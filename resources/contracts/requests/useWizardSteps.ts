import { useCallback, useEffect, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useDownlineAgents } from './AgentSearch';
import { useUplineChoices } from './useRequestChoices';
import { addressOf, ADDRESS_KEYS, resumeStep, stepsFor, type RequestKind, type WizardValues } from './wizard';

/** The entry before a Next is the step before, so Back is the browser's. */
interface StepEntryState {
    afterStep?: boolean;
}

const CHOICES = ['target', 'agentId', 'agentName', 'uplineId', 'uplineName'] as const;

// Names come from the loaded lists, never the address; an id they do not hold is cleared and reported, so the
// step can say why the person is back there. Until they answer, the ids are `pending`.
export const useConfirmedChoices = (kind: RequestKind) => {
    const { setValue } = useFormContext<WizardValues>();
    // The form resets to its starting values once it is mounted: a name given before that would be undone.
    const { isReady } = useFormState<WizardValues>();
    const [target, agentId, agentName, uplineId, uplineName] = useWatch<WizardValues, typeof CHOICES>({
        name: CHOICES,
    });
    const checksAgent = kind === 'downline' && target === 'agent' && agentId !== '';
    // The same queries as the steps' own lists: no call of their own, and none before an id is chosen.
    const agents = useDownlineAgents({ enabled: checksAgent });
    const uplines = useUplineChoices(kind, target, uplineId !== '');
    const [unknownAgentId, setUnknownAgentId] = useState('');
    const [unknownUplineId, setUnknownUplineId] = useState('');

    useEffect(() => {
        if (!isReady || !checksAgent || agents.isPending || agents.isError) return;
        const agent = agents.agents.find(candidate => candidate.id === agentId);
        if (agent) {
            if (agentName !== agent.name) setValue('agentName', agent.name);
            return;
        }
        setUnknownAgentId(agentId);
        setValue('agentId', '');
        setValue('agentName', '');
        setValue('states', []);
    }, [isReady, checksAgent, agentId, agentName, agents.agents, agents.isPending, agents.isError, setValue]);

    useEffect(() => {
        if (!isReady || !uplineId || !uplines.data) return;
        const upline = uplines.data.find(candidate => candidate.id === uplineId);
        if (upline) {
            if (uplineName !== upline.name) setValue('uplineName', upline.name);
            return;
        }
        setUnknownUplineId(uplineId);
        setValue('uplineId', '');
        setValue('uplineName', '');
        setValue('contracts', []);
    }, [isReady, uplineId, uplineName, uplines.data, setValue]);

    // Pending until the name is in the form: an answer that holds the id names it in the effect above.
    const knownAgent = agents.agents.some(candidate => candidate.id === agentId);
    const knownUpline = Boolean(uplines.data?.some(candidate => candidate.id === uplineId));
    return {
        unknownAgentId,
        unknownUplineId,
        pending: {
            agent: checksAgent && agentName === '' && (agents.isPending || knownAgent),
            upline: uplineId !== '' && uplineName === '' && (uplines.isPending || knownUpline),
        },
    };
};

// Back and Forward move between steps with the form mounted, so nothing typed is lost and leaving is never asked.
// `waiting`: the address asks for a step the data has not confirmed.
export const useWizardSteps = (kind: RequestKind, pending: { agent: boolean; upline: boolean }) => {
    const location = useLocation();
    const navigate = useNavigate();
    const { getValues } = useFormContext<WizardValues>();
    const [target, agentId, agentName, uplineId, uplineName] = useWatch<WizardValues, typeof CHOICES>({
        name: CHOICES,
    });
    const requested = new URLSearchParams(location.search).get(ADDRESS_KEYS.step);
    const values = { ...getValues(), target, agentId, agentName, uplineId, uplineName };
    const step = resumeStep(kind, values, requested);
    const hoped = resumeStep(
        kind,
        {
            ...values,
            agentName: agentName || (pending.agent ? agentId : ''),
            uplineName: uplineName || (pending.upline ? uplineId : ''),
        },
        requested
    );
    const waiting = hoped !== step;
    const steps = stepsFor(kind, target);
    const index = steps.indexOf(step);
    const entry = location.state as StepEntryState | null;

    useEffect(() => {
        if (waiting) return;
        const wanted = addressOf(location.search, kind, getValues(), step);
        if (wanted !== location.search) navigate({ search: wanted }, { replace: true, state: location.state });
    }, [waiting, step, target, agentId, uplineId, location.search, location.state, kind, getValues, navigate]);

    const forward = useCallback(() => {
        const next = stepsFor(kind, getValues('target'))[index + 1];
        if (!next) return;
        const state: StepEntryState = { afterStep: true };
        navigate({ search: addressOf(location.search, kind, getValues(), next) }, { state });
    }, [index, kind, getValues, location.search, navigate]);

    const backward = useCallback(() => {
        if (entry?.afterStep) navigate(-1);
        else
            navigate(
                { search: addressOf(location.search, kind, getValues(), steps[Math.max(0, index - 1)]) },
                { replace: true }
            );
    }, [entry, index, kind, steps, getValues, location.search, navigate]);

    return { steps, index, step, waiting, forward, backward };
};
