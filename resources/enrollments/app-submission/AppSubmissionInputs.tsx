import { useEffect, type ReactNode, type RefObject } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
    ChoiceSelectInput,
    DateInput,
    dateInYears,
    noFutureDate,
    withinYears,
    filesBlockSending,
    PdfFilesInput,
    requiredFiles,
    requiredTrimmed,
    SubmitButton,
    TextInput,
    today,
} from '../../../src/forms';
import { mbiMask, ssnMask, validMbi, validSsn } from './masks';
import { MaskedInput } from '../../../src/forms';
import { useAppChoices, type ChoiceField, type ChoiceList } from './useAppChoices';
import type { AppSubmissionForm } from './types';

const T = 'resources.enrollments.appSubmission';

// Module-level so the validators keep their identity between renders.
const REQUIRED = requiredTrimmed();
const IN_YEARS = dateInYears();
const PAST = [IN_YEARS, noFutureDate()];
const BIRTH = [...PAST, withinYears(-120, `${T}.dates.birthTooLongAgo`)];
const MEDICARE_DATE = [IN_YEARS, withinYears(-100, `${T}.dates.medicareTooLongAgo`)];
const SIGNED = [REQUIRED, ...PAST, withinYears(-2, `${T}.dates.signedTooLongAgo`)];
const EFFECTIVE = [
    REQUIRED,
    IN_YEARS,
    withinYears(-2, `${T}.dates.effectiveTooLongAgo`),
    withinYears(2, `${T}.dates.effectiveTooFarAhead`),
];
const SSN = validSsn();
const MBI = validMbi();
const FILES = requiredFiles(`${T}.files.required`);
const LOAD_ERROR: Record<ChoiceField, string> = {
    AgentId: 'common.dictionaries.agentsError',
    StateId: 'common.dictionaries.statesError',
    CountyId: 'common.dictionaries.countiesError',
    PolicyTypeId: 'common.dictionaries.policyTypesError',
    InsurerId: 'common.dictionaries.insurersError',
    ProductId: 'common.dictionaries.productsError',
};
const EMPTY_TEXT: Record<ChoiceField, string> = {
    AgentId: 'common.dictionaries.agentsEmpty',
    StateId: 'common.dictionaries.statesEmpty',
    CountyId: 'common.dictionaries.countiesEmpty',
    PolicyTypeId: 'common.dictionaries.policyTypesEmpty',
    InsurerId: 'common.dictionaries.insurersEmpty',
    ProductId: 'common.dictionaries.productsEmpty',
};
const BELOW: Partial<Record<ChoiceField, ChoiceField[]>> = {
    AgentId: ['StateId', 'CountyId'],
    StateId: ['CountyId'],
    PolicyTypeId: ['InsurerId', 'ProductId'],
    InsurerId: ['ProductId'],
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
            <Typography component="legend" variant="h2" sx={{ mb: 1 }}>
                {translate(title)}
            </Typography>
            <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                {children}
            </Box>
        </Box>
    );
};

export interface AppSubmissionInputsProps {
    isAgency: boolean;
    /** Filled as loaded, so the page can name the choices in the summary. */
    lists: RefObject<Record<ChoiceField, ChoiceList> | null>;
}

export const AppSubmissionInputs = ({ isAgency, lists }: AppSubmissionInputsProps) => {
    const translate = useTranslate();
    const { setValue } = useFormContext<AppSubmissionForm>();
    const choices = useAppChoices(isAgency);
    const files = useWatch<AppSubmissionForm, 'files'>({ name: 'files' });
    useEffect(() => {
        lists.current = choices;
    });
    // Computed on each render: a page left open past midnight moves its maximum along.
    const notAfterToday = { htmlInput: { max: today() } };

    const select = (field: ChoiceField) => (
        <ChoiceSelectInput
            source={field}
            label={`${T}.fields.${field}`}
            loadError={LOAD_ERROR[field]}
            emptyText={EMPTY_TEXT[field]}
            {...choices[field]}
            validate={REQUIRED}
            onChange={() => BELOW[field]?.forEach(below => setValue(below, ''))}
        />
    );

    return (
        <>
            {isAgency && <Section title={`${T}.sections.agent`}>{select('AgentId')}</Section>}
            <Section title={`${T}.sections.applicant`}>
                <TextInput source="FirstName" label={`${T}.fields.FirstName`} validate={REQUIRED} autoComplete="off" />
                <TextInput source="LastName" label={`${T}.fields.LastName`} validate={REQUIRED} autoComplete="off" />
                <DateInput
                    source="DateOfBirth"
                    label={`${T}.fields.DateOfBirth`}
                    validate={BIRTH}
                    slotProps={notAfterToday}
                    autoComplete="off"
                />
                <MaskedInput
                    source="SSN"
                    label={`${T}.fields.SSN`}
                    hint={`${T}.hints.ssn`}
                    mask={ssnMask}
                    inputMode="numeric"
                    validate={SSN}
                />
                {select('StateId')}
                {select('CountyId')}
            </Section>
            <Section title={`${T}.sections.coverage`}>
                <MaskedInput
                    source="MbiNumber"
                    label={`${T}.fields.MbiNumber`}
                    hint={`${T}.hints.mbi`}
                    mask={mbiMask}
                    validate={MBI}
                />
                <TextInput source="MedicaidNumber" label={`${T}.fields.MedicaidNumber`} autoComplete="off" />
                <DateInput
                    source="MedicareADate"
                    label={`${T}.fields.MedicareADate`}
                    validate={MEDICARE_DATE}
                    autoComplete="off"
                />
                <DateInput
                    source="MedicareBDate"
                    label={`${T}.fields.MedicareBDate`}
                    validate={MEDICARE_DATE}
                    autoComplete="off"
                />
            </Section>
            <Section title={`${T}.sections.plan`}>
                {select('PolicyTypeId')}
                {select('InsurerId')}
                {select('ProductId')}
                <DateInput
                    source="DateAgentSignedApplication"
                    label={`${T}.fields.DateAgentSignedApplication`}
                    validate={SIGNED}
                    slotProps={notAfterToday}
                />
                <DateInput source="EffectiveDate" label={`${T}.fields.EffectiveDate`} validate={EFFECTIVE} />
            </Section>
            <PdfFilesInput
                source="files"
                label={`${T}.sections.files`}
                helperText={`${T}.messages.multipleFilesHint`}
                notPdfMessage={`${T}.messages.pdfOnly`}
                validate={FILES}
            />
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
                <SubmitButton label={`${T}.actions.submit`} disabled={filesBlockSending(files)} />
                <Button component={RouterLink} to="/enrollments">
                    {translate(`${T}.actions.cancel`)}
                </Button>
            </Stack>
        </>
    );
};
