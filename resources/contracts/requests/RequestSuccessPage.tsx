import { useEffect, useState } from 'react';
import { Alert, Button, Card, CardContent, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { NoSubmissionSummary } from '../../../src/components/NoSubmissionSummary';
import { PageHeading } from '../../../src/components/PageHeading';
import { SummaryList, type SummaryItem } from '../../../src/components/SummaryList';
import { usePortal } from '../../../src/portal/PortalScope';
import { useHandedOver } from '../../../src/routing/useHandedOver';
import { ApplyToMoreAgents } from './ApplyToMoreAgents';
import type { RequestSummary } from './payload';

const R = 'resources.contractRequests';

export const SUMMARY_WAIT_MS = 1500;

const isSummary = (value: unknown): value is RequestSummary =>
    typeof value === 'object' && value !== null && 'requestForm' in value && 'contracts' in value;

const summaryIn = (state: unknown) =>
    typeof state === 'object' && state !== null && 'summary' in state && isSummary(state.summary)
        ? state.summary
        : undefined;

const Summary = ({ summary }: { summary: RequestSummary }) => {
    const translate = useTranslate();
    const target =
        summary.targetType === 'newAgent'
            ? translate(`${R}.success.newAgent`, { name: summary.targetName })
            : summary.targetType === 'newAgency'
              ? translate(`${R}.success.newAgency`, { name: summary.targetName })
              : summary.targetName;
    const items: SummaryItem[] = [
        { label: `${R}.success.target`, value: target },
        { label: `${R}.success.upline`, value: summary.upline },
        { label: `${R}.success.contracts`, value: summary.contracts.join(', ') },
        { label: `${R}.success.states`, value: summary.states.join(', ') },
        ...(summary.agentCount !== null
            ? [{ label: `${R}.success.agentCount`, value: String(summary.agentCount) }]
            : []),
        ...(summary.comments ? [{ label: `${R}.success.comments`, value: summary.comments }] : []),
    ];
    return <SummaryList title={`${R}.success.summary`} items={items} />;
};

// The summary comes in the navigation state only (useHandedOver). Without it (a reload, a typed address) the page
// claims nothing: a spinner while it could still arrive, then the message that the navigation did not complete.
export const RequestSuccessPage = () => {
    const translate = useTranslate();
    const portal = usePortal();
    const summary = useHandedOver(summaryIn);
    const [waited, setWaited] = useState(false);

    useEffect(() => {
        if (summary) return;
        const timer = setTimeout(() => setWaited(true), SUMMARY_WAIT_MS);
        return () => clearTimeout(timer);
    }, [summary]);

    if (!summary)
        return (
            <NoSubmissionSummary
                title={`${R}.title.noSummary`}
                message={`${R}.messages.navigationFailed`}
                back={{ to: '/contracts', label: `${R}.actions.backToContracts` }}
                waitingFor={waited ? undefined : `${R}.success.waiting`}
            />
        );
    return (
        <>
            <PageHeading title={translate(`${R}.title.success`)} />
            <Card variant="outlined" sx={{ maxWidth: 880 }}>
                <CardContent>
                    <Alert severity="success">{translate(`${R}.success.underReview`)}</Alert>
                    <Summary summary={summary} />
                    <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
                        <Button component={RouterLink} to="/contracts" variant="outlined">
                            {translate(`${R}.actions.backToContracts`)}
                        </Button>
                    </Stack>
                </CardContent>
            </Card>
            {portal.type === 'agency' && <ApplyToMoreAgents summary={summary} />}
        </>
    );
};
