import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { enrollmentsOf } from '../../../mocks/db/enrollments';
import { helpRequestsOf } from '../../../mocks/db/help-requests';
import { contractsOf, downlineAgentsOf, portfolio } from '../../../mocks/db/portfolio';
import { statementsOf } from '../../../mocks/db/statements';
import { ContractShow } from '../../../resources/contracts/ContractShow';
import { EnrollmentShow } from '../../../resources/enrollments/EnrollmentShow';
import { HelpRequestShow } from '../../../resources/help-requests/HelpRequestShow';
import { ProducerShow } from '../../../resources/producers/ProducerShow';
import { ProducerReadinessPage } from '../../../resources/readiness/ReadinessPage';
import { StatementShow } from '../../../resources/statements/StatementShow';
import type { Portal } from '../../../src/portal/types';
import {
    AGENCY_SUNSHINE,
    AGENT_JAMES,
    AGENT_MARIA,
    DEFAULT_AGENCY,
    recordRequests,
    renderScreen,
    silenceExpectedErrors,
} from '../harness';

const sent = recordRequests();

const ENROLLMENT_NOT_FOUND =
    'This enrollment could not be found. It may have been removed, or the address may be wrong.';
silenceExpectedErrors();

/** An id no fixture has: the demo answers 404, as the API does for a record that does not exist. */
const MISSING = '999999';

/**
 * Every page of one record (an `:id` in its address), opened at an id that names nothing: a bookmark of a
 * record since removed, an address edited by hand. It says so, and offers nothing to do to a record that is not
 * there (no note box, no downloads, no filters): only the way back.
 */
interface DetailPage {
    name: string;
    screen: ReactElement;
    path: string;
    route: string;
    portal: Portal;
    says: string;
}

const DETAIL_PAGES: DetailPage[] = [
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
        says: ENROLLMENT_NOT_FOUND,
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

/** Opens the page and finds it saying `says`, with nothing offered but the way back, and nothing sent. */
const expectOnlyTheWayBack = async (page: DetailPage) => {
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
    expect(sent.filter(request => request.method !== 'GET')).toEqual([]);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getAllByRole('link')).toHaveLength(1);
};

describe('a record that does not exist', () => {
    it.each(DETAIL_PAGES)('$name: says so, with only the way back', expectOnlyTheWayBack);
});

const HELP_REQUEST_NOT_FOUND =
    'This help request could not be found. It may have been removed, or the address may be wrong.';
const CONTRACT_NOT_FOUND = 'This contract could not be found. It may have been removed, or the address may be wrong.';

/** The first of `theirs` that `own` does not hold too (ids are not unique across portals everywhere). */
const notAlsoOwn = <T,>(theirs: T[], own: T[], id: (record: T) => unknown) => {
    const owned = new Set(own.map(record => String(id(record))));
    const record = theirs.find(candidate => !owned.has(String(id(candidate))));
    if (!record) throw new Error('The demo data has no record of one portal only');
    return record;
};

const mariasRequest = helpRequestsOf('agent', '101')[0];
const mariasRequestStart = mariasRequest.Description.split('\n')[0];
const jamesContract = notAlsoOwn(contractsOf('agent', '102'), contractsOf('agent', '101'), contract => contract.Id);
const downlineContract = notAlsoOwn(
    portfolio.contracts.filter(
        contract => contract.ownerType === 'agent' && !['101', '102'].includes(contract.ownerId)
    ),
    contractsOf('agent', '101'),
    contract => contract.Id
);
const harborPointContract = notAlsoOwn(
    contractsOf('agency', '1000'),
    contractsOf('agency', '201'),
    contract => contract.Id
);
const jamesEnrollment = notAlsoOwn(
    enrollmentsOf('agent', '102'),
    enrollmentsOf('agent', '101'),
    enrollment => enrollment.PolicyId
);
const jamesStatement = notAlsoOwn(
    statementsOf('agent', '102'),
    statementsOf('agent', '101'),
    statement => statement.PaymentRunId
);
const harborPointProducer = notAlsoOwn(downlineAgentsOf('1000'), downlineAgentsOf('201'), agent => agent.AgentId);

/**
 * A record of one portal opened, by its address, under another portal the same person may act for: the page
 * shows it as it shows a record that does not exist. Showing it would put one portal's customers, money or
 * conversation under another's name, and let the person act on it (a note sent as the wrong portal).
 */
