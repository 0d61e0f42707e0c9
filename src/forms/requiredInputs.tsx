import { useMemo } from 'react';
import {
    DateInput as AdminDateInput,
    isRequired,
    maxLength,
    NumberInput as AdminNumberInput,
    TextInput as AdminTextInput,
    type DateInputProps,
    type NumberInputProps,
    type TextInputProps,
    type Validator,
} from 'react-admin';

type SlotProps = TextInputProps['slotProps'];

/** react-admin hides its asterisk from screen readers and sets nothing on the input; MUI's would draw a second one. */
export const requiredProps = (validate: Validator | Validator[] | undefined, slotProps: SlotProps) => {
    if (!isRequired(validate)) return {};
    const inputLabel = typeof slotProps?.inputLabel === 'object' ? slotProps.inputLabel : {};
    return { required: true, slotProps: { ...slotProps, inputLabel: { ...inputLabel, required: false } } };
};

/** Without a limit a paste of ten thousand characters was sent, and the card showing it back grew thousands of px. */
export const ONE_LINE_MAX = 100;
export const EMAIL_MAX = 254;
const ONE_LINE_LIMIT = maxLength(ONE_LINE_MAX);
const EMAIL_LIMIT = maxLength(EMAIL_MAX);

const withLimit = (validate: TextInputProps['validate'], limit: Validator) =>
    validate === undefined ? limit : Array.isArray(validate) ? [...validate, limit] : [validate, limit];

export const TextInput = (props: TextInputProps) => {
    const { multiline, type, autoComplete, validate } = props;
    const limit = type === 'email' || autoComplete === 'email' ? EMAIL_LIMIT : ONE_LINE_LIMIT;
    // Kept between renders: react-admin registers a field's rules again when its validators change.
    const limited = useMemo(() => (multiline ? validate : withLimit(validate, limit)), [multiline, validate, limit]);
    return <AdminTextInput {...props} validate={limited} {...requiredProps(validate, props.slotProps)} />;
};

export const DateInput = (props: DateInputProps) => (
    <AdminDateInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);

export const NumberInput = (props: NumberInputProps) => (
    <AdminNumberInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);
