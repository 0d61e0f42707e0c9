import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { navigationGuard } from '../portal/navigationGuard';

/**
 * Put inside a `<Form>`: while it has unsaved changes, leaving asks first, by a link or a redirect, by Back or
 * Forward (the portal history asks navigationGuard), by a language switch, and by closing or reloading the tab
 * (`beforeunload`: the browser shows its own question). react-admin's `warnWhenUnsavedChanges` does nothing
 * under the portal's HistoryRouter (stack-notes). A page that leaves on its own after saving navigates inside
 * `navigationGuard.pass`.
 */
export const UnsavedChangesGuard = () => {
    const translate = useTranslate();
    const { isDirty } = useFormState();
    const dirty = useRef(isDirty);
    dirty.current = isDirty;
    const ask = useRef(() => window.confirm(translate('ra.message.unsaved_changes')));
    ask.current = () => window.confirm(translate('ra.message.unsaved_changes'));

    useEffect(() => navigationGuard.register({ isDirty: () => dirty.current, confirmLeave: () => ask.current() }), []);

    useEffect(() => {
        if (!isDirty) return;
        const warn = (event: BeforeUnloadEvent) => {
            event.preventDefault();
            // Older browsers show the question only when returnValue is set.
            event.returnValue = '';
        };
        window.addEventListener('beforeunload', warn);
        return () => window.removeEventListener('beforeunload', warn);
    }, [isDirty]);

    return null;
};
