import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, type FieldValues, type UseFormSetError } from 'react-hook-form';

/** Nothing depends on catching the toast. It is the form's root error, so it goes when the form is sent again. */
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

export const submissionFailed = (message: string) => ({ root: { serverError: message } });

/** For a failure after the submission has ended (an optimistic addition, whose text comes back into the form). */
export const sayFailed = <Values extends FieldValues>(setError: UseFormSetError<Values>, message: string) =>
    setError('root.serverError', { type: 'server', message });
