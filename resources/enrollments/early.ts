import type { EarlyCall } from '../../src/routing/lazyPage';
import { enrollmentCalls } from './api';
import { readView } from './listView';

/**
 * The list's first calls on a deep link, started alongside the sign-in calls: the filter's choices and the page of
 * rows the address asks for, read from it as the list reads it.
 */
export const earlyListCalls: EarlyCall = (portal, { search }) => {
    const calls = enrollmentCalls(portal);
    const { filter, page, perPage, sort } = readView(search);
    // Settled: a failed call is the list's error when it takes the answer, never an unhandled rejection here.
    return Promise.allSettled([
        calls.methods.getEnrollmentSearchForm(),
        calls.resources.enrollments.getList({ pagination: { page, perPage }, sort, filter }),
    ]);
};
