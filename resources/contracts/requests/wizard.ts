import type { EAndOInput } from './types';

// One react-admin Form holds every step's values, so stepping back keeps what was chosen.
export type RequestKind = 'agent' | 'agency' | 'downline';

export type Target = 'self' | 'newAgency' | 'agent' | 'newAgent';

export type StepId = 'target' | 'agencyDetails' | 'agent' | 'agentDetails' | 'upline' | 'form';

export interface EAndOValues extends Omit<EAndOInput, 'coverageLimits'> {
    enabled: boolean;
    /** Sent as a number (payload.ts). */
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

export const stepsFor = (kind: RequestKind, target: Target): StepId[] => {
    if (kind === 'agent') return ['upline', 'form'];
    if (kind === 'agency')
        return ['target', ...(target === 'newAgency' ? ['agencyDetails' as const] : []), 'upline', 'form'];
    return ['agent', ...(target === 'newAgent' ? ['agentDetails' as const] : []), 'upline', 'form'];
};

const personFields = (prefix: string) => ['firstName', 'lastName', 'email', 'npn'].map(name => `${prefix}.${name}`);
const eAndOFields = (prefix: string) =>
    ['issuedBy', 'coverageLimits', 'expirationDate', 'policyNumber'].map(name => `${prefix}.eAndO.${name}`);

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

export const uplineSourceOf = (kind: RequestKind, target: Target): 'uplines' | 'placements' =>
    kind === 'agent' || target === 'self' ? 'uplines' : 'placements';

export type StatesOwner = { type: 'portal' } | { type: 'downlineAgent'; agentId: string } | { type: 'new' };

export const statesOwnerOf = (values: Pick<WizardValues, 'target' | 'agentId'>): StatesOwner =>
    values.target === 'self'
        ? { type: 'portal' }
        : values.target === 'agent'
          ? { type: 'downlineAgent', agentId: values.agentId }
          : { type: 'new' };

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

// A chosen agent or upline counts once the loaded lists named it, never from the address.
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

// A reload drops a new agent's details (never kept in the address or storage), so an earlier incomplete step
// is shown instead of one that would send incomplete data.
export const resumeStep = (kind: RequestKind, values: WizardValues, requested: string | null): StepId => {
    const steps = stepsFor(kind, values.target);
    const wanted = Math.max(0, steps.indexOf(requested as StepId));
    return steps.slice(0, wanted).find(step => !isComplete(step, values, kind)) ?? steps[wanted];
};

// Only the step and chosen ids go in the address: nothing typed and no names (no personal data in addresses).
// `forAgentName` is only read, as a placeholder.
export const ADDRESS_KEYS = { step: 'step', target: 'target', agentId: 'forAgentId', uplineId: 'uplineId' } as const;

export const valuesFromAddress = (kind: RequestKind, search: URLSearchParams): WizardValues => {
    const values = emptyValues(kind);
    const target = search.get(ADDRESS_KEYS.target) as Target | null;
    if (target && TARGETS[kind].includes(target)) values.target = target;
    if (kind === 'downline' && values.target === 'agent') values.agentId = search.get(ADDRESS_KEYS.agentId) ?? '';
    values.uplineId = search.get(ADDRESS_KEYS.uplineId) ?? '';
    return values;
};

/** Other parameters (the portal, `carrier`) are kept. */
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
