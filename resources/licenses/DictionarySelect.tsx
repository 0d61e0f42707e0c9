import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import type { DictionaryRecord } from '../../src/api/dictionaries';
import { useDictionary } from '../../src/api/useDictionary';

export interface DictionarySelectProps<Form extends FieldValues> {
    name: FieldPath<Form>;
    control: Control<Form>;
    label: string;
    dictionary: 'states' | 'licenseTypes';
    /** Translation key shown when the dictionary cannot be loaded. */
    loadError: string;
    /** What the form stores for a choice (an abbreviation, a name...). */
    valueOf: (record: DictionaryRecord) => string;
}

/** A required select over a dictionary, saying so when the dictionary fails to load. */
export const DictionarySelect = <Form extends FieldValues>({
    name,
    control,
    label,
    dictionary,
    loadError,
    valueOf,
}: DictionarySelectProps<Form>) => {
    const translate = useTranslate();
    const options = useDictionary(dictionary);
    return (
        <Controller
            name={name}
            control={control}
            rules={{ required: translate('ra.validation.required') }}
            render={({ field, fieldState }) => (
                <TextField
                    {...field}
                    select
                    required
                    label={translate(label)}
                    error={Boolean(fieldState.error) || options.isError}
                    helperText={options.isError ? translate(loadError) : fieldState.error?.message}
                >
                    {(options.data ?? []).map(record => (
                        <MenuItem key={record.id} value={valueOf(record)}>
                            {record.name}
                        </MenuItem>
                    ))}
                </TextField>
            )}
        />
    );
};
