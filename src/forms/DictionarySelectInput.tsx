import { useMemo } from 'react';
import type { Validator } from 'react-admin';
import { useDictionary } from '../api/useDictionary';
import { useApiValue, type ApiValueKind } from '../components/ApiValue';
import { ChoiceSelectInput } from './ChoiceSelectInput';

type Dictionary = Parameters<typeof useDictionary>[0];

/** The dictionaries whose names are words the API sends in English. */
const WORDED: Partial<Record<Dictionary, ApiValueKind>> = { licenseTypes: 'licenseType' };

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
    filter?: Record<string, unknown>;
    loadError: string;
    /** `abbreviation` stores a state's "FL". */
    optionValue?: 'id' | 'abbreviation' | 'name';
    helperText?: string;
    validate?: Validator | Validator[];
    /** The dictionary is not asked for until then. */
    waitingFor?: string;
    onChange?: (value: string) => void;
}

/** When the dictionary fails (a null answer included), the rest of the form keeps working. */
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
