import { useMemo } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { ChoiceSelectInput, requiredTrimmed, SubmitButton, useFormAction } from '../../src/forms';
import { requestScopeAction, type SoaRequestBody } from './api';
import { CONTACT_METHODS, type ContactMethod, type SoaRequest } from './types';

const EMPTY: SoaRequest = { first_name: '', last_name: '', email: '', method_of_contact: '' };

// Module-level so the validators keep their identity between renders.
const NAME = requiredTrimmed();
const EMAIL = [requiredTrimmed(), email('resources.scopes.request.emailInvalid')];
const METHOD = required();

// Values arrive trimmed (useFormAction); the method is required, so the form only submits with one.
const toVariables = (values: SoaRequest): SoaRequestBody => ({
    customer: { first_name: values.first_name, last_name: values.last_name, email: values.email },
    method_of_contact: values.method_of_contact as ContactMethod,
    customer_sign_embedded: false,
    agent_sign_embedded: false,
});

/**
 * /scopes/request (spec part 2 §2, §5, §7): the customer's first name, last name and email (checked for its
 * shape) and the initial method of contact, all required. On success the list opens at its first page with no
 * filter, where the new SOA, the newest, is on top; a failure keeps everything typed.
 */
export const ScopeRequestPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { onSubmit } = useFormAction(requestScopeAction, {
        toVariables,
        onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: ['scopes'] });
            navigate('/scopes');
        },
    });
    const methods = useMemo(
        () =>
            CONTACT_METHODS.map(method => ({
                id: method,
                name: translate(`resources.scopes.contactMethods.${method}`),
            })),
        [translate]
    );

    return (
        <>
            <PageHeading title={translate('resources.scopes.request.title')} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {translate('resources.scopes.request.intro')}
                    </Typography>
                    <Form defaultValues={EMPTY} onSubmit={onSubmit}>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                            <TextInput
                                source="first_name"
                                label="resources.scopes.fields.first_name"
                                validate={NAME}
                                autoComplete="off"
                            />
                            <TextInput
                                source="last_name"
                                label="resources.scopes.fields.last_name"
                                validate={NAME}
                                autoComplete="off"
                            />
                        </Stack>
                        <TextInput
                            source="email"
                            type="email"
                            label="resources.scopes.fields.email"
                            validate={EMAIL}
                            autoComplete="off"
                        />
                        <ChoiceSelectInput
                            source="method_of_contact"
                            label="messages.labels.soa.methodOfContact"
                            loadError="messages.soa.requestFailed"
                            choices={methods}
                            helperText="resources.scopes.request.methodHelp"
                            validate={METHOD}
                        />
                        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                            <SubmitButton label="resources.scopes.request.send" icon={<SendIcon />} />
                            <Button component={RouterLink} to="/scopes">
                                {translate('resources.scopes.request.back')}
                            </Button>
                        </Stack>
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};
