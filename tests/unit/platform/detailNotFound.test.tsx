import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractShow } from '../../../resources/contracts/ContractShow';
import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { HelpRequestShow } from '../../../resources/help-requests/HelpRequestShow';
import { ProducerShow } from '../../../resources/producers/ProducerShow';
import { ProducerReadinessPage } from '../../../resources/readiness/ReadinessPage';
import { StatementShow } from '../../../resources/statements/StatementShow';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, recordRequests, renderScreen, silenceExpectedErrors } from '../harness';

const sent = recordRequests();
silenceExpectedErrors();

/** An id no fixture has: the demo answers 404, as the API does for a record that does not exist. */
const MISSING = '999999';

/**
 * Every page of one record (an `:id` in its address), opened at an id that names nothing: a bookmark of a
 * record since removed, an address edited by hand. It says so, and offers nothing to do to a record that is not
 * there (no note box, no downloads, no filters): only the way back.
 */
const DETAIL_PAGES: Array<{
    name: string;
    screen: ReactElement;
    path: string;
    route: string;
    portal: Portal;
    says: string;
}> = [
    {
        name: 'a contract (agent)',
        screen: <ContractShow />,
        path: `/contracts/${MISSING}`,
        route: '/contracts/:id',
        portal: AGENT_MARIA,
        says: 'This contract could not be found. It may have been removed, or the address may be wrong.',
    },
    {
        name: 'a contract (agency)',
        screen: <ContractShow />,
        path: `/contracts/${MISSING}`,
        route: '/contracts/:id',
        portal: AGENCY_SUNSHINE,
        says: 'This contract could not be found. It may have been removed, or the address may be wrong.',
    },
    {
        name: 'a statement',
        screen: <StatementShow />,
        path: `/statements/${MISSING}`,
        route: '/statements/:id',
        portal: AGENT_MARIA,
        says: 'This statement could not be found. It may have been removed, or the address may be wrong.',
    },
    {
        name: 'an enrollment',
        screen: <EnrollmentShow />,
        path: `/enrollments/${MISSING}`,
        route: '/enrollments/:id',
        portal: AGENT_MARIA,
        says: 'enrollment ID is invalid',
    },
    {
        name: 'a help request',
        screen: <HelpRequestShow />,
        path: `/help-requests/${MISSING}`,
        route: '/help-requests/:id',
        portal: AGENT_MARIA,
        says: 'This help request could not be found. It may have been removed, or the address may be wrong.',
    },
    {
        name: 'a producer',
        screen: <ProducerShow />,
        path: `/producers/${MISSING}`,
        route: '/producers/:id',
        portal: AGENCY_SUNSHINE,
        says: 'Unable to retrieve agent details.',
    },
    {
        name: "a producer's readiness",
        screen: <ProducerReadinessPage />,
        path: `/producers/${MISSING}/readiness`,
        route: '/producers/:agentId/readiness',
        portal: AGENCY_SUNSHINE,
        says: 'Unable to retrieve agent details.',
    },
];

describe('a record that does not exist', () => {
    it.each(DETAIL_PAGES)('$name: says so, with only the way back', async page => {
        renderScreen(page.screen, {
            portal: page.portal,
            path: page.path,
            route: page.route,
            resource: page.path.split('/')[1],
        });
        expect(await screen.findByText(page.says)).toBeInTheDocument();
        // Calls the page started beside the record's have answered, and still nothing is offered.
        await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]));
        expect(sent.length).toBeGreaterThan(0);
        expect(screen.queryAllByRole('button')).toEqual([]);
        expect(screen.queryAllByRole('textbox')).toEqual([]);
        expect(screen.queryAllByRole('combobox')).toEqual([]);
        expect(screen.queryAllByRole('checkbox')).toEqual([]);
        expect(screen.getAllByRole('link').map(link => link.textContent)).toHaveLength(1);
    });
});
