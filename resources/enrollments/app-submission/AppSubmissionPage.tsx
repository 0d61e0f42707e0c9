import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useDataProvider, useGetList, useTranslate, type DataProvider } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DictionaryRecord } from '../../../src/api/dictionaries';
import { useDictionary } from '../../../src/api/useDictionary';
import { noFutureDate, requiredTrimmed, today } from '../../../src/forms';
import { PageHeading } from '../../../src/components/PageHeading';
import { useProviderAction } from '../../../src/components/useProviderMutation';
import { useSelectedPortal } from '../../../src/portal/usePortal';
import { appSubmissionQueries, submitAppAction, type AppSubmissionMethods } from './api';
import { isValidMbi, isValidSsn, mbiMask, ssnMask } from './masks';
import { MaskedInput } from './MaskedInput';
import { OptionSelect, type Option } from './OptionSelect';
import { PdfFilesField } from './PdfFilesField';
import { useRules } from './rules';
import { emptyForm, toSubmission } from './submission';
import { submissionSummary, summarize } from './summary';
import type { AppSubmissionForm } from './types';

const T = 'resources.enrollments.appSubmission';
const LABELS = 'messages.labels.enrollment';
const ALL = { page: 1, perPage: 10_000 };
const BY_NAME = { field: 'name', order: 'ASC' } as const;

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
                {translate(title)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
        </Box>
    );
};

const toOptions = (records: DictionaryRecord[] | undefined): Option[] | undefined =>
    records?.map(({ id, name }) => ({ id: String(id), name }));

/**
 * App submission (spec part 2 §2, §3, §5): the applicant, their Medicare and Medicaid numbers, the plan and
 * the signed PDFs, sent to the tracker service. Choices depend on each other (state and policy type on the
 * agent, county on the state, carrier on the policy type, product on the carrier); a new choice clears the
 * ones below it right in its change handler. A failed submission keeps every value and file.
 */
