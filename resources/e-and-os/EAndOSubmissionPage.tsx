import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { required } from 'react-admin';
import { useNavigate } from 'react-router';
import {
    confirmedIfPast,
    DateInput,
    dateInYears,
    FormPage,
    PastDateConfirmation,
    PdfFileInput,
    requiredTrimmed,
    TextInput,
    usdAmount,
    useFormAction,
    wireUsdAmount,
} from '../../src/forms';
import { eAndOActions, eAndOQueries, type EAndOSubmissionVariables } from './api';

const T = 'resources.e-and-os';

interface EAndOFormValues {
    IssuedBy: string;
    /** Read by the one amount parser the contract request's E&O uses too. */
    CoverageLimits: string;
    ExpirationDate: string;
    PolicyNumber: string;
    certificate: File | null;
    /** An expired policy sent on purpose. */
    ExpirationDateConfirmed: string;
}

const EMPTY: EAndOFormValues = {
    IssuedBy: '',
    CoverageLimits: '',
    ExpirationDate: '',
    PolicyNumber: '',
    certificate: null,
    ExpirationDateConfirmed: '',
};

// Module-level so the validators keep their identity between renders.
const REQUIRED = required();
const TEXT = requiredTrimmed();
const AMOUNT = [required(), usdAmount];
const EXPIRY = [required(), dateInYears(), confirmedIfPast('ExpirationDateConfirmed')];

// The validators let the form submit only with every value and the file: the fields in the API's order.
const toVariables = ({
    IssuedBy,
    CoverageLimits,
    ExpirationDate,
    PolicyNumber,
    certificate,
}: EAndOFormValues): EAndOSubmissionVariables => ({
    eAndO: { IssuedBy, CoverageLimits: wireUsdAmount(CoverageLimits), ExpirationDate, PolicyNumber },
    certificate: certificate as File,
});

// A failed submission keeps everything entered; the form is left only on success.
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
                {/* A text field, not a number one: the browser's number parsing read 1e400 as empty and rounded
                    cents away; usdAmount says what is wrong with an amount, in the user's language. */}
                <TextInput
                    source="CoverageLimits"
                    label={`${T}.fields.CoverageLimitsUsd`}
                    helperText={`${T}.submission.coverageHelp`}
                    validate={AMOUNT}
                    autoComplete="off"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
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
