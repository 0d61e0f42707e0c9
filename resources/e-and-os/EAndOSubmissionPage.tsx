import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { required, type Validator } from 'react-admin';
import { useNavigate } from 'react-router';
import {
    confirmedIfPast,
    DateInput,
    dateInYears,
    FormPage,
    NumberInput,
    PastDateConfirmation,
    PdfFileInput,
    requiredTrimmed,
    TextInput,
    useFormAction,
} from '../../src/forms';
import { eAndOActions, eAndOQueries, type EAndOSubmissionVariables } from './api';

const T = 'resources.e-and-os';

interface EAndOFormValues {
    IssuedBy: string;
    CoverageLimits: number | null;
    ExpirationDate: string;
    PolicyNumber: string;
    certificate: File | null;
    /** The past expiration date the person confirmed (an expired policy sent on purpose). */
    ExpirationDateConfirmed: string;
}

const EMPTY: EAndOFormValues = {
    IssuedBy: '',
    CoverageLimits: null,
    ExpirationDate: '',
    PolicyNumber: '',
    certificate: null,
    ExpirationDateConfirmed: '',
};

/** An amount of USD above zero; an empty value is left to `required()`. */
const positiveAmount: Validator = (value: unknown) =>
    value == null || value === '' || (typeof value === 'number' && Number.isFinite(value) && value > 0)
        ? undefined
        : `${T}.messages.positiveAmount`;

// Module-level so the validators keep their identity between renders.
const REQUIRED = required();
const TEXT = requiredTrimmed();
const AMOUNT = [required(), positiveAmount];
const EXPIRY = [required(), dateInYears(), confirmedIfPast('ExpirationDateConfirmed')];

// The validators let the form submit only with every value and the file: the fields in the API's order.
const toVariables = ({
    IssuedBy,
    CoverageLimits,
    ExpirationDate,
    PolicyNumber,
    certificate,
}: EAndOFormValues): EAndOSubmissionVariables => ({
    eAndO: { IssuedBy, CoverageLimits: Number(CoverageLimits), ExpirationDate, PolicyNumber },
    certificate: certificate as File,
});

/**
 * E&O submission: issued by, coverage limits, expiration date, policy number and the PDF
 * certificate, all required. A failed submission keeps everything entered; the form is left only on success.
 */
export const EAndOSubmissionPage = () => {
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const { onSubmit } = useFormAction(eAndOActions.submit, {
        toVariables,
        onSuccess: async (saved, { eAndO }) => {
            await queryClient.invalidateQueries({ queryKey: eAndOQueries.all });
            navigate('/e-and-os/submission/success', { state: { eAndO: saved ?? eAndO } });
        },
    });

    return (
        <FormPage
            title={`${T}.submission.title`}
            intro={`${T}.submission.intro`}
            send={`${T}.actions.send`}
            back={{ to: '/e-and-os', label: `${T}.actions.backToList` }}
            defaultValues={EMPTY}
            onSubmit={onSubmit}
        >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <TextInput source="IssuedBy" label={`${T}.fields.IssuedBy`} validate={TEXT} autoComplete="off" />
                <TextInput
                    source="PolicyNumber"
                    label={`${T}.fields.PolicyNumber`}
                    validate={TEXT}
                    autoComplete="off"
                />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
                <NumberInput
                    source="CoverageLimits"
                    label={`${T}.fields.CoverageLimitsUsd`}
                    helperText={`${T}.submission.coverageHelp`}
                    validate={AMOUNT}
                    // No `min`: positiveAmount says why an amount is refused, in the user's language.
                    step="any"
                />
                <DateInput source="ExpirationDate" label={`${T}.fields.ExpirationDate`} validate={EXPIRY} />
            </Stack>
            <PastDateConfirmation source="ExpirationDate" confirmSource="ExpirationDateConfirmed" />
            <PdfFileInput
                source="certificate"
                label={`${T}.fields.certificate`}
                helperText={`${T}.submission.fileHelp`}
                notPdfMessage={`${T}.messages.pdfOnly`}
                validate={REQUIRED}
            />
        </FormPage>
    );
};
