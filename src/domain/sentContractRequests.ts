import { isoDayBefore } from './calendarDays';
import { clock } from '../clock';

/**
 * Contract requests this browser session sent for the portal itself, so a pending contract's wait counts from
 * the day it was asked for (the contract list's and dashboard's aging) rather than from its start date. Kept in
 * sessionStorage: the product API answers pending contracts without the request's date.
 */
const KEY = 'producerHub.sentContractRequests';

interface SentRequest {
    /** The portal that sent it: "agency:201". */
    portal: string;
    /**
     * Whose contracts it asked for: the portal itself, or (from an agency) one of its agents, "agent:20135".
     * Entries written before this field were for the portal itself.
     */
    owner?: string;
    /** The calendar day it was sent ("2026-11-24"). */
    sentOn: string;
    /** The contracts as the wizard showed them: "Insurer (MAPD, PDP)". */
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

/**
 * Called by the request wizard once the request was accepted: `owner` is whose contracts were asked for (the
 * portal itself unless an agency asked for one of its agents).
 */
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

/** Signing out: the requests name the portals that sent them, which must not outlive the session. */
export const forgetSentRequests = () => {
    try {
        sessionStorage.removeItem(KEY);
    } catch {
        // Storage refused: there is nothing kept to forget.
    }
};

/** "Aetna (MAPD, PDP)" as its carrier and policy types (none when the label names none). */
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

/**
 * The earliest day this session asked for this pending contract, if it did. The tightest match the data
 * allows: the contract's owner (the selected portal) must be whom the request was for, its carrier the
 * request's, and, when both name policy types, one of them in common. States cannot be matched: a pending
 * contract row carries none (only its certifications, which a pending contract rarely has yet).
 */
/** A pending contract as the list and the dashboard card read it. */
export interface PendingContractRef {
    Insurer: string;
    PolicyTypes?: ReadonlyArray<{ Abbreviation: string }> | null;
}

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
