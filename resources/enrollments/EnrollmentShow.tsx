import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useDetailRecord } from '../../src/api/useDetailRecord';
import { ApiValue } from '../../src/components/ApiValue';
import { BackLink } from '../../src/components/BackLink';
import { CardGrid } from '../../src/components/CardGrid';
import { PageHeading } from '../../src/components/PageHeading';
import { SectionCard } from '../../src/components/SectionCard';
import { DetailFallback } from '../../src/components/DetailFallback';
import { ErrorState } from '../../src/components/States';
import { useFormatters } from '../../src/components/formatting';
import { useProviderAction } from '../../src/api/useProviderMutation';
import { usePortal } from '../../src/portal/PortalScope';
import { EnrollmentIdInvalidError, enrollmentActions, hasApplication, isValidEnrollmentId } from './api';
import { EnrollmentAgent } from './EnrollmentAgent';
import { EnrollmentPayments } from './EnrollmentPayments';
import type { EnrollmentDetail } from './types';

const field = (name: string) => `resources.enrollments.fields.${name}`;

const BackToList = () => <BackLink to="/enrollments" label="resources.enrollments.actions.back" />;

/** "—" when the API sent none. */
const Facts = ({ facts }: { facts: Array<[string, ReactNode]> }) => {
    const translate = useTranslate();
    return (
        <Box
            component="dl"
            sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(9rem, auto) minmax(0, 1fr)' },
                columnGap: 2,
                rowGap: { xs: 0, sm: 0.75 },
                '& dt': { color: 'text.secondary' },
                '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
            }}
        >
            {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2">
                        {translate(label)}
                    </Typography>
                    <Typography component="dd" variant="body2">
                        {value || '—'}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};

const DownloadApplication = ({ enrollment }: { enrollment: EnrollmentDetail }) => {
    const translate = useTranslate();
    const { run, running } = useProviderAction(enrollmentActions.downloadApplication);
    return (
        <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={running}
            onClick={() => run(enrollment.PolicyId)}
        >
            {translate('resources.enrollments.actions.downloadApplication')}
        </Button>
    );
};

const EnrollmentView = ({ enrollment }: { enrollment: EnrollmentDetail }) => {
    const translate = useTranslate();
    const { date } = useFormatters();
    const isAgency = usePortal().type === 'agency';
    const name = [enrollment.CustomerFirstName, enrollment.CustomerLastName].filter(Boolean).join(' ');
    const terminated = Boolean(enrollment.TerminationDate || enrollment.TerminationReason);
    const noDate = translate('resources.enrollments.messages.noTerminationDate');
    const noReason = translate('resources.enrollments.messages.noTerminationReason');
    return (
        <>
            <BackToList />
            <PageHeading
                title={name || translate('resources.enrollments.detail.title')}
                actions={hasApplication(enrollment.AppQueueId) && <DownloadApplication enrollment={enrollment} />}
            />
            <CardGrid sx={{ mb: 2 }}>
                <SectionCard title="resources.enrollments.detail.customer">
                    <Facts
                        facts={[
                            [field('CustomerFirstName'), enrollment.CustomerFirstName],
                            [field('CustomerLastName'), enrollment.CustomerLastName],
                            [field('CustomerState'), enrollment.CustomerState],
                            [field('CustomerCounty'), enrollment.CustomerCounty],
                            ...(isAgency
                                ? [
                                      [field('AgentName'), <EnrollmentAgent enrollment={enrollment} />] as [
                                          string,
                                          ReactNode,
                                      ],
                                  ]
                                : []),
                        ]}
                    />
                </SectionCard>
                <SectionCard title="resources.enrollments.detail.policy">
                    <Facts
                        facts={[
                            [field('PolicyType'), enrollment.PolicyType],
                            [field('InsurerName'), enrollment.InsurerName],
                            [field('ProductName'), enrollment.ProductName],
                            [field('EffectiveDate'), date(enrollment.EffectiveDate)],
                            [field('PolicyNumber'), enrollment.PolicyNumber],
                            [field('TerminationDate'), (terminated && date(enrollment.TerminationDate)) || noDate],
                            [
                                field('TerminationReason'),
                                terminated && enrollment.TerminationReason ? (
                                    <ApiValue kind="terminationReason" value={enrollment.TerminationReason} />
                                ) : (
                                    noReason
                                ),
                            ],
                            ...(enrollment.AppQueueStatus
                                ? [
                                      [
                                          field('AppQueueStatus'),
                                          <ApiValue kind="enrollmentStatus" value={enrollment.AppQueueStatus} />,
                                      ] as [string, ReactNode],
                                  ]
                                : []),
                        ]}
                    />
                </SectionCard>
            </CardGrid>
            <EnrollmentPayments enrollmentId={enrollment.PolicyId} />
        </>
    );
};

/** An id that cannot be one says 'enrollment ID is invalid'; one that names no enrollment of the portal, not found. */
export const EnrollmentShow = () => {
    const translate = useTranslate();
    const { id = '' } = useParams();
    const valid = isValidEnrollmentId(id);
    const detail = useDetailRecord<EnrollmentDetail>('enrollments', id, { enabled: valid });

    if (detail.record) return <EnrollmentView enrollment={detail.record} />;
    const invalid = !valid || detail.error instanceof EnrollmentIdInvalidError;
    return (
        <>
            <BackToList />
            <PageHeading title={translate('resources.enrollments.detail.title')} />
            {invalid ? (
                // No new try mends an id that names no enrollment of the portal.
                <ErrorState message="resources.enrollments.messages.idInvalid" retry={null} />
            ) : (
                <DetailFallback
                    detail={detail}
                    notFoundMessage="resources.enrollments.messages.notFound"
                    errorMessage="resources.enrollments.messages.detailLoadError"
                />
            )}
        </>
    );
};
