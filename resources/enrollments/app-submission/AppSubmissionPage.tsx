import { useCallback, useMemo, useRef } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../src/components/PageHeading';
import { Form, useFormAction } from '../../../src/forms';
import { usePortal } from '../../../src/portal/PortalScope';
import { submitAppAction } from './api';
import { AppSubmissionInputs } from './AppSubmissionInputs';
import { emptyForm, toSubmission } from './submission';
import { submissionSummary, summarize } from './summary';
import type { AppSubmissionForm } from './types';
import { nameIn, type ChoiceField, type ChoiceList } from './useAppChoices';

const T = 'resources.enrollments.appSubmission';

const toVariables = (values: AppSubmissionForm) => ({
    submission: toSubmission(values),
    files: values.files.map(picked => picked.file),
});

/** A failed submission keeps every value and file; the form is left only on success. */
export const AppSubmissionPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const portal = usePortal();
    const isAgency = portal.type === 'agency';
    const defaultValues = useMemo(() => emptyForm(isAgency ? '' : portal.id), [isAgency, portal.id]);
    const lists = useRef<Record<ChoiceField, ChoiceList> | null>(null);
    const { onSubmit } = useFormAction(submitAppAction, {
        toVariables,
        onSuccess: () => navigate('/enrollments/app-submission/success'),
    });
    const submit = useCallback(
        (values: FieldValues) => {
            const form = values as AppSubmissionForm;
            if (lists.current) submissionSummary.keep(summarize(form, nameIn(lists.current, form), isAgency));
            return onSubmit(form);
        },
        [isAgency, onSubmit]
    );

    return (
        <>
            <PageHeading title={translate(`${T}.title`)} />
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
                <CardContent>
                    <Typography color="text.secondary">{translate(`${T}.intro`)}</Typography>
                    <Form defaultValues={defaultValues} onSubmit={submit} mode="onTouched">
                        <AppSubmissionInputs isAgency={isAgency} lists={lists} />
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};
