import { useTranslate, type Validator } from 'react-admin';
import type { FieldValues, RegisterOptions } from 'react-hook-form';

/**
 * The portal's form rules (src/forms validators: requiredTrimmed, noFutureDate...) as a react-hook-form
 * rule for this form's own controllers: the first failing validator's text, translated, as react-admin
 * would show it. The validators here are synchronous.
 */
export const useRules = () => {
    const translate = useTranslate();
    return <Form extends FieldValues>(...validators: Validator[]): Pick<RegisterOptions<Form>, 'validate'> => ({
        validate: value => {
            for (const validator of validators) {
                const error = validator(value, {}, {});
                if (typeof error === 'string') return translate(error);
                if (error && 'message' in error) return translate(error.message, error.args);
            }
            return true;
        },
    });
};
