import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { required } from 'react-admin';
import { useNavigate } from 'react-router';
import {
    CheckboxInput,
    DateInput,
    dateInYears,
    DictionarySelectInput,
    FormPage,
    PdfFileInput,
    requiredTrimmed,
    TextInput,
    useFormAction,
} from '../../src/forms';
import { licenseActions, licenseQueries, type LicenseSubmissionVariables } from './api';
import { StateFromAddress } from './StateFromAddress';
import type { LicenseSubmission } from './types';

interface LicenseFormValues extends LicenseSubmission {
    file: File | null;
}

const EMPTY: LicenseFormValues = {
    StateProvince: '',
    LicenseType: '',
    IsResidentLicense: false,
    LicenseNumber: '',
    ExpirationDate: '',
    file: null,
};

// Module-level so the validators keep their identity between renders.
const REQUIRED = required();
const NUMBER = requiredTrimmed();
const EXPIRY = [required(), dateInYears()];

// The file is required, so the form only submits with one.
const toVariables = ({ file, ...license }: LicenseFormValues): LicenseSubmissionVariables => ({
    license,
    file: file as File,
});

// A failed submission keeps everything entered; the form is left only on success.
export const LicenseSubmissionPage = () => {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { onSubmit } = useFormAction(licenseActions.submit, {
        toVariables,
        onSuccess: async saved => {
            await queryClient.invalidateQueries({ queryKey: licenseQueries.all });
            navigate('/licenses/submission/success', { state: { license: saved } });
        },
    });

    return (
        <FormPage
            title="resources.licenses.submission.title"
            intro="resources.licenses.submission.intro"
            send="resources.licenses.actions.send"
            back={{ to: '/licenses', label: 'resources.licenses.actions.backToList' }}
            defaultValues={EMPTY}
            onSubmit={onSubmit}
        >
            <StateFromAddress source="StateProvince" />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <DictionarySelectInput
                    source="StateProvince"
                    label="common.license.fields.StateProvince"
                    dictionary="states"
                    optionValue="abbreviation"
                    loadError="common.dictionaries.statesError"
                    validate={REQUIRED}
                />
                <DictionarySelectInput
                    source="LicenseType"
                    label="common.license.fields.LicenseType"
                    dictionary="licenseTypes"
                    optionValue="name"
                    loadError="common.dictionaries.licenseTypesError"
                    validate={REQUIRED}
                />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <TextInput
                    source="LicenseNumber"
                    label="common.license.fields.LicenseNumber"
                    validate={NUMBER}
                    autoComplete="off"
                />
                <DateInput source="ExpirationDate" label="common.license.fields.ExpirationDate" validate={EXPIRY} />
            </Stack>
            <CheckboxInput source="IsResidentLicense" label="common.license.fields.IsResidentLicense" />
            <PdfFileInput
                source="file"
                label="resources.licenses.fields.file"
                helperText="resources.licenses.submission.fileHelp"
                notPdfMessage="resources.licenses.messages.pdfOnly"
                validate={REQUIRED}
            />
        </FormPage>
    );
};
