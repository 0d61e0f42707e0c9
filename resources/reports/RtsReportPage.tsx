import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { required, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useAddressState } from '../../src/routing/useAddressState';
import { PageHeading } from '../../src/components/PageHeading';
import { useDictionary } from '../../src/api/useDictionary';
import { ChoiceSelectInput, Form, SubmitButton, useFormAction } from '../../src/forms';
import { planYears, rtsReportAction, type RtsReportParameters } from './api';

interface RtsReportValues {
    PlanYear: string;
    InsurerId: string;
    PolicyTypeId: string;
}

const REQUIRED = required();

interface OptionalDictionaryProps {
    source: string;
    label: string;
    dictionary: 'insurers' | 'policyTypes';
    loadError: string;
    helperText: string;
}

// Optional: when the dictionary fails the field says so, and the report still downloads without it.
const OptionalDictionaryInput = ({ dictionary, loadError, helperText, ...props }: OptionalDictionaryProps) => {
    const { data, isLoading, isError, refetch } = useDictionary(dictionary);
    const choices = useMemo(() => data?.map(record => ({ id: String(record.id), name: record.name })), [data]);
    return (
        <ChoiceSelectInput
            {...props}
            loadError={loadError}
            choices={isError ? undefined : choices}
            isLoading={isLoading}
            isError={isError}
            retry={refetch}
            optional
            helperText={helperText}
        />
    );
};

const FIELDS = ['PlanYear', 'InsurerId', 'PolicyTypeId'] as const;
const isId = (value: string | null) => value !== null && /^\d+$/.test(value);

/** Anything else is left to the default. */
const readChoices = (params: URLSearchParams): Partial<RtsReportValues> =>
    Object.fromEntries(FIELDS.flatMap(field => (isId(params.get(field)) ? [[field, params.get(field)!]] : [])));

const writeChoices = (params: URLSearchParams, choices: Partial<RtsReportValues>) => {
    const next = new URLSearchParams(params);
    for (const field of FIELDS) {
        const value = choices[field];
        if (value) next.set(field, value);
        else next.delete(field);
    }
    return next;
};

// Choices go into the address in place (not as Back steps), so Back or a reload finds them; kept there, they
// count as saved, so leaving asks nothing.
const ChoicesInAddress = ({ update }: { update: (choices: Partial<RtsReportValues>) => void }) => {
    const values = useWatch<RtsReportValues>();
    const { reset } = useFormContext<RtsReportValues>();
    const { PlanYear = '', InsurerId = '', PolicyTypeId = '' } = values;
    useEffect(() => {
        update({ PlanYear, InsurerId, PolicyTypeId });
        reset({ PlanYear, InsurerId, PolicyTypeId }, { keepValues: true });
    }, [PlanYear, InsurerId, PolicyTypeId, update, reset]);
    return null;
};

const toVariables = ({ PlanYear, InsurerId, PolicyTypeId }: RtsReportValues): RtsReportParameters => ({
    PlanYear: Number(PlanYear),
    InsurerId: InsurerId || undefined,
    PolicyTypeId: PolicyTypeId || undefined,
});

export const RtsReportPage = () => {
    const translate = useTranslate();
    const years = useMemo(() => planYears(), []);
    const { state: kept, update } = useAddressState({ read: readChoices, write: writeChoices });
    const keepChoices = useCallback(
        // The current year is the default: the address names only a year chosen otherwise.
        (choices: Partial<RtsReportValues>) =>
            update(
                () => ({ ...choices, PlanYear: choices.PlanYear === String(years.current) ? '' : choices.PlanYear }),
                { replace: true }
            ),
        [update, years]
    );
    // The address's choices as the page opened with them; the form follows its own values from then on.
    const [opened] = useState(kept);
    const defaults = useMemo<RtsReportValues>(
        () => ({
            PlanYear: years.choices.map(String).includes(opened.PlanYear ?? '')
                ? opened.PlanYear!
                : String(years.current),
            InsurerId: opened.InsurerId ?? '',
            PolicyTypeId: opened.PolicyTypeId ?? '',
        }),
        [years, opened]
    );
    const choices = useMemo(() => years.choices.map(year => ({ id: String(year), name: String(year) })), [years]);
    const { onSubmit } = useFormAction(rtsReportAction, { toVariables });

    return (
        <>
            <PageHeading title={translate('resources.reports.rts.title')} />
            <Card variant="outlined" sx={{ maxWidth: 720 }}>
                <CardContent>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                        {translate('resources.reports.rts.intro')}
                    </Typography>
                    <Form defaultValues={defaults} onSubmit={onSubmit}>
                        <ChoicesInAddress update={keepChoices} />
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                            <ChoiceSelectInput
                                source="PlanYear"
                                label="resources.reports.rts.planYear"
                                loadError="resources.reports.messages.failed"
                                choices={choices}
                                validate={REQUIRED}
                            />
                            <OptionalDictionaryInput
                                source="InsurerId"
                                label="resources.reports.rts.insurer"
                                dictionary="insurers"
                                loadError="common.dictionaries.insurersError"
                                helperText="resources.reports.rts.allInsurers"
                            />
                            <OptionalDictionaryInput
                                source="PolicyTypeId"
                                label="resources.reports.rts.policyType"
                                dictionary="policyTypes"
                                loadError="common.dictionaries.policyTypesError"
                                helperText="resources.reports.rts.allPolicyTypes"
                            />
                        </Stack>
                        <Stack direction="row" sx={{ mt: 2 }}>
                            <SubmitButton label="resources.reports.rts.download" icon={<DownloadIcon />} />
                        </Stack>
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};
