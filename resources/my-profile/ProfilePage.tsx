import type { ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { QueryState } from '../../src/components/QueryState';
import {
    DictionarySelectInput,
    Form,
    MaskedInput,
    phoneMask,
    SubmitButton,
    TextInput,
    useFormAction,
} from '../../src/forms';
import type { Portal } from '../../src/portal/types';
import { usePortal } from '../../src/portal/PortalScope';
import { profileActions, profileQueries, useProfile } from './api';
import { PROFILE_SUBMITTED_KEY, toFormValues, toProfile, validatorsFor } from './profileForm';
import type { Profile, ProfileFormValues } from './types';

const T = 'resources.my-profile';

const Row = ({ children }: { children: ReactNode }) => (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
        {children}
    </Stack>
);

const ProfileForm = ({ portal, profile }: { portal: Portal; profile: Profile }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const validate = validatorsFor(portal.type);
    const { onSubmit } = useFormAction(profileActions.submit, {
        toVariables: (values: ProfileFormValues) => toProfile(portal.type, values),
        onSuccess: async () => {
            await queryClient.invalidateQueries({ queryKey: profileQueries.all });
            navigate('/my-profile/submission/success', { state: { [PROFILE_SUBMITTED_KEY]: true } });
        },
    });
    const text = (source: keyof ProfileFormValues, autoComplete: string) => (
        <TextInput
            source={source}
            label={`${T}.fields.${source}`}
            validate={validate[source]}
            autoComplete={autoComplete}
        />
    );
    return (
        <Form defaultValues={toFormValues(profile)} onSubmit={onSubmit}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                {translate(`${T}.sections.name`)}
            </Typography>
            {portal.type === 'agent' ? (
                <>
                    <Row>
                        {text('FirstName', 'given-name')}
                        {text('MiddleName', 'additional-name')}
                    </Row>
                    <Row>
                        {text('LastName', 'family-name')}
                        {text('Nickname', 'nickname')}
                    </Row>
                </>
            ) : (
                text('Name', 'organization')
            )}
            <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mt: 2, mb: 1 }}>
                {translate(`${T}.sections.contact`)}
            </Typography>
            <MaskedInput
                source="Phone"
                label={`${T}.fields.Phone`}
                hint={`${T}.hints.phone`}
                mask={phoneMask}
                validate={validate.Phone}
                inputMode="tel"
                autoComplete="tel-national"
            />
            {text('Address1', 'address-line1')}
            {text('Address2', 'address-line2')}
            <Row>
                {text('City', 'address-level2')}
                <DictionarySelectInput
                    source="StateName"
                    label={`${T}.fields.StateName`}
                    dictionary="states"
                    optionValue="name"
                    loadError="common.dictionaries.statesError"
                    validate={validate.StateName}
                />
            </Row>
            <TextInput
                source="ZipCode"
                label={`${T}.fields.ZipCode`}
                helperText={`${T}.hints.zip`}
                validate={validate.ZipCode}
                autoComplete="postal-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            />
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
                <SubmitButton label={`${T}.actions.save`} icon={<SaveIcon />} />
            </Stack>
        </Form>
    );
};

/** A failed load shows no form: an empty one would invite overwriting the profile with blanks. */
export const ProfilePage = () => {
    const translate = useTranslate();
    const portal = usePortal();
    const profile = useProfile();
    return (
        <>
            <PageHeading title={translate(`${T}.title`)} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <QueryState query={profile} error={`${T}.messages.loadError`} keepsData>
                        {answer => (
                            <>
                                <Typography color="text.secondary" sx={{ mb: 2 }}>
                                    {translate(`${T}.intro.${portal.type}`)}
                                </Typography>
                                <ProfileForm portal={portal} profile={answer} />
                            </>
                        )}
                    </QueryState>
                </CardContent>
            </Card>
        </>
    );
};
