import { useCallback, useId, useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ThingsToFixList, useGapText, useThingText } from '../../src/components/readinessFixes';
import type { ReadinessGap } from '../../src/domain/readiness';
import type { SharedFix } from './rules';
import { audienceOf, EstimateAmount, RenewalFixList } from './RenewalFixList';
import { text } from './texts';
import type { Renewals } from './useRenewals';

// A date is one producer's, so the line names what happened and each producer's part gives the date.
const DATED_LICENSE_GAPS: Partial<Record<ReadinessGap['kind'], string>> = {
    licenseExpired: 'shared.licenseExpired',
    licenseExpiresBeforePlanYear: 'shared.licenseExpires',
    licenseExpiresBeforeRenewal: 'shared.licenseExpires',
};

/** As one producer's, but with no producer's own dates. */
export const useSharedFixWords = (planYear: number, stateName: (state: string) => string) => {
    const translate = useTranslate();
    const gapText = useGapText();
    const thingText = useThingText(planYear, stateName);
    return useCallback(
        (fix: SharedFix) => {
            const { action } = fix;
            if (action.kind !== 'license') return thingText(fix);
            const reasons = fix.reasons.map(({ gap }) => {
                const dated = DATED_LICENSE_GAPS[gap.kind];
                return dated ? translate(text(dated)) : gapText(gap, { planYear, state: action.state });
            });
            return translate('common.readiness.thing.license', {
                state: stateName(action.state),
                reason: [...new Set(reasons)].join('; '),
            });
        },
        [gapText, planYear, stateName, thingText, translate]
    );
};

const ProducersToggle = ({
    fix,
    open,
    onToggle,
    controls,
}: {
    fix: SharedFix;
    open: boolean;
    onToggle: () => void;
    controls: string;
}) => {
    const translate = useTranslate();
    return (
        <Button
            size="small"
            aria-expanded={open}
            aria-controls={open ? controls : undefined}
            onClick={onToggle}
            sx={{ minHeight: 0, py: 0, px: 0.5, verticalAlign: 'baseline' }}
        >
            {open
                ? translate(text('shared.hideProducers'), { smart_count: fix.producers.length })
                : translate(text('shared.showProducers'), { smart_count: fix.producers.length })}
        </Button>
    );
};

interface SharedFixListProps {
    fixes: SharedFix[];
    producerName: Renewals['producerName'];
    planYear: number;
    stateName: (state: string) => string;
    count?: number;
    id?: string;
}

export const SharedFixList = ({ fixes, producerName, planYear, stateName, count, id }: SharedFixListProps) => {
    const translate = useTranslate();
    const words = useSharedFixWords(planYear, stateName);
    const listId = useId();
    const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
    const keyOf = (fix: SharedFix) => JSON.stringify(fix.action);
    const toggle = (key: string) =>
        setOpen(previous => {
            const next = new Set(previous);
            if (!next.delete(key)) next.add(key);
            return next;
        });
    return (
        <ThingsToFixList<SharedFix>
            things={count === undefined ? fixes : fixes.slice(0, count)}
            planYear={planYear}
            audience={fix => audienceOf(fix.producers[0])}
            stateName={stateName}
            keyOf={keyOf}
            id={id}
            label={translate(text('fixes.label'))}
            words={words}
            detail={fix => [
                translate(text('shared.producers'), { smart_count: fix.producers.length }),
                translate(text('fixes.members'), { smart_count: fix.cells }),
                fix.readyOnceDone > 0 && translate(text('fixes.keeps'), { smart_count: fix.readyOnceDone }),
                fix.estimate && fix.estimate.priced > 0 && <EstimateAmount estimate={fix.estimate} />,
            ]}
            action={fix => (
                <ProducersToggle
                    fix={fix}
                    open={open.has(keyOf(fix))}
                    onToggle={() => toggle(keyOf(fix))}
                    controls={`${listId}-${fixes.indexOf(fix)}`}
                />
            )}
            more={fix =>
                open.has(keyOf(fix)) && (
                    <RenewalFixList
                        fixes={fix.producers}
                        producerName={producerName}
                        planYear={planYear}
                        stateName={stateName}
                        id={`${listId}-${fixes.indexOf(fix)}`}
                        label={translate(text('shared.producersLabel'), { thing: words(fix) })}
                    />
                )
            }
        />
    );
};
