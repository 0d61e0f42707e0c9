import { HttpError, type Identifier } from 'react-admin';
import { pageState } from '../pageState';

export class NotOfThisPortalError extends HttpError {
    constructor() {
        super('The record belongs to another portal', 404);
        this.name = 'NotOfThisPortalError';
    }
}

/**
 * Some single-record calls (`/t/activities/{id}`, `/t/agentcontracts/{id}`) name no owner and answer a record
 * of any portal the person may act for; shown in another portal's pages it would let them act as the wrong one.
 */
export const ofThisPortal = async <T>(
    record: Promise<T>,
    ownIds: Promise<Iterable<Identifier>>,
    id: Identifier
): Promise<T> => {
    const [answer, ids] = await Promise.all([record, ownIds]);
    await requireOwn(ids, id);
    return answer;
};

/** Ids compared as text: the address gives text. */
export const requireOwn = async (ownIds: Iterable<Identifier> | Promise<Iterable<Identifier>>, id: Identifier) => {
    for (const own of await ownIds) if (String(own) === String(id)) return;
    throw new NotOfThisPortalError();
};

const onTheirWay = new Map<string, Promise<unknown>>();
pageState.register(() => onTheirWay.clear());

/**
 * Shared while on its way (a detail's record and its notes check the same list at once); a later caller sends
 * it again, so what it reads is never older than its own ask.
 */
export const sharedWhileOnItsWay = <T>(key: string, call: () => Promise<T>): Promise<T> => {
    const waiting = onTheirWay.get(key);
    if (waiting) return waiting as Promise<T>;
    const answer = call().finally(() => onTheirWay.delete(key));
    onTheirWay.set(key, answer);
    return answer;
};
