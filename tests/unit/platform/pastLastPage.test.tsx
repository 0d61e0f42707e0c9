import type { ReactElement } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProducerSummaryCard } from '../../../resources/dashboard/ProducerSummaryCard';
import { PRODUCER_PAGE_SIZE } from '../../../resources/dashboard/producerSummary';
import { EnrollmentList } from '../../../resources/enrollments/EnrollmentList';
import { LIST_PAGE_SIZES as ENROLLMENT_PAGE_SIZES } from '../../../resources/enrollments/types';
import { HelpRequestList } from '../../../resources/help-requests/HelpRequestList';
import { PAGE_SIZES as HELP_PAGE_SIZES } from '../../../resources/help-requests/types';
import { ProducerList } from '../../../resources/producers/ProducerList';
import { LIST_PAGE_SIZES as PRODUCER_PAGE_SIZES } from '../../../resources/producers/types';
import { CHECK_PAGE_SIZES } from '../../../resources/scopes/check/address';
import { ScopeList } from '../../../resources/scopes/ScopeList';
import { SOA_PAGE_SIZES } from '../../../resources/scopes/types';
import { StatementList } from '../../../resources/statements/StatementList';
import { LIST_PAGE_SIZES as STATEMENT_PAGE_SIZES } from '../../../resources/statements/types';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderApp, renderScreen } from '../harness';

/**
 * A bookmark or a link to a page past the last (the list shrank since: SOAs voided, requests closed) shows
 * the last page with its pager, and the address says the page shown, on every list paged in the address. The
 * lists keep their page there in two ways: the address list (useAddressList: enrollments, SOAs, producers)
 * and a list loaded whole and paged here (useWholeListContext: help requests, statements, the dashboard's
 * producer summary, the SOA check's enrollments).
 */
interface PagedList {
    name: string;
    /** The list at this address, alone or in the whole app. */
    open: (search: string) => { history: { location: { search: string }; go: (delta: number) => void } };
    /** The address's page parameter. */
    pageParam?: string;
    /** Its rows a page, the first of its sizes. */
    perPage: number;
}

const alone = (element: ReactElement, path: string, portal: Portal, resource: string) => (search: string) =>
    renderScreen(element, { portal, path: `${path}${search}`, resource });

const PAGED_LISTS: PagedList[] = [
    { name: 'SOAs', open: alone(<ScopeList />, '/scopes', AGENT_MARIA, 'scopes'), perPage: SOA_PAGE_SIZES[0] },
    {
        name: 'enrollments',
        open: alone(<EnrollmentList />, '/enrollments', AGENT_MARIA, 'enrollments'),
        perPage: ENROLLMENT_PAGE_SIZES[0],
    },
    {
        name: 'producers',
        open: alone(<ProducerList />, '/producers', AGENCY_SUNSHINE, 'producers'),
        perPage: PRODUCER_PAGE_SIZES[0],
    },
    {
        name: 'help requests',
        open: alone(<HelpRequestList />, '/help-requests', AGENT_MARIA, 'help-requests'),
        perPage: HELP_PAGE_SIZES[0],
    },
    {
        name: 'statements',
        open: alone(<StatementList />, '/statements', AGENT_MARIA, 'statements'),
        perPage: STATEMENT_PAGE_SIZES[0],
    },
    {
        name: 'the dashboard’s producer summary',
        open: alone(<ProducerSummaryCard />, '/', AGENCY_SUNSHINE, 'dashboard'),
        pageParam: 'summaryPage',
        perPage: PRODUCER_PAGE_SIZE,
    },
    {
        // The large book flags more enrollments than one page holds.
        name: 'the SOA check’s enrollments',
        open: search => renderApp(`/scopes/check${search}`, { scenario: 'large-book', portal: AGENT_MARIA }),
        perPage: CHECK_PAGE_SIZES[0],
    },
];

/** The pager's "51-68 of 68". */
const RANGE = /^(\d+)-(\d+) of (\d+)$/;

describe('a page past the last', () => {
    it.each(PAGED_LISTS)('$name: shows the last page with its pager, the address corrected in place', async list => {
        const pageParam = list.pageParam ?? 'page';
        const pageInAddress = () => Number(new URLSearchParams(history.location.search).get(pageParam) ?? 1);
        const { history } = list.open(`?${pageParam}=99`);
        // The address says the page shown, in place of the stale one, once the list is complete.
        await waitFor(() => expect(pageInAddress()).not.toBe(99));
        await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1));
        const [, first, last, total] = RANGE.exec(screen.getByText(RANGE).textContent ?? '')!.map(Number);
        const lastPage = Math.ceil(total / list.perPage);
        expect(lastPage).toBeGreaterThan(1);
        expect([first, last]).toEqual([(lastPage - 1) * list.perPage + 1, total]);
        expect(screen.getByRole('button', { name: /previous page/i })).toBeEnabled();
        expect(pageInAddress()).toBe(lastPage);
        // In place: Back leaves the list, never to page 99.
        act(() => history.go(-1));
        expect(pageInAddress()).toBe(lastPage);
    });
});
