import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { fixFor, useGapText, type ReadinessAudience } from '../../src/components/readinessFixes';
import type { ReadinessCell } from '../../src/domain/readiness';

const T = 'resources.readiness';

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
