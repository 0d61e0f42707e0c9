import { NoSubmissionSummary } from '../../src/components/NoSubmissionSummary';
import { SubmissionConfirmation } from '../../src/components/SubmissionConfirmation';
import { useHandedOver } from '../../src/routing/useHandedOver';
import { PROFILE_SUBMITTED_KEY } from './profileForm';

const T = 'resources.my-profile';

const submittedIn = (state: unknown) =>
    typeof state === 'object' && state !== null && PROFILE_SUBMITTED_KEY in state ? true : undefined;

const BACK_TO_PROFILE = { to: '/my-profile', label: `${T}.actions.backToProfile` };

/**
 * The confirmation after a profile submission; opened without one (a
 * reload, a typed address), no claim.
 */
export const ProfileSuccessPage = () =>
    useHandedOver(submittedIn) ? (
        <SubmissionConfirmation
            title={`${T}.success.title`}
            message={`${T}.success.message`}
            primary={BACK_TO_PROFILE}
            secondary={{ to: '/', label: `${T}.actions.home` }}
        />
    ) : (
        <NoSubmissionSummary
            title={`${T}.success.noSummaryTitle`}
            message={`${T}.success.noSummary`}
            back={BACK_TO_PROFILE}
        />
    );
