import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, type FieldValues, type UseFormSetError } from 'react-hook-form';

/**
 * Where a form's submission failed, the form says so itself, under its submit button, in the words of the
 * failure's toast: nothing depends on catching the toast. The failure is the form's root error `serverError`
 * (useFormAction sets it; react-admin's Form then notifies the same words, which the toast on screen already
 * says), so it goes when the form is sent again. Read out once, as an alert.
 */
export const SubmissionFailure = () => {
    const translate = useTranslate();
    const { errors } = useFormState();
    const message = errors.root?.serverError?.message;
    if (typeof message !== 'string' || message === '') return null;
    return (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {translate(message)}
        </Alert>
    );
};

/** The form's root error that SubmissionFailure shows: a translation key, the failure's toast's. */
export const submissionFailed = (message: string) => ({ root: { serverError: message } });

/**
 * Says on a form that what it sent failed, where the failure comes after the submission has ended (an optimistic
 * addition, whose text comes back into the form).
 */
export const sayFailed = <Values extends FieldValues>(setError: UseFormSetError<Values>, message: string) =>
    setError('root.serverError', { type: 'server', message });
