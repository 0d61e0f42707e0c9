import { useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Typography } from '@mui/material';
import { BooleanInput, useInput, useTranslate, type TextInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ErrorState, LoadingState } from '../../../src/components/States';
import { DateInput, NumberInput, PastDateConfirmation, requiredBy, TextInput } from '../../../src/forms';
import type { Portal } from '../../../src/portal/types';
import { AgentSearch, useDownlineAgents, type AgentChoice } from './AgentSearch';
import { atLeastOne, CheckboxListInput, type CheckboxChoice } from './CheckboxListInput';
import { RadioChoiceInput } from './RadioChoiceInput';
import { useContractChoices, useStateChoices, useUplineChoices } from './useRequestChoices';
import { agentCountValidator, eAndOValidators, pastExpiryConfirmation, wizardValidators } from './validators';
import type { ContractOption } from './types';
import { asksAgentCount, type RequestKind, type WizardValues } from './wizard';

const R = 'resources.contractRequests';
const F = `${R}.fields`;

const CONTRACTS_REQUIRED = atLeastOne(`${R}.contracts.chooseAtLeastOne`);
const STATES_REQUIRED = atLeastOne(`${R}.states.chooseAtLeastOne`);
const TARGET_REQUIRED = requiredBy((value: unknown) => (value ? undefined : 'ra.validation.required'));
const UPLINE_REQUIRED = requiredBy((value: unknown) => (value ? undefined : `${R}.upline.chooseOne`));
// Module-level so the validators keep their identity between renders.
const PERSON = { newAgency: wizardValidators('newAgency'), newAgent: wizardValidators('newAgent') };
const E_AND_O = {
    newAgency: eAndOValidators('newAgency', 'newAgency'),
    newAgent: eAndOValidators('newAgent', 'newAgent'),
};
const AGENT_COUNT = {
    agent: agentCountValidator('agent'),
    agency: agentCountValidator('agency'),
    downline: agentCountValidator('downline'),
};
const AGENT_REQUIRED = (value: unknown, values: WizardValues) =>
    values.target === 'agent' && !value ? `${R}.agent.chooseOne` : undefined;

/** The upline list and the states may differ. */
const useClear = () => {
    const { setValue } = useFormContext<WizardValues>();
    return useCallback(
        (fields: Array<'upline' | 'contracts' | 'states'>) => {
            if (fields.includes('upline')) {
                setValue('uplineId', '');
                setValue('uplineName', '');
            }
            if (fields.includes('contracts')) setValue('contracts', []);
            if (fields.includes('states')) setValue('states', []);
        },
        [setValue]
    );
};

export const TargetStep = ({ portal }: { portal: Pick<Portal, 'name'> }) => {
    const translate = useTranslate();
    const clear = useClear();
    return (
        <RadioChoiceInput
            source="target"
            legend={translate(`${R}.target.legend`)}
            validate={TARGET_REQUIRED}
            onChange={() => clear(['upline', 'contracts', 'states'])}
            choices={[
                { id: 'self', name: translate(`${R}.target.self`, { name: portal.name }) },
                {
                    id: 'newAgency',
                    name: translate(`${R}.target.newAgency`),
                    detail: translate(`${R}.target.newAgencyHelp`),
                },
            ]}
        />
    );
};

// A link's `forAgentName` is shown only until the agency's agent list answers.
const ChosenAgent = () => {
    const { setValue } = useFormContext<WizardValues>();
    const clear = useClear();
    const [search] = useSearchParams();
    // Read as the step opens: the wizard drops the name from the address at once (no names in addresses).
    const [placeholder] = useState(() => search.get('forAgentName') ?? '');
    const { isPending } = useDownlineAgents();
    const { field, fieldState } = useInput<string>({ source: 'agentId', validate: AGENT_REQUIRED });
    const agentName = useWatch<WizardValues, 'agentName'>({ name: 'agentName' });
    const shownName = agentName || (isPending ? placeholder : '');
    const chosen: AgentChoice | null = field.value && shownName ? { id: String(field.value), name: shownName } : null;
    return (
        <AgentSearch
            selection={{
                mode: 'one',
                chosen,
                error: fieldState.error?.message,
                onChoose: agent => {
                    if (agent.id !== field.value) clear(['states']);
                    field.onChange(agent.id);
                    setValue('agentName', agent.name);
                },
            }}
        />
    );
};

