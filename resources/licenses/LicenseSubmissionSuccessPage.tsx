import { NoSubmissionSummary } from '../../src/components/NoSubmissionSummary';
import { SubmissionConfirmation } from '../../src/components/SubmissionConfirmation';
import { useHandedOver } from '../../src/routing/useHandedOver';

/** The submission form says it sent one (whatever the server answered for it): the page needs no more. */
const submittedIn = (state: unknown) =>
    typeof state === 'object' && state !== null && 'license' in state ? true : undefined;

const BACK_TO_LIST = { to: '/licenses', label: 'resources.licenses.actions.backToList' };

/** The confirmation after a license submission; opened without one (a reload, a typed address), no claim. */
export const LicenseSubmissionSuccessPage = () =>
    useHandedOver(submittedIn) ? (
        <SubmissionConfirmation
            title="resources.licenses.success.title"
            message="resources.licenses.success.message"
            primary={BACK_TO_LIST}
            secondary={{ to: '/licenses/submission', label: 'resources.licenses.actions.submitAnother' }}
        />
    ) : (
        <NoSubmissionSummary
            title="resources.licenses.success.noSummaryTitle"
            message="resources.licenses.success.noSummary"
            back={BACK_TO_LIST}
        />
    );
