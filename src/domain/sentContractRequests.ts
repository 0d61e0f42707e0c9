import { isoDayBefore } from './calendarDays';
import { clock } from '../clock';

/** The product API answers pending contracts without the request's date: a wait counts from the day it was asked. */
const KEY = 'producerHub.sentContractRequests';

interface SentRequest {
    portal: string;
    /** An agency may ask for one of its agents ("agent:20135"). Older entries without it were for the portal. */
    owner?: string;
    sentOn: string;
    /** As the wizard showed them: "Insurer (MAPD, PDP)". */
    contracts: string[];
}

type PortalRef = { type: string; id: string };
const portalKey = (portal: PortalRef) => `${portal.type}:${portal.id}`;

const readAll = (): SentRequest[] => {
    try {
        const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
        return Array.isArray(value) ? (value as SentRequest[]) : [];
    } catch {
        return [];
    }
};

export const rememberSentRequest = (
    portal: PortalRef,
    contracts: string[],
    now: Date = clock.now(),
    owner: PortalRef = portal
) => {
    try {
        const entry: SentRequest = {
            portal: portalKey(portal),
            owner: portalKey(owner),
            sentOn: isoDayBefore(0, now),
            contracts,
        };
        sessionStorage.setItem(KEY, JSON.stringify([...readAll(), entry]));
    } catch {
        // Storage full or refused: the wait then counts from the start date, as for any other contract.
    }
};

/** The requests name the portals that sent them, which must not outlive the session. */
export const forgetSentRequests = () => {
    try {
        sessionStorage.removeItem(KEY);
    } catch {
        // Storage refused: there is nothing kept to forget.
    }
};

const readLabel = (label: string) => {
    const match = /^(.*) \(([^()]*)\)$/.exec(String(label).trim());
    const carrier = (match ? match[1] : String(label)).trim().toLocaleLowerCase();
    const policyTypes = match
        ? match[2]
              .split(',')
              .map(type => type.trim().toUpperCase())
              .filter(Boolean)
        : [];
    return { carrier, policyTypes };
};

export interface PendingContractRef {
    Insurer: string;
    PolicyTypes?: ReadonlyArray<{ Abbreviation: string }> | null;
}

/** States cannot be matched: a pending contract row carries none. */
export const sentOnFor = (owner: PortalRef, contract: PendingContractRef): string | undefined => {
    const wanted = contract.Insurer.trim().toLocaleLowerCase();
    const types = new Set((contract.PolicyTypes ?? []).map(type => type.Abbreviation.trim().toUpperCase()));
    const days = readAll()
        .filter(request => (request.owner ?? request.portal) === portalKey(owner))
        .filter(request =>
            (request.contracts ?? []).some(label => {
                const asked = readLabel(label);
                if (asked.carrier !== wanted) return false;
                return types.size === 0 || asked.policyTypes.length === 0 || asked.policyTypes.some(t => types.has(t));
            })
        )
        .map(request => request.sentOn)
        .sort();
    return days[0];
};