export const AppSubmissionPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const portal = useSelectedPortal();
    const isAgency = portal?.type === 'agency';
    const dataProvider = useDataProvider<AppSubmissionMethods & DataProvider>();
    const defaultValues = useMemo(() => emptyForm(isAgency ? '' : (portal?.id ?? '')), [isAgency, portal?.id]);
    const { control, handleSubmit, setValue, getValues } = useForm<AppSubmissionForm>({
        defaultValues,
        mode: 'onTouched',
    });
    const [AgentId, StateId, PolicyTypeId, InsurerId, files] = useWatch({
        control,
        name: ['AgentId', 'StateId', 'PolicyTypeId', 'InsurerId', 'files'],
    });
    const [failed, setFailed] = useState(false);

    const agents = useGetList<DictionaryRecord>(
        'downlineAgents',
        { pagination: ALL, sort: BY_NAME },
        { enabled: isAgency, staleTime: 5 * 60_000 }
    );
    const states = useQuery(appSubmissionQueries.states(dataProvider, AgentId));
    const counties = useDictionary('counties', { stateId: StateId }, { enabled: StateId !== '' });
    const policyTypes = useDictionary('policyTypes', {}, { enabled: AgentId !== '' });
    const insurers = useDictionary(
        'insurers',
        { IsActive: true, ProductsPolicyTypeId: PolicyTypeId },
        { enabled: PolicyTypeId !== '' }
    );
    const products = useDictionary('products', { InsurerId, PolicyTypeId }, { enabled: InsurerId !== '' });

    const options = {
        AgentId: toOptions(agents.data),
        StateId: states.data,
        CountyId: toOptions(counties.data),
        PolicyTypeId: toOptions(policyTypes.data),
        InsurerId: toOptions(insurers.data),
        ProductId: toOptions(products.data),
    };
    const nameOf = (field: keyof typeof options) =>
        options[field]?.find(option => option.id === getValues(field))?.name ?? '';

    const clear =
        (...fields: Array<FieldPath<AppSubmissionForm>>) =>
        () =>
            fields.forEach(field => setValue(field, ''));

    const submission = useProviderAction(submitAppAction, {
        onSuccess: () => navigate('/enrollments/app-submission/success'),
        onError: () => setFailed(true),
    });
    const invalidFile = files.some(file => !file.valid);
    const rules = useRules();

    const onSubmit = handleSubmit(async values => {
        if (values.files.some(file => !file.valid)) return;
        setFailed(false);
        submissionSummary.keep(summarize(values, nameOf, isAgency));
        await submission.run({ submission: toSubmission(values), files: values.files.map(picked => picked.file) });
    });

    const textField = (name: 'FirstName' | 'LastName', label: string) => (
        <Controller
            name={name}
            control={control}
            rules={rules(requiredTrimmed())}
            render={({ field, fieldState }) => (
                <TextField
                    {...field}
                    required
                    label={translate(label)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    autoComplete="off"
                    fullWidth
                />
            )}
        />
    );

    const dateField = (
        name: 'DateOfBirth' | 'MedicareADate' | 'MedicareBDate' | 'DateAgentSignedApplication' | 'EffectiveDate',
        label: string,
        { isRequired = false, past = false }: { isRequired?: boolean; past?: boolean } = {}
    ) => (
        <Controller
            name={name}
            control={control}
            rules={rules(...(isRequired ? [requiredTrimmed()] : []), ...(past ? [noFutureDate()] : []))}
            render={({ field, fieldState }) => (
                <TextField
                    {...field}
                    type="date"
                    required={isRequired}
                    label={translate(label)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    autoComplete="off"
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: past ? { max: today() } : {} }}
                    fullWidth
                />
            )}
        />
    );

    return (
        <>
            <PageHeading title={translate(`${T}.title`)} />
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
                <CardContent>
                    <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
                    <Box component="form" noValidate autoComplete="off" onSubmit={onSubmit}>
                        {isAgency && (
                            <Section title={`${T}.sections.agent`}>
                                <OptionSelect
                                    name="AgentId"
                                    control={control}
                                    label={`${T}.fields.AgentId`}
                                    loadError="common.dictionaries.agentsError"
                                    options={options.AgentId}
                                    isError={agents.isError}
                                    isLoading={agents.isLoading}
                                    onPick={clear('StateId', 'CountyId')}
                                />
                            </Section>
                        )}
                        <Section title={`${T}.sections.applicant`}>
                            {textField('FirstName', `${T}.fields.FirstName`)}
                            {textField('LastName', `${T}.fields.LastName`)}
                            {dateField('DateOfBirth', `${LABELS}.dateOfBirth`, { past: true })}
                            <MaskedInput
                                name="SSN"
                                control={control}
                                label={`${LABELS}.ssn`}
                                hint={`${T}.hints.ssn`}
                                mask={ssnMask}
                                inputMode="numeric"
                                validate={value =>
                                    !value || isValidSsn(value) || translate('messages.validation.ssnInvalid')
                                }
                            />
                            <OptionSelect
                                name="StateId"
                                control={control}
                                label={`${T}.fields.StateId`}
                                loadError="common.dictionaries.statesError"
                                options={options.StateId}
                                isError={states.isError}
                                isLoading={states.isLoading}
                                waitingFor={AgentId === '' ? `${T}.hints.chooseAgentFirst` : undefined}
                                onPick={clear('CountyId')}
                            />
                            <OptionSelect
                                name="CountyId"
                                control={control}
                                label={`${T}.fields.CountyId`}
                                loadError="common.dictionaries.countiesError"
                                options={options.CountyId}
                                isError={counties.isError}
                                isLoading={counties.isLoading}
                                waitingFor={StateId === '' ? `${T}.hints.chooseStateFirst` : undefined}
                            />
                        </Section>
                        <Section title={`${T}.sections.coverage`}>
                            <MaskedInput
                                name="MbiNumber"
                                control={control}
                                label={`${LABELS}.medicareNumber`}
                                hint={`${T}.hints.mbi`}
                                mask={mbiMask}
                                validate={value =>
                                    !value || isValidMbi(value) || translate('messages.validation.mbiInvalid')
                                }
                            />
                            <Controller
                                name="MedicaidNumber"
                                control={control}
                                render={({ field }) => (
                                    <TextField
                                        {...field}
                                        label={translate(`${LABELS}.medicaidNumber`)}
                                        autoComplete="off"
                                        fullWidth
                                    />
                                )}
                            />
                            {dateField('MedicareADate', `${LABELS}.medicareADate`)}
                            {dateField('MedicareBDate', `${LABELS}.medicareBDate`)}
                        </Section>
                        <Section title={`${T}.sections.plan`}>
                            <OptionSelect
                                name="PolicyTypeId"
                                control={control}
                                label={`${T}.fields.PolicyTypeId`}
                                loadError="common.dictionaries.policyTypesError"
                                options={options.PolicyTypeId}
                                isError={policyTypes.isError}
                                isLoading={policyTypes.isLoading}
                                waitingFor={AgentId === '' ? `${T}.hints.chooseAgentFirst` : undefined}
                                onPick={clear('InsurerId', 'ProductId')}
                            />
                            <OptionSelect
                                name="InsurerId"
                                control={control}
                                label={`${T}.fields.InsurerId`}
                                loadError="common.dictionaries.insurersError"
                                options={options.InsurerId}
                                isError={insurers.isError}
                                isLoading={insurers.isLoading}
                                waitingFor={PolicyTypeId === '' ? `${T}.hints.choosePolicyTypeFirst` : undefined}
                                onPick={clear('ProductId')}
                            />
                            <OptionSelect
                                name="ProductId"
                                control={control}
                                label={`${T}.fields.ProductId`}
                                loadError="common.dictionaries.productsError"
                                options={options.ProductId}
                                isError={products.isError}
                                isLoading={products.isLoading}
                                waitingFor={InsurerId === '' ? `${T}.hints.chooseCarrierFirst` : undefined}
                            />
                            {dateField('DateAgentSignedApplication', `${T}.fields.DateAgentSignedApplication`, {
                                isRequired: true,
                                past: true,
                            })}
                            {dateField('EffectiveDate', `${T}.fields.EffectiveDate`, { isRequired: true })}
                        </Section>
                        <Controller
                            name="files"
                            control={control}
                            rules={{
                                validate: value => value.length > 0 || translate(`${T}.files.required`),
                            }}
                            render={({ field, fieldState }) => (
                                <PdfFilesField
                                    files={field.value}
                                    onChange={field.onChange}
                                    error={fieldState.error?.message}
                                    disabled={submission.running}
                                />
                            )}
                        />
                        {failed && (
                            <Alert severity="error" sx={{ mt: 2 }}>
                                {translate('messages.errors.appQueueSubmitFailed')}
                            </Alert>
                        )}
                        <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                            <Button type="submit" variant="contained" disabled={submission.running || invalidFile}>
                                {translate(`${T}.actions.submit`)}
                            </Button>
                            <Button component={RouterLink} to="/enrollments">
                                {translate(`${T}.actions.cancel`)}
                            </Button>
                        </Stack>
                    </Box>
                </CardContent>
            </Card>
        </>
    );
};
