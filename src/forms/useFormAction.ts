import { useCallback, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { failureMessage, useProviderAction, type ProviderAction } from '../api/useProviderMutation';
import { navigationGuard } from '../portal/navigationGuard';
import { serverFieldErrors } from './serverErrors';
import { submissionFailed } from './SubmissionFailure';
import { trimStrings } from './validators';

export interface FormActionOptions<Values, Variables, Result> {
    /** From the form's values (already trimmed) to the action's variables. */
    toVariables: (values: Values) => Variables;
    /** After the success toast: a success page, a refreshed list... */
    onSuccess?: (result: Result, variables: Variables) => unknown;
    /** After the failure toast (not for an expired session): an alert on the form... */
    onError?: (error: unknown, variables: Variables) => unknown;
}

/**
 * The `onSubmit` of a react-admin `<Form>` that sends an area's declared action (defineAction beside its
 * call in the area's api.ts) through useProviderAction: texts trimmed, toasts from the action, never a
 * success for a failed call, a 401 opening the session-expired dialog with the form left as it is, and after a
 * success nothing counted as unsaved (the page it leads to opens without asking). The
 * server's field errors come back to react-admin, which shows each on its field, and a failure (not an expired
 * session) is said on the form too, in its toast's words (SubmissionFailure), until the form is sent again. While
 * a submission runs a second one is dropped (and SubmitButton is disabled), so pressing twice sends one request.
 */
export const useFormAction = <Provider extends object, Values extends FieldValues, Variables, Result>(
    action: ProviderAction<Provider, Variables, Result>,
    { toVariables, onSuccess, onError }: FormActionOptions<Values, Variables, Result>
) => {
    // useProviderAction's run never rejects: the failure is read from onError, which runs before run resolves. An
    // expired session is no failure of the form (onError is not called): the dialog says it.
    const failure = useRef<{ error: unknown } | undefined>(undefined);
    const { run, running } = useProviderAction(action, {
        // Sent and accepted: the page it leads to (a success page, the list) opens without asking.
        onSuccess: (result, variables) => {
            navigationGuard.saved();
            return onSuccess?.(result, variables);
        },
        onError: (error, variables) => {
            failure.current = { error };
            return onError?.(error, variables);
        },
    });
    const onSubmit = useCallback(
        async (values: FieldValues) => {
            failure.current = undefined;
            await run(toVariables(trimStrings(values) as Values));
            if (!failure.current) return undefined;
            const { error } = failure.current;
            return {
                ...serverFieldErrors(error, Object.keys(values)),
                ...submissionFailed(failureMessage(error, action.messages)),
            };
        },
        [run, toVariables, action.messages]
    );
    return { onSubmit, running };
};
