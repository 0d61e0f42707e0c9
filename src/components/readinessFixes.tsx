import { Fragment, type ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from './formatting';
import type { CellKey, ReadinessCell, ReadinessGap } from '../domain/readiness';
import { fixActionOf, fixKeyOf, type FixAction, type ThingToFix } from '../domain/readinessSummary';
import { producerPaths } from '../routing/producerPaths';

/**
 * The words and links of readiness's things to fix (src/domain/readinessSummary.ts), shared by the views that
 * read the readiness rules: the readiness page and renewals at risk say a gap, a thing to fix and where it is
 * done alike. Texts under `common.readiness`.
 */

const T = 'common.readiness';

/** Who the view is for: the agent portal itself, or an agency's producer (links then go to the agency's pages). */
export type ReadinessAudience = { type: 'agent' } | { type: 'agency'; agentId: string; agentName: string };

export interface Fix {
    to?: string;
    label: string;
}

const contractRequestFor = (carrier: string, audience: ReadinessAudience) => {
    if (audience.type === 'agent') return `/contracts/request?${new URLSearchParams({ carrier })}`;
    const search = new URLSearchParams({ forAgentId: audience.agentId, forAgentName: audience.agentName, carrier });
    return `/contracts/downlinerequest?${search}`;
};

/**
 * Where an action is done: the license submission with the state chosen, the contract request with the
 * carrier's options chosen, or the contract that shows its certifications (for an agency, the producer's
 * contracts on the producer detail). A producer's license is the producer's to submit.
 */
export const fixForAction = (action: FixAction, audience: ReadinessAudience): Fix => {
    switch (action.kind) {
        case 'license':
            return audience.type === 'agent'
                ? {
                      to: `/licenses/submission?${new URLSearchParams({ state: action.state })}`,
                      label: `${T}.fixes.submitLicense`,
                  }
                : { label: `${T}.fixes.producerOnly` };
        case 'contract':
            return { to: contractRequestFor(action.carrier, audience), label: `${T}.fixes.requestContract` };
        case 'pendingContract':
        case 'certification':
            if (audience.type === 'agency')
                return {
                    to: producerPaths.detail(audience.agentId),
                    label: `${T}.fixes.producerContracts`,
                };
            return action.contractId === undefined
                ? { to: '/contracts', label: `${T}.fixes.openContracts` }
                : {
                      to: `/contracts/${encodeURIComponent(String(action.contractId))}`,
                      label: `${T}.fixes.openContract`,
                  };
    }
};

/** Where a thing is done, as a link; a producer's own part, in words. */
export const FixLink = ({ fix }: { fix: Fix }) => {
    const translate = useTranslate();
    return fix.to ? (
        <Link component={RouterLink} to={fix.to}>
            {translate(fix.label)}
        </Link>
    ) : (
        translate(fix.label)
    );
};

/** Where a cell's missing item is fixed: its action's place. */
export const fixFor = (gap: ReadinessGap, cell: ReadinessCell, audience: ReadinessAudience) =>
    fixForAction(fixActionOf(gap, cell), audience);

/** The words of one missing item. */
export const useGapText = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    return (gap: ReadinessGap, cell: Pick<CellKey, 'planYear' | 'state'>) => {
        switch (gap.kind) {
            case 'licenseExpired':
                return translate(`${T}.gaps.licenseExpired`, { date: date(gap.expirationDate) });
            case 'licenseExpiresBeforePlanYear':
                return translate(`${T}.gaps.licenseExpiresBeforePlanYear`, {
                    date: date(gap.expirationDate),
                    year: cell.planYear,
                });
            case 'licenseExpiresBeforeRenewal':
                return translate(`${T}.gaps.licenseExpiresBeforeRenewal`, {
                    date: date(gap.expirationDate),
                    renewal: date(gap.renewalDate),
                });
            case 'certificationNotRts':
                return translate(`${T}.gaps.certificationNotRts`, { year: cell.planYear, status: gap.status });
            default:
                return translate(`${T}.gaps.${gap.kind}`, { state: cell.state, year: cell.planYear });
        }
    };
};

/**
 * What one thing to fix is, in words: its state or carrier and why it is needed. A certification names its own
 * plan year (renewals mix plan years); others read the view's.
 */
