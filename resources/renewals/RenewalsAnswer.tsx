import { useId, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Money } from '../../src/components/Money';
import { PartialNote } from '../../src/components/PartialAnswer';
import type { RenewalsSummary } from './rules';
import { ExportFixesButton } from './ExportFixesButton';
import { useRenewalGaps } from './gaps';
import { RenewalFixList } from './RenewalFixList';
import { SharedFixList } from './SharedFixList';
import { text } from './texts';
import type { Renewals } from './useRenewals';

/** A certification names its own. */
export const namedPlanYear = (summary: RenewalsSummary) =>
    Math.min(...summary.atRisk.map(check => check.renewal.planYear), 9999);

/** A phone's first screen shows the count and these. */
export const FIRST_FIXES = 5;

export const RenewalsAnswer = ({
    renewals,
    stateName,
    agency,
}: {
    renewals: Renewals;
    stateName: (state: string) => string;
    agency: boolean;
}) => {
    const translate = useTranslate();
    const headingId = useId();
    const listId = useId();
    const noteId = useId();
    const [all, setAll] = useState(false);
    const gaps = useRenewalGaps(renewals, 'headline');
    const { answer } = renewals;
    if (!answer || !gaps) return null;
    const { summary, fixes, shared } = answer;
    // An agency's producers often need the same thing: it is listed once, with its producers.
    const lines = agency ? shared.length : fixes.length;
    const atRisk = summary.atRisk.length;
    const planYear = namedPlanYear(summary);
    const partial = gaps.parts.length > 0;
    const listProps = {
        producerName: renewals.producerName,
        planYear,
        stateName,
        count: all ? undefined : FIRST_FIXES,
        id: listId,
    };
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
            {lines > 0 && (
                <Box component="section" aria-labelledby={`${headingId}-fixes`} sx={{ mt: 2 }}>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
                        <Typography id={`${headingId}-fixes`} variant="h3" sx={{ fontSize: '1.05rem', flexGrow: 1 }}>
                            {translate(text('fixes.title'))}
                        </Typography>
                        {agency && (
                            <ExportFixesButton
                                renewals={renewals}
                                shared={shared}
                                planYear={planYear}
                                stateName={stateName}
                            />
                        )}
                    </Box>
                    {agency ? (
                        <SharedFixList fixes={shared} {...listProps} />
                    ) : (
                        <RenewalFixList fixes={fixes} {...listProps} />
                    )}
                    {lines > FIRST_FIXES && (
                        <Button size="small" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
                            {all
                                ? translate(text('fixes.showFewer'), { count: FIRST_FIXES })
                                : translate(text('fixes.showAll'), { count: lines })}
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
