import { useId } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { producerLicensesOf } from '../../src/api/downline';
import { Money } from '../../src/components/Money';
import { PartialNote } from '../../src/components/PartialAnswer';
import { SectionCard } from '../../src/components/SectionCard';
import { ErrorState, LoadingState } from '../../src/components/States';
import { usePortal } from '../../src/portal/PortalScope';
import type { Portal } from '../../src/portal/types';
import { RENEWALS_CARD_HEIGHT } from './index';
import { useRenewalGaps } from './gaps';
import { namedPlanYear } from './RenewalsAnswer';
import { RenewalFixList } from './RenewalFixList';
import { text, useStateName } from './texts';
import { useRenewals } from './useRenewals';

const CardAnswer = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const stateName = useStateName();
    const noteId = useId();
    const renewals = useRenewals(portal, { checkProducers: false });
    const gaps = useRenewalGaps(renewals, 'card');
    const { answer, sources } = renewals;
    const states = Object.values(sources);
    const failed = states.filter(source => source.error);
    if (failed.length > 0)
        return <ErrorState message={text('card.error')} retry={() => failed.forEach(source => source.refetch())} />;
    if (!answer || !gaps || states.some(source => source.isPending)) return <LoadingState />;
    const { summary, fixes } = answer;
    const atRisk = summary.atRisk.length;
    const describedBy = gaps.parts.length > 0 ? noteId : undefined;
    return (
        <>
            {gaps.headline ? (
                <Typography aria-describedby={describedBy}>{gaps.headline}</Typography>
            ) : summary.renewing === 0 ? (
                <Typography>{translate(text('card.nothing'))}</Typography>
            ) : atRisk === 0 ? (
                <Typography aria-describedby={describedBy}>
                    {translate(text('card.none'), { smart_count: summary.renewing })}
                </Typography>
            ) : (
                <Typography aria-describedby={describedBy}>
                    <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 600, mr: 1 }}>
                        {atRisk}
                    </Box>
                    {translate(text('card.atRisk'), { total: summary.renewing })}
                </Typography>
            )}
            {describedBy && <PartialNote id={describedBy} parts={gaps.parts} />}
            {summary.estimate && summary.estimate.priced > 0 && (
                <Typography variant="body2">
                    {translate(text('estimate.label'))} <Money value={summary.estimate.amount} plain />
                </Typography>
            )}
            {fixes.length > 0 && (
                <Box sx={{ mt: 1 }}>
                    <RenewalFixList
                        fixes={fixes}
                        producerName={renewals.producerName}
                        planYear={namedPlanYear(summary)}
                        stateName={stateName}
                        count={1}
                    />
                </Box>
            )}
        </>
    );
};

/** For an agency, counts only producers the session already checked: a dashboard visit starts no downline calls. */
const CardBody = ({ portal }: { portal: Portal }) => {
    const translate = useTranslate();
    const queryClient = useQueryClient();
    const anyChecked =
        portal.type === 'agent' ||
        queryClient.getQueriesData({ queryKey: producerLicensesOf() }).some(([, data]) => data);
    return anyChecked ? <CardAnswer portal={portal} /> : <Typography>{translate(text('card.notChecked'))}</Typography>;
};

/** Titled with the sidebar's label, the title the dashboard shows while the card's code loads. */
export const RenewalsCard = () => {
    const translate = useTranslate();
    const portal = usePortal();
    return (
        <SectionCard title="app.menu.renewals">
            <Box sx={{ minHeight: RENEWALS_CARD_HEIGHT, display: 'flex', flexDirection: 'column' }}>
                <CardBody portal={portal} />
                <Link component={RouterLink} to="/renewals" sx={{ mt: 'auto', pt: 1, alignSelf: 'flex-start' }}>
                    {translate(text('card.viewAll'))}
                </Link>
            </Box>
        </SectionCard>
    );
};
