import { useId, useState } from 'react';
import { Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PartialNote } from '../../src/components/PartialAnswer';
import { ThingsToFixList, type ReadinessAudience } from '../../src/components/readinessFixes';
import type { ReadinessCell } from '../../src/domain/readiness';
import { readinessHeadline, type ThingToFix } from '../../src/domain/readinessSummary';

const T = 'resources.readiness';

/** A phone's first screen shows the question, the count and these. */
export const FIRST_THINGS_TO_FIX = 5;

/** "Ready to sell 2 carriers in 3 states; 18 things to fix". */
export const useHeadline = () => {
    const translate = useTranslate();
    return (cells: readonly ReadinessCell[], toFix: number, partial = false) => {
        const { carriers, states } = readinessHeadline(cells);
        const fixes =
            toFix === 0
                ? translate(partial ? `${T}.headline.nothingFound` : `${T}.headline.nothingToFix`)
                : translate(`${T}.headline.fixes`, { smart_count: toFix });
        return carriers === 0
            ? translate(`${T}.headline.none`, { fixes })
            : translate(`${T}.headline.ready`, {
                  carriers: translate(`${T}.headline.carriers`, { smart_count: carriers }),
                  states: translate(`${T}.headline.states`, { smart_count: states }),
                  fixes,
              });
    };
};

interface ThingsToFixProps {
    planYear: number;
    cells: readonly ReadinessCell[];
    toFix: ThingToFix[];
    audience: ReadinessAudience;
    stateName: (state: string) => string;
    /** The note's id describes the answer too. */
    partial?: { id: string; parts: string[] };
}

export const ThingsToFix = ({ planYear, cells, toFix, audience, stateName, partial }: ThingsToFixProps) => {
    const translate = useTranslate();
    const headingId = useId();
    const listId = useId();
    const headline = useHeadline();
    const [all, setAll] = useState(false);
    return (
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
            <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {translate(`${T}.toFix.title`)}
            </Typography>
            <Typography role="status" aria-describedby={partial?.id} sx={{ fontWeight: 600, mb: 1 }}>
                {headline(cells, toFix.length, partial !== undefined)}
            </Typography>
            {partial && <PartialNote id={partial.id} parts={partial.parts} />}
            {toFix.length > 0 && (
                <ThingsToFixList
                    things={all ? toFix : toFix.slice(0, FIRST_THINGS_TO_FIX)}
                    planYear={planYear}
                    audience={audience}
                    stateName={stateName}
                    id={listId}
                    label={translate(`${T}.toFix.label`, { year: planYear })}
                    detail={thing => [
                        translate(`${T}.toFix.blocks`, {
                            products: translate(`${T}.toFix.products`, { smart_count: thing.cells }),
                            states: translate(`${T}.headline.states`, { smart_count: thing.states }),
                        }),
                        thing.readyOnceDone > 0 &&
                            translate(`${T}.toFix.readyOnceDone`, { smart_count: thing.readyOnceDone }),
                    ]}
                />
            )}
            {toFix.length > FIRST_THINGS_TO_FIX && (
                <Button size="small" aria-expanded={all} aria-controls={listId} onClick={() => setAll(!all)}>
                    {all
                        ? translate(`${T}.toFix.showFewer`, { count: FIRST_THINGS_TO_FIX })
                        : translate(`${T}.toFix.showAll`, { count: toFix.length })}
                </Button>
            )}
        </Paper>
    );
};
