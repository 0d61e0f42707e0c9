import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { navigationGuard } from '../portal/navigationGuard';

/** react-admin's `warnWhenUnsavedChanges` does nothing under the portal's HistoryRouter (it needs a data router). */
export const UnsavedChangesGuard = ({ holdsInput = false }: { holdsInput?: boolean }) => {
    const translate = useTranslate();
    const { isDirty } = useFormState();
    const { watch } = useFormContext();
    const dirty = useRef(isDirty || holdsInput);
    dirty.current = isDirty || holdsInput;
    const saved = useRef(false);
    const ask = useRef(() => window.confirm(translate('ra.message.unsaved_changes')));
    ask.current = () => window.confirm(translate('ra.message.unsaved_changes'));

    // A change after a successful submission is unsaved again.
    useEffect(() => {
        const subscription = watch(() => {
            saved.current = false;
        });
        return () => subscription.unsubscribe();
    }, [watch]);

    useEffect(() => {
        const unsaved = () => dirty.current && !saved.current;
        const unregister = navigationGuard.register({
            isDirty: unsaved,
            confirmLeave: () => ask.current(),
            markSaved: () => {
                saved.current = true;
            },
        });
        const warn = (event: BeforeUnloadEvent) => {
            if (!unsaved()) return;
            event.preventDefault();
            // Older browsers show the question only when returnValue is set.
            event.returnValue = '';
        };
        window.addEventListener('beforeunload', warn);
        return () => {
            unregister();
            window.removeEventListener('beforeunload', warn);
        };
    }, []);

    return null;
};
