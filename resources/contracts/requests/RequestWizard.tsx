import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
    Box,
    Button,
    Card,
    CardContent,
    CircularProgress,
    Stack,
    Step,
    StepLabel,
    Stepper,
    Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { rememberSentRequest } from '../../../src/domain/sentContractRequests';
import { PageHeading } from '../../../src/components/PageHeading';
import { LoadingState } from '../../../src/components/States';
import { Form, trimStrings, useFormAction } from '../../../src/forms';
import type { Portal } from '../../../src/portal/types';
import { usePortal } from '../../../src/portal/PortalScope';
import { submitContractRequestAction } from './api';
import { summarize, toPayload, type RequestSummary } from './payload';
import {
    AgencyDetailsStep,
    AgentDetailsStep,
    AgentStep,
    ContractFormStep,
    TargetStep,
    UplineStep,
    type CarrierPreselection,
    type ShownLabels,
} from './steps';
import { useConfirmedChoices, useWizardSteps } from './useWizardSteps';
import {
    ADDRESS_KEYS,
    FORM_FIELDS,
    STEP_FIELDS,
    stepsFor,
    valuesFromAddress,
    type RequestKind,
    type StepId,
    type WizardValues,
} from './wizard';
import { clock } from '../../../src/clock';

const R = 'resources.contractRequests';

export const successPathOf = (kind: RequestKind) =>
    kind === 'downline' ? '/contracts/downlinerequest/success' : '/contracts/request/success';

const STEP_NAMES: Record<StepId, string> = {
    target: `${R}.steps.target`,
    agencyDetails: `${R}.steps.agencyDetails`,
    agent: `${R}.steps.agent`,
    agentDetails: `${R}.steps.agentDetails`,
    upline: `${R}.steps.upline`,
    form: `${R}.steps.form`,
};

/** Enter in a one-line field of an earlier step goes to the next step instead of sending the request. */
const isOneLineField = (target: EventTarget) =>
    target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);

const SubmitRequestButton = () => {
    const translate = useTranslate();
    const { isSubmitting } = useFormState();
    const contracts = useWatch<WizardValues, 'contracts'>({ name: 'contracts' });
    const count = Array.isArray(contracts) ? contracts.length : 0;
    return (
        <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SendIcon />}
        >
            {count > 0
                ? translate(`${R}.actions.submitCount`, { smart_count: count })
                : translate(`${R}.actions.submit`)}
        </Button>
    );
};

/** Each step is a history entry (useWizardSteps): Back and Forward move between steps, a reload keeps the step. */
const WizardSteps = ({ kind, portal, labels }: { kind: RequestKind; portal: Portal; labels: ShownLabels }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { trigger, resetField } = useFormContext<WizardValues>();
    const agentName = useWatch<WizardValues, 'agentName'>({ name: 'agentName' });
    const target = useWatch<WizardValues, 'target'>({ name: 'target' });
    const { unknownAgentId, unknownUplineId, pending } = useConfirmedChoices(kind);
    const { steps, index: current, step, waiting, forward, backward } = useWizardSteps(kind, pending);
    const isLast = current === steps.length - 1;
    const heading = useRef<HTMLHeadingElement>(null);
    const shown = useRef(step);
    const preselection: CarrierPreselection = useRef(undefined);

    useEffect(() => {
        if (waiting || shown.current === step) return;
        shown.current = step;
        heading.current?.focus();
    }, [step, waiting]);

    const next = useCallback(async () => {
        if (!(await trigger(STEP_FIELDS[step] as Array<keyof WizardValues>, { shouldFocus: true }))) return;
        forward();
    }, [forward, step, trigger]);
    const back = () => {
        if (current === 0) navigate('/contracts');
        else backward();
    };
    const clear = () => {
        for (const field of FORM_FIELDS) resetField(field);
    };
    const onKeyDown = (event: KeyboardEvent) => {
        if (event.key !== 'Enter' || isLast || !isOneLineField(event.target)) return;
        event.preventDefault();
        void next();
    };
    const ownerName = kind === 'agent' || target === 'self' ? portal.name : agentName;

    if (waiting) return <LoadingState />;
    return (
        <Box onKeyDown={onKeyDown}>
            <Box
                role="group"
                aria-label={translate(`${R}.steps.label`)}
                sx={{ display: { xs: 'none', sm: 'block' }, my: 2 }}
            >
                <Stepper activeStep={current} alternativeLabel>
                    {steps.map((id, position) => (
                        <Step
                            key={id}
                            completed={position < current}
                            aria-current={position === current ? 'step' : undefined}
                        >
                            <StepLabel>{translate(STEP_NAMES[id])}</StepLabel>
                        </Step>
                    ))}
                </Stepper>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: { xs: 2, sm: 0 } }}>
                {translate(`${R}.steps.current`, { step: current + 1, count: steps.length })}
            </Typography>
            <Typography variant="h2" ref={heading} tabIndex={-1} sx={{ mt: 0.5, mb: 1, outline: 'none' }}>
                {translate(STEP_NAMES[step])}
            </Typography>
            {step === 'target' && <TargetStep portal={portal} />}
            {step === 'agencyDetails' && <AgencyDetailsStep />}
            {step === 'agent' && <AgentStep unknownAgentId={unknownAgentId} />}
            {step === 'agentDetails' && <AgentDetailsStep />}
            {step === 'upline' && <UplineStep kind={kind} unknownUplineId={unknownUplineId} />}
            {step === 'form' && (
                <ContractFormStep kind={kind} ownerName={ownerName} labels={labels} preselection={preselection} />
            )}
            <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
                <Button variant="outlined" onClick={back}>
                    {translate(current === 0 ? `${R}.actions.cancel` : `${R}.actions.back`)}
                </Button>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {isLast ? (
                        <>
                            <Button onClick={clear}>{translate(`${R}.actions.clear`)}</Button>
                            <SubmitRequestButton />
                        </>
                    ) : (
                        <Button variant="contained" onClick={() => void next()}>
                            {translate(`${R}.actions.next`)}
                        </Button>
                    )}
                </Stack>
            </Stack>
        </Box>
    );
};

