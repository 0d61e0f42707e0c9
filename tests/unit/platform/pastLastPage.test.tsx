import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import { HelpRequestList } from '../../../resources/help-requests/HelpRequestList';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { ScopeList } from '../../../resources/scopes/ScopeList';
import { StatementList } from '../../../resources/statements/StatementList';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderScreen } from '../harness';

/**
 * A bookmark or a link to a page past the last (the list shrank since: SOAs voided, requests closed) shows
 * the last page with its pager, on every list paged in the address. The lists keep their page there in one
 * of three ways: the address list (useAddressList: enrollments, SOAs), react-admin's own list (producers), a
 * list loaded whole and paged here (useWholeListContext: help requests, statements).
 */
const PAGED_LISTS: Array<{ name: string; screen: ReactElement; path: string; portal: Portal; serverPaged: boolean }> = [
    { name: 'SOAs', screen: <ScopeList />, path: '/scopes', portal: AGENT_MARIA, serverPaged: true },
    { name: 'enrollments', screen: <EnrollmentList />, path: '/enrollments', portal: AGENT_MARIA, serverPaged: true },
    { name: 'producers', screen: <ProducerList />, path: '/producers', portal: AGENCY_SUNSHINE, serverPaged: true },
    {
        name: 'help requests',
        screen: <HelpRequestList />,
        path: '/help-requests',
        portal: AGENT_MARIA,
        serverPaged: false,
    },
    { name: 'statements', screen: <StatementList />, path: '/statements', portal: AGENT_MARIA, serverPaged: false },
];

/** The pager's "51-68 of 68". */
const RANGE = /^(\d+)-(\d+) of (\d+)$/;

describe('a page past the last', () => {
    it.each(PAGED_LISTS)('$name: shows the last page with its pager, and Back does not return to it', async list => {
        const { history } = renderScreen(list.screen, {
            portal: list.portal,
            path: `${list.path}?page=99`,
            resource: list.path.slice(1),
        });
        const range = await screen.findByText(RANGE);
        const [, first, last, total] = RANGE.exec(range.textContent ?? '')!.map(Number);
        expect(last).toBe(total);
        expect(first).toBeGreaterThan(1);
        expect(screen.getByRole('button', { name: /previous page/i })).toBeEnabled();
        await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
        if (!list.serverPaged) return;
        // The address says the page shown, in place of the stale one: Back leaves the list, not to page 99.
        await waitFor(() => expect(new URLSearchParams(history.location.search).get('page')).not.toBe('99'));
        act(() => history.go(-1));
        expect(new URLSearchParams(history.location.search).get('page')).not.toBe('99');
    });
});
