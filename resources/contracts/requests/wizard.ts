import type { EAndOInput } from './types';

/**
 * The request wizard's steps and values. One react-admin Form holds every step's values,
 * so stepping back keeps what was chosen; each step's fields are checked before Next.
 *
 * - `agent`: an agent portal's request: upline, then the form.
 * - `agency`: an agency portal's request for itself or for a new agency (then its details), upline, form.
 * - `downline`: an agency's request for one of its agents or for a new agent (then their details), upline, form.
 */
export type RequestKind = 'agent' | 'agency' | 'downline';

/** Who the contracts are for: the portal itself, a new agency, a downline agent or a new agent. */
export type Target = 'self' | 'newAgency' | 'agent' | 'newAgent';

export type StepId = 'target' | 'agencyDetails' | 'agent' | 'agentDetails' | 'upline' | 'form';

export interface EAndOValues extends Omit<EAndOInput, 'coverageLimits'> {
    /** The optional E&O section is open (its fields are then required). */
    enabled: boolean;
    /** As typed; sent as a number (payload.ts). */
    coverageLimits: string;
}

export interface PersonValues {
    firstName: string;
    lastName: string;
    email: string;
    npn: string;
}

export interface WizardValues {
    target: Target;
    agentId: string;
    agentName: string;
    newAgency: { name: string; npn: string; principalAgent: PersonValues; eAndO: EAndOValues };
    newAgent: PersonValues & { eAndO: EAndOValues };
    uplineId: string;
    uplineName: string;
    contracts: string[];
    states: string[];
    agentCount: number | string | null;
    comments: string;
}

const emptyPerson = (): PersonValues => ({ firstName: '', lastName: '', email: '', npn: '' });
const emptyEAndO = (): EAndOValues => ({
    enabled: false,
    issuedBy: '',
    coverageLimits: '',
    expirationDate: '',
    policyNumber: '',
});

/** The contract form's own fields: what Clear empties. */
export const FORM_FIELDS = ['contracts', 'states', 'agentCount', 'comments'] as const;

export const emptyRequestForm = () => ({ contracts: [], states: [], agentCount: null, comments: '' });

export const emptyValues = (kind: RequestKind): WizardValues => ({
    target: kind === 'downline' ? 'agent' : 'self',
    agentId: '',
    agentName: '',
    newAgency: { name: '', npn: '', principalAgent: emptyPerson(), eAndO: emptyEAndO() },
    newAgent: { ...emptyPerson(), eAndO: emptyEAndO() },
    uplineId: '',
    uplineName: '',
    ...emptyRequestForm(),
});

/** The steps of a path, as far as the choices made so far tell. */
export const stepsFor = (kind: RequestKind, target: Target): StepId[] => {
    if (kind === 'agent') return ['upline', 'form'];
    if (kind === 'agency')
        return ['target', ...(target === 'newAgency' ? ['agencyDetails' as const] : []), 'upline', 'form'];
    return ['agent', ...(target === 'newAgent' ? ['agentDetails' as const] : []), 'upline', 'form'];
};

const personFields = (prefix: string) => ['firstName', 'lastName', 'email', 'npn'].map(name => `${prefix}.${name}`);
const eAndOFields = (prefix: string) =>
    ['issuedBy', 'coverageLimits', 'expirationDate', 'policyNumber'].map(name => `${prefix}.eAndO.${name}`);

/** The fields a step checks before Next (their validators know which ones apply to the choices made). */
export const STEP_FIELDS: Record<StepId, string[]> = {
    target: ['target'],
    agencyDetails: [
        'newAgency.name',
        'newAgency.npn',
        ...personFields('newAgency.principalAgent'),
        ...eAndOFields('newAgency'),
    ],
    agent: ['target', 'agentId'],
    agentDetails: [...personFields('newAgent'), ...eAndOFields('newAgent')],
    upline: ['uplineId'],
    form: [...FORM_FIELDS],
};

/**
 * Where the upline choices come from: the portal's own uplines when it asks for itself, otherwise this agency
 * and its downline agencies (a new agency or an agent is placed under one of them).
 */
export const uplineSourceOf = (kind: RequestKind, target: Target): 'uplines' | 'placements' =>
    kind === 'agent' || target === 'self' ? 'uplines' : 'placements';

/** Whose licenses limit the states: the portal's, a downline agent's, or nobody's yet (a new agent or agency). */
export type StatesOwner = { type: 'portal' } | { type: 'downlineAgent'; agentId: string } | { type: 'new' };

