import { Fragment, type ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from './formatting';
import type { CellKey, ReadinessCell, ReadinessGap } from '../domain/readiness';
import { fixActionOf, fixKeyOf, type FixAction, type ThingToFix } from '../domain/readinessSummary';
import { producerPaths } from '../routing/producerPaths';

const T = 'common.readiness';

/** For an agency's producer, links go to the agency's pages. */
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

/** A producer's license is the producer's to submit: an agency gets words, not a link. */
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

export const fixFor = (gap: ReadinessGap, cell: ReadinessCell, audience: ReadinessAudience) =>
    fixForAction(fixActionOf(gap, cell), audience);

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

/** A certification names its own plan year: renewals mix plan years. */
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
    audience: ReadinessAudience | ((thing: Thing) => ReadinessAudience);
    stateName: (state: string) => string;
    detail: (thing: Thing) => Array<ReactNode | false>;
    subject?: (thing: Thing) => ReactNode;
    keyOf?: (thing: Thing) => string;
    id?: string;
    label?: string;
    /** In place of its state or carrier and why (a thing several producers share). */
    words?: (thing: Thing) => ReactNode;
    /** In place of the fixing link (a thing whose fixes are each producer's). */
    action?: (thing: Thing) => ReactNode;
    more?: (thing: Thing) => ReactNode;
}

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
