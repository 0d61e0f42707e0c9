import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { email, required, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { ChoiceSelectInput, FormPage, requiredTrimmed, TextInput, useFormAction } from '../../src/forms';
import { requestScopeAction, scopeQueries, type SoaRequestBody } from './api';
import { readFilter } from './filters';
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

// On success the list opens at page 1 with no filter, where the new SOA is on top. The names may come in the
// address (from the SOA check); no email is ever taken from an address: it would travel in requested addresses.
export const ScopeRequestPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const [params] = useSearchParams();
    const firstName = readFilter(params).firstName ?? '';
    const lastName = readFilter(params).lastName ?? '';
    const defaultValues = useMemo(
        (): SoaRequest => ({ ...EMPTY, first_name: firstName, last_name: lastName }),
        [firstName, lastName]
    );
    const { onSubmit } = useFormAction(requestScopeAction, {
        toVariables,
        onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: scopeQueries.all });
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
        <FormPage
            title="resources.scopes.request.title"
            intro="resources.scopes.request.intro"
            send="resources.scopes.request.send"
            back={{ to: '/scopes', label: 'resources.scopes.request.back' }}
            defaultValues={defaultValues}
            onSubmit={onSubmit}
        >
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
                label="resources.scopes.fields.method_of_contact"
                loadError="resources.scopes.messages.requestFailed"
                choices={methods}
                helperText="resources.scopes.request.methodHelp"
                validate={METHOD}
            />
        </FormPage>
    );
};
