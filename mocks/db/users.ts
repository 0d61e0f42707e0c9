import type { Scenario } from '../scenarios';
import { AGENCY_SUFFIXES, AGENCY_WORDS, FIRST_NAMES, LAST_NAMES } from './names';

export interface DemoUser {
    sub: string;
    name: string;
    email: string;
    emailVerified: boolean;
    /** The permissions answer, or 401 for a user the hub does not know. */
    permissions:
        | {
              Id: number;
              Name: string;
              ViewableAgentList: Record<string, string>;
              ViewableAgencyList: Record<string, string>;
          }
        | 401;
}

/** The default demo user's portals: two agents and two agencies (1000 is the configured default agency). */
export const DEFAULT_AGENTS: Record<string, string> = { '101': 'Maria Lopez', '102': 'James Carter' };
export const DEFAULT_AGENCIES: Record<string, string> = {
    '201': 'Sunshine Benefits Group',
    '1000': 'Harbor Point Insurance Marketing',
};

const agentName = (index: number) =>
    `${FIRST_NAMES[index % FIRST_NAMES.length]} ${LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]}${
        index >= FIRST_NAMES.length * LAST_NAMES.length
            ? ` ${Math.floor(index / (FIRST_NAMES.length * LAST_NAMES.length)) + 1}`
            : ''
    }`;

const agencyName = (index: number) => {
    const word = AGENCY_WORDS[index % AGENCY_WORDS.length];
    const suffix = AGENCY_SUFFIXES[Math.floor(index / AGENCY_WORDS.length) % AGENCY_SUFFIXES.length];
    const round = Math.floor(index / (AGENCY_WORDS.length * AGENCY_SUFFIXES.length));
    return `${word} ${suffix}${round > 0 ? ` ${round + 1}` : ''}`;
};

/** A generated portal list: agents from 5001 up, agencies from 9001 up. */
export const generatedPortals = (agents: number, agencies: number) => ({
    ViewableAgentList: Object.fromEntries(Array.from({ length: agents }, (_, i) => [String(5001 + i), agentName(i)])),
    ViewableAgencyList: Object.fromEntries(
        Array.from({ length: agencies }, (_, i) => [String(9001 + i), agencyName(i)])
    ),
});

const base = { sub: 'demo-user-1', name: 'Dana Demo', email: 'dana.demo@example.com', emailVerified: true };

export const userFor = (scenario: Scenario): DemoUser => {
    switch (scenario) {
        case 'many-portals':
            return { ...base, permissions: { Id: 7, Name: 'Dana Demo', ...generatedPortals(90, 60) } };
        case 'huge-portals':
            return { ...base, permissions: { Id: 7, Name: 'Dana Demo', ...generatedPortals(4000, 1000) } };
        case 'no-portals':
            return {
                ...base,
                permissions: { Id: 7, Name: 'Dana Demo', ViewableAgentList: {}, ViewableAgencyList: {} },
            };
        case 'not-set-up':
            return { ...base, permissions: 401 };
        case 'unverified-email':
            return {
                ...base,
                emailVerified: false,
                permissions: {
                    Id: 7,
                    Name: 'Dana Demo',
                    ViewableAgentList: DEFAULT_AGENTS,
                    ViewableAgencyList: DEFAULT_AGENCIES,
                },
            };
        default:
            return {
                ...base,
                permissions: {
                    Id: 7,
                    Name: 'Dana Demo',
                    ViewableAgentList: DEFAULT_AGENTS,
                    ViewableAgencyList: DEFAULT_AGENCIES,
                },
            };
    }
};