const OTHER_PORTALS_RECORDS: Array<
    DetailPage & {
        /** A text of the record that must not show. */
        secret: string;
    }
> = [
    {
        name: "an agent's help request under another agent",
        screen: <HelpRequestShow />,
        path: `/help-requests/${mariasRequest.Id}`,
        route: '/help-requests/:id',
        portal: AGENT_JAMES,
        says: HELP_REQUEST_NOT_FOUND,
        secret: mariasRequestStart,
    },
    {
        name: "an agent's help request under an agency",
        screen: <HelpRequestShow />,
        path: `/help-requests/${mariasRequest.Id}`,
        route: '/help-requests/:id',
        portal: AGENCY_SUNSHINE,
        says: HELP_REQUEST_NOT_FOUND,
        secret: mariasRequestStart,
    },
    {
        name: "an agent's contract under another agent",
        screen: <ContractShow />,
        path: `/contracts/${jamesContract.Id}`,
        route: '/contracts/:id',
        portal: AGENT_MARIA,
        says: CONTRACT_NOT_FOUND,
        secret: jamesContract.WritingNumber,
    },
    {
        name: "a downline agent's contract under another agent",
        screen: <ContractShow />,
        path: `/contracts/${downlineContract.Id}`,
        route: '/contracts/:id',
        portal: AGENT_MARIA,
        says: CONTRACT_NOT_FOUND,
        secret: downlineContract.WritingNumber,
    },
    {
        name: "an agency's contract under another agency",
        screen: <ContractShow />,
        path: `/contracts/${harborPointContract.Id}`,
        route: '/contracts/:id',
        portal: AGENCY_SUNSHINE,
        says: CONTRACT_NOT_FOUND,
        secret: harborPointContract.WritingNumber,
    },
    {
        name: "an agent's enrollment under another agent",
        screen: <EnrollmentShow />,
        path: `/enrollments/${jamesEnrollment.PolicyId}`,
        route: '/enrollments/:id',
        portal: AGENT_MARIA,
        says: ENROLLMENT_NOT_FOUND,
        secret: jamesEnrollment.CustomerLastName,
    },
    {
        name: "an agent's statement under another agent",
        screen: <StatementShow />,
        path: `/statements/${jamesStatement.PaymentRunId}`,
        route: '/statements/:id',
        portal: AGENT_MARIA,
        says: 'This statement could not be found. It may have been removed, or the address may be wrong.',
        secret: 'Summary',
    },
    {
        name: "another agency's producer",
        screen: <ProducerShow />,
        path: `/producers/${harborPointProducer.AgentId}`,
        route: '/producers/:id',
        portal: AGENCY_SUNSHINE,
        says: 'Unable to retrieve agent details.',
        secret: harborPointProducer.Email,
    },
    {
        name: "another agency's producer's readiness",
        screen: <ProducerReadinessPage />,
        path: `/producers/${harborPointProducer.AgentId}/readiness`,
        route: '/producers/:agentId/readiness',
        portal: AGENCY_SUNSHINE,
        says: 'Unable to retrieve agent details.',
        secret: harborPointProducer.LastName,
    },
];

describe('a record of another portal than the one selected', () => {
    it.each(OTHER_PORTALS_RECORDS)('$name: not found, with only the way back', async page => {
        await expectOnlyTheWayBack(page);
        expect(screen.queryByText(page.secret, { exact: false })).not.toBeInTheDocument();
    });

    it('a help request of the portal itself still opens, with its note box', async () => {
        renderScreen(<HelpRequestShow />, {
            portal: AGENT_MARIA,
            path: `/help-requests/${mariasRequest.Id}`,
            route: '/help-requests/:id',
            resource: 'help-requests',
        });
        expect(await screen.findByText(mariasRequestStart, { exact: false })).toBeInTheDocument();
        expect(await screen.findByRole('textbox', { name: /^Note/ })).toBeInTheDocument();
    });

    it("an agency's own contract still opens", async () => {
        const own = contractsOf('agency', '1000')[0];
        renderScreen(<ContractShow />, {
            portal: DEFAULT_AGENCY,
            path: `/contracts/${own.Id}`,
            route: '/contracts/:id',
            resource: 'contracts',
        });
        expect(await screen.findByRole('heading', { level: 1, name: new RegExp(own.Insurer) })).toBeInTheDocument();
    });
});
