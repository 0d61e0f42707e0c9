import { useMemo } from 'react';
import { SelectInput, type SelectInputProps, type Validator } from 'react-admin';
import { useDictionary } from '../api/useDictionary';

type Dictionary = Parameters<typeof useDictionary>[0];

export interface DictionarySelectInputProps extends Omit<
    SelectInputProps,
    'choices' | 'optionText' | 'isPending' | 'isLoading' | 'helperText' | 'filter'
> {
    source: string;
    label: string;
    dictionary: Dictionary;
    /** Narrows the list (a county's state, a carrier's policy type). */
    filter?: Record<string, unknown>;
    /** Translation key shown on the field when the dictionary cannot be loaded ("Error loading states"). */
    loadError: string;
    /** What the form stores for a choice: `id` (default), `abbreviation` (a state's "FL") or `name`. */
    optionValue?: 'id' | 'abbreviation' | 'name';
    helperText?: string;
}

const ERROR_HELPER = { '& .MuiFormHelperText-root': { color: 'error.main' } } as const;

/**
 * A select over one of the portal's dictionaries (states, license types, insurers...), on react-admin's
 * SelectInput with its validators. The dictionary is cached for the session; when it fails, the field says
 * so in the dictionary's own words and offers no choices, and the rest of the form keeps working.
 */
export const DictionarySelectInput = ({
    dictionary,
    filter,
    loadError,
    optionValue = 'id',
    helperText,
    sx,
    validate,
    ...props
}: DictionarySelectInputProps) => {
    const { data, isPending, isError } = useDictionary(dictionary, filter);
    // Once the form is submitted the field shows its validation error instead of the helper text: the
    // dictionary's failure comes first, so the user keeps reading why the list is empty, not "Required".
    const validators = useMemo(() => {
        if (!isError) return validate;
        const listFailed: Validator = () => loadError;
        return [listFailed, ...(Array.isArray(validate) ? validate : validate ? [validate] : [])];
    }, [isError, loadError, validate]);
    return (
        <SelectInput
            {...props}
            validate={validators}
            choices={data ?? []}
            optionText="name"
            optionValue={optionValue}
            isPending={isPending && !isError}
            helperText={isError ? loadError : helperText}
            sx={isError ? [ERROR_HELPER, ...(Array.isArray(sx) ? sx : [sx])] : sx}
        />
    );
};
