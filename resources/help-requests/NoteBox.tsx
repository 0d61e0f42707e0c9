import { useEffect, useMemo, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate, type Identifier } from 'react-admin';
import { useFormContext, useFormState, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Form, requiredTrimmed, sayFailed, TextInput } from '../../src/forms';
import { helpRequestActions } from './api';
import { joinTexts, useReturnedTexts } from './returnedTexts';
import { newClientId, useAddNote } from './useHelpRequestMutations';

const REQUIRED = requiredTrimmed();
const T = 'resources.help-requests.detail';
const FAILED = helpRequestActions.addNote.messages.error;

interface NoteValues {
    Note: string;
}

/** Hands the form's API to the box, which empties it on send and puts a failed note back. */
const FormHandle = ({ handle }: { handle: { current: UseFormReturn<NoteValues> | null } }) => {
    const form = useFormContext<NoteValues>();
    useEffect(() => {
        handle.current = form;
        return () => {
            handle.current = null;
        };
    }, [form, handle]);
    return null;
};

const SendButton = () => {
    const translate = useTranslate();
    const { isValid } = useFormState<NoteValues>();
    return (
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={!isValid}>
            {translate(`${T}.send`)}
        </Button>
    );
};

/** A note that fails leaves the thread and comes back into the box (or the box's next opening). */
export const NoteBox = ({ activityId }: { activityId: Identifier }) => {
    const translate = useTranslate();
    const key = String(activityId);
    const returnedNotes = useReturnedTexts().notes;
    const form = useRef<UseFormReturn<NoteValues> | null>(null);
    const { run } = useAddNote(activityId);
    // What came back while the box was closed, once, when it opens.
    const returned = useMemo(() => returnedNotes.take(key), [returnedNotes, key]);
    const defaultValues = useMemo(() => ({ Note: returned?.value ?? '' }), [returned]);

    // A note given back while the box was closed can be sent as it is (Send is enabled for it), and the box says
    // that it failed (not when it only waited for a new sign-in).
    useEffect(() => {
        if (!returned?.value || !form.current) return;
        if (returned.failed) sayFailed(form.current.setError, FAILED);
        void form.current.trigger('Note');
    }, [returned]);

    useEffect(
        () =>
            returnedNotes.subscribe(key, () => {
                const api = form.current;
                if (!api) return;
                const { value = '', failed = false } = returnedNotes.take(key) ?? {};
                if (failed) sayFailed(api.setError, FAILED);
                api.setValue('Note', joinTexts(api.getValues('Note') ?? '', value), {
                    shouldDirty: true,
                    shouldValidate: true,
                });
                api.setFocus('Note');
            }),
        [returnedNotes, key]
    );

    const send = ({ Note }: NoteValues) => {
        const text = Note.trim();
        if (!text) return;
        form.current?.reset({ Note: '' });
        void run({ ActivityId: activityId, Note: text, clientId: newClientId() });
    };

    return (
        <Form
            key={key}
            defaultValues={defaultValues}
            onSubmit={(values: FieldValues) => send(values as NoteValues)}
            mode="onChange"
        >
            <FormHandle handle={form} />
            <TextInput
                source="Note"
                label={`resources.help-requests.fields.Note`}
                multiline
                rows={4}
                validate={REQUIRED}
                helperText={false}
            />
            <Box
                sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                }}
            >
                <Typography variant="caption" color="text.secondary">
                    {translate(`${T}.noteHelp`)}
                </Typography>
                <SendButton />
            </Box>
        </Form>
    );
};
