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

/**
 * What makes a field required for screen readers too: react-admin draws the asterisk beside the label but hides it
 * from them and sets nothing on the input. Its validators decide (any flagged `isRequired`: required(),
 * requiredTrimmed(), requiredFiles()...), as they decide the asterisk. MUI's `required` puts `required` on the
 * input (on a select, `aria-required`) and would draw a second asterisk, which the label is told not to. The
 * browser's own check of `required` never runs: Form is noValidate, react-admin's validators speak.
 */
export const requiredProps = (validate: Validator | Validator[] | undefined, slotProps: SlotProps) => {
    if (!isRequired(validate)) return {};
    const inputLabel = typeof slotProps?.inputLabel === 'object' ? slotProps.inputLabel : {};
    return { required: true, slotProps: { ...slotProps, inputLabel: { ...inputLabel, required: false } } };
};

/**
 * The most characters a one-line field takes (a name, a number, an issuer); an email address's own limit is longer.
 * Without one a paste of ten thousand characters was sent, and the card that showed it back grew thousands of px.
 */
export const ONE_LINE_MAX = 100;
export const EMAIL_MAX = 254;
const ONE_LINE_LIMIT = maxLength(ONE_LINE_MAX);
const EMAIL_LIMIT = maxLength(EMAIL_MAX);

const withLimit = (validate: TextInputProps['validate'], limit: Validator) =>
    validate === undefined ? limit : Array.isArray(validate) ? [...validate, limit] : [validate, limit];

/**
 * react-admin's TextInput, announced as required when its validators require it. A one-line field says when it is
 * longer than it may be (react-admin's own words), before anything is sent.
 */
export const TextInput = (props: TextInputProps) => {
    const { multiline, type, autoComplete, validate } = props;
    const limit = type === 'email' || autoComplete === 'email' ? EMAIL_LIMIT : ONE_LINE_LIMIT;
    // Kept between renders: react-admin registers a field's rules again when its validators change.
    const limited = useMemo(() => (multiline ? validate : withLimit(validate, limit)), [multiline, validate, limit]);
    return <AdminTextInput {...props} validate={limited} {...requiredProps(validate, props.slotProps)} />;
};

/** react-admin's DateInput, announced as required when its validators require it. */
export const DateInput = (props: DateInputProps) => (
    <AdminDateInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);

/** react-admin's NumberInput, announced as required when its validators require it. */
export const NumberInput = (props: NumberInputProps) => (
    <AdminNumberInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);
