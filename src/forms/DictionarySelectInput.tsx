import { useMemo } from 'react';
import type { Validator } from 'react-admin';
import { useDictionary } from '../api/useDictionary';
import { useApiValue, type ApiValueKind } from '../components/ApiValue';
import { ChoiceSelectInput } from './ChoiceSelectInput';

type Dictionary = Parameters<typeof useDictionary>[0];

/** The dictionaries whose names are words the API sends in English. */
const WORDED: Partial<Record<Dictionary, ApiValueKind>> = { licenseTypes: 'licenseType' };

/** What each dictionary's field says when it has nothing in it. */
const EMPTY_TEXT: Record<Dictionary, string> = {
    states: 'common.dictionaries.statesEmpty',
    counties: 'common.dictionaries.countiesEmpty',
    insurers: 'common.dictionaries.insurersEmpty',
    policyTypes: 'common.dictionaries.policyTypesEmpty',
    products: 'common.dictionaries.productsEmpty',
    licenseTypes: 'common.dictionaries.licenseTypesEmpty',
};

export interface DictionarySelectInputProps {
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
    validate?: Validator | Validator[];
    /** Translation key of what to choose first: the dictionary is not asked for until then. */
    waitingFor?: string;
    /** After a new choice: clear the choices that depend on this one. */
    onChange?: (value: string) => void;
}

/**
 * A select over one of the portal's dictionaries (states, license types, insurers...): ChoiceSelectInput
 * over `useDictionary`, cached for the session. When the dictionary fails (a null answer included), the field
 * says so in the dictionary's own words (also as its error once the form is submitted) and the rest of the form
 * keeps working; when it has nothing in it, the field says that in its own words ('No states available').
 */
export const DictionarySelectInput = ({
    dictionary,
    filter,
    optionValue = 'id',
    waitingFor,
    ...props
}: DictionarySelectInputProps) => {
    const { data, isLoading, isError, refetch } = useDictionary(dictionary, filter, { enabled: !waitingFor });
    const shown = useApiValue();
    const kind = WORDED[dictionary];
    const choices = useMemo(
        () =>
            data?.map(record => {
                const id = String(record[optionValue] ?? record.id);
                if (!kind) return { id, name: record.name };
                const { text, lang } = shown(kind, record.name);
                return { id, name: text, lang };
            }),
        [data, optionValue, kind, shown]
    );
    return (
        <ChoiceSelectInput
            {...props}
            choices={choices}
            isLoading={isLoading}
            isError={isError}
            retry={refetch}
            waitingFor={waitingFor}
            emptyText={EMPTY_TEXT[dictionary]}
        />
    );
};
