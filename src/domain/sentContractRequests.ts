import { isoDayBefore } from './calendarDays';

/**
 * Contract requests this browser session sent for the portal itself, so a pending contract's wait counts from
 * the day it was asked for (the contract list's and dashboard's aging) rather than from its start date. Kept in
 * sessionStorage: the product API answers pending contracts without the request's date.
 */
const KEY = 'producerHub.sentContractRequests';

interface SentRequest {
    /** "agent:101" */
    portal: string;
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

/** Called by the request wizard once the request was accepted. */
export const rememberSentRequest = (portal: PortalRef, contracts: string[], now: Date = new Date()) => {
    try {
        const entry: SentRequest = { portal: portalKey(portal), sentOn: isoDayBefore(0, now), contracts };
        sessionStorage.setItem(KEY, JSON.stringify([...readAll(), entry]));
    } catch {
        // Storage full or refused: the wait then counts from the start date, as for any other contract.
    }
};

/** The earliest day this session asked for the portal's contract with this insurer, if it did. */
export const sentOnFor = (portal: PortalRef, insurer: string): string | undefined => {
    const wanted = insurer.trim().toLocaleLowerCase();
    const days = readAll()
        .filter(request => request.portal === portalKey(portal))
        .filter(request =>
            request.contracts.some(label => {
                const shown = String(label).toLocaleLowerCase();
                return shown === wanted || shown.startsWith(`${wanted} (`);
            })
        )
        .map(request => request.sentOn)
        .sort();
    return days[0];
};
