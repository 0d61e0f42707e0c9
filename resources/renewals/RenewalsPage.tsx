import { useId, type ReactNode } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageHeading } from '../../src/components/PageHeading';
import { ProducerRunProgress } from '../../src/components/ProducerRunProgress';
import { ErrorState, LoadingState } from '../../src/components/States';
import { usePortal } from '../../src/portal/PortalScope';
import type { Portal } from '../../src/portal/types';
import { MembersTable } from './MembersTable';
import { ProducerTable } from './ProducerTable';
import { namedPlanYear, RenewalsAnswer } from './RenewalsAnswer';
import { text, TEXTS, useStateName } from './texts';
import { useRenewals, type Renewals } from './useRenewals';

const SourceErrors = ({ renewals, portal }: { renewals: Renewals; portal: Portal }) => {
    const { sources } = renewals;
    const failed = (
        [
            ['enrollments', sources.enrollments],
            ['licenses', sources.licenses],
            [portal.type === 'agency' ? 'downlineContracts' : 'contracts', sources.contracts],
            ['policyTypes', sources.policyTypes],
        ] as const
    ).filter(([, source]) => source.error);
    return (
        <>
            {failed.map(([name, source]) => (
                <ErrorState key={name} message={text(`errors.${name}`)} retry={source.refetch} />
            ))}
        </>
    );
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
    const translate = useTranslate();
    const headingId = useId();
    return (
        <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {translate(title)}
            </Typography>
            {children}
        </Box>
    );
};

const RenewalsView = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const renewals = useRenewals(portal);
    const stateName = useStateName();
    const { answer, run, sources } = renewals;
    const agency = portal.type === 'agency';
    const blocked = Object.values(sources).some(source => source.error);
    const waiting = Object.values(sources).some(source => source.isPending && !source.error);
    // An agency's answer waits for its first producer: "0 of 0 members" would say nothing.
    const firstProducerPending = agency && run?.status === 'running' && answer?.checks.length === 0;
    return (
        <>
            <PageHeading title={translate(text('title'))} />
            <Typography sx={{ mb: 2 }}>{translate(text(`intro.${portal.type}`))}</Typography>
            {run && !blocked && <ProducerRunProgress run={run} texts={TEXTS} nameOf={renewals.producerName} />}
            <SourceErrors renewals={renewals} portal={portal} />
            {renewals.statesFailed && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {translate(text('errors.states'))}
                </Typography>
            )}
            {renewals.capped && (
                <Alert severity="warning" sx={{ mb: 2 }}>
                    {translate(text('capped'))}
                </Alert>
            )}
            {blocked ? null : !answer || firstProducerPending || waiting ? (
                <LoadingState />
            ) : (
                <>
                    <RenewalsAnswer renewals={renewals} stateName={stateName} agency={agency} />
                    {agency && (
                        <Section title={text('producers.title')}>
                            <ProducerTable
                                producers={answer.producers}
                                producerName={renewals.producerName}
                                estimated={renewals.estimated}
                                planYear={namedPlanYear(answer.summary)}
                                stateName={stateName}
                            />
                        </Section>
                    )}
                    {answer.summary.atRisk.length > 0 && (
                        <Section title={text('members.title')}>
                            <MembersTable
                                checks={answer.checks}
                                agency={agency}
                                producerName={renewals.producerName}
                                stateName={stateName}
                            />
                        </Section>
                    )}
                </>
            )}
            <Section title={text('limits.title')}>
                <Typography variant="body2" color="text.secondary">
                    {translate(text(`limits.${portal.type}`))}
                    {renewals.unreadable > 0 &&
                        ` ${translate(text(`unreadable.${portal.type}`), { smart_count: renewals.unreadable })}`}
                </Typography>
            </Section>
        </>
    );
};

export const RenewalsPage = () => {
    return <RenewalsView portal={usePortal()} />;
};
