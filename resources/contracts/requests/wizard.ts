import type { EAndOInput } from './types';

/**
 * The request wizard's steps and values (spec part 2 §2, §4). One react-admin Form holds every step's values,
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

export interface EAndOValues extends EAndOInput {
    /** The optional E&O section is open (its fields are then required). */
    enabled: boolean;
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

export const emptyValues = (kind: RequestKind, preselected?: { id: string; name: string }): WizardValues => ({
    target: kind === 'downline' ? 'agent' : 'self',
    agentId: preselected?.id ?? '',
    agentName: preselected?.name ?? '',
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

/** Agent count applies to requests for an agency only (spec part 2 §3, §5). */
export const asksAgentCount = (target: Target, kind: RequestKind) =>
    kind !== 'agent' && (target === 'self' || target === 'newAgency');