export const useThingText = (planYear: number, stateName: (state: string) => string) => {
    const translate = useTranslate();
    const gapText = useGapText();
    return ({ action, reasons, policyTypes, alike }: ThingToFix) => {
        const named = (carrier: string) =>
            alike ? translate(`${T}.thing.carrierTypes`, { carrier, types: policyTypes.join(', ') }) : carrier;
        const cell = {
            planYear: (action.kind === 'certification' ? action.planYear : undefined) ?? planYear,
            state: action.kind === 'license' ? action.state : '',
        };
        const why = reasons.map(reason => gapText(reason.gap, cell));
        switch (action.kind) {
            case 'license':
                return translate(`${T}.thing.license`, { state: stateName(action.state), reason: why[0] });
            case 'pendingContract':
                return translate(`${T}.thing.pendingContract`, { carrier: named(action.carrier) });
            case 'contract': {
                // Policy types without a contract are named; a terminated contract says so.
                const missing = reasons.some(reason => reason.gap.kind === 'noContract');
                const terminated = reasons.some(reason => reason.gap.kind === 'contractTerminated');
                const parts = [
                    missing && translate(`${T}.thing.noContractFor`, { types: policyTypes.join(', ') }),
                    terminated && translate(`${T}.thing.contractTerminated`),
                ].filter(Boolean);
                return translate(`${T}.thing.contract`, { carrier: action.carrier, reason: parts.join('; ') });
            }
            case 'certification':
                return translate(`${T}.thing.certification`, {
                    carrier: named(action.carrier),
                    reason: why.join('; '),
                });
        }
    };
};

interface ThingsToFixListProps<Thing extends ThingToFix> {
    things: Thing[];
    planYear: number;
    /** Whose the things are: one audience for them all, or each thing's own (an agency's producers). */
    audience: ReadinessAudience | ((thing: Thing) => ReadinessAudience);
    stateName: (state: string) => string;
    /** What each is needed for (translated parts), said before where it is done. */
    detail: (thing: Thing) => Array<ReactNode | false>;
    /** Whose it is, before what it is (an agency's producer). */
    subject?: (thing: Thing) => ReactNode;
    /** Tells things apart when several subjects have the same action. */
    keyOf?: (thing: Thing) => string;
    id?: string;
    label?: string;
    /** Its own words for what a thing is (a thing several producers share), in place of its state or carrier and why. */
    words?: (thing: Thing) => ReactNode;
    /** What the person does, in place of the link that fixes it (a thing whose fixes are each producer's). */
    action?: (thing: Thing) => ReactNode;
    /** Under a thing: what belongs to it (each producer's part of a shared thing). */
    more?: (thing: Thing) => ReactNode;
}

/** Things to fix, each: what (its state or carrier and why), what it is needed for, and the link that does it. */
export const ThingsToFixList = <Thing extends ThingToFix>({
    things,
    planYear,
    audience,
    stateName,
    detail,
    subject,
    keyOf = thing => fixKeyOf(thing.action),
    id,
    label,
    words,
    action,
    more,
}: ThingsToFixListProps<Thing>) => {
    const thingText = useThingText(planYear, stateName);
    return (
        <Box
            component="ol"
            id={id}
            aria-label={label}
            sx={{ m: 0, p: 0, listStyle: 'none', '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
        >
            {things.map(thing => {
                const whose = subject?.(thing);
                return (
                    <Box component="li" key={keyOf(thing)} sx={{ display: 'flex', gap: 1, py: 0.75 }}>
                        <ErrorIcon fontSize="small" color="error" aria-hidden sx={{ mt: '2px' }} />
                        <Box sx={{ minWidth: 0 }}>
                            <Typography variant="body2" sx={{ fontWeight: 600 }}>
                                {whose && (
                                    <>
                                        {whose}
                                        {' · '}
                                    </>
                                )}
                                {words ? words(thing) : thingText(thing)}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                                {detail(thing)
                                    .filter(Boolean)
                                    .map((part, index) => (
                                        <Fragment key={index}>
                                            {part}
                                            {' · '}
                                        </Fragment>
                                    ))}
                                {action ? (
                                    action(thing)
                                ) : (
                                    <FixLink
                                        fix={fixForAction(
                                            thing.action,
                                            typeof audience === 'function' ? audience(thing) : audience
                                        )}
                                    />
                                )}
                            </Typography>
                            {more?.(thing)}
                        </Box>
                    </Box>
                );
            })}
        </Box>
    );
};
