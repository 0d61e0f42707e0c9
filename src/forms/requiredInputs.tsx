import {
    DateInput as AdminDateInput,
    isRequired,
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

/** react-admin's TextInput, announced as required when its validators require it. */
export const TextInput = (props: TextInputProps) => (
    <AdminTextInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);

/** react-admin's DateInput, announced as required when its validators require it. */
export const DateInput = (props: DateInputProps) => (
    <AdminDateInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);

/** react-admin's NumberInput, announced as required when its validators require it. */
export const NumberInput = (props: NumberInputProps) => (
    <AdminNumberInput {...props} {...requiredProps(props.validate, props.slotProps)} />
);
