import { useEffect, useMemo, useRef } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useApiValue } from '../../src/components/ApiValue';
import { PageHeading } from '../../src/components/PageHeading';
import {
    ChoiceSelectInput,
    Form,
    requiredTrimmed,
    sayFailed,
    SubmitButton,
    TextInput,
    trimStrings,
} from '../../src/forms';
import { navigationGuard } from '../../src/portal/navigationGuard';
import { defaultType, helpRequestActions, offeredTypes, useActivityTypes } from './api';
import { REQUEST_FORM, useReturnedTexts, type HelpRequestDraft } from './returnedTexts';
import { newClientId, useSubmitHelpRequest } from './useHelpRequestMutations';

const T = 'resources.help-requests';
const REQUIRED = requiredTrimmed();

/** Unless a type is chosen already (a returned draft). */
const DefaultType = ({ typeId }: { typeId: string | undefined }) => {
    const { getValues, setValue } = useFormContext<HelpRequestDraft>();
    useEffect(() => {
        if (typeId && !getValues('ActivityTypeId')) setValue('ActivityTypeId', typeId);
    }, [typeId, getValues, setValue]);
    return null;
};

const FAILED = helpRequestActions.submit.messages.error;

// A failed request comes back into the form open now, not the one that sent it: that one is leaving for the list
// and what it took would be lost with it.
const TakeReturns = ({
    leaving,
    handle,
}: {
    leaving: { current: boolean };
    handle: { current: UseFormReturn<HelpRequestDraft> | null };
}) => {
    const form = useFormContext<HelpRequestDraft>();
    handle.current = form;
    const returnedRequests = useReturnedTexts().requests;
    useEffect(
        () =>
            returnedRequests.subscribe(REQUEST_FORM, () => {
                if (leaving.current) return;
                const { value: returned, failed } = returnedRequests.take(REQUEST_FORM) ?? {};
                if (!returned) return;
                if (!handle.current) return;
                const { getValues, setValue, setError } = handle.current;
                if (failed) sayFailed(setError, FAILED);
                setValue('ActivityTypeId', returned.ActivityTypeId || getValues('ActivityTypeId'), {
                    shouldDirty: true,
                });
                const current = getValues('Description') ?? '';
                setValue(
                    'Description',
                    current.trim() ? `${current}\n\n${returned.Description}` : returned.Description,
                    {
                        shouldDirty: true,
                        shouldValidate: true,
                    }
                );
            }),
        [returnedRequests, leaving, handle]
    );
    return null;
};

/** Sending returns to the list at once; a failure reopens this form with what was typed. */
export const HelpRequestCreate = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const types = useActivityTypes();
    const offered = useMemo(() => (types.data ? offeredTypes(types.data) : undefined), [types.data]);
    const shown = useApiValue();
    const choices = useMemo(
        () =>
            offered?.map(type => {
                const { text, lang } = shown('helpRequestType', type.Name);
                return { id: String(type.Id), name: text, lang };
            }),
        [offered, shown]
    );
    const returnedRequests = useReturnedTexts().requests;
    const returned = useMemo(() => returnedRequests.take(REQUEST_FORM), [returnedRequests]);
    const initial = useMemo(() => returned?.value ?? { ActivityTypeId: '', Description: '' }, [returned]);
    const { run } = useSubmitHelpRequest();
    const leaving = useRef(false);
    const form = useRef<UseFormReturn<HelpRequestDraft> | null>(null);
    // Opened with a request that failed: said once the form has taken its values (its first reset clears errors;
    // this page's effect runs after the form's).
    useEffect(() => {
        if (returned?.failed && form.current) sayFailed(form.current.setError, FAILED);
    }, [returned]);

    const submit = (values: HelpRequestDraft) => {
        const { ActivityTypeId, Description } = trimStrings(values);
        const type = offered?.find(candidate => String(candidate.Id) === ActivityTypeId);
        if (!type) return;
        leaving.current = true;
        void run({ ActivityTypeId, ActivityTypeName: type.Name, Description, clientId: newClientId() });
        navigationGuard.pass(() => navigate('/help-requests'));
    };

    return (
        <>
            <PageHeading title={translate(`${T}.create.title`)} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {translate(`${T}.create.intro`)}
                    </Typography>
                    <Form
                        defaultValues={initial}
                        onSubmit={(values: FieldValues) => submit(values as HelpRequestDraft)}
                    >
                        <DefaultType typeId={offered && String(defaultType(offered)?.Id ?? '')} />
                        <TakeReturns leaving={leaving} handle={form} />
                        <ChoiceSelectInput
                            source="ActivityTypeId"
                            label={`${T}.fields.ActivityTypeId`}
                            loadError={`${T}.messages.typesLoadError`}
                            emptyText={`${T}.messages.noTypes`}
                            choices={choices}
                            isLoading={types.isPending}
                            isError={types.isError}
                            retry={types.refetch}
                            validate={REQUIRED}
                        />
                        <TextInput
                            source="Description"
                            label={`${T}.fields.Description`}
                            multiline
                            rows={10}
                            validate={REQUIRED}
                        />
                        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                            <SubmitButton label={`${T}.create.send`} icon={<SendIcon />} />
                            <Button component={RouterLink} to="/help-requests">
                                {translate(`${T}.create.cancel`)}
                            </Button>
                        </Stack>
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};
