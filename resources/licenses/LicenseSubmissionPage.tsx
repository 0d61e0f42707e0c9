import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { DateInput, Form, required, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import {
    CheckboxInput,
    dateInYears,
    DictionarySelectInput,
    PdfFileInput,
    requiredTrimmed,
    SubmitButton,
    useFormAction,
} from '../../src/forms';
import { licenseActions, type LicenseSubmissionVariables } from './api';
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

/**
 * License submission (spec part 1 §5): state, license type, number, expiry and the PDF are required, the
 * resident checkbox is not. A failed submission keeps everything entered; the form is left only on success.
 */
export const LicenseSubmissionPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { onSubmit } = useFormAction(licenseActions.submit, {
        toVariables,
        onSuccess: async saved => {
            await queryClient.invalidateQueries({ queryKey: ['licenses'] });
            navigate('/licenses/submission/success', { state: { license: saved } });
        },
    });

    return (
        <>
            <PageHeading title={translate('resources.licenses.submission.title')} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {translate('resources.licenses.submission.intro')}
                    </Typography>
                    <Form defaultValues={EMPTY} onSubmit={onSubmit}>
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
                            <DateInput
                                source="ExpirationDate"
                                label="common.license.fields.ExpirationDate"
                                validate={EXPIRY}
                            />
                        </Stack>
                        <CheckboxInput source="IsResidentLicense" label="common.license.fields.IsResidentLicense" />
                        <PdfFileInput
                            source="file"
                            label="resources.licenses.fields.file"
                            helperText="resources.licenses.submission.fileHelp"
                            notPdfMessage="resources.licenses.messages.pdfOnly"
                            validate={REQUIRED}
                        />
                        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                            <SubmitButton label="resources.licenses.actions.send" icon={<SendIcon />} />
                            <Button component={RouterLink} to="/licenses">
                                {translate('resources.licenses.actions.backToList')}
                            </Button>
                        </Stack>
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};