export const statesOwnerOf = (values: Pick<WizardValues, 'target' | 'agentId'>): StatesOwner =>
    values.target === 'self'
        ? { type: 'portal' }
        : values.target === 'agent'
          ? { type: 'downlineAgent', agentId: values.agentId }
          : { type: 'new' };

/** Agent count applies to requests for an agency only. */
export const asksAgentCount = (target: Target, kind: RequestKind) =>
    kind !== 'agent' && (target === 'self' || target === 'newAgency');

const TARGETS: Record<RequestKind, Target[]> = {
    agent: ['self'],
    agency: ['self', 'newAgency'],
    downline: ['agent', 'newAgent'],
};

const filled = (...texts: string[]) => texts.every(text => text.trim() !== '');
const personFilled = (person: PersonValues) => filled(person.firstName, person.lastName, person.email, person.npn);
const eAndOFilled = ({ enabled, issuedBy, coverageLimits, expirationDate, policyNumber }: EAndOValues) =>
    !enabled || filled(issuedBy, String(coverageLimits ?? ''), expirationDate, policyNumber);

/**
 * Whether a step holds what the steps after it need. A chosen downline agent or upline counts once the data
 * named them (`agentName`, `uplineName`: from the lists the steps load, never from the address).
 */
const isComplete = (step: StepId, values: WizardValues, kind: RequestKind): boolean => {
    switch (step) {
        case 'target':
            return TARGETS[kind].includes(values.target);
        case 'agent':
            return (
                values.target === 'newAgent' || (values.target === 'agent' && filled(values.agentId, values.agentName))
            );
        case 'agencyDetails':
            return (
                filled(values.newAgency.name, values.newAgency.npn) &&
                personFilled(values.newAgency.principalAgent) &&
                eAndOFilled(values.newAgency.eAndO)
            );
        case 'agentDetails':
            return personFilled(values.newAgent) && eAndOFilled(values.newAgent.eAndO);
        case 'upline':
            return filled(values.uplineId, values.uplineName);
        case 'form':
            return false;
    }
};

/**
 * The step to show for the step an address asks for: that one, unless an earlier step lacks what it needs (after
 * a reload a new agent's details are gone: they are never kept in the address or in storage), then that earlier
 * one, so no step is shown that would send incomplete data. An unknown or missing step is the first.
 */
export const resumeStep = (kind: RequestKind, values: WizardValues, requested: string | null): StepId => {
    const steps = stepsFor(kind, values.target);
    const wanted = Math.max(0, steps.indexOf(requested as StepId));
    return steps.slice(0, wanted).find(step => !isComplete(step, values, kind)) ?? steps[wanted];
};

/**
 * What of the wizard the address keeps: the step and the ids chosen (who for, the downline agent, the upline),
 * nothing typed and no name, so a reload or Back returns to the step without personal data in the address.
 * `forAgentId` is the product's own parameter for the downline agent; `forAgentName` is only read, as a placeholder.
 */
export const ADDRESS_KEYS = { step: 'step', target: 'target', agentId: 'forAgentId', uplineId: 'uplineId' } as const;

/** The values an address starts the wizard with (the rest empty). */
export const valuesFromAddress = (kind: RequestKind, search: URLSearchParams): WizardValues => {
    const values = emptyValues(kind);
    const target = search.get(ADDRESS_KEYS.target) as Target | null;
    if (target && TARGETS[kind].includes(target)) values.target = target;
    if (kind === 'downline' && values.target === 'agent') values.agentId = search.get(ADDRESS_KEYS.agentId) ?? '';
    values.uplineId = search.get(ADDRESS_KEYS.uplineId) ?? '';
    return values;
};

/** The address of a step with the choices made: other parameters (the portal, `carrier`) are kept. */
export const addressOf = (search: string, kind: RequestKind, values: WizardValues, step: StepId) => {
    const params = new URLSearchParams(search);
    const set = (key: string, value: string) => (value ? params.set(key, value) : params.delete(key));
    params.delete('forAgentName');
    set(ADDRESS_KEYS.step, step);
    set(ADDRESS_KEYS.target, kind === 'agent' ? '' : values.target);
    set(ADDRESS_KEYS.agentId, kind === 'downline' && values.target === 'agent' ? values.agentId : '');
    set(ADDRESS_KEYS.uplineId, values.uplineId);
    return `?${params.toString()}`;
};
