/**
 * What the accessibility audit visits: every area's pages as agent 101 and as agency 201 (the demo's default
 * users), their forms, home and preferences; a detail page through its list's first row, as a person reaches it,
 * since the records' ids are the demo data's.
 */
export interface AuditPage {
    address: string;
    /** Instead of the address itself: the first link of that page whose path matches, followed. */
    detail?: RegExp;
}

const AGENT = 'agentId=101';
const AGENCY = 'agencyId=201';

const onBoth = (path: string): AuditPage[] => [{ address: `${path}?${AGENT}` }, { address: `${path}?${AGENCY}` }];

export const AUDIT_PAGES: AuditPage[] = [
    ...onBoth('/'),
    ...onBoth('/contracts'),
    { address: `/contracts?${AGENT}`, detail: /^\/contracts\/\d+$/ },
    { address: `/contracts/request?${AGENT}` },
    { address: `/contracts/downlinerequest?${AGENCY}` },
    ...onBoth('/licenses'),
    { address: `/licenses/submission?${AGENT}` },
    ...onBoth('/readiness'),
    { address: `/producers?${AGENCY}` },
    { address: `/producers/101?${AGENCY}` },
    ...onBoth('/enrollments'),
    { address: `/enrollments?${AGENT}`, detail: /^\/enrollments\/\d+$/ },
    { address: `/enrollments/app-submission?${AGENT}` },
    ...onBoth('/enrollments/disenrollments'),
    ...onBoth('/enrollments/missing-commissions'),
    ...onBoth('/e-and-os'),
    { address: `/e-and-os/submission?${AGENT}` },
    ...onBoth('/expiring'),
    ...onBoth('/scopes'),
    { address: `/scopes/request?${AGENT}` },
    { address: `/scopes/check?${AGENT}` },
    ...onBoth('/renewals'),
    ...onBoth('/reports/rts'),
    ...onBoth('/statements'),
    { address: `/statements?${AGENT}`, detail: /^\/statements\/\d+$/ },
    ...onBoth('/help-requests'),
    { address: `/help-requests?${AGENT}`, detail: /^\/help-requests\/\d+$/ },
    { address: `/help-requests/new?${AGENT}` },
    { address: `/videos?${AGENT}` },
    ...onBoth('/my-profile'),
    { address: `/preferences?${AGENT}` },
    { address: '/portals' },
];

/**
 * The long pages walked with Tab to their end and back with Shift+Tab: lists whose rows pass under the header
 * and a table's header row that stay in place, the home page's cards, a long form.
 */
export const KEYBOARD_PAGES = [
    `/help-requests?${AGENT}`,
    `/scopes/check?${AGENT}`,
    `/readiness?${AGENCY}`,
    `/enrollments?${AGENT}`,
    `/renewals?${AGENCY}`,
    `/?${AGENT}`,
    `/enrollments/app-submission?${AGENT}`,
];

/** A 1366 × 768 laptop, the most common laptop screen; zoomed to 200% it is the harness's ZOOMED_LAPTOP. */
export const LAPTOP = { width: 1366, height: 768 };
