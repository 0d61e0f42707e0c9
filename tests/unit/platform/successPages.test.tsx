import type { ReactElement } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestSummary } from '../../../resources/contracts/requests/payload';
import { RequestSuccessPage } from '../../../resources/contracts/requests/RequestSuccessPage';
import { EAndOSubmissionSuccessPage } from '../../../resources/e-and-os/EAndOSubmissionSuccessPage';
import { AppSubmissionSuccessPage } from '../../../resources/enrollments/app-submission/AppSubmissionSuccessPage';
import { submissionSummary } from '../../../resources/enrollments/app-submission/summary';
import { LicenseSubmissionSuccessPage } from '../../../resources/licenses/LicenseSubmissionSuccessPage';
import { ProfileSuccessPage } from '../../../resources/my-profile/ProfileSuccessPage';
import type { Portal } from '../../../src/portal/types';
import { AGENCY_SUNSHINE, AGENT_MARIA, renderScreen } from '../harness';

const REQUEST: RequestSummary = {
    kind: 'agent',
    targetName: 'Maria Lopez',
    targetType: 'self',
    upline: 'Sunshine Benefits Group',
    contracts: ['Blue Harbor Health (MA, MAPD)'],
    states: ['Florida'],
    agentCount: null,
    comments: '',
    requestForm: { contracts: [5001], states: [10], comments: '', agentCount: null },
    uplineAgency: { id: '201', name: 'Sunshine Benefits Group', type: 'agency' },
};

/**
 * Every success page, as its form leaves it (the summary handed over) and as a reload, a bookmark or a typed
 * address opens it (no summary): then it claims nothing was sent, says only the navigation message and offers
 * the way back.
 */
const SUCCESS_PAGES: Array<{
    name: string;
    screen: ReactElement;
    path: string;
    portal: Portal;
    /** What the form hands over: the navigation state, or (app submission) its summary kept in memory. */
    handOver: () => unknown;
    success: string;
    neutral: string;
    message: string;
    back: string;
}> = [
    {
        name: 'a contract request',
        screen: <RequestSuccessPage />,
        path: '/contracts/request/success',
        portal: AGENT_MARIA,
        handOver: () => ({ summary: REQUEST }),
        success: 'Request sent',
        neutral: 'Contract request',
        message: 'Could not complete navigation after submissions. Please return to contracts.',
        back: 'Back to contracts',
    },
    {
        name: "an agency's request for an agent",
        screen: <RequestSuccessPage />,
        path: '/contracts/downlinerequest/success',
        portal: AGENCY_SUNSHINE,
        handOver: () => ({ summary: { ...REQUEST, kind: 'downline', targetType: 'agent', targetAgentId: '20101' } }),
        success: 'Request sent',
        neutral: 'Contract request',
        message: 'Could not complete navigation after submissions. Please return to contracts.',
        back: 'Back to contracts',
    },
    {
        name: 'an E&O',
        screen: <EAndOSubmissionSuccessPage />,
        path: '/e-and-os/submission/success',
        portal: AGENT_MARIA,
        handOver: () => ({
            eAndO: { IssuedBy: 'Acme', PolicyNumber: 'P-1', CoverageLimits: 1_000_000, ExpirationDate: '2030-01-01' },
        }),
        success: 'E&O submitted',
        neutral: 'E&O submission',
        message: 'Could not complete navigation after submission. Please return to your E&O records.',
        back: 'Back to E&O records',
    },
    {
        name: 'a license',
        screen: <LicenseSubmissionSuccessPage />,
        path: '/licenses/submission/success',
        portal: AGENT_MARIA,
        handOver: () => ({ license: {} }),
        success: 'License submitted',
        neutral: 'License submission',
        message: 'Could not complete navigation after submission. Please return to licenses.',
        back: 'Back to licenses',
    },
    {
        name: 'an application',
        screen: <AppSubmissionSuccessPage />,
        path: '/enrollments/app-submission/success',
        portal: AGENT_MARIA,
        handOver: () => {
            submissionSummary.keep({ rows: [], files: ['application.pdf'] });
            return undefined;
        },
        success: 'Application submitted',
        neutral: 'Application submission',
        message: 'Could not complete navigation after submission. Please return to enrollments.',
        back: 'Return to enrollments',
    },
    {
        name: 'a profile',
        screen: <ProfileSuccessPage />,
        path: '/my-profile/submission/success',
        portal: AGENT_MARIA,
        handOver: () => ({ profileSubmitted: true }),
        success: 'Profile submitted',
        neutral: 'Profile submission',
        message: 'Could not complete navigation after submission. Please return to your profile.',
        back: 'Back to my profile',
    },
];

/** Words of a success claim, in either language. */
const CLAIM = /\b(sent|submitted|successfully)\b|enviad|correctamente/i;

/** The page opened from elsewhere in the app, then navigated to as its form does. */
const open = (page: (typeof SUCCESS_PAGES)[number], state?: unknown) => {
    const rendered = renderScreen(<></>, {
        portal: page.portal,
        path: '/elsewhere',
        resource: page.path.split('/')[1],
        routes: { [page.path]: page.screen },
    });
    act(() => rendered.history.push(page.path, state));
    return rendered;
};

afterEach(() => submissionSummary.forget());

describe('a success page', () => {
    it.each(SUCCESS_PAGES)('$name, opened without a submission, claims none', async page => {
        open(page);
        expect(await screen.findByText(page.message)).toBeInTheDocument();
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${page.neutral}$`));
        expect(document.body.textContent).not.toMatch(CLAIM);
        expect(screen.getByRole('link', { name: page.back })).toBeInTheDocument();
    });

    it.each(SUCCESS_PAGES)('$name, after its form, confirms it, also on coming Back to it', async page => {
        const { history } = open(page, page.handOver());
        expect(await screen.findByRole('heading', { level: 1, name: page.success })).toBeInTheDocument();
        expect(screen.queryByText(page.message)).toBeNull();
        // Left and come back to in this visit: the page is drawn anew from its history entry.
        act(() => history.push('/elsewhere'));
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        act(() => history.go(-1));
        expect(await screen.findByRole('heading', { level: 1, name: page.success })).toBeInTheDocument();
    });
});
