import { Form as AdminForm, type FormProps } from 'react-admin';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/**
 * react-admin's `<Form>`, with what every form of the portal needs and none may forget: leaving it with unsaved
 * input asks first (UnsavedChangesGuard). A 401 while it holds input keeps the page (the auth provider asks
 * navigationGuard), and a language switch keeps it too (LiveTranslations). Pages import this one (ESLint
 * refuses react-admin's own in resources/).
 */
export const Form = ({ children, ...props }: FormProps) => (
    <AdminForm {...props}>
        <UnsavedChangesGuard />
        {children}
    </AdminForm>
);