export const AgentStep = ({ unknownAgentId }: { unknownAgentId?: string }) => {
    const translate = useTranslate();
    const clear = useClear();
    const [target, agentId] = useWatch<WizardValues, ['target', 'agentId']>({ name: ['target', 'agentId'] });
    return (
        <>
            {unknownAgentId && !agentId && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate(`${R}.agent.notInDownline`, { id: unknownAgentId })}
                </Alert>
            )}
            <RadioChoiceInput
                source="target"
                legend={translate(`${R}.agent.legend`)}
                validate={TARGET_REQUIRED}
                onChange={() => clear(['states'])}
                choices={[
                    { id: 'agent', name: translate(`${R}.agent.existing`) },
                    {
                        id: 'newAgent',
                        name: translate(`${R}.agent.newAgent`),
                        detail: translate(`${R}.agent.newAgentHelp`),
                    },
                ]}
            />
            {target === 'agent' && <ChosenAgent />}
        </>
    );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1, p: 0 }}>
            {title}
        </Typography>
        {children}
    </Box>
);

const ROW = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 } as const;

const NamedText = ({ prefix, name, ...props }: { prefix: string; name: string } & Omit<TextInputProps, 'source'>) => (
    <TextInput source={`${prefix}${name}`} label={`${F}.${name}`} {...props} />
);

const NpnInput = ({ prefix, validate }: { prefix: string; validate: TextInputProps['validate'] }) => (
    <NamedText
        prefix={prefix}
        name="npn"
        helperText={`${F}.npnHelp`}
        validate={validate}
        inputMode="numeric"
        autoComplete="off"
    />
);

const PersonFields = ({ prefix, target }: { prefix: string; target: 'newAgency' | 'newAgent' }) => {
    const validators = PERSON[target];
    return (
        <Box sx={ROW}>
            <NamedText prefix={prefix} name="firstName" validate={validators.required} autoComplete="off" />
            <NamedText prefix={prefix} name="lastName" validate={validators.required} autoComplete="off" />
            <NamedText prefix={prefix} name="email" type="email" validate={validators.email} autoComplete="off" />
            <NpnInput prefix={prefix} validate={validators.npn} />
        </Box>
    );
};

const EAndOSection = ({ prefix }: { prefix: 'newAgency' | 'newAgent' }) => {
    const translate = useTranslate();
    const enabled = useWatch<WizardValues>({ name: `${prefix}.eAndO.enabled` });
    const validators = E_AND_O[prefix];
    const fields = `${prefix}.eAndO.`;
    return (
        <Box sx={{ mt: 2 }}>
            <BooleanInput source={`${prefix}.eAndO.enabled`} label={`${F}.withEAndO`} helperText={false} />
            {enabled === true && (
                <Section title={translate(`${F}.eAndO`)}>
                    <Box sx={ROW}>
                        <NamedText prefix={fields} name="issuedBy" validate={validators.required} />
                        <NamedText
                            prefix={fields}
                            name="coverageLimits"
                            validate={validators.amount}
                            inputMode="decimal"
                        />
                        <DateInput
                            source={`${fields}expirationDate`}
                            label={`${F}.expirationDate`}
                            validate={validators.date}
                        />
                        <NamedText prefix={fields} name="policyNumber" validate={validators.required} />
                    </Box>
                    <PastDateConfirmation
                        source={`${fields}expirationDate`}
                        confirmSource={pastExpiryConfirmation(prefix)}
                    />
                </Section>
            )}
        </Box>
    );
};

export const AgencyDetailsStep = () => {
    const translate = useTranslate();
    const validators = PERSON.newAgency;
    return (
        <>
            <Box sx={ROW}>
                <TextInput
                    source="newAgency.name"
                    label={`${F}.agencyName`}
                    validate={validators.required}
                    autoComplete="off"
                />
                <NpnInput prefix="newAgency." validate={validators.npn} />
            </Box>
            <Section title={translate(`${F}.principalAgent`)}>
                <PersonFields prefix="newAgency.principalAgent." target="newAgency" />
            </Section>
            <EAndOSection prefix="newAgency" />
        </>
    );
};

export const AgentDetailsStep = () => (
    <>
        <PersonFields prefix="newAgent." target="newAgent" />
        <EAndOSection prefix="newAgent" />
    </>
);

export const UplineStep = ({ kind, unknownUplineId }: { kind: RequestKind; unknownUplineId?: string }) => {
    const translate = useTranslate();
    const { setValue } = useFormContext<WizardValues>();
    const [target, uplineId] = useWatch<WizardValues, ['target', 'uplineId']>({ name: ['target', 'uplineId'] });
    const uplines = useUplineChoices(kind, target);
    const choices = (uplines.data ?? []).map(upline => ({
        id: upline.id,
        name: upline.name,
        detail: upline.direct ? translate(`${R}.upline.direct`) : undefined,
    }));
    return (
        <>
            {unknownUplineId && !uplineId && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate(`${R}.upline.notAChoice`, { id: unknownUplineId })}
                </Alert>
            )}
            <RadioChoiceInput
                source="uplineId"
                legend={translate(`${R}.upline.legend`)}
                validate={UPLINE_REQUIRED}
                choices={choices}
                onChange={value => {
                    setValue('uplineName', uplines.data?.find(upline => upline.id === value)?.name ?? '');
                    setValue('contracts', []);
                }}
            >
                {uplines.isLoading ? (
                    <LoadingState />
                ) : uplines.isError ? (
                    <ErrorState message={`${R}.upline.loadError`} retry={uplines.refetch} />
                ) : choices.length === 0 ? (
                    <Typography role="status">{translate(`${R}.upline.none`)}</Typography>
                ) : null}
            </RadioChoiceInput>
        </>
    );
};

