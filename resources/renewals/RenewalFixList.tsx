import { useTranslate } from 'react-admin';
import { Money } from '../../src/components/Money';
import { ProducerLink } from '../../src/components/ProducerLink';
import { ThingsToFixList, type ReadinessAudience } from '../../src/components/readinessFixes';
import type { RenewalEstimate, RenewalFix } from './rules';
import { text } from './texts';
import type { Renewals } from './useRenewals';

/** Whose a fix is: the agent portal's own, or the agency's producer it names (the links go to the agency's pages). */
export const audienceOf = (fix: RenewalFix): ReadinessAudience =>
    fix.producer ? { type: 'agency', agentId: fix.producer.id, agentName: fix.producer.name } : { type: 'agent' };

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
    count?: number;
    id?: string;
    /** Default: the page's things to fix. */
    label?: string;
}

export const RenewalFixList = ({ fixes, producerName, planYear, stateName, count, id, label }: FixListProps) => {
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
            label={label ?? translate(text('fixes.label'))}
            detail={fix => [
                translate(text('fixes.members'), { smart_count: fix.cells }),
                fix.readyOnceDone > 0 && translate(text('fixes.keeps'), { smart_count: fix.readyOnceDone }),
                fix.estimate && fix.estimate.priced > 0 && <EstimateAmount estimate={fix.estimate} />,
            ]}
        />
    );
};
