/**
 * The pieces every form of the portal is built from (docs/architecture.md, "Forms"): react-admin's `<Form>` and
 * inputs, plus what the product's rules and its API add to them.
 */
export { CheckboxInput } from './CheckboxInput';
export { ChoiceSelectInput, type Choice, type ChoiceSelectInputProps } from './ChoiceSelectInput';
export { calendarDay, dateInYears, localDay, MAX_YEAR, MIN_YEAR, noFutureDate, today, withinYears } from './dates';
export { Form, type GuardedFormProps } from './Form';
export { FormPage, type FormPageProps } from './FormPage';
export { confirmedIfPast, PastDateConfirmation } from './PastDateConfirmation';
export { DictionarySelectInput, type DictionarySelectInputProps } from './DictionarySelectInput';
export { isPdfFile } from './pdf';
export { PdfFileInput, type PdfFileInputProps } from './PdfFileInput';
export { RequiredNote } from './RequiredNote';
export { DateInput, NumberInput, TextInput } from './requiredInputs';
export {
    filesBlockSending,
    PdfFilesInput,
    requiredFiles,
    type PdfFilesInputProps,
    type PickedFile,
} from './PdfFilesInput';
export { serverFieldErrors } from './serverErrors';
export { sayFailed, submissionFailed } from './SubmissionFailure';
export { SubmitButton } from './SubmitButton';
export { useFormAction, type FormActionOptions } from './useFormAction';
export { requiredBy, requiredTrimmed, trimStrings } from './validators';
export { caretAfter, grouped, phoneMask, PHONE_PATTERN, significantBefore, validPhone, type Mask } from './masks';
export { MaskedInput, type MaskedInputProps } from './MaskedInput';
export { amountProblemMessage, MAX_USD_AMOUNT, parseUsdAmount, usdAmount, wireUsdAmount } from './amount';
