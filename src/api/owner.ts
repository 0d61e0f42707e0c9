import type { Portal, PortalType, PortalRef } from '../portal/types';

/** Raised for an owner type other than agent or agency: no call has a path for it. */
export class UnusableOwnerTypeError extends Error {
    constructor() {
        super('Unusable owner type');
        this.name = 'UnusableOwnerTypeError';
    }
}

export const toOwnerType = (value: unknown): PortalType => {
    const normalised = typeof value === 'string' ? value.toLowerCase() : value;
    if (normalised === 'agent' || normalised === 'agency') return normalised;
    throw new UnusableOwnerTypeError();
};

/** "agents" or "agencies": the collection segment of a portal's paths. */
export const ownerSegment = (type: PortalType): 'agents' | 'agencies' =>
    toOwnerType(type) === 'agent' ? 'agents' : 'agencies';

/** `/t/agents/{id}` or `/t/agencies/{id}` for a portal. */
export const ownerPath = (portal: PortalRef): string =>
    `/t/${ownerSegment(portal.type)}/${encodeURIComponent(portal.id)}`;

export class AgencyPortalRequiredError extends Error {
    constructor() {
        super('This call is only available for agency portals');
        this.name = 'AgencyPortalRequiredError';
    }
}

/** A portal known to be an agency: what an agency-only path is built from. */
export type AgencyPortal<P extends PortalRef = Portal> = P & { type: 'agency' };

/** `/t/v2/agencies/{id}`: the agency's calls of the API's second version. */
export const agencyV2Path = (agency: AgencyPortal<PortalRef>): string =>
    `/t/v2/agencies/${encodeURIComponent(agency.id)}`;

export const isAgency = <P extends PortalRef>(portal: P): portal is AgencyPortal<P> => portal.type === 'agency';

/** A call that exists for agencies only: built with the agency, or refusing in any other portal. */
export const forAgency = <P extends PortalRef, Args extends unknown[], Result>(
    portal: P,
    call: (agency: AgencyPortal<P>) => (...args: Args) => Promise<Result>
): ((...args: Args) => Promise<Result>) =>
    isAgency(portal) ? call(portal) : () => Promise.reject(new AgencyPortalRequiredError());

/** For the factory of an area that exists for agencies only: in another portal every call of the area is refused. */
export const agencyOf = <P extends PortalRef>(portal: P): AgencyPortal<P> => {
    if (!isAgency(portal)) throw new AgencyPortalRequiredError();
    return portal;
};
