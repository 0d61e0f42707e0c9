import {
    Box,
    Button,
    Card,
    CardContent,
    Checkbox,
    FormControlLabel,
    Stack,
    TextField,
    Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '../../src/components/PageHeading';
import { useNotifiedAction } from '../../src/components/useNotifiedAction';
import type { LicenseMethods } from './api';
import { DictionarySelect } from './DictionarySelect';
import { LicenseFileField } from './LicenseFileField';
import type { LicenseSubmission } from './types';

interface LicenseForm extends LicenseSubmission {
    file: File | undefined;
}

const EMPTY: LicenseForm = {
    StateProvince: '',
    LicenseType: '',
    IsResidentLicense: false,
    LicenseNumber: '',
    ExpirationDate: '',
    file: undefined,
};

const SUBMIT_MESSAGES = {
    pending: 'resources.licenses.messages.submitting',
    success: 'resources.licenses.messages.submitSuccess',
    error: 'resources.licenses.messages.submitFailed',
};

/**
 * License submission: state, license type, resident flag, number, expiry and the PDF, all required but the
 * checkbox. A failed submission keeps everything entered (the form is only left on success).
 */
export const LicenseSubmissionPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<LicenseMethods & DataProvider>();
    const { control, handleSubmit } = useForm<LicenseForm>({ defaultValues: EMPTY, mode: 'onTouched' });
    const submission = useNotifiedAction(
        ({ file, ...license }: LicenseForm) => dataProvider.submitLicense(license, file!),
        SUBMIT_MESSAGES
    );
    const required = { required: translate('ra.validation.required') };

    const onSubmit = handleSubmit(async values => {
        const saved = await submission.run(values);
        if (!saved) return;
        await queryClient.invalidateQueries({ queryKey: ['licenses'] });
        navigate('/licenses/submission/success', { state: { license: saved } });
    });

    return (
        <>
            <PageHeading title={translate('resources.licenses.submission.title')} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {translate('resources.licenses.submission.intro')}
                    </Typography>
                    <Box component="form" noValidate onSubmit={onSubmit}>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                            <DictionarySelect
                                name="StateProvince"
                                control={control}
                                label="common.license.fields.StateProvince"
                                dictionary="states"
                                loadError="common.dictionaries.statesError"
                                valueOf={state => state.abbreviation ?? state.id}
                            />
                            <DictionarySelect
                                name="LicenseType"
                                control={control}
                                label="common.license.fields.LicenseType"
                                dictionary="licenseTypes"
                                loadError="common.dictionaries.licenseTypesError"
                                valueOf={type => type.name}
                            />
                        </Stack>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                            <Controller
                                name="LicenseNumber"
                                control={control}
                                rules={required}
                                render={({ field, fieldState }) => (
                                    <TextField
                                        {...field}
                                        required
                                        label={translate('common.license.fields.LicenseNumber')}
                                        error={Boolean(fieldState.error)}
                                        helperText={fieldState.error?.message}
                                        autoComplete="off"
                                    />
                                )}
                            />
                            <Controller
                                name="ExpirationDate"
                                control={control}
                                rules={required}
                                render={({ field, fieldState }) => (
                                    <TextField
                                        {...field}
                                        type="date"
                                        required
                                        label={translate('common.license.fields.ExpirationDate')}
                                        error={Boolean(fieldState.error)}
                                        helperText={fieldState.error?.message}
                                        slotProps={{ inputLabel: { shrink: true } }}
                                    />
                                )}
                            />
                        </Stack>
                        <Controller
                            name="IsResidentLicense"
                            control={control}
                            render={({ field }) => (
                                <FormControlLabel
                                    control={
                                        <Checkbox
                                            checked={field.value}
                                            onChange={event => field.onChange(event.target.checked)}
                                            onBlur={field.onBlur}
                                        />
                                    }
                                    label={translate('common.license.fields.IsResidentLicense')}
                                />
                            )}
                        />
                        <Controller
                            name="file"
                            control={control}
                            rules={{ validate: file => (file ? true : translate('ra.validation.required')) }}
                            render={({ field, fieldState }) => (
                                <LicenseFileField
                                    file={field.value}
                                    onChange={field.onChange}
                                    error={fieldState.error?.message}
                                    disabled={submission.running}
                                />
                            )}
                        />
                        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                            <Button type="submit" variant="contained" disabled={submission.running}>
                                {translate('resources.licenses.actions.send')}
                            </Button>
                            <Button component={RouterLink} to="/licenses">
                                {translate('resources.licenses.actions.backToList')}
                            </Button>
                        </Stack>
                    </Box>
                </CardContent>
            </Card>
        </>
    );
};