/** `request` for the portal itself, `downlinerequest` for an agency's agent or a new agent. */
const RequestWizardPage = ({ downline }: { downline: boolean }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const [search] = useSearchParams();
    const portal = usePortal();
    const kind: RequestKind = downline ? 'downline' : portal.type === 'agency' ? 'agency' : 'agent';
    // What the address chose when the page opened; from then on the form holds the values and the address follows.
    const [opened] = useState(() => search);
    const defaultValues = useMemo(() => valuesFromAddress(kind, opened), [kind, opened]);
    // Past the first step the wizard holds the person's progress, even with the choices it started with.
    const step = search.get(ADDRESS_KEYS.step);
    const pastFirstStep = step !== null && step !== stepsFor(kind, defaultValues.target)[0];
    const labels = useRef<ShownLabels>({ contracts: new Map(), states: new Map() });
    const summary = useRef<RequestSummary | undefined>(undefined);
    const { onSubmit } = useFormAction(submitContractRequestAction, {
        toVariables: (values: WizardValues) => toPayload(values, kind, portal),
        onSuccess: () => {
            // The contracts list counts these pending contracts' wait from today (src/domain/pendingAge.ts).
            const sent = summary.current;
            if (sent?.targetType === 'self') rememberSentRequest(portal, sent.contracts);
            if (sent?.targetType === 'agent' && sent.targetAgentId)
                rememberSentRequest(portal, sent.contracts, clock.now(), { type: 'agent', id: sent.targetAgentId });
            navigate(successPathOf(kind), { state: { summary: summary.current } });
        },
    });
    const submit = useCallback(
        (values: FieldValues) => {
            summary.current = summarize(trimStrings(values) as WizardValues, kind, portal, labels.current);
            return onSubmit(values);
        },
        [kind, onSubmit, portal]
    );
    return (
        <>
            <PageHeading title={translate(`${R}.title.${downline ? 'downlinerequest' : 'request'}`)} />
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
                <CardContent>
                    <Typography color="text.secondary">{translate(`${R}.intro.${kind}`)}</Typography>
                    <Form
                        key={kind}
                        defaultValues={defaultValues}
                        onSubmit={submit}
                        mode="onTouched"
                        holdsInput={pastFirstStep}
                    >
                        <WizardSteps kind={kind} portal={portal} labels={labels.current} />
                    </Form>
                </CardContent>
            </Card>
        </>
    );
};

export const RequestPage = () => <RequestWizardPage downline={false} />;
export const DownlineRequestPage = () => <RequestWizardPage downline />;
