import { Fragment, useId, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';
import type { ReadinessCell } from '../../src/domain/readiness';
import { fixKeyOf, readinessHeadline, type ThingToFix } from '../../src/domain/readinessSummary';
import { FixLink, fixForAction, useGapText, type ReadinessAudience } from './CellContent';

const T = 'resources.readiness';

/** Listed at first: a phone's first screen shows the question, the count and these. */
export const FIRST_THINGS_TO_FIX = 5;

/** The page's count in an agent's words: "Ready to sell 2 carriers in 3 states; 18 things to fix". */
export const useHeadline = () => {
    const translate = useTranslate();
    return (cells: readonly ReadinessCell[], toFix: number) => {
        const { carriers, states } = readinessHeadline(cells);
        const fixes =
            toFix === 0
                ? translate(`${T}.headline.nothingToFix`)
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

/** What one thing to fix is, in words: its state or carrier and why it is needed. */
const useThingText = (planYear: number, stateName: (state: string) => string) => {
    const translate = useTranslate();
    const gapText = useGapText();
    return ({ action, reasons, policyTypes }: ThingToFix) => {
        const cell = { planYear, state: action.kind === 'license' ? action.state : '' };
        const why = reasons.map(reason => gapText(reason.gap, cell));
        switch (action.kind) {
            case 'license':
                return translate(`${T}.toFix.license`, { state: stateName(action.state), reason: why[0] });
            case 'pendingContract':
                return translate(`${T}.toFix.pendingContract`, { carrier: action.carrier });
            case 'contract': {
                // Policy types without a contract are named; a terminated contract says so.
                const missing = reasons.some(reason => reason.gap.kind === 'noContract');
                const terminated = reasons.some(reason => reason.gap.kind === 'contractTerminated');
                const parts = [
                    missing && translate(`${T}.toFix.noContractFor`, { types: policyTypes.join(', ') }),
                    terminated && translate(`${T}.toFix.contractTerminated`),
                ].filter(Boolean);
                return translate(`${T}.toFix.contract`, { carrier: action.carrier, reason: parts.join('; ') });
            }
            case 'certification':
                return translate(`${T}.toFix.certification`, { carrier: action.carrier, reason: why.join('; ') });
        }
    };
};

interface ThingsToFixListProps {
    things: ThingToFix[];
    planYear: number;
    audience: ReadinessAudience;
    stateName: (state: string) => string;
    /** What each is needed for (translated parts), said before where it is done. */
    detail: (thing: ThingToFix) => Array<string | false>;
    id?: string;
    label?: string;
}

/** Things to fix, each: what (its state or carrier and why), what it is needed for, and the link that does it. */
export const ThingsToFixList = ({ things, planYear, audience, stateName, detail, id, label }: ThingsToFixListProps) => {
    const thingText = useThingText(planYear, stateName);
    return (
        <Box
            component="ol"
            id={id}
            aria-label={label}
            sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
            {things.map(thing => (
                <Box component="li" key={fixKeyOf(thing.action)} sx={{ display: 'flex', gap: 1, py: 0.75 }}>
                    <ErrorIcon fontSize="small" color="error" aria-hidden sx={{ mt: '2px' }} />
                    <Box>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {thingText(thing)}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                            {detail(thing)
                                .filter(Boolean)
                                .map(part => (
                                    <Fragment key={String(part)}>
                                        {part}
                                        {' · '}
                                    </Fragment>
                                ))}
                            <FixLink fix={fixForAction(thing.action, audience)} />
                        </Typography>
                    </Box>
                </Box>
            ))}
        </Box>
    );
};

interface ThingsToFixProps {
    planYear: number;
    cells: readonly ReadinessCell[];
    toFix: ThingToFix[];
    audience: ReadinessAudience;
    stateName: (state: string) => string;
}

/**
 * The page's answer to "what do I do next": the count in an agent's words, then each thing to fix (one action
 * however many cells it blocks), the one blocking most first, with how many it blocks and where it is done.
 */
export const ThingsToFix = ({ planYear, cells, toFix, audience, stateName }: ThingsToFixProps) => {
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
            <Typography role="status" sx={{ fontWeight: 600, mb: 1 }}>
                {headline(cells, toFix.length)}
            </Typography>
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
