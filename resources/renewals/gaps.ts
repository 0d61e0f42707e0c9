import { useTranslate } from 'react-admin';
import { text } from './texts';
import type { Renewals } from './useRenewals';

// The headline then speaks only for the members checked, so that no count reads as the whole book.
export const useRenewalGaps = (renewals: Renewals, texts: 'headline' | 'card') => {
    const translate = useTranslate();
    const { answer, run, uncheckedMembers, unreadable, statesFailed, agency } = renewals;
    if (!answer) return undefined;
    const checked = answer.summary.renewing;
    const total = checked + uncheckedMembers;
    const count = (state: string) => run?.entries.filter(entry => entry.state === state).length ?? 0;
    const producersFailed = count('failed');
    const producersChecked = count('done');
    const producersLeft = (run?.total ?? 0) - producersChecked - producersFailed;
    const parts: string[] = [];
    if (uncheckedMembers > 0) {
        parts.push(translate(text('partial.checked'), { checked, smart_count: total }));
        if (texts === 'card')
            parts.push(translate(text('partial.session'), { checked: producersChecked, total: run?.total ?? 0 }));
        else {
            if (producersFailed > 0)
                parts.push(translate(text('partial.producersFailed'), { smart_count: producersFailed }));
            if (producersLeft > 0) parts.push(translate(text('partial.producersLeft'), { smart_count: producersLeft }));
        }
    }
    // An enrollment without a state, carrier, type or date may renew, and at risk: it is not checked, and counted.
    if (unreadable > 0)
        parts.push(translate(text(`partial.unreadable.${agency ? 'agency' : 'agent'}`), { smart_count: unreadable }));
    // Without the names a license naming its state in full is not matched: a member may be counted at risk.
    if (statesFailed) parts.push(translate(text('partial.states')));
    const atRisk = answer.summary.atRisk.length;
    // A member not checked may be at risk: never "nothing renews" or "all ready" while some are not checked.
    const headline =
        uncheckedMembers === 0 && unreadable === 0
            ? undefined
            : checked === 0
              ? uncheckedMembers > 0
                  ? translate(text(`${texts}.noneChecked`), { smart_count: total })
                  : translate(text(`${texts}.noneReadable`), { smart_count: unreadable })
              : atRisk === 0
                ? translate(text(`${texts}.readySoFar`), { smart_count: checked })
                : undefined;
    return { parts, headline };
};
