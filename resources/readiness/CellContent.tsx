import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../src/components/formatting';
import type { CellKey, ReadinessCell, ReadinessGap } from '../../src/domain/readiness';
import { fixActionOf, type FixAction } from '../../src/domain/readinessSummary';

/** Who the view is for: the agent portal itself, or an agency's producer (links then go to the agency's pages). */
export type ReadinessAudience = { type: 'agent' } | { type: 'agency'; agentId: string; agentName: string };

const T = 'resources.readiness';

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
                    to: `/producers/${encodeURIComponent(audience.agentId)}`,
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
            case 'certificationNotRts':
                return translate(`${T}.gaps.certificationNotRts`, { year: cell.planYear, status: gap.status });
            default:
                return translate(`${T}.gaps.${gap.kind}`, { state: cell.state, year: cell.planYear });
        }
    };
};

/**
 * What the cells' plain elements look like, set once on the container: a matrix has hundreds of cells, and
 * per-element `sx` (or MUI's Link) costs a style computation for each of them.
 */
export const CELL_STYLES = {
    '& .readiness-ready, & .readiness-gaps > li': { display: 'flex', gap: 0.5, alignItems: 'flex-start' },
    '& .readiness-gaps': { m: 0, p: 0, listStyle: 'none' },
    '& .readiness-gaps > li + li': { mt: 0.5 },
    '& .readiness-cell a': { color: 'primary.main' },
    '& .readiness-cell svg': { flexShrink: 0, mt: '1px' },
} as const;

/** A cell: Ready with its icon, or each missing item with its icon and where it is fixed (never colour alone). */
export const CellContent = ({ cell, audience }: { cell: ReadinessCell; audience: ReadinessAudience }) => {
    const translate = useTranslate();
    const gapText = useGapText();
    if (cell.ready)
        return (
            <span className="readiness-cell readiness-ready">
                <CheckCircleIcon fontSize="small" color="success" aria-hidden />
                {translate(`${T}.cell.ready`)}
            </span>
        );
    return (
        <ul className="readiness-cell readiness-gaps">
            {cell.gaps.map(gap => {
                const fix = fixFor(gap, cell, audience);
                return (
                    <li key={gap.kind}>
                        <ErrorIcon fontSize="small" color="error" aria-hidden />
                        <span>
                            {gapText(gap, cell)}
                            {fix && (
                                <>
                                    {' · '}
                                    {fix.to ? (
                                        <RouterLink to={fix.to}>{translate(fix.label)}</RouterLink>
                                    ) : (
                                        translate(fix.label)
                                    )}
                                </>
                            )}
                        </span>
                    </li>
                );
            })}
        </ul>
    );
};
