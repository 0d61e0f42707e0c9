import { useId, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Money } from '../../src/components/Money';
import { PartialNote } from '../../src/components/PartialAnswer';
import { ProducerLink } from '../../src/components/ProducerLink';
import { ThingsToFixList, type ReadinessAudience } from '../../src/components/readinessFixes';
import type { RenewalEstimate, RenewalFix, RenewalsSummary } from '../../src/domain/renewals';
import { useRenewalGaps } from './gaps';
import { text } from './texts';
import type { Renewals } from './useRenewals';

/** The plan year a thing's words name when it names none of its own (a certification names its own). */
export const namedPlanYear = (summary: RenewalsSummary) =>
    Math.min(...summary.atRisk.map(check => check.renewal.planYear), 9999);

/** Listed at first: a phone's first screen shows the count and these. */
export const FIRST_FIXES = 5;

/** Whose a fix is: the agent portal's own, or the agency's producer it names (the links go to the agency's pages). */
export const audienceOf = (fix: RenewalFix): ReadinessAudience =>
    fix.producer ? { type: 'agency', agentId: fix.producer.id, agentName: fix.producer.name } : { type: 'agent' };

/** An estimate in a line: the amount, named an estimate. */
export const EstimateAmount = ({ estimate }: { estimate: RenewalEstimate }) => {
    const translate = useTranslate();
    return (
        <>
            {translate(text('estimate.short'))} <Money value={estimate.amount} plain />
        </>
    );
};

interface FixListProps {
    fixes: RenewalFix[];
    producerName: Renewals['producerName'];
    planYear: number;
    stateName: (state: string) => string;
    /** How many to list: all, or the first ones. */
    count?: number;
    id?: string;
}

/** The things to fix, each with the members it blocks, those it alone keeps, its estimate and its link. */
export const RenewalFixList = ({ fixes, producerName, planYear, stateName, count, id }: FixListProps) => {
    const translate = useTranslate();
    return (
        <ThingsToFixList<RenewalFix>
            things={count === undefined ? fixes : fixes.slice(0, count)}
            planYear={planYear}
            audience={audienceOf}
            stateName={stateName}
            subject={fix =>
                fix.producer && <ProducerLink agentId={fix.producer.id} name={producerName(fix.producer)} />
            }
            keyOf={fix => `${fix.producer?.id ?? ''}|${JSON.stringify(fix.action)}`}
            id={id}
            label={translate(text('fixes.label'))}
            detail={fix => [
                translate(text('fixes.members'), { smart_count: fix.cells }),
                fix.readyOnceDone > 0 && translate(text('fixes.keeps'), { smart_count: fix.readyOnceDone }),
                fix.estimate && fix.estimate.priced > 0 && <EstimateAmount estimate={fix.estimate} />,
            ]}
        />
    );
};

/**
 * The page's answer, first: how many members renewing are at risk (for an agency, of the producers checked so
 * far), the estimate of their renewal commission when amounts are set, then what to fix first, the things
 * keeping most members first, each with its link.
 */
export const RenewalsAnswer = ({
    renewals,
    stateName,
}: {
    renewals: Renewals;
    stateName: (state: string) => string;
}) => {
    const translate = useTranslate();
    const headingId = useId();
    const listId = useId();
    const noteId = useId();
    const [all, setAll] = useState(false);
    const gaps = useRenewalGaps(renewals, 'headline');
    const { answer } = renewals;
    if (!answer || !gaps) return null;
    const { summary, fixes } = answer;
    const atRisk = summary.atRisk.length;
    const planYear = namedPlanYear(summary);
    const partial = gaps.parts.length > 0;
    return (
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 3 }}>
            <Typography
                id={headingId}
                variant="h2"
                aria-describedby={partial ? noteId : undefined}
                sx={{ fontSize: '1.25rem', fontWeight: 600 }}
            >
                {gaps.headline ??
                    (summary.renewing === 0
                        ? translate(text('headline.nothing'))
                        : atRisk === 0
                          ? translate(text('headline.none'), { smart_count: summary.renewing })
                          : translate(text('headline.atRisk'), { smart_count: atRisk, total: summary.renewing }))}
            </Typography>
            {partial && <PartialNote id={noteId} parts={gaps.parts} />}
            {summary.estimate && summary.estimate.members > 0 && (
                <Box sx={{ mt: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                        {translate(text('estimate.label'))} <Money value={summary.estimate.amount} plain />
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                        {translate(text('estimate.basis'))}
                        {summary.estimate.priced < summary.estimate.members &&
                            ` ${translate(text('estimate.unpriced'), {
                                smart_count: summary.estimate.members - summary.estimate.priced,
                            })}`}
                    </Typography>
                </Box>
            )}
            {fixes.length > 0 && (
                <Box component="section" aria-labelledby={`${headingId}-fixes`} sx={{ mt: 2 }}>
                    <Typography id={`${headingId}-fixes`} variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
                        {translate(text('fixes.title'))}
                    </Typography>
                    <RenewalFixList
                        fixes={fixes}
                        producerName={renewals.producerName}
                        planYear={planYear}
                        stateName={stateName}
                        count={all ? undefined : FIRST_FIXES}
                        id={listId}
                    />
                    {fixes.length > FIRST_FIXES && (
                        <Button size="small" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
                            {all
                                ? translate(text('fixes.showFewer'), { count: FIRST_FIXES })
                                : translate(text('fixes.showAll'), { count: fixes.length })}
                        </Button>
                    )}
                </Box>
            )}
            {summary.notDuePlanYear !== undefined && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {translate(text('notDue'), {
                        smart_count: summary.certificationNotDue,
                        year: summary.notDuePlanYear,
                    })}
                </Typography>
            )}
        </Paper>
    );
};
