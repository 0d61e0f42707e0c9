import { Form as AdminForm, type FormProps } from 'react-admin';
import { SubmissionFailure } from './SubmissionFailure';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** `noValidate`: react-admin's validators say what is wrong, in the user's language, not the browser. */
export interface GuardedFormProps extends FormProps {
    /** A wizard past its first step, or a choice the page keeps outside the form's fields, holds input too. */
    holdsInput?: boolean;
}

export const Form = ({ holdsInput = false, noValidate = true, children, ...props }: GuardedFormProps) => (
    <AdminForm noValidate={noValidate} {...props}>
        <UnsavedChangesGuard holdsInput={holdsInput} />
        {children}
        <SubmissionFailure />
    </AdminForm>
);
