import { Form as AdminForm, type FormProps } from 'react-admin';
import { SubmissionFailure } from './SubmissionFailure';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * react-admin's `<Form>`, with what every form of the portal needs and none may forget: leaving it with unsaved
 * input asks first (UnsavedChangesGuard). A 401 while it holds input keeps the page (the auth provider asks
 * navigationGuard), and a language switch keeps it too (LiveTranslations). Pages import this one (ESLint
 * refuses react-admin's own in resources/). The browser's own checks stay off (`noValidate`): a required field
 * carries `required` for screen readers, and react-admin's validators say what is wrong, in the user's language.
 * A failed submission is said under the form's last line, its submit button (SubmissionFailure).
 */
export interface GuardedFormProps extends FormProps {
    /**
     * The form holds input even where its values are still the ones it started with: a wizard past its first
     * step, whose progress leaving (or a trip to sign-in) would lose, or a choice its page keeps outside the
     * form's fields (the agents chosen and not yet sent on "Apply to more agents").
     */
    holdsInput?: boolean;
}

export const Form = ({ holdsInput = false, noValidate = true, children, ...props }: GuardedFormProps) => (
    <AdminForm noValidate={noValidate} {...props}>
        <UnsavedChangesGuard holdsInput={holdsInput} />
        {children}
        <SubmissionFailure />
    </AdminForm>
);