export interface ShownLabels {
    contracts: Map<string, string>;
    states: Map<string, string>;
}

const remember = (target: Map<string, string>, choices: CheckboxChoice[] | undefined) => {
    for (const choice of choices ?? []) target.set(choice.id, choice.name);
};

// Held by the wizard, not the form step: the step unmounts on Back, and its own marker would re-check the
// carrier on Next after the person unchecked it.
export type CarrierPreselection = RefObject<string | undefined>;

/** Once per upline and only while nothing is chosen. */
const usePreselectedCarrier = (
    uplineId: string,
    options: ContractOption[] | undefined,
    appliedFor: CarrierPreselection
) => {
    const [search] = useSearchParams();
    const carrier = search.get('carrier')?.trim().toUpperCase();
    const { getValues, setValue } = useFormContext<WizardValues>();
    useEffect(() => {
        if (!carrier || !options || appliedFor.current === uplineId) return;
        appliedFor.current = uplineId;
        if (getValues('contracts').length > 0) return;
        const ids = options.filter(option => option.insurer.trim().toUpperCase() === carrier).map(option => option.id);
        if (ids.length > 0) setValue('contracts', ids, { shouldDirty: true });
    }, [carrier, options, uplineId, appliedFor, getValues, setValue]);
};

export const ContractFormStep = ({
    kind,
    ownerName,
    labels,
    preselection,
}: {
    kind: RequestKind;
    ownerName: string;
    labels: ShownLabels;
    preselection: CarrierPreselection;
}) => {
    const translate = useTranslate();
    const [target, agentId, uplineId] = useWatch<WizardValues, ['target', 'agentId', 'uplineId']>({
        name: ['target', 'agentId', 'uplineId'],
    });
    const optionLabel = useCallback(
        (insurer: string, types: string[]) =>
            types.length > 0 ? translate(`${R}.contracts.option`, { insurer, types: types.join(', ') }) : insurer,
        [translate]
    );
    const contracts = useContractChoices(uplineId, optionLabel);
    usePreselectedCarrier(uplineId, contracts.options, preselection);
    const states = useStateChoices({ target: kind === 'agent' ? 'self' : target, agentId });
    remember(labels.contracts, contracts.choices);
    remember(labels.states, states.choices);
    const expiredNote =
        states.expired.length > 0
            ? ` ${translate(`${R}.states.expired`, { smart_count: states.expired.length, states: states.expired.join(', ') })}`
            : '';
    const statesNote =
        states.owner.type === 'new'
            ? translate(`${R}.states.newOwner`)
            : (states.choices && states.choices.length === 0
                  ? translate(`${R}.states.noLicenses`, { name: ownerName })
                  : translate(`${R}.states.licensed`, { name: ownerName })) + expiredNote;
    return (
        <>
            <CheckboxListInput
                source="contracts"
                label={`${F}.contracts`}
                choices={contracts.choices}
                isLoading={contracts.isLoading}
                isError={contracts.isError}
                retry={contracts.retry}
                loadError={`${R}.contracts.loadError`}
                emptyText={`${R}.contracts.none`}
                validate={CONTRACTS_REQUIRED}
                columns={2}
            />
            <CheckboxListInput
                source="states"
                label={`${F}.states`}
                choices={states.choices}
                isLoading={states.isLoading}
                isError={states.isError}
                retry={states.retry}
                loadError={`${R}.states.loadError`}
                emptyText={`${R}.states.none`}
                note={states.isError ? undefined : statesNote}
                validate={STATES_REQUIRED}
                selectAll
                columns={3}
            />
            {asksAgentCount(kind === 'agent' ? 'self' : target, kind) && (
                <NumberInput
                    source="agentCount"
                    label={`${F}.agentCount`}
                    helperText={`${F}.agentCountHelp`}
                    validate={AGENT_COUNT[kind]}
                    min={1}
                    step={1}
                    sx={{ maxWidth: 320 }}
                />
            )}
            <TextInput source="comments" label={`${F}.comments`} multiline minRows={4} fullWidth />
        </>
    );
};
