import { HttpError, type Identifier } from 'react-admin';
import { pageState } from '../pageState';

/**
 * A record that the selected portal's own list does not hold, answered as not found (404): the page says so as
 * it does for a record that does not exist.
 */
export class NotOfThisPortalError extends HttpError {
    constructor() {
        super('The record is not one of the selected portal', 404);
        this.name = 'NotOfThisPortalError';
    }
}

/**
 * A record's answer, given only when the selected portal's own list holds it. Some of the API's calls for one
 * record (`/t/activities/{id}`, `/t/agentcontracts/{id}`) name no owner, so they answer a record of any portal
 * the person may act for; shown under the selected portal it would put one portal's customers or conversation
 * under another's name and let the person act on it as the wrong portal. Both calls go out side by side; a
 * failure of either is the record's failure (without the list there is no telling whose it is).
 */
export const ofSelectedPortal = async <T>(
    record: Promise<T>,
    ownIds: Promise<Iterable<Identifier>>,
    id: Identifier
): Promise<T> => {
    const [answer, ids] = await Promise.all([record, ownIds]);
    await requireOwn(ids, id);
    return answer;
};

/** Raises NotOfThisPortalError unless `ownIds` holds `id` (ids compared as text: the address gives text). */
export const requireOwn = async (ownIds: Iterable<Identifier> | Promise<Iterable<Identifier>>, id: Identifier) => {
    for (const own of await ownIds) if (String(own) === String(id)) return;
    throw new NotOfThisPortalError();
};

const onTheirWay = new Map<string, Promise<unknown>>();
pageState.register(() => onTheirWay.clear());

/**
 * One call for every caller that asks while it is on its way (a detail's record and its notes check the same
 * list at once); a caller after it answered sends it again, so what it reads is never older than its own ask.
 */
export const sharedWhileOnItsWay = <T>(key: string, call: () => Promise<T>): Promise<T> => {
    const waiting = onTheirWay.get(key);
    if (waiting) return waiting as Promise<T>;
    const answer = call().finally(() => onTheirWay.delete(key));
    onTheirWay.set(key, answer);
    return answer;
};
