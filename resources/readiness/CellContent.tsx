import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useFormatters } from '../../src/components/formatting';
import type { ReadinessCell, ReadinessGap } from '../../src/domain/readiness';

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

/** Where a missing item is fixed: a license or contract request, or the contract with its certifications. */
export const fixFor = (gap: ReadinessGap, cell: ReadinessCell, audience: ReadinessAudience): Fix | undefined => {
    switch (gap.kind) {
        case 'noLicense':
        case 'licenseExpired':
        case 'licenseExpiresBeforePlanYear':
        case 'licenseExpiryUnknown':
            return audience.type === 'agent'
                ? { to: '/licenses/submission', label: `${T}.fixes.submitLicense` }
                : { label: `${T}.fixes.producerOnly` };
        case 'noContract':
        case 'contractTerminated':
            return { to: contractRequestFor(cell.carrier, audience), label: `${T}.fixes.requestContract` };
        case 'contractPending':
        case 'noCertification':
        case 'certificationFailed':
        case 'certificationPending':
        case 'certificationNotRts':
            // The certification is the carrier's; the contract shows its certifications by plan year.
            return audience.type === 'agent' && gap.contractId !== undefined
                ? { to: `/contracts/${encodeURIComponent(String(gap.contractId))}`, label: `${T}.fixes.openContract` }
                : undefined;
    }
};

/** The words of one missing item. */
export const useGapText = () => {
    const translate = useTranslate();
    const { date } = useFormatters();
    return (gap: ReadinessGap, cell: ReadinessCell) => {
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
