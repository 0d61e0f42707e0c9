import { useCallback, useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { failureMessage, useProviderAction, type ProviderAction } from '../api/useProviderMutation';
import { navigationGuard } from '../portal/navigationGuard';
import { serverFieldErrors } from './serverErrors';
import { submissionFailed } from './SubmissionFailure';
import { trimStrings } from './validators';

export interface FormActionOptions<Values, Variables, Result> {
    /** The values are already trimmed. */
    toVariables: (values: Values) => Variables;
    onSuccess?: (result: Result, variables: Variables) => unknown;
    onError?: (error: unknown, variables: Variables) => unknown;
}

/** After a success nothing counts as unsaved, so the page it leads to opens without asking. */
export const useFormAction = <Provider extends object, Values extends FieldValues, Variables, Result>(
    action: ProviderAction<Provider, Variables, Result>,
    { toVariables, onSuccess, onError }: FormActionOptions<Values, Variables, Result>
) => {
    // useProviderAction's run never rejects: the failure is read from onError, which runs before run resolves. An
    // expired session is no failure of the form (onError is not called): the dialog says it.
    const failure = useRef<{ error: unknown } | undefined>(undefined);
    const { run, running } = useProviderAction(action, {
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
